// The public home page's HTML made at build time (issue 16): the first paint of '/' no longer
// waits for the scripts. A server-side build of src/prerender.tsx renders the page with the
// app's own components; its markup goes into a copy of the built index.html, dist/home.html,
// which the server sends for '/' only. Every other path keeps the plain shell (index.html).
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type PluginOption, type ResolvedConfig } from 'vite';

export const HOME_FILE = 'home.html';
/** Marks the prerendered page: src/main.tsx hydrates it instead of drawing it again. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

const ROOT_ELEMENT = /<div id="root">[\s\S]*?<\/div>/;
/** The <link>s React puts first (a preload of the hero picture, fetchpriority high). */
const LEADING_LINKS = /^(?:<link\b[^>]*>)+/;

/**
 * The shell with its loading placeholder replaced by the page's markup. The resources React
 * asks to load early go to the head ahead of the scripts (the hero picture is what the first
 * paint waits for); inside #root, hydration would meet them.
 */
export function injectHome(shell: string, markup: string): string {
  if (!ROOT_ELEMENT.test(shell)) throw new Error('index.html sin <div id="root">');
  const links = LEADING_LINKS.exec(markup)?.[0] ?? '';
  const body = markup.slice(links.length);
  return shell
    .replace(/(\s*)<script\b/, (tag, space: string) => `${space}${links}${tag}`)
    .replace(ROOT_ELEMENT, () => `<div id="root" ${PRERENDERED_ATTRIBUTE}="home">${body}</div>`);
}

interface PrerenderOptions {
  /** The module exporting `renderHomePage(): Promise<string>`. */
  entry: string;
  /** The plugins the app's source needs to compile (router code splitting, JSX). */
  plugins: () => PluginOption[];
}

export function prerenderHome({ entry, plugins }: PrerenderOptions): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'elite-drive:prerender-home',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    // After the client files are written (index.html names the hashed scripts), before the
    // service worker's precache list is made (closeBundle): home.html is left out of it.
    writeBundle: {
      sequential: true,
      async handler() {
        if (config.build.ssr) return;
        const serverDir = resolve(config.root, 'node_modules/.cache/elite-drive-prerender');
        await build({
          configFile: false,
          root: config.root,
          mode: config.mode,
          logLevel: 'warn',
          define: config.define,
          plugins: plugins(),
          build: {
            ssr: entry,
            outDir: serverDir,
            emptyOutDir: true,
            copyPublicDir: false,
            minify: false,
            rollupOptions: { output: { entryFileNames: 'prerender.js' } },
          },
        });
        const url = `${pathToFileURL(join(serverDir, 'prerender.js')).href}?t=${Date.now()}`;
        const { renderHomePage } = (await import(url)) as {
          renderHomePage(): Promise<string>;
        };
        const outDir = resolve(config.root, config.build.outDir);
        const shell = readFileSync(join(outDir, 'index.html'), 'utf8');
        const page = injectHome(shell, await renderHomePage());
        writeFileSync(join(outDir, HOME_FILE), page);
        this.info(`prerendered / -> ${HOME_FILE} (${(page.length / 1024).toFixed(1)} kB)`);
      },
    },
  };
}
