/**
 * The bench's server process: opens the database given on the command line, fills it with a
 * large fleet, times the bare availability query (the floor), then serves the real app on
 * loopback and reports to the driver over IPC. It runs apart from the load generator so the
 * two do not share one event loop.
 */
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { eq, sql } from 'drizzle-orm';
import { todayInElSalvador } from '../domain/dates.ts';
import { buildApp } from '../server/app.ts';
import { DEFAULT_LOGIN_THROTTLE } from '../server/config.ts';
import type { DatabaseConfig } from '../server/db/client.ts';
import { users } from '../server/db/schema.ts';
import { availableVehiclesQuery } from '../server/services/availability.ts';
import { toPublicUser } from '../server/services/users.ts';
import { benchRange, seedLargeFleet } from './seed.ts';

const FLOOR_RUNS = 200;

export interface ServerReport {
  port: number;
  token: string;
  today: string;
  seedSeconds: number;
  vehicles: number;
  reservations: number;
  readyVehicleIds: number[];
  firstFreeOffset: number;
  floor: { medianMs: number; p99Ms: number; runs: number; rows: number };
  plan: string;
}

function percentile(sorted: number[], p: number): number {
  return (
    sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN
  );
}

const [engine, url] = process.argv.slice(2);
const database: DatabaseConfig =
  engine === 'postgres' && url ? { kind: 'postgres', url } : { kind: 'pglite' };

const app = await buildApp({
  database,
  jwtSecret: randomBytes(32).toString('hex'),
  tokenTtl: '1h',
  loginThrottle: DEFAULT_LOGIN_THROTTLE,
  logger: false,
  trustProxy: false,
});
const { db } = app.database;
const today = todayInElSalvador();

const seedStart = performance.now();
const data = await seedLargeFleet(db, today);
const seedSeconds = (performance.now() - seedStart) / 1000;

// The floor: the very statement the endpoint sends, run straight on the database.
const statement = (i: number) => availableVehiclesQuery(benchRange(i, today));
let rowCount = 0;
for (let i = 0; i < 20; i++) await db.execute(statement(i));
const times: number[] = [];
for (let i = 0; i < FLOOR_RUNS; i++) {
  const started = performance.now();
  const result = (await db.execute(statement(i))) as unknown as { rows: { vehicles: unknown }[] };
  times.push(performance.now() - started);
  const vehicles = result.rows[0]?.vehicles;
  rowCount += typeof vehicles === 'string' ? JSON.parse(vehicles).length : 0;
}
times.sort((a, b) => a - b);

// The plan of a search with a typical number of vehicles free (one of the first ranges).
const typical = benchRange(3, today);
const explained = (await db.execute(
  sql`explain (analyze, costs off) ${availableVehiclesQuery(typical)}`,
)) as unknown as { rows: Record<string, string>[] };
const plan = explained.rows.map((row) => Object.values(row)[0]).join('\n');

const [customer] = await db.select().from(users).where(eq(users.id, data.customerId));
if (!customer) throw new Error('bench customer missing');

const address = await app.listen({ host: '127.0.0.1', port: 0 });
const report: ServerReport = {
  port: Number(new URL(address).port),
  token: app.signToken(toPublicUser(customer)),
  today,
  seedSeconds,
  vehicles: data.vehicles,
  reservations: data.reservations,
  readyVehicleIds: data.readyVehicleIds,
  firstFreeOffset: data.firstFreeOffset,
  floor: {
    medianMs: percentile(times, 50),
    p99Ms: percentile(times, 99),
    runs: FLOOR_RUNS,
    rows: Math.round(rowCount / FLOOR_RUNS),
  },
  plan,
};
process.send?.({ type: 'ready', report });
process.on('message', async (message: { type?: string }) => {
  if (message.type !== 'stop') return;
  await app.close();
  process.exit(0);
});
