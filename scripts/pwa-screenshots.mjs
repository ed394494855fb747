// `npm run pwa:screenshots`: the manifest's screenshots (richer install dialog), taken from the
// real app with Playwright: the home page on a phone (390x844) and the catalogue on a desktop
// (1280x800), written to public/screenshots/. Run after UI changes and commit the PNGs.
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { ensureBuild, startServedBuild } from './served-build.mjs';

const SHOTS = [
  { file: 'home-narrow.png', path: '/', viewport: { width: 390, height: 844 }, isMobile: true },
  {
    file: 'vehicles-wide.png',
    path: '/customer/vehicles',
    viewport: { width: 1280, height: 800 },
    isMobile: false,
  },
];

ensureBuild(process.env.SCREENSHOTS_BUILD === '1');
mkdirSync('public/screenshots', { recursive: true });
const { origin, stop } = await startServedBuild(4900 + (process.pid % 90));
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});
try {
  for (const shot of SHOTS) {
    const context = await browser.newContext({
      viewport: shot.viewport,
      deviceScaleFactor: 1,
      isMobile: shot.isMobile,
      hasTouch: shot.isMobile,
      locale: 'es-SV',
      timezoneId: 'America/El_Salvador',
      serviceWorkers: 'block',
    });
    const page = await context.newPage();
    await page.goto(`${origin}${shot.path}`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: `public/screenshots/${shot.file}`, animations: 'disabled' });
    console.log(`public/screenshots/${shot.file} (${shot.viewport.width}x${shot.viewport.height})`);
    await context.close();
  }
} finally {
  await browser.close();
  stop();
}
