import { describe, expect, it } from 'vitest';
import { injectHome } from './prerender-home.ts';

const shell = `<!doctype html>
<html lang="es">
  <head>
    <title>ELITE DRIVE</title>
    <script type="module" crossorigin src="/assets/index-AbC.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-DeF.css">
  </head>
  <body>
    <div id="root">
      <p>Cargando...</p>
    </div>
    <noscript>ELITE DRIVE necesita JavaScript para funcionar.</noscript>
  </body>
</html>`;

describe('injectHome', () => {
  it('puts the markup in #root, marked prerendered, and the rest of the shell as it was', () => {
    const page = injectHome(shell, '<div class="flex"><h1>ELITE DRIVE</h1></div>');
    expect(page).toContain(
      '<div id="root" data-prerendered="home"><div class="flex"><h1>ELITE DRIVE</h1></div></div>',
    );
    expect(page).not.toContain('Cargando...');
    expect(page).toContain('<noscript>ELITE DRIVE necesita JavaScript para funcionar.</noscript>');
    expect(page).toContain('<script type="module" crossorigin src="/assets/index-AbC.js">');
  });

  it("moves React's early resource links to the head, ahead of the scripts", () => {
    const preload = '<link rel="preload" as="image" href="/images/hero.svg" fetchPriority="high"/>';
    const page = injectHome(shell, `${preload}<main><img src="/images/hero.svg"/></main>`);
    const head = page.slice(0, page.indexOf('</head>'));
    expect(head).toContain(preload);
    expect(head.indexOf(preload)).toBeLessThan(head.indexOf('<script'));
    expect(page).toContain('<div id="root" data-prerendered="home"><main>');
    expect(page.split(preload)).toHaveLength(2);
  });

  it('markup with $ patterns is copied literally', () => {
    const page = injectHome(shell, "<p>$& $1 $' precio $42.00</p>");
    expect(page).toContain("<p>$& $1 $' precio $42.00</p>");
  });

  it('refuses a shell without #root', () => {
    expect(() => injectHome('<html><body></body></html>', '<p></p>')).toThrow(/root/);
  });
});
