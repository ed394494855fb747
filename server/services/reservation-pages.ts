import { and, eq, type SQL, sql } from 'drizzle-orm';
import { roundToCents } from '#domain/money.ts';
import type { DisplayStatus } from '#domain/reservation.ts';
import type { ReservationView } from '#domain/reservation-contracts.ts';
import {
  type DateWindow,
  FOLD_FROM,
  FOLD_TO,
  type SortDirection,
  type SortKey,
  searchWords,
  windowBounds,
} from '#domain/reservation-query.ts';
import type { VehicleType } from '#domain/vehicle-kinds.ts';
import type { Db } from '../db/client.ts';
import { reservations, users, vehicles } from '../db/schema.ts';
import type { Cursor } from '../routes/reservation-list-query.ts';
import { isActive, selectReservations } from './reservations.ts';

/**
 * Keyset pages of the reservation lists (issue 14): the database filters, sorts and counts, so
 * the cost of a page grows with the page, not with ten years of history.
 */

export interface PageFilter {
  q?: string;
  status?: 'all' | DisplayStatus;
  type?: 'all' | VehicleType;
  window?: DateWindow;
  userId?: number;
}

/**
 * 'customer' is Mis Reservas' order: reservations not yet ended first, soonest start first, then
 * the past ones, latest first; one text key so the keyset stays a single comparison.
 */
export type PageSort = SortKey | 'customer';

export interface PageOrder {
  sort: PageSort;
  dir: SortDirection;
  limit: number;
  cursor?: Cursor | undefined;
}

export interface ReservationSummary {
  total: number;
  active: number;
  upcoming: number;
  completed: number;
  revenue: number;
}

/** Folded the way normalizeText folds, so 'jose' finds 'José' in SQL as in the browser. */
const fold = (text: SQL) => sql`lower(translate(${text}, ${FOLD_FROM}, ${FOLD_TO}))`;

const userName = sql`${users.firstName} || ' ' || ${users.lastName}`;

/** What a search looks through, as the old client-side search did: ID, user and vehicle. */
const haystack = fold(
  sql`'#' || ${reservations.id}::text || ' ' || ${userName} || ' ' || ${users.email} || ' ' || ${users.dui} || ' ' || ${vehicles.name} || ' ' || ${vehicles.brand} || ' ' || ${vehicles.model} || ' ' || ${vehicles.vehicleType}`,
);

/**
 * Each sort key as SQL and the type its cursor text casts back to. Names compare folded and
 * byte-wise ("C"), the same on PGlite and on any PostgreSQL locale.
 */
const textType = sql`text`;

export function sortSql(sort: PageSort, today: string): { expr: SQL; type: SQL } {
  if (sort !== 'customer') return SORT_SQL[sort];
  const expr = sql`(case when ${reservations.endDate} >= ${today}::date then '0' || to_char(${reservations.startDate}, 'YYYYMMDD') else '1' || lpad((date '9999-12-31' - ${reservations.startDate})::text, 8, '0') end collate "C")`;
  return { expr, type: textType };
}

const SORT_SQL: Record<SortKey, { expr: SQL; type: SQL }> = {
  startDate: { expr: sql`${reservations.startDate}`, type: sql`date` },
  endDate: { expr: sql`${reservations.endDate}`, type: sql`date` },
  createdAt: { expr: sql`${reservations.createdAt}`, type: sql`timestamptz` },
  totalPrice: { expr: sql`${reservations.totalPrice}`, type: sql`numeric` },
  userName: { expr: sql`(${fold(userName)} collate "C")`, type: textType },
  vehicleName: {
    expr: sql`(${fold(sql`${vehicles.name}`)} collate "C")`,
    type: textType,
  },
};

function statusCondition(status: PageFilter['status'], today: string): SQL | undefined {
  switch (status) {
    case 'upcoming':
      return sql`${reservations.startDate} > ${today}::date`;
    case 'completed':
      return sql`${reservations.endDate} < ${today}::date`;
    case 'active':
      return sql`${reservations.startDate} <= ${today}::date and ${reservations.endDate} >= ${today}::date`;
    default:
      return undefined;
  }
}

function windowCondition(window: DateWindow | undefined, today: string): SQL | undefined {
  const { from, to, endBefore } = windowBounds(window ?? 'all', today);
  if (endBefore) return sql`${reservations.endDate} < ${endBefore}::date`;
  if (from && to) {
    return sql`${reservations.startDate} <= ${to}::date and ${reservations.endDate} >= ${from}::date`;
  }
  return undefined;
}

/** Active reservations only: cancelled ones leave the lists, as in the array answers. */
export function filterCondition(filter: PageFilter, today: string): SQL | undefined {
  return and(
    isActive,
    filter.userId === undefined ? undefined : eq(reservations.userId, filter.userId),
    statusCondition(filter.status, today),
    filter.type && filter.type !== 'all' ? eq(vehicles.vehicleType, filter.type) : undefined,
    windowCondition(filter.window, today),
    ...searchWords(filter.q ?? '').map((word) => sql`strpos(${haystack}, ${word}) > 0`),
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

export async function summarize(
  db: Db,
  filter: PageFilter,
  today: string,
): Promise<ReservationSummary> {
  // Every reservation has its user and vehicle (foreign keys, NOT NULL): the joins only matter
  // when a filter reads them, and unfiltered they cost more than the count itself.
  const search = searchWords(filter.q ?? '').length > 0;
  const byType = filter.type !== undefined && filter.type !== 'all';
  let query = db
    .select({
      total: sql<number>`count(*)::int`,
      upcoming: sql<number>`(count(*) filter (where ${reservations.startDate} > ${today}::date))::int`,
      completed: sql<number>`(count(*) filter (where ${reservations.endDate} < ${today}::date))::int`,
      revenue: sql<string>`coalesce(sum(${reservations.totalPrice}), 0)::text`,
    })
    .from(reservations)
    .$dynamic();
  if (search) query = query.innerJoin(users, eq(users.id, reservations.userId));
  if (search || byType) query = query.innerJoin(vehicles, eq(vehicles.id, reservations.vehicleId));
  const [row] = await query.where(filterCondition(filter, today));
  const total = row?.total ?? 0;
  const upcoming = row?.upcoming ?? 0;
  const completed = row?.completed ?? 0;
  return {
    total,
    active: total - upcoming - completed,
    upcoming,
    completed,
    revenue: roundToCents(Number(row?.revenue ?? 0)),
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
  const keys = await db
    .select({ id: reservations.id, key: sql<string>`(${expr})::text` })
    .from(reservations)
    .innerJoin(users, eq(users.id, reservations.userId))
    .innerJoin(vehicles, eq(vehicles.id, reservations.vehicleId))
    .where(and(filterCondition(filter, today), afterCursor(order, today)))
    .orderBy(sql`${expr} ${direction}`, sql`${reservations.id} ${direction}`)
    .limit(order.limit + 1);
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
