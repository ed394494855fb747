import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { waitForServiceWorker } from './offline-support.ts';

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}

interface ManifestScreenshot extends ManifestIcon {
  form_factor?: string;
  label?: string;
}

interface ManifestShortcut {
  name: string;
  short_name?: string;
  url: string;
  icons?: ManifestIcon[];
}

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString('ascii')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

test('the app is installable: manifest, icons and a controlling service worker', async ({
  page,
  request,
}) => {
  await page.goto('/');
  await waitForServiceWorker(page);

  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBeTruthy();
  const response = await request.get(new URL(href ?? '', page.url()).pathname);
  expect(response.status()).toBe(200);
  const manifest = (await response.json()) as Record<string, unknown> & { icons: ManifestIcon[] };
  expect(manifest).toMatchObject({
    name: 'ELITE DRIVE — Alquiler de vehículos',
    short_name: 'ELITE DRIVE',
    lang: 'es',
    start_url: '/',
    scope: '/',
    display: 'standalone',
  });
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
  expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);

  for (const size of [192, 512]) {
    const icon = manifest.icons.find(
      (candidate) => candidate.sizes === `${size}x${size}` && candidate.purpose !== 'maskable',
    );
    expect(icon, `a ${size}px icon`).toBeDefined();
  }
  expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
  for (const icon of manifest.icons) {
    const file = await request.get(icon.src);
    expect(file.status(), icon.src).toBe(200);
    expect(file.headers()['content-type']).toContain('image/png');
    const [width, height] = icon.sizes.split('x').map(Number);
    expect(pngSize(await file.body())).toEqual({ width, height });
  }

  // Chromium's own verdict on the install criteria. Playwright's contexts are incognito-like
  // profiles, which Chromium never installs from: that one objection is about the browser.
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
    installabilityErrors: { errorId: string }[];
  };
  expect(
    installabilityErrors.map((error) => error.errorId).filter((id) => id !== 'in-incognito'),
  ).toEqual([]);
});

test("'Instalar' appears when the browser offers installing, and opens its prompt", async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Instalar' })).toHaveCount(0);

  // Chromium decides by itself when to offer; the offer it would make is simulated here.
  await page.evaluate(() => {
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: async () => {
        (window as unknown as { prompted: boolean }).prompted = true;
      },
      userChoice: Promise.resolve({ outcome: 'accepted' }),
    });
    window.dispatchEvent(offer);
  });

  const install = page.getByRole('button', { name: 'Instalar' });
  await expect(install).toBeVisible();
  await install.click();
  expect(await page.evaluate(() => (window as unknown as { prompted?: boolean }).prompted)).toBe(
    true,
  );
  await expect(install).toHaveCount(0);
});

test('a new version waiting is offered, and only applied when the user accepts', async ({
  page,
}) => {
  await page.goto('/');
  await waitForServiceWorker(page);
  const firstWorker = await page.evaluate(
    async () => (await navigator.serviceWorker.ready).active?.scriptURL,
  );
  expect(firstWorker).toContain('/sw.js');

  // Deploy a new version: the e2e server serves its own copy of the build (scripts/e2e-server.mjs).
  // A deploy replaces sw.js and the .br/.gz copies the build makes beside it (the server sends
  // those to browsers that accept them).
  const served = new URL(`../.tmp/e2e-${process.env.E2E_PORT}/dist/sw.js`, import.meta.url);
  const copies = [
    { file: served, encode: (text: string) => Buffer.from(text) },
    { file: new URL(`${served.href}.br`), encode: (text: string) => brotliCompressSync(text) },
    { file: new URL(`${served.href}.gz`), encode: (text: string) => gzipSync(text) },
  ].filter((copy) => existsSync(copy.file));
  const originals = copies.map((copy) => readFileSync(copy.file));
  const original = readFileSync(served, 'utf8');
  try {
    const deployed = `${original}\n// deployed ${Date.now()}\n`;
    for (const copy of copies) writeFileSync(copy.file, copy.encode(deployed));
    await page.evaluate(async () => (await navigator.serviceWorker.ready).update());

    await expect(page.getByText('Hay una nueva versión disponible.')).toBeVisible();
    // Nothing changes under the user until they ask.
    expect(
      await page.evaluate(async () => Boolean((await navigator.serviceWorker.ready).waiting)),
    ).toBe(true);

    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Actualizar' }).click();
    await reloaded;
    await waitForServiceWorker(page);
    expect(
      await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.ready;
        return { waiting: registration.waiting, controlled: !!navigator.serviceWorker.controller };
      }),
    ).toEqual({ waiting: null, controlled: true });
  } finally {
    for (const [index, copy] of copies.entries()) {
      writeFileSync(copy.file, originals[index] as Buffer);
    }
  }
});

test('the manifest offers shortcuts and narrow and wide screenshots for the install dialog', async ({
  request,
}) => {
  const manifest = (await (await request.get('/manifest.webmanifest')).json()) as {
    shortcuts: ManifestShortcut[];
    screenshots: ManifestScreenshot[];
  };

  expect(manifest.shortcuts.map(({ name, url }) => ({ name, url }))).toEqual([
    { name: 'Mis Reservas', url: '/customer/my-reservations' },
    { name: 'Gestión de Mantenimiento', url: '/admin/maintenance' },
  ]);
  for (const shortcut of manifest.shortcuts) {
    const page = await request.get(shortcut.url);
    expect(page.status(), shortcut.url).toBe(200);
    expect(page.headers()['content-type']).toContain('text/html');
    for (const icon of shortcut.icons ?? []) {
      expect((await request.get(icon.src)).status(), icon.src).toBe(200);
    }
  }

  const formFactors = manifest.screenshots.map((shot) => shot.form_factor).sort();
  expect(formFactors).toEqual(['narrow', 'wide']);
  for (const shot of manifest.screenshots) {
    expect(shot.label, shot.src).toBeTruthy();
    const file = await request.get(shot.src);
    expect(file.status(), shot.src).toBe(200);
    expect(file.headers()['content-type']).toContain('image/png');
    const [width = 0, height = 0] = shot.sizes.split('x').map(Number);
    expect(pngSize(await file.body()), shot.src).toEqual({ width, height });
    // Chromium's richer install dialog: narrow ones portrait, wide ones landscape.
    if (shot.form_factor === 'narrow') expect(height).toBeGreaterThan(width);
    else expect(width).toBeGreaterThan(height);
  }
});

test('the build is served compressed and cacheable; robots.txt is real; a missing file is a 404', async ({
  request,
}) => {
  const html = await request.get('/', { headers: { 'accept-encoding': 'br' } });
  expect(html.headers()['content-encoding']).toBe('br');
  expect(html.headers()['cache-control']).toBe('no-cache');
  const page = await html.text();
  const entry = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"/.exec(page)?.[1];
  expect(entry, 'the entry script in index.html').toBeTruthy();
  const style = /<link rel="stylesheet"[^>]* href="(\/assets\/[^"]+\.css)"/.exec(page)?.[1];
  expect(style, 'the stylesheet in index.html').toBeTruthy();
  // The entry script may be a few bytes that run the entry chunk (strict execution order,
  // vite.config.ts); the chunks index.html preloads beside it carry the code.
  const preloaded = [
    ...page.matchAll(/<link rel="modulepreload"[^>]* href="(\/assets\/[^"]+\.js)"/g),
  ].map((match) => match[1] as string);
  const firstLoad = [entry as string, style as string, ...preloaded];
  let compressedBytes = 0;

  for (const asset of firstLoad) {
    const plain = await request.get(asset, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.status(), asset).toBe(200);
    expect(plain.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    // Files under 512 bytes are not worth compressing (scripts/compress-static.ts).
    const worthIt = (await plain.body()).length >= 512;
    for (const [asked, expected] of [
      ['br', 'br'],
      ['gzip', 'gzip'],
      ['identity', undefined],
    ] as const) {
      const response = await request.get(asset, { headers: { 'accept-encoding': asked } });
      expect(response.status(), `${asset} ${asked}`).toBe(200);
      expect(response.headers()['content-encoding'], `${asset} ${asked}`).toBe(
        worthIt ? expected : undefined,
      );
      expect(response.headers().vary).toMatch(/accept-encoding/i);
      expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    if (worthIt) compressedBytes += (await plain.body()).length;
  }
  // The app's code and style really are among what is sent compressed.
  expect(compressedBytes).toBeGreaterThan(100_000);
  for (const shell of ['/sw.js', '/manifest.webmanifest']) {
    const response = await request.get(shell, { headers: { 'accept-encoding': 'gzip, br' } });
    expect(response.headers()['cache-control'], shell).toBe('no-cache');
    expect(response.headers()['content-encoding'], shell).toBe('br');
  }

  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  expect(robots.headers()['content-type']).toMatch(/^text\/plain/);
  expect(await robots.text()).toMatch(/^User-agent: \*$/m);

  expect((await request.get('/nope.js')).status()).toBe(404);
  expect((await request.get('/customer/vehicles')).status()).toBe(200);
});

test('with the service worker in charge, files are still the server’s: robots.txt and a 404', async ({
  page,
}) => {
  await page.goto('/');
  await waitForServiceWorker(page);

  const robots = await page.goto('/robots.txt');
  expect(robots?.status()).toBe(200);
  expect(robots?.fromServiceWorker()).toBe(false);
  expect(await robots?.text()).toMatch(/^User-agent: \*$/m);

  const missing = await page.goto('/nope.js');
  expect(missing?.status()).toBe(404);

  // A page whose query has a dot is still the app, from the service worker's copy.
  await page.goto('/customer/vehicles?q=a.b');
  await expect(page.getByRole('heading', { name: 'Vehículos Disponibles' })).toBeVisible();
});
