/**
 * The bench's server process: opens the database given on the command line, fills it with a
 * large fleet, times the bare availability and catalogue statements (the floors), then serves
 * the real app on loopback and reports to the driver over IPC. It runs apart from the load
 * generator so the two do not share one event loop.
 */
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { eq, type SQL, sql } from 'drizzle-orm';
import { addDays, todayInElSalvador } from '../domain/dates.ts';
import { monthOf } from '../domain/reports.ts';
import { DEFAULT_MAX_UPCOMING_RESERVATIONS } from '../domain/reservation.ts';
import { buildApp } from '../server/app.ts';
import { DEFAULT_LOGIN_THROTTLE, DEFAULT_REGISTER_THROTTLE } from '../server/config.ts';
import type { DatabaseConfig } from '../server/db/client.ts';
import { users } from '../server/db/schema.ts';
import { availableVehiclesQuery } from '../server/services/availability.ts';
import { readListStamp } from '../server/services/list-stamp.ts';
import { utilisationReport } from '../server/services/reports.ts';
import {
  type PageFilter,
  type PageOrder,
  reservationPage,
  summarize,
} from '../server/services/reservation-pages.ts';
import { resolveSearch } from '../server/services/reservation-search.ts';
import { listReservations } from '../server/services/reservations.ts';
import { toPublicUser } from '../server/services/users.ts';
import { vehicleListQuery } from '../server/services/vehicle-json.ts';
import { visibleRange } from '../src/features/admin-dashboard/calendar-events.ts';
import { BENCH_SEARCH, benchRange, seedLargeFleet } from './seed.ts';

const FLOOR_RUNS = 200;
/** The list floors run several statements each; BENCH_LIST_FLOOR_RUNS trades time for detail. */
const LIST_FLOOR_RUNS = Number(process.env.BENCH_LIST_FLOOR_RUNS ?? 30);
/** The catalogue statement builds 1.5 MB: fewer runs say as much. */
const CATALOGUE_FLOOR_RUNS = 50;

export interface Floor {
  medianMs: number;
  p99Ms: number;
  runs: number;
  rows: number;
}

export interface ServerReport {
  port: number;
  token: string;
  today: string;
  seedSeconds: number;
  vehicles: number;
  reservations: number;
  readyVehicleIds: number[];
  firstFreeOffset: number;
  /** The bare availability statement. */
  floor: Floor;
  /** The bare catalogue statement (all vehicles). */
  catalogueFloor: Floor;
  plan: string;
  /** An admin's token and a customer with history, for the paged lists (issue 14). */
  adminToken: string;
  customerId: number;
  /** The service calls of the paged lists, straight on the database: their floors. */
  listFloors: Record<string, Floor>;
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
  registerThrottle: DEFAULT_REGISTER_THROTTLE,
  maxUpcomingReservations: DEFAULT_MAX_UPCOMING_RESERVATIONS,
  logger: false,
  trustProxy: false,
});
const { db } = app.database;
const today = todayInElSalvador();

const seedStart = performance.now();
const data = await seedLargeFleet(db, today);
const seedSeconds = (performance.now() - seedStart) / 1000;

/**
 * A floor: the very statement an endpoint sends, run straight on the database `runs` times after
 * a warm-up, with the number of vehicles in its answer.
 */
async function timeStatement(statement: (i: number) => SQL, runs: number): Promise<Floor> {
  for (let i = 0; i < Math.min(20, runs); i++) await db.execute(statement(i));
  let vehicleCount = 0;
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    const result = (await db.execute(statement(i))) as unknown as { rows: { json: unknown }[] };
    times.push(performance.now() - started);
    const json = result.rows[0]?.json;
    vehicleCount += typeof json === 'string' ? JSON.parse(json).length : 0;
  }
  times.sort((a, b) => a - b);
  return {
    medianMs: percentile(times, 50),
    p99Ms: percentile(times, 99),
    runs,
    rows: Math.round(vehicleCount / runs),
  };
}

const floor = await timeStatement((i) => availableVehiclesQuery(benchRange(i, today)), FLOOR_RUNS);
const catalogueFloor = await timeStatement(() => vehicleListQuery(), CATALOGUE_FLOOR_RUNS);

// The plan of a search with a typical number of vehicles free (one of the first ranges).
const typical = benchRange(3, today);
const explained = (await db.execute(
  sql`explain (analyze, costs off) ${availableVehiclesQuery(typical)}`,
)) as unknown as { rows: Record<string, string>[] };
const plan = explained.rows.map((row) => Object.values(row)[0]).join('\n');

const [customer] = await db.select().from(users).where(eq(users.id, data.customerId));
if (!customer) throw new Error('bench customer missing');

const [admin] = await db
  .insert(users)
  .values({
    ...customer,
    id: undefined,
    email: 'bench-admin@example.com',
    dui: '99999999-9',
    role: 'ADMIN',
  })
  .returning();
if (!admin) throw new Error('bench admin missing');

/** A floor for a service call (one or more statements), timed like timeStatement's. */
async function timeCall(
  call: () => Promise<{ length?: number; items?: unknown[] }>,
  runs = LIST_FLOOR_RUNS,
) {
  for (let i = 0; i < 3; i++) await call();
  const times: number[] = [];
  let count = 0;
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    const answer = await call();
    times.push(performance.now() - started);
    count += answer.items?.length ?? answer.length ?? 0;
  }
  times.sort((a, b) => a - b);
  return {
    medianMs: percentile(times, 50),
    p99Ms: percentile(times, 99),
    runs,
    rows: Math.round(count / runs),
  };
}

// The seeded customer with the most active reservations (each customer's bookings share one
// week of the year, and some customers' are all cancelled): the customer list's real case.
const [historic] = (
  (await db.execute(sql`
    select user_id as id from reservations where status = 'active'
    group by user_id order by count(*) desc, user_id limit 1`)) as unknown as {
    rows: { id: number }[];
  }
).rows;
if (!historic) throw new Error('bench history customer missing');
const month = visibleRange(today, 'month');
type ListFilter = Omit<PageFilter, 'search'> & { q?: string };
/**
 * The management list's statements as a request runs them: the stamp and the search's lookup,
 * then the page and the summary counted afresh (a first visit, or the first after a write);
 * `kept` leaves the summary out, as a request does when its summary is kept.
 */
const page =
  ({ q, ...filter }: ListFilter, kept = false, order: Partial<PageOrder> = {}) =>
  async () => {
    const search = await resolveSearch(db, q);
    const resolved = { ...filter, search: search.filter };
    const [result] = await Promise.all([
      reservationPage(db, resolved, { sort: 'startDate', dir: 'desc', limit: 25, ...order }, today),
      kept ? Promise.resolve() : summarize(db, resolved, today),
    ]);
    return result;
  };
const listFloors: Record<string, Floor> = {
  'admin page': await timeCall(page({})),
  'admin page, summary kept': await timeCall(page({}, true)),
  'admin search': await timeCall(page(BENCH_SEARCH)),
  'admin search, summary kept': await timeCall(page(BENCH_SEARCH, true)),
  'calendar month': await timeCall(() =>
    listReservations(db, { range: { startDate: month.from, endDate: month.to } }, today),
  ),
  'calendar month, kept': await timeCall(async () => {
    await readListStamp(db);
    return [];
  }),
  // Issue 18: the report page's heaviest grouping (every vehicle) for this month, and a year by month.
  'report month': await timeCall(() =>
    utilisationReport(db, { ...monthOf(today), groupBy: 'vehicle' }),
  ),
  'report year': await timeCall(() =>
    utilisationReport(db, { from: addDays(today, -364), to: today, groupBy: 'month' }),
  ),
  'customer list': await timeCall(() =>
    reservationPage(
      db,
      { userId: historic.id },
      { sort: 'customer', dir: 'asc', limit: 25 },
      today,
    ),
  ),
};

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
  floor,
  catalogueFloor,
  plan,
  adminToken: app.signToken(toPublicUser(admin)),
  customerId: historic.id,
  listFloors,
};
process.send?.({ type: 'ready', report });
process.on('message', async (message: { type?: string }) => {
  if (message.type !== 'stop') return;
  await app.close();
  process.exit(0);
});
