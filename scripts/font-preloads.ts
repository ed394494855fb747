import type { HtmlTagDescriptor, Plugin } from 'vite';

/** The app's own fonts as the build names them (bundled from @fontsource, never downloaded). */
const FONT_FILE = /^assets\/.+\.woff2$/;

/** A preload of each bundled font, in file-name order (the weights, 400 to 700). */
export function fontPreloadTags(fileNames: Iterable<string>, base = '/'): HtmlTagDescriptor[] {
  return [...fileNames]
    .filter((name) => FONT_FILE.test(name))
    .sort()
    .map((name) => ({
      tag: 'link',
      attrs: {
        rel: 'preload',
        as: 'font',
        type: 'font/woff2',
        crossorigin: true,
        href: base + name,
      },
      injectTo: 'head',
    }));
}

/** What fontPreloadTags writes, as it reads in the built HTML. */
const FONT_PRELOAD = /\s*<link rel="preload" as="font"[^>]*>/g;

/** The HTML without its font preloads (the prerendered home page, see prerender-home.ts). */
export function withoutFontPreloads(html: string): string {
  return html.replace(FONT_PRELOAD, '');
}

/**
 * index.html asks for the fonts as it is read, beside the scripts. Found by the stylesheet, they
 * arrived after the screen was first laid out in the fallback font, and every screen was laid out
 * a second time when they came: 80-100 ms of blocking work on a phone, and a jump of the text
 * (issue 32). The installed app's shell (the same file, from the worker's cache) gets them too.
 */
export function fontPreloadsPlugin(): Plugin {
  let base = '/';
  return {
    name: 'elite-drive:font-preloads',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        return fontPreloadTags(Object.keys(context.bundle ?? {}), base);
      },
    },
  };
}
