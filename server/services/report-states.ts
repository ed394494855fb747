import { and, gte, lte, type SQL, sql } from 'drizzle-orm';
import { RENTAL_STATES, type RentalState } from '#domain/rental-state.ts';
import type { ReportStates } from '#domain/reports.ts';
import type { Db } from '../db/client.ts';
import { reservations } from '../db/schema.ts';
import { stateCondition } from './rental-state-sql.ts';

/**
 * GET /api/reports/states (issue 27): the reservations whose days meet the period (start on or
 * before `to`, end on or after `from`), counted by their rental state on `today`, in one
 * statement. The states are the list filters' SQL (rental-state-sql.ts), itself held to
 * domain/rental-state.ts: a car that is out is never counted 'Completada'.
 */
export async function reportStates(
  db: Db,
  { from, to }: { from: string; to: string },
  today: string,
): Promise<ReportStates> {
  const columns = Object.fromEntries(
    RENTAL_STATES.map((state) => [
      state,
      sql<number>`(count(*) filter (where ${stateCondition(state, today)}))::int`,
    ]),
  ) as Record<RentalState, SQL.Aliased<number> | SQL<number>>;
  const [row] = await db
    .select(columns)
    .from(reservations)
    .where(and(lte(reservations.startDate, to), gte(reservations.endDate, from)));
  const counts = Object.fromEntries(
    RENTAL_STATES.map((state) => [state, Number(row?.[state] ?? 0)]),
  ) as Record<RentalState, number>;
  return { counts };
}
