import { defineConfig, devices } from '@playwright/test';

// Several people (and CI) may run the suite on one machine at once: unless E2E_PORT says
// otherwise, each run takes a port of its own. Set here in the runner process, the variable is
// inherited by its workers, so all of them talk to the same server.
process.env.E2E_PORT ??= String(process.env.CI ? 3100 : 3100 + (process.pid % 800));
const PORT = Number(process.env.E2E_PORT);

/** Debian's Chromium: Playwright cannot download its own browsers on our machines. */
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: './e2e',
  // Per port, so parallel runs never delete each other's traces.
  outputDir: `./test-results/${PORT}`,
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: '.tmp/playwright.json' }]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    locale: 'es-ES',
    timezoneId: 'America/El_Salvador',
    trace: 'retain-on-failure',
    launchOptions: chromium,
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: {
    // The production build served by the real server on a fresh embedded database.
    command: 'node scripts/e2e-server.mjs',
    url: `http://localhost:${PORT}/api/health`,
    env: { PORT: String(PORT) },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
  },
});
