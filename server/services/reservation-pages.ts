import { and, eq, type SQL, sql } from 'drizzle-orm';
import { roundToCents } from '#domain/money.ts';
import { STATE_FILTER_STATES, type StateFilter } from '#domain/rental-state.ts';
import type { ReservationView } from '#domain/reservation-contracts.ts';
import {
  type DateWindow,
  type SortDirection,
  type SortKey,
  windowBounds,
} from '#domain/reservation-query.ts';
import type { VehicleType } from '#domain/vehicle-kinds.ts';
import type { Db } from '../db/client.ts';
import { reservations, users, vehicles } from '../db/schema.ts';
import { StampedCache } from './list-stamp.ts';
import { stateCondition, stateFilterCondition } from './rental-state-sql.ts';
import type { Cursor } from './reservation-cursor.ts';
import type { ResolvedSearch, SearchFilter } from './reservation-search.ts';
import { isActive, selectReservations } from './reservations.ts';

/**
 * Keyset pages of the reservation lists (issue 14): the database filters, sorts and counts, so
 * the cost of a page grows with the page, not with ten years of history.
 */

export interface PageFilter {
  /** 'all' is every reservation not cancelled; the others are the states' filters (issue 27). */
  status?: 'all' | StateFilter;
  type?: 'all' | VehicleType;
  window?: DateWindow;
  userId?: number;
  /** 'Mis Reservas' (issue 27): cancelled reservations stay, among the past ones. */
  includeCancelled?: boolean;
  /** The search, looked up first by resolveSearch (reservation-search.ts). */
  search?: SearchFilter | undefined;
}

/**
 * 'customer' is Mis Reservas' order: reservations not yet ended (nor cancelled) first, soonest
 * start first, then the past and cancelled ones, latest first; one text key so the keyset stays a single comparison.
 */
export type PageSort = SortKey | 'customer';

export interface PageOrder {
  sort: PageSort;
  dir: SortDirection;
  limit: number;
  cursor?: Cursor | undefined;
}

export interface ReservationSummary {
  /** The reservations the filters match (status included). */
  total: number;
  /** Of those, by state (domain/rental-state.ts): 'Activa' is pickup-due and out. */
  active: number;
  upcoming: number;
  completed: number;
  overdue: number;
  noShow: number;
  /** Cancelled reservations the search, type and window match, whatever the status filter. */
  cancelled: number;
  /** The stored totals of the matching reservations that are not cancelled. */
  revenue: number;
}

/**
 * Each sort key as SQL and the type its cursor text casts back to. Names compare folded and
 * byte-wise ("C"), the same on PGlite and on any PostgreSQL locale.
 */
const textType = sql`text`;

export function sortSql(sort: PageSort, today: string): { expr: SQL; type: SQL } {
  if (sort !== 'customer') return SORT_SQL[sort];
  const expr = sql`(case when ${reservations.endDate} >= ${today}::date and ${isActive} then '0' || to_char(${reservations.startDate}, 'YYYYMMDD') else '1' || lpad((date '9999-12-31' - ${reservations.startDate})::text, 8, '0') end collate "C")`;
  return { expr, type: textType };
}

const SORT_SQL: Record<SortKey, { expr: SQL; type: SQL }> = {
  startDate: { expr: sql`${reservations.startDate}`, type: sql`date` },
  endDate: { expr: sql`${reservations.endDate}`, type: sql`date` },
  createdAt: { expr: sql`${reservations.createdAt}`, type: sql`timestamptz` },
  totalPrice: { expr: sql`${reservations.totalPrice}`, type: sql`numeric` },
  // Folded names stored by migration 0012 (users.sort_name, vehicles.sort_name), indexed.
  userName: { expr: sql`("users"."sort_name" collate "C")`, type: textType },
  vehicleName: { expr: sql`("vehicles"."sort_name" collate "C")`, type: textType },
};

/** 'all' (or none) is every reservation that is not cancelled, as before issue 27. */
function statusCondition(
  status: PageFilter['status'],
  today: string,
  includeCancelled = false,
): SQL | undefined {
  if (status === undefined || status === 'all') return includeCancelled ? undefined : isActive;
  return stateFilterCondition(STATE_FILTER_STATES[status], today);
}

function windowCondition(window: DateWindow | undefined, today: string): SQL | undefined {
  const { from, to, endBefore } = windowBounds(window ?? 'all', today);
  if (endBefore) return sql`${reservations.endDate} < ${endBefore}::date`;
  if (from && to) {
    return sql`${reservations.startDate} <= ${to}::date and ${reservations.endDate} >= ${from}::date`;
  }
  return undefined;
}

/** Everything but the status: the summary counts the cancelled ones apart. */
function scopeCondition(filter: PageFilter, today: string): SQL | undefined {
  return and(
    filter.userId === undefined ? undefined : eq(reservations.userId, filter.userId),
    filter.type && filter.type !== 'all' ? eq(vehicles.vehicleType, filter.type) : undefined,
    windowCondition(filter.window, today),
    filter.search?.condition,
  );
}

/**
 * The status filter and the rest: 'all' keeps cancelled reservations out, as the array answers
 * do; 'cancelled' lists only them (issue 27).
 */
export function filterCondition(filter: PageFilter, today: string): SQL | undefined {
  return and(
    statusCondition(filter.status, today, filter.includeCancelled),
    scopeCondition(filter, today),
  );
}

/** Rows after the cursor in the list's order: the row comparison keeps ties in id order. */
export function afterCursor({ sort, dir, cursor }: PageOrder, today: string): SQL | undefined {
  if (!cursor) return undefined;
  const { expr, type } = sortSql(sort, today);
  const row = sql`(${expr}, ${reservations.id})`;
  // Text keys compare byte-wise on both sides of the comparison.
  const key = sql`cast(${cursor.key} as ${type})`;
  const at = sql`(${type === textType ? sql`${key} collate "C"` : key}, ${cursor.id}::int)`;
  return dir === 'asc' ? sql`${row} > ${at}` : sql`${row} < ${at}`;
}

/**
 * The summary cards over every reservation the filters match: counts by status and revenue. A
 * search reads reservations' own columns (resolveSearch); only a type filter needs the vehicle.
 */
export async function summarize(
  db: Db,
  filter: PageFilter,
  today: string,
): Promise<ReservationSummary> {
  const byType = filter.type !== undefined && filter.type !== 'all';
  const listed = statusCondition(filter.status, today, filter.includeCancelled) ?? sql`true`;
  const count = (condition: SQL) =>
    sql<number>`(count(*) filter (where ${listed} and ${condition}))::int`;
  let query = db
    .select({
      total: sql<number>`(count(*) filter (where ${listed}))::int`,
      upcoming: count(stateCondition('booked', today)),
      active: count(stateFilterCondition(STATE_FILTER_STATES.active, today)),
      completed: count(stateCondition('returned', today)),
      overdue: count(stateCondition('overdue', today)),
      noShow: count(stateCondition('no-show', today)),
      cancelled: sql<number>`(count(*) filter (where ${reservations.status} = 'cancelled'))::int`,
      revenue: sql<string>`coalesce(sum(${reservations.totalPrice}) filter (where ${listed} and ${isActive}), 0)::text`,
    })
    .from(reservations)
    .$dynamic();
  if (byType) query = query.innerJoin(vehicles, eq(vehicles.id, reservations.vehicleId));
  const [row] = await query.where(scopeCondition(filter, today));
  return {
    total: row?.total ?? 0,
    active: row?.active ?? 0,
    upcoming: row?.upcoming ?? 0,
    completed: row?.completed ?? 0,
    overdue: row?.overdue ?? 0,
    noShow: row?.noShow ?? 0,
    cancelled: row?.cancelled ?? 0,
    revenue: roundToCents(Number(row?.revenue ?? 0)),
  };
}

/**
 * The summary costs a pass over every matching reservation (180,000 unfiltered at ten years of
 * the bench: ~50 ms), the page an index range scan; so each server keeps the summary per filter
 * and day with the list stamp it was counted at, and counts again only when the stamp moved (a
 * write to what the list shows, from any instance) or the day changed.
 */
export function summaryReader(db: Db) {
  const kept = new StampedCache<ReservationSummary>({ maxEntries: 500 });
  return function readSummary(
    search: ResolvedSearch,
    filter: Omit<PageFilter, 'search'>,
    today: string,
  ): Promise<ReservationSummary> {
    const key = JSON.stringify([
      today,
      filter.status ?? 'all',
      filter.type ?? 'all',
      filter.window ?? 'all',
      filter.userId ?? null,
      search.words,
    ]);
    return kept.get(key, search.stamp, () =>
      summarize(db, { ...filter, search: search.filter }, today),
    );
  };
}

export interface ReservationPage {
  items: ReservationView[];
  /** The last row's place in the order, or null when nothing follows. */
  nextCursor: Cursor | null;
}

/**
 * One page: the ids and sort values come first (limit + 1 tells whether more follow), then the
 * full views of just those rows, in the same order.
 */
export async function reservationPage(
  db: Db,
  filter: PageFilter,
  order: PageOrder,
  today: string,
): Promise<ReservationPage> {
  const { expr } = sortSql(order.sort, today);
  const direction = order.dir === 'asc' ? sql`asc` : sql`desc`;
  // Every reservation has its customer and vehicle (foreign keys, NOT NULL): join them only when
  // the order or a filter reads them, so the planner sees the plain index range scan.
  const byVehicle = order.sort === 'vehicleName' || (filter.type && filter.type !== 'all');
  let query = db
    .select({
      id: reservations.id,
      key: sql<string>`(${expr})::text`.as('key'),
      value: sql`${expr}`.as('value'),
    })
    .from(reservations)
    .$dynamic();
  if (order.sort === 'userName') query = query.innerJoin(users, eq(users.id, reservations.userId));
  if (byVehicle) query = query.innerJoin(vehicles, eq(vehicles.id, reservations.vehicleId));
  const matching = query.where(and(filterCondition(filter, today), afterCursor(order, today)));
  let keys: { id: number; key: string }[];
  if (filter.search?.narrow) {
    // A search for a few customers or vehicles: read their reservations through their indexes
    // and sort those. Left to itself, the planner walks the whole list in order and expects to
    // meet them evenly spread — a customer whose bookings are all years old costs the full scan.
    // OFFSET 0 keeps the sub-select planned on its own, for all its rows (the query builder
    // leaves a zero offset out, hence the text).
    const found = await db.execute(sql`
      select "id", "key" from (${matching.getSQL()} offset 0) as "found"
      order by "value" ${direction}, "id" ${direction} limit ${order.limit + 1}`);
    keys = (found as unknown as { rows: { id: number; key: string }[] }).rows;
  } else {
    keys = await matching
      .orderBy(sql`${expr} ${direction}`, sql`${reservations.id} ${direction}`)
      .limit(order.limit + 1);
  }
  const pageKeys = keys.slice(0, order.limit);
  const last = pageKeys.at(-1);
  const nextCursor = keys.length > order.limit && last ? { key: last.key, id: last.id } : null;
  if (pageKeys.length === 0) return { items: [], nextCursor: null };
  const ids = pageKeys.map((key) => key.id);
  const views = await selectReservations(
    db,
    sql`${reservations.id} in (${sql.join(
      ids.map((id) => sql`${id}::int`),
      sql`, `,
    )})`,
    today,
  );
  const byId = new Map(views.map((view) => [view.id, view]));
  const items = ids.flatMap((id) => byId.get(id) ?? []);
  return { items, nextCursor };
}
