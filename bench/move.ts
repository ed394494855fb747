/**
 * npm run bench:move: the bench's large seed (bench/seed.ts: 2,000 vehicles, 1,000 customers,
 * 200,000 reservations, the data `npm run bench:browser` calls ten years) moved from the embedded
 * database into PostgreSQL as an operator does it (issue 31). Seeds a fresh embedded folder
 * (DATA_DIR in a scratch directory), runs `npm run db:backup` on it and then `npm run db:move --
 * --to` a fresh database (`elite_bench_move_<pid>`, created and dropped on BENCH_DATABASE_URL,
 * default postgres://postgres@127.0.0.1:5432/postgres), each in its own process, and times them.
 * Then the app on that database must answer as it did on the folder (the vehicle list, the
 * first page of the management list, one customer's reservations) and give a new booking the
 * next id. Prints times, sizes, row counts and the load average before and after.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { addDays, todayInElSalvador } from '../domain/dates.ts';
import { DEFAULT_MAX_UPCOMING_RESERVATIONS } from '../domain/reservation.ts';
import { type App, buildApp } from '../server/app.ts';
import { DEFAULT_LOGIN_THROTTLE, DEFAULT_REGISTER_THROTTLE } from '../server/config.ts';
import type { DatabaseConfig } from '../server/db/client.ts';
import { users } from '../server/db/schema.ts';
import { hashPassword } from '../server/services/passwords.ts';
import { BENCH_SEARCH, seedLargeFleet } from './seed.ts';

const POSTGRES = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const ADMIN = { email: 'bench-move-admin@example.com', password: 'Bench-Admin-2026!' };
const SECRET = randomBytes(32).toString('hex');

const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

function folderBytes(dir: string): number {
  let total = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    total += entry.isDirectory() ? folderBytes(path) : statSync(path).size;
  }
  return total;
}

function app(database: DatabaseConfig): Promise<App> {
  return buildApp({
    database,
    jwtSecret: SECRET,
    tokenTtl: '1h',
    loginThrottle: DEFAULT_LOGIN_THROTTLE,
    registerThrottle: DEFAULT_REGISTER_THROTTLE,
    maxUpcomingReservations: DEFAULT_MAX_UPCOMING_RESERVATIONS,
    logger: false,
    trustProxy: false,
  });
}

/** `npm run db:<command>` in its own process; its output, its exit code and how long it took. */
function command(args: string[], env: Record<string, string>) {
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/backup/cli.ts', ...args], {
    env: { ...process.env, DATABASE_URL: '', ...env },
  });
  let out = '';
  child.stdout.on('data', (chunk) => (out += chunk));
  child.stderr.on('data', (chunk) => (out += chunk));
  return new Promise<{ code: number; out: string; ms: number }>((resolve) =>
    child.on('exit', (code) => resolve({ code: code ?? 1, out, ms: performance.now() - started })),
  );
}

/** What the app answers about the data, signed in as the bench's admin. */
async function answers(server: App) {
  const login = await server.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: ADMIN,
  });
  if (login.statusCode !== 200) throw new Error(`login: ${login.statusCode} ${login.body}`);
  const headers = { authorization: `Bearer ${login.json<{ token: string }>().token}` };
  const get = async (url: string) => {
    const res = await server.inject({ method: 'GET', url, headers });
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    return res.json();
  };
  return {
    headers,
    data: {
      vehicles: await get('/api/vehicles?view=full'),
      page: await get('/api/admin/reservations?limit=100'),
      search: await get(`/api/admin/reservations?${new URLSearchParams(BENCH_SEARCH)}&limit=100`),
      today: await get('/api/operations/today'),
    },
  };
}

async function main() {
  const root = mkdtempSync(join(tmpdir(), 'elite-bench-move-'));
  const dataDir = join(root, 'data');
  const name = `elite_bench_move_${process.pid}`;
  const url = new URL(POSTGRES);
  url.pathname = `/${name}`;
  const admin = new pg.Client({ connectionString: POSTGRES });
  await admin.connect();
  let created = false;
  const loadBefore = load();
  try {
    // 1. The seed in a fresh embedded folder, through the app (which takes the folder's lock).
    const seedStarted = performance.now();
    const embedded = await app({
      kind: 'pglite',
      dataDir: join(dataDir, 'pglite'),
      lockDir: dataDir,
    });
    const today = todayInElSalvador();
    let before: Awaited<ReturnType<typeof answers>>['data'];
    let seeded: Awaited<ReturnType<typeof seedLargeFleet>>;
    try {
      const { db } = embedded.database;
      seeded = await seedLargeFleet(db, today);
      const [customer] = await db.select().from(users).where(eq(users.email, 'carga1@example.com'));
      if (!customer) throw new Error('bench customer missing');
      await db.insert(users).values({
        ...customer,
        id: undefined,
        email: ADMIN.email,
        dui: '99999997-7',
        role: 'ADMIN',
        passwordHash: await hashPassword(ADMIN.password),
      });
      console.log(
        `seed: ${seeded.vehicles} vehicles, ${seeded.reservations} reservations in ${seconds(performance.now() - seedStarted)}`,
      );
      before = (await answers(embedded)).data;
    } finally {
      await embedded.close();
    }
    console.log(`embedded folder: ${megabytes(folderBytes(join(dataDir, 'pglite')))}`);

    // 2. npm run db:backup on the folder (no server holds it: read directly).
    const backup = await command(['backup'], { DATA_DIR: dataDir });
    if (backup.code !== 0) throw new Error(`db:backup failed:\n${backup.out}`);
    const backupDir = join(dataDir, 'backups');
    const file = readdirSync(backupDir).find((n) => n.endsWith('.ndjson.gz'));
    const backupBytes = statSync(join(backupDir, file as string)).size;
    const manifest = JSON.parse(readFileSync(join(backupDir, `${file}.manifest.json`), 'utf8')) as {
      tables: Record<string, number>;
    };
    console.log(`db:backup: ${seconds(backup.ms)}, ${megabytes(backupBytes)} (${file})`);

    // 3. npm run db:move -- --to a fresh PostgreSQL database.
    await admin.query(`create database ${name}`);
    created = true;
    const moved = await command(['move', '--to', url.toString()], { DATA_DIR: dataDir });
    console.log(moved.out.trimEnd());
    if (moved.code !== 0) throw new Error('db:move failed');
    console.log(`db:move: ${seconds(moved.ms)} (the whole command: open, dump, load, verify)`);
    const size = await admin.query<{ size: string }>('select pg_database_size($1)::text as size', [
      name,
    ]);
    console.log(`PostgreSQL database after the move: ${megabytes(Number(size.rows[0]?.size))}`);

    // 4. The app on DATABASE_URL: the same answers, and a new booking gets the next id.
    const server = await app({ kind: 'postgres', url: url.toString() });
    try {
      const after = await answers(server);
      for (const key of Object.keys(before) as (keyof typeof before)[])
        if (!isDeepStrictEqual(before[key], after.data[key]))
          throw new Error(`the answer for ${key} differs after the move`);
      const result = (await server.database.db.execute(
        sql`select max(id)::int as max from reservations`,
      )) as unknown as { rows: { max: number }[] };
      const max = result.rows[0]?.max ?? 0;
      // The first week after every seeded booking, within the 365 days one may book ahead.
      const vehicle = { id: seeded.readyVehicleIds[0] };
      const start = addDays(today, seeded.firstFreeOffset);
      const booking = await server.inject({
        method: 'POST',
        url: '/api/reservations',
        headers: after.headers,
        payload: { vehicleId: vehicle?.id, startDate: start, endDate: addDays(start, 2) },
      });
      if (booking.statusCode !== 201) throw new Error(`booking: ${booking.body}`);
      const id = booking.json<{ id: number }>().id;
      if (id !== max + 1) throw new Error(`new booking got id ${id}, expected ${max + 1}`);
      console.log(
        `after the move: the same answers (${Object.keys(before).join(', ')}); a new booking got id ${id} (= ${max} + 1)`,
      );
    } finally {
      await server.close();
    }
    const rows = Object.values(manifest.tables).reduce((sum, n) => sum + n, 0);
    console.log(
      `\n| rows | backup | db:backup | db:move | load before | load after |\n` +
        `| ${rows.toLocaleString('en-US')} (${manifest.tables.reservations?.toLocaleString('en-US')} reservations) | ${megabytes(backupBytes)} | ${seconds(backup.ms)} | ${seconds(moved.ms)} | ${loadBefore} | ${load()} |`,
    );
  } finally {
    if (created) await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    rmSync(root, { recursive: true, force: true });
  }
}

await main();
