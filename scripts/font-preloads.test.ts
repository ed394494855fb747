import { describe, expect, it } from 'vitest';
import { fontPreloadTags, withoutFontPreloads } from './font-preloads.ts';

describe('font preloads (issue 32)', () => {
  it('names every bundled woff2 font, and nothing else, as a preload the page can use', () => {
    const tags = fontPreloadTags([
      'assets/montserrat-latin-700-normal-B.woff2',
      'assets/main-A.js',
      'assets/main-C.css',
      'assets/montserrat-latin-400-normal-D.woff2',
      'index.html',
    ]);
    expect(tags).toEqual([
      {
        tag: 'link',
        attrs: {
          rel: 'preload',
          as: 'font',
          type: 'font/woff2',
          // A font is always fetched in CORS mode: without it the preload is not used.
          crossorigin: true,
          href: '/assets/montserrat-latin-400-normal-D.woff2',
        },
        injectTo: 'head',
      },
      expect.objectContaining({
        attrs: expect.objectContaining({ href: '/assets/montserrat-latin-700-normal-B.woff2' }),
      }),
    ]);
    expect(fontPreloadTags(['assets/x.woff2'], '/app/')[0]?.attrs?.href).toBe(
      '/app/assets/x.woff2',
    );
  });

  it('takes them out of a page again, leaving the other preloads', () => {
    const image = '<link rel="preload" as="image" href="/images/hero.svg">';
    const html = `<head>\n    <link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/a.woff2">\n    ${image}\n</head>`;
    expect(withoutFontPreloads(html)).toBe(`<head>\n    ${image}\n</head>`);
  });
});
