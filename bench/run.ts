/**
 * npm run bench: the API under load on PGlite and on PostgreSQL, with a large fleet.
 * For each engine a server process (bench/server.ts) seeds the data, times the bare
 * availability query and listens on loopback; this process drives it with autocannon.
 * BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres) is where a scratch
 * database is created and dropped; BENCH_DURATION sets the seconds per run (default 6).
 */
import { type ChildProcess, fork } from 'node:child_process';
import { cpus, loadavg, totalmem } from 'node:os';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import autocannon, { type Request } from 'autocannon';
import pg from 'pg';
import { addDays } from '../domain/dates.ts';
import { monthOf } from '../domain/reports.ts';
import { visibleRange } from '../src/features/admin-dashboard/calendar-events.ts';
import { BENCH_SEARCH, benchRange } from './seed.ts';
import type { ServerReport } from './server.ts';

const DURATION = Number(process.env.BENCH_DURATION ?? 6);
/** Connections per stream: availability also alone, for its latency beside the bare query's. */
const LEVELS = {
  availability: [1, 10, 50],
  catalogue: [10, 50],
  'catalogue gzip': [10],
  revalidation: [10],
  booking: [10, 50],
  'admin page': [1, 10],
  'admin search': [1, 10],
  'calendar month': [1, 10],
  'customer list': [1, 10],
  'report month': [1, 10],
  'report year': [1],
};
/** BENCH_STREAMS=name,name runs only those streams (e.g. the paged lists of issue 14). */
const ONLY = process.env.BENCH_STREAMS?.split(',').map((name) => name.trim());
const POSTGRES = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

interface Row {
  engine: string;
  endpoint: string;
  connections: number;
  rps: number;
  p50: number;
  p99: number;
  /** 2xx answers (304 for revalidation). */
  ok: number;
  other: number;
  errors: number;
}

function startServer(
  engine: string,
  url = '',
): Promise<{ report: ServerReport; child: ChildProcess }> {
  const child = fork(fileURLToPath(new URL('./server.ts', import.meta.url)), [engine, url], {
    execArgv: ['--import', 'tsx'],
    stdio: 'inherit',
  });
  return new Promise((resolve, reject) => {
    child.once('message', (message: { report: ServerReport }) =>
      resolve({ report: message.report, child }),
    );
    child.once('exit', (code) => reject(new Error(`bench server exited early (${code})`)));
  });
}

function stopServer(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.removeAllListeners('exit');
    child.once('exit', () => resolve());
    child.send({ type: 'stop' });
  });
}

/**
 * The request streams; bookings take distinct future ranges so nearly all succeed. `catalogue
 * gzip` asks as browsers do (Accept-Encoding); `revalidation` is a client that already holds the
 * catalogue asking whether it changed (If-None-Match): 304.
 */
function streams(report: ServerReport, catalogueEtag: string) {
  let search = 0;
  let booking = 0;
  const ids = report.readyVehicleIds;
  const auth = { authorization: `Bearer ${report.token}`, 'content-type': 'application/json' };
  return {
    availability: [
      {
        method: 'GET',
        setupRequest: (req: Request) => {
          const range = benchRange(search++, report.today);
          return {
            ...req,
            path: `/api/vehicles/available?startDate=${range.startDate}&endDate=${range.endDate}`,
          };
        },
      },
    ] as Request[],
    catalogue: [{ method: 'GET', path: '/api/vehicles' }] as Request[],
    'catalogue gzip': [
      { method: 'GET', path: '/api/vehicles', headers: { 'accept-encoding': 'gzip, deflate, br' } },
    ] as Request[],
    revalidation: [
      { method: 'GET', path: '/api/vehicles', headers: { 'if-none-match': catalogueEtag } },
    ] as Request[],
    booking: [
      {
        method: 'POST',
        setupRequest: (req: Request) => {
          const k = booking++;
          const start = report.firstFreeOffset + Math.floor(k / ids.length) * 3;
          const body = {
            vehicleId: ids[k % ids.length],
            startDate: addDays(report.today, start),
            endDate: addDays(report.today, start + 1),
          };
          return { ...req, path: '/api/reservations', headers: auth, body: JSON.stringify(body) };
        },
      },
    ] as Request[],
    ...listStreams(report),
  };
}

/** Issue 14's paged lists, as the screens ask for them (compressed, like a browser). */
function listStreams(report: ServerReport) {
  const headers = {
    authorization: `Bearer ${report.adminToken}`,
    'accept-encoding': 'gzip, deflate, br',
  };
  const month = visibleRange(report.today, 'month');
  const search = new URLSearchParams({ ...BENCH_SEARCH, limit: '25' });
  const reportMonth = monthOf(report.today);
  return {
    'admin page': [{ method: 'GET', path: '/api/admin/reservations?limit=25', headers }],
    'admin search': [{ method: 'GET', path: `/api/admin/reservations?${search}`, headers }],
    'calendar month': [
      { method: 'GET', path: `/api/reservations?from=${month.from}&to=${month.to}`, headers },
    ],
    'customer list': [
      {
        method: 'GET',
        path: `/api/reservations/user?userId=${report.customerId}&limit=25`,
        headers,
      },
    ],
    'report month': [
      {
        method: 'GET',
        path: `/api/reports/utilisation?from=${reportMonth.from}&to=${reportMonth.to}&groupBy=vehicle`,
        headers,
      },
    ],
    'report year': [
      {
        method: 'GET',
        path: `/api/reports/utilisation?from=${addDays(report.today, -364)}&to=${report.today}&groupBy=month`,
        headers,
      },
    ],
  } as Record<string, Request[]>;
}

/**
 * Waits until the server has answered promptly three times in a row, so one run's backlog is
 * not billed to the next (PGlite's single connection can keep a slow endpoint busy for seconds).
 */
async function settle(port: number) {
  let prompt = 0;
  for (let attempt = 0; attempt < 200 && prompt < 3; attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    const started = performance.now();
    await fetch(`http://127.0.0.1:${port}/api/health`);
    prompt = performance.now() - started < 20 ? prompt + 1 : 0;
  }
}

async function load(port: number, connections: number, requests: Request[], duration = DURATION) {
  const url = `http://127.0.0.1:${port}`;
  const result = await autocannon({ url, connections, duration, requests });
  await settle(port);
  return result;
}

async function benchEngine(
  engine: string,
  url?: string,
): Promise<{ rows: Row[]; report: ServerReport }> {
  console.log(`\n== ${engine}: seeding and starting the server…`);
  const { report, child } = await startServer(engine, url);
  console.log(
    `   ${report.vehicles} vehicles, ${report.reservations} reservations seeded in ${report.seedSeconds.toFixed(1)} s;` +
      ` bare availability SQL median ${report.floor.medianMs.toFixed(2)} ms, p99 ${report.floor.p99Ms.toFixed(2)} ms` +
      ` (${report.floor.runs} runs, ${report.floor.rows} rows); bare catalogue SQL median` +
      ` ${report.catalogueFloor.medianMs.toFixed(2)} ms, p99 ${report.catalogueFloor.p99Ms.toFixed(2)} ms`,
  );
  const rows: Row[] = [];
  try {
    const catalogue = await fetch(`http://127.0.0.1:${report.port}/api/vehicles`);
    await catalogue.arrayBuffer();
    const requests = streams(report, catalogue.headers.get('etag') ?? '');
    for (const [endpoint, stream] of Object.entries(requests)) {
      if (!ONLY || ONLY.includes(endpoint)) await load(report.port, 10, stream, 1);
    }
    for (const [endpoint, stream] of Object.entries(requests)) {
      if (ONLY && !ONLY.includes(endpoint)) continue;
      const levels = LEVELS[endpoint as keyof typeof requests];
      for (const connections of levels) {
        const result = await load(report.port, connections, stream);
        const ok = endpoint === 'revalidation' ? result['3xx'] : result['2xx'];
        const row: Row = {
          engine,
          endpoint,
          connections,
          rps: result.requests.average,
          p50: result.latency.p50,
          p99: result.latency.p99,
          ok,
          other: result['1xx'] + result['2xx'] + result['3xx'] + result['4xx'] + result['5xx'] - ok,
          errors: result.errors + result.timeouts,
        };
        rows.push(row);
        console.log(
          `   ${endpoint.padEnd(14)} c=${String(connections).padEnd(3)} ${row.rps.toFixed(0).padStart(6)} req/s` +
            `  p50 ${row.p50} ms  p99 ${row.p99} ms  ok ${row.ok}  other ${row.other}  errors ${row.errors}`,
        );
      }
    }
  } finally {
    await stopServer(child);
  }
  return { rows, report };
}

async function withScratchPostgres<T>(work: (url: string) => Promise<T>): Promise<T | null> {
  const name = `elite_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: POSTGRES });
  try {
    await admin.connect();
  } catch (error) {
    console.log(`\n== postgres: skipped, no server at ${POSTGRES} (${(error as Error).message})`);
    return null;
  }
  await admin.query(`create database ${name}`);
  const url = new URL(POSTGRES);
  url.pathname = `/${name}`;
  try {
    return await work(url.toString());
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

function markdown(results: { rows: Row[]; report: ServerReport }[]): string {
  const lines = [
    '| engine | endpoint | connections | req/s | p50 ms | p99 ms | ok | other | errors |',
    '|---|---|---|---|---|---|---|---|---|',
  ];
  for (const { rows } of results) {
    for (const r of rows) {
      lines.push(
        `| ${r.engine} | ${r.endpoint} | ${r.connections} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} | ${r.ok} | ${r.other} | ${r.errors} |`,
      );
    }
  }
  lines.push(
    '',
    '| engine | bare statement | runs | median ms | p99 ms | rows per answer |',
    '|---|---|---|---|---|---|',
  );
  for (const { rows, report } of results) {
    for (const [name, floor] of [
      ['availability', report.floor],
      ['catalogue', report.catalogueFloor],
      ...Object.entries(report.listFloors),
    ] as const) {
      lines.push(
        `| ${rows[0]?.engine} | ${name} | ${floor.runs} | ${floor.medianMs.toFixed(2)} | ${floor.p99Ms.toFixed(2)} | ${floor.rows} |`,
      );
    }
  }
  return lines.join('\n');
}

const started = Date.now();
const loadBefore = loadavg();
console.log(
  `ELITE DRIVE bench · node ${process.version} · ${cpus().length} CPUs (${cpus()[0]?.model ?? '?'})` +
    ` · ${(totalmem() / 2 ** 30).toFixed(1)} GiB · ${DURATION} s per run`,
);
// BENCH_ENGINES=postgres skips PGlite (its single connection makes every run much longer).
const ENGINES = (process.env.BENCH_ENGINES ?? 'pglite,postgres').split(',');
const results = ENGINES.includes('pglite') ? [await benchEngine('pglite')] : [];
const postgres = ENGINES.includes('postgres')
  ? await withScratchPostgres((url) => benchEngine('postgres', url))
  : null;
if (postgres) results.push(postgres);

console.log(`\n${markdown(results)}`);
for (const { report, rows } of results) {
  console.log(`\nPlan of the availability query on ${rows[0]?.engine}:\n${report.plan}`);
}
const load1 = (values: number[]) => values.map((v) => v.toFixed(2)).join(' ');
console.log(
  `\nTotal ${((Date.now() - started) / 1000).toFixed(0)} s; load average before ${load1(loadBefore)}, after ${load1(loadavg())}`,
);
