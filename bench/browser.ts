/**
 * npm run bench:browser: the admin screens in a real browser with ten years of data (issue 14).
 * Seeds a scratch PostgreSQL database (bench/seed.ts: 2,000 vehicles, 200,000 reservations) and
 * vacuums it, as a database in service would be, then serves the production build (`npx vite
 * build` first) with the real server in its own process, as `npm start` runs it (in this
 * process it would share one event loop with Playwright's driver). Signs in as an admin and
 * opens the fleet page, the board and the management page, each in a fresh browser context (no
 * HTTP, query or service worker cache: a first visit). A script in the page marks
 * (performance.mark) the moment the first card or row is drawn; the time from navigation start
 * to that mark is the first content time. Each screen is opened once unmeasured first, so the
 * figures are a browser's first visit to a server already running, not the server's first
 * request. BENCH_BROWSER_RUNS sets the measured runs per screen (default 7).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { type Browser, chromium } from '@playwright/test';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { todayInElSalvador } from '../domain/dates.ts';
import { DEFAULT_MAX_UPCOMING_RESERVATIONS } from '../domain/reservation.ts';
import { buildApp } from '../server/app.ts';
import { DEFAULT_LOGIN_THROTTLE, DEFAULT_REGISTER_THROTTLE } from '../server/config.ts';
import { users } from '../server/db/schema.ts';
import { hashPassword } from '../server/services/passwords.ts';
import { seedLargeFleet } from './seed.ts';

const RUNS = Number(process.env.BENCH_BROWSER_RUNS ?? 7);
const POSTGRES = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const ADMIN = { email: 'bench-browser-admin@example.com', password: 'Bench-Admin-2026!' };

/** Each screen and what its first content is. */
const SCREENS = [
  {
    name: 'fleet page (/admin/vehicle)',
    path: '/admin/vehicle',
    first: 'ul[aria-label="Vehículos"] > li',
  },
  {
    name: 'board (/admin/maintenance)',
    path: '/admin/maintenance',
    first: 'section[aria-labelledby^="board-column-"] article',
  },
  {
    name: 'management page (/admin/reservation)',
    path: '/admin/reservation',
    first: 'main table tbody tr',
  },
] as const;

/**
 * Marks 'first-content' when the selector first matches; runs before the page's own code. Text,
 * not a function: tsx would wrap a function's inner names in a helper the page does not have.
 */
const markFirstContent = (selector: string) => `
  (() => {
    const observer = new MutationObserver(() => {
      if (!document.querySelector(${JSON.stringify(selector)})) return;
      performance.mark('first-content');
      observer.disconnect();
    });
    observer.observe(document, { childList: true, subtree: true });
  })();`;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

/** A port nobody listens on now, for the server's own process. */
function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolvePort(address.port) : reject(),
      );
    });
  });
}

/** `server/main.ts` on the bench database, as `npm start` runs it; resolves once it answers. */
async function startServer(databaseUrl: string): Promise<{ base: string; server: ChildProcess }> {
  const port = await freePort();
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      JWT_SECRET: randomBytes(32).toString('hex'),
      STATIC_DIR: resolve('dist'),
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'silent',
    },
  });
  const base = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 120; attempt++) {
    if (server.exitCode !== null) throw new Error(`el servidor terminó (${server.exitCode})`);
    const up = await fetch(`${base}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return { base, server };
    await new Promise((wait) => setTimeout(wait, 250));
  }
  server.kill();
  throw new Error(`el servidor no respondió en ${base}`);
}

async function main() {
  if (!existsSync('dist/index.html')) {
    throw new Error('No hay build de producción: ejecuta `npx vite build` antes.');
  }
  const name = `elite_bench_browser_${process.pid}`;
  const admin = new pg.Client({ connectionString: POSTGRES });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(POSTGRES);
  url.pathname = `/${name}`;
  // The schema and the data, written through the app's own code; then the app's process serves.
  const seeder = await buildApp({
    database: { kind: 'postgres', url: url.toString() },
    jwtSecret: randomBytes(32).toString('hex'),
    tokenTtl: '1h',
    loginThrottle: DEFAULT_LOGIN_THROTTLE,
    registerThrottle: DEFAULT_REGISTER_THROTTLE,
    maxUpcomingReservations: DEFAULT_MAX_UPCOMING_RESERVATIONS,
    logger: false,
    trustProxy: false,
  });
  let seederOpen = true;
  let server: ChildProcess | undefined;
  let browser: Browser | undefined;
  try {
    const { db } = seeder.database;
    const seeded = await seedLargeFleet(db, todayInElSalvador());
    const [customer] = await db.select().from(users).where(eq(users.email, 'carga1@example.com'));
    if (!customer) throw new Error('bench customer missing');
    await db.insert(users).values({
      ...customer,
      id: undefined,
      email: ADMIN.email,
      dui: '99999998-8',
      role: 'ADMIN',
      passwordHash: await hashPassword(ADMIN.password),
    });
    await seeder.close();
    seederOpen = false;
    // A bulk load leaves work for autovacuum, which would run during the visits.
    const vacuum = new pg.Client({ connectionString: url.toString() });
    await vacuum.connect();
    await vacuum.query('vacuum analyze');
    await vacuum.end();

    const started = await startServer(url.toString());
    server = started.server;
    const base = started.base;
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
    });
    console.log(
      `${seeded.vehicles} vehicles, ${seeded.reservations} reservations; load average ${loadavg()
        .map((n) => n.toFixed(2))
        .join(', ')}`,
    );

    // Sign in once through the page; each measured visit starts from that session only.
    const login = await browser.newContext({ baseURL: base, locale: 'es-ES' });
    const page = await login.newPage();
    await page.goto('/login');
    await page.getByLabel('Correo electrónico').fill(ADMIN.email);
    await page.getByLabel('Contraseña').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await page.waitForURL(/\/admin$/);
    const storageState = await login.storageState();
    await login.close();

    const lines = ['| screen | runs | median ms | max ms |', '|---|---|---|---|'];
    for (const screen of SCREENS) {
      const times: number[] = [];
      // Run 0 warms the server up and is not counted.
      for (let run = 0; run <= RUNS; run++) {
        const context = await browser.newContext({
          baseURL: base,
          locale: 'es-ES',
          timezoneId: 'America/El_Salvador',
          viewport: { width: 1280, height: 800 },
          storageState,
          serviceWorkers: 'block',
        });
        const visit = await context.newPage();
        await visit.addInitScript({ content: markFirstContent(screen.first) });
        await visit.goto(screen.path);
        await visit
          .waitForFunction(() => performance.getEntriesByName('first-content').length > 0, null, {
            timeout: 60_000,
          })
          .catch(async (error: unknown) => {
            const text = await visit
              .locator('body')
              .textContent()
              .catch(() => null);
            throw new Error(`no first content at ${visit.url()}: ${(text ?? '').slice(0, 300)}`, {
              cause: error,
            });
          });
        const time = await visit.evaluate(
          () => performance.getEntriesByName('first-content')[0]?.startTime ?? Number.NaN,
        );
        if (run > 0) times.push(time);
        // The page's later requests (the rest of the list, the shift prefetch) finish before the
        // next visit starts, so no visit is measured while the server still answers the last one.
        await visit.waitForLoadState('networkidle');
        await context.close();
      }
      times.sort((a, b) => a - b);
      lines.push(
        `| ${screen.name} | ${RUNS} | ${percentile(times, 50).toFixed(0)} | ${(times.at(-1) ?? Number.NaN).toFixed(0)} |`,
      );
      console.log(`${screen.name}: ${times.map((t) => t.toFixed(0)).join(', ')} ms`);
    }
    console.log(
      `\nload average after: ${loadavg()
        .map((n) => n.toFixed(2))
        .join(', ')}\n`,
    );
    console.log(lines.join('\n'));
  } finally {
    await browser?.close();
    server?.kill();
    if (seederOpen) await seeder.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

await main();
