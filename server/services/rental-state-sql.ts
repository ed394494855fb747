import { type SQL, sql } from 'drizzle-orm';
import type { RentalState } from '#domain/rental-state.ts';
import { handoverRecording, reservations } from '../db/schema.ts';

/**
 * The day the app began recording hand-overs (migration 0021), read with the rows. A database
 * without the row (it cannot happen after the migration) counts every booking as recorded.
 */
export const recordingSinceSql = sql<string>`coalesce((select ${handoverRecording.since}::text from ${handoverRecording}), '0001-01-01')`;

/**
 * domain/rental-state.ts said in SQL, for the lists' filters and the summary counts (issue 27).
 * The model test of the management list (routes/admin-reservations-model.test.ts) holds the two
 * to the same answers. Each state is its own condition, written on the reservation's own
 * columns so the date indexes still serve the date bounds.
 */
export function stateCondition(state: RentalState, today: string): SQL {
  const r = reservations;
  const t = sql`${today}::date`;
  const since = sql`(${recordingSinceSql})::date`;
  const active = sql`${r.status} = 'active'`;
  const noRecord = sql`${active} and ${r.rentalStatus} = 'booked'`;
  switch (state) {
    case 'cancelled':
      return sql`${r.status} = 'cancelled'`;
    case 'returned':
      return sql`(${active} and (${r.rentalStatus} = 'returned' or (${r.rentalStatus} = 'booked' and ${r.startDate} < ${since} and ${r.startDate} <= ${t} and ${r.endDate} < ${t})))`;
    case 'overdue':
      return sql`(${active} and ${r.rentalStatus} = 'inProgress' and ${r.endDate} < ${t})`;
    case 'out':
      return sql`(${active} and ((${r.rentalStatus} = 'inProgress' and ${r.endDate} >= ${t}) or (${r.rentalStatus} = 'booked' and ${r.startDate} < ${since} and ${r.startDate} <= ${t} and ${r.endDate} >= ${t})))`;
    case 'booked':
      // Every reservation ends after it starts: the second bound is implied, and lets a page
      // sorted by the other date start its index scan at today.
      return sql`(${noRecord} and ${r.startDate} > ${t} and ${r.endDate} > ${t})`;
    case 'pickup-due':
      return sql`(${noRecord} and ${r.startDate} = ${t} and ${r.startDate} >= ${since})`;
    case 'no-show':
      return sql`(${noRecord} and ${r.startDate} < ${t} and ${r.startDate} >= ${since})`;
  }
}

/** The reservations a list filter shows: any of its states. */
export function stateFilterCondition(states: readonly RentalState[], today: string): SQL {
  return sql`(${sql.join(
    states.map((state) => stateCondition(state, today)),
    sql` or `,
  )})`;
}
