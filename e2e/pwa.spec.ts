import { readFileSync, writeFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { waitForServiceWorker } from './offline-support.ts';

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
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
  const served = new URL(`../.tmp/e2e-${process.env.E2E_PORT}/dist/sw.js`, import.meta.url);
  const original = readFileSync(served, 'utf8');
  try {
    writeFileSync(served, `${original}\n// deployed ${Date.now()}\n`);
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
    writeFileSync(served, original);
  }
});
