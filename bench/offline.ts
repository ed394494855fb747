/**
 * npm run bench:offline: how long 100 changes queued offline take to reach the server once the
 * connection is back, in a real Chromium with the production build and its service worker:
 * - app open: the board page stays open while the queue drains (its refreshes and toasts count);
 * - no page: every page is closed before reconnecting; the worker drains the queue on its own.
 * "Reconnect-to-empty" runs from the moment the browser is back online until the last change is
 * applied on the server (FIFO: the last one applied means all were) and the queue is empty.
 * Needs `npx vite build` first. BENCH_ROUNDS (default 3) repeats each case; BENCH_CASES=open or
 * closed runs only one of them; BENCH_TRACE=1 prints how many changes were applied over time.
 * App open, it also reports how long the page's main thread was busy during the drain (CDP
 * Performance.getMetrics). BENCH_CPU_THROTTLE=4 slows the page's main thread (CDP emulation);
 * BENCH_PROFILE=dir writes a Chrome trace of each app-open drain there (page and worker threads,
 * with CPU samples; open it in DevTools' Performance panel).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { type BrowserContext, type CDPSession, chromium, type Page } from '@playwright/test';
import { OUTBOX_DB } from '../src/lib/outbox-store.ts';
import { REPLAY_POOL } from '../src/sw/outbox.ts';

const CHANGES = 100;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
// BENCH_PORT when several people bench on one machine (the pid-based default may collide).
const PORT = Number(process.env.BENCH_PORT ?? 3900 + (process.pid % 90));
const ORIGIN = `http://localhost:${PORT}`;
const ADMIN = { email: 'admin@elitedrive.sv', password: 'EliteAdmin2026' };

async function startServer(): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['scripts/e2e-server.mjs'], {
    env: { ...process.env, PORT: String(PORT), LOG_LEVEL: 'error' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let attempt = 0; attempt < 240; attempt++) {
    const up = await fetch(`${ORIGIN}/api/health`).catch(() => null);
    if (up?.ok) return child;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  child.kill('SIGTERM');
  throw new Error('the server did not start');
}

async function login(): Promise<{ token: string; user: unknown }> {
  const response = await fetch(`${ORIGIN}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  return (await response.json()) as { token: string; user: unknown };
}

async function createVehicles(token: string, tag: string): Promise<number[]> {
  const ids: number[] = [];
  for (let n = 0; n < CHANGES; n++) {
    const response = await fetch(`${ORIGIN}/api/vehicles`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({
        name: `${tag} ${n}`,
        brand: 'Banco',
        model: 'Offline',
        vehicleType: 'Sedan',
        capacity: 5,
        pricePerDay: 40,
        kilometers: 1000,
        kmForMaintenance: 10000,
        features: ['Aire acondicionado'],
        mainImageUrl: '/vehicles/sedan-1.svg',
        insurancePhone: '2222-0000',
        // Plates are unique in the fleet (issue 28): two random letters and the run's digits.
        plate: `${String.fromCharCode(65 + Math.floor(Math.random() * 26), 65 + Math.floor(Math.random() * 26))} ${String(
          (Date.now() + n) % 1_000_000,
        )
          .padStart(6, '0')
          .replace(/^(\d{3})/, '$1-')}`,
        status: 'maintenanceRequired',
      }),
    });
    ids.push(((await response.json()) as { id: number }).id);
  }
  return ids;
}

async function archive(token: string, ids: number[]): Promise<void> {
  for (const id of ids) {
    await fetch(`${ORIGIN}/api/vehicles/${id}`, {
      method: 'DELETE',
      headers: { Authorization: `Bearer ${token}` },
    });
  }
}

async function statusOf(id: number): Promise<string> {
  const response = await fetch(`${ORIGIN}/api/vehicles/${id}`);
  return ((await response.json()) as { status: string }).status;
}

/** How many of the vehicles have their change applied (one read of the whole fleet). */
async function appliedCount(token: string, ids: number[]): Promise<number> {
  const response = await fetch(`${ORIGIN}/api/vehicles?view=full`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const fleet = (await response.json()) as { id: number; status: string }[];
  const wanted = new Set(ids);
  return fleet.filter((vehicle) => wanted.has(vehicle.id) && vehicle.status === 'underMaintenance')
    .length;
}

async function controlledPage(context: BrowserContext, session: unknown): Promise<Page> {
  const page = await context.newPage();
  await page.goto('/login');
  await page.evaluate(async (stored) => {
    const { token, user } = stored as { token: string; user: unknown };
    localStorage.setItem('authToken', token);
    localStorage.setItem('userData', JSON.stringify(user));
    await navigator.serviceWorker.ready;
  }, session);
  await page.goto('/admin/maintenance');
  await page.evaluate(async () => {
    if (navigator.serviceWorker.controller) return;
    await new Promise((resolve) =>
      navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
    );
  });
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  return page;
}

/** Sends the changes as the board does, through the worker, which queues them (offline). */
async function queueChanges(page: Page, ids: number[]): Promise<void> {
  const statuses = await page.evaluate(async (vehicleIds) => {
    const answers: number[] = [];
    for (const id of vehicleIds) {
      const response = await fetch(`/api/vehicles/${id}`, {
        method: 'PUT',
        headers: {
          Accept: 'application/json',
          'Content-Type': 'application/json',
          Authorization: `Bearer ${localStorage.getItem('authToken')}`,
          'Idempotency-Key': crypto.randomUUID(),
          'X-Outbox-Label': encodeURIComponent(`Taller #${id}`),
        },
        body: JSON.stringify({ status: 'underMaintenance', expectedStatus: 'maintenanceRequired' }),
      });
      answers.push(response.status);
    }
    return answers;
  }, ids);
  if (statuses.some((status) => status !== 202)) throw new Error(`not queued: ${statuses}`);
}

async function queueLength(page: Page): Promise<number> {
  return page.evaluate(
    (name) =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const count = open.result.transaction('entries').objectStore('entries').count();
          count.onsuccess = () => {
            resolve(count.result);
            open.result.close();
          };
        };
      }),
    OUTBOX_DB,
  );
}

interface Run {
  ms: number;
  gets: number;
  /** App open: how long the page's main thread was busy while the queue drained (CDP). */
  pageBusyMs?: number;
}

/** The page's main-thread time so far, in ms (Performance.getMetrics' TaskDuration). */
async function pageTaskMs(cdp: CDPSession): Promise<number> {
  const { metrics } = (await cdp.send('Performance.getMetrics')) as {
    metrics: { name: string; value: number }[];
  };
  return (metrics.find((metric) => metric.name === 'TaskDuration')?.value ?? 0) * 1000;
}

async function run(appOpen: boolean, token: string, session: unknown, n: number): Promise<Run> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  const context = await browser.newContext({ baseURL: ORIGIN, locale: 'es-ES' });
  const ids = await createVehicles(token, `Banco ${process.pid}-${appOpen ? 'A' : 'B'}${n}`);
  try {
    const page = await controlledPage(context, session);
    await context.setOffline(true);
    await queueChanges(page, ids);
    if ((await queueLength(page)) !== CHANGES) throw new Error('queue incomplete');
    let gets = 0;
    context.on('request', (request) => {
      if (request.method() === 'GET' && request.url().includes('/api/')) gets++;
    });
    if (!appOpen) await page.close();
    const cdp = appOpen ? await context.newCDPSession(page) : null;
    await cdp?.send('Performance.enable');
    // BENCH_CPU_THROTTLE=4: the page's main thread runs 4 times slower (a slow phone, a busy CPU).
    if (process.env.BENCH_CPU_THROTTLE) {
      await cdp?.send('Emulation.setCPUThrottlingRate', {
        rate: Number(process.env.BENCH_CPU_THROTTLE),
      });
    }
    // BENCH_PROFILE=dir: a Chrome performance trace of the drain (every thread: page and worker).
    const tracing = process.env.BENCH_PROFILE && appOpen;
    if (tracing) {
      await browser.startTracing(undefined, {
        path: `${process.env.BENCH_PROFILE}/offline-${appOpen ? 'open' : 'closed'}-${n}.json`,
        categories: [
          'devtools.timeline',
          'disabled-by-default-devtools.timeline',
          'v8.execute',
          'blink.user_timing',
          'toplevel',
          'disabled-by-default-v8.cpu_profiler',
        ],
      });
    }

    if (tracing) await page.evaluate(() => performance.mark('bench:reconnect'));
    const busyBefore = cdp ? await pageTaskMs(cdp) : 0;
    const start = performance.now();
    await context.setOffline(false);
    // Moves of different vehicles may go side by side (per-vehicle order): the last one applied
    // is not always the last one queued. Cheap polls of the last one first, then the whole set.
    if (process.env.BENCH_TRACE) {
      // How the drain goes over time: changes applied at each poll (costs one fleet read each).
      const timeline: string[] = [];
      let seen = -1;
      for (let applied = 0; applied < ids.length; ) {
        applied = await appliedCount(token, ids);
        if (applied !== seen) timeline.push(`${Math.round(performance.now() - start)}:${applied}`);
        seen = applied;
        if (performance.now() - start > 120_000) throw new Error('not drained in 120 s');
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      console.log(`  timeline (ms:applied) ${timeline.join(' ')}`);
    }
    const last = ids[ids.length - 1] ?? 0;
    while ((await statusOf(last)) !== 'underMaintenance') {
      if (performance.now() - start > 120_000) throw new Error('not drained in 120 s');
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    while ((await appliedCount(token, ids)) < ids.length) {
      if (performance.now() - start > 120_000) throw new Error('not drained in 120 s');
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    const ms = performance.now() - start;
    const pageBusyMs = cdp ? (await pageTaskMs(cdp)) - busyBefore : undefined;
    if (tracing) {
      await page.evaluate(() => performance.mark('bench:drained'));
      await browser.stopTracing();
    }
    const check = appOpen ? page : await controlledPage(context, session);
    if ((await queueLength(check)) !== 0) throw new Error('queue not empty after the last change');
    return { ms, gets, ...(pageBusyMs === undefined ? {} : { pageBusyMs }) };
  } finally {
    await browser.close();
    await archive(token, ids);
  }
}

/**
 * The floor: the same 100 changes sent straight from Node (no browser, no worker, no IndexedDB),
 * one after another (`pool` 1) or a few at a time as the replay sends moves of different vehicles.
 */
async function floor(token: string, pool: number): Promise<number> {
  const ids = await createVehicles(token, `Banco ${process.pid}-suelo${pool}`);
  const start = performance.now();
  const waiting = [...ids];
  const worker = async () => {
    for (let id = waiting.shift(); id !== undefined; id = waiting.shift()) {
      await fetch(`${ORIGIN}/api/vehicles/${id}`, {
        method: 'PUT',
        headers: {
          'Content-Type': 'application/json',
          Authorization: `Bearer ${token}`,
          'Idempotency-Key': crypto.randomUUID(),
        },
        body: JSON.stringify({ status: 'underMaintenance', expectedStatus: 'maintenanceRequired' }),
      });
    }
  };
  await Promise.all(Array.from({ length: pool }, worker));
  const ms = performance.now() - start;
  await archive(token, ids);
  return ms;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? 0;

async function main(): Promise<void> {
  const server = await startServer();
  try {
    const session = await login();
    console.log(
      `floor   : ${CHANGES} changes sent in order straight from Node: ${Math.round(await floor(session.token, 1))} ms; ` +
        `${REPLAY_POOL} at a time (as the replay does): ${Math.round(await floor(session.token, REPLAY_POOL))} ms`,
    );
    // BENCH_CASES=open or BENCH_CASES=closed runs one case only.
    const cases = { open: [true], closed: [false] }[process.env.BENCH_CASES ?? ''] ?? [true, false];
    for (const appOpen of cases) {
      const runs: Run[] = [];
      for (let n = 0; n < ROUNDS; n++) runs.push(await run(appOpen, session.token, session, n));
      const times = runs.map((one) => Math.round(one.ms));
      console.log(
        `${appOpen ? 'app open' : 'no page '}: ${CHANGES} changes, reconnect-to-empty ` +
          `median ${median(times)} ms (runs ${times.join(', ')} ms); ` +
          `API GETs by the browser while draining: ${runs.map((one) => one.gets).join(', ')}` +
          (appOpen
            ? `; page main thread busy: ${runs.map((one) => Math.round(one.pageBusyMs ?? 0)).join(', ')} ms`
            : ''),
      );
    }
    console.log(
      `load average at the end: ${loadavg()
        .map((value) => value.toFixed(1))
        .join(', ')}`,
    );
  } finally {
    server.kill('SIGTERM');
  }
}

await main();
