import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { reservations } from '../db/schema.ts';
import { stateCondition } from './rental-state-sql.ts';

/**
 * Issue 27, "a car that is out is not available until it is checked in": a car handed over on a
 * booking whose end date has passed (overdue: checked out, never checked in) cannot be promised
 * for any day from that end date on, whatever the booking's dates say. `vehicleId` is the SQL of
 * the car's id (a column or a value) outside the reservations table; `until` the last day asked
 * for. 'Overdue' is the one rental state's (domain/rental-state.ts), said in SQL.
 */
export function stillOutSql(vehicleId: SQL, today: string, until: string): SQL {
  return sql`exists (
    select 1 from ${reservations}
    where ${reservations.vehicleId} = ${vehicleId}
      and ${stateCondition('overdue', today)}
      and ${reservations.endDate} <= ${until}::date)`;
}

/**
 * Whether the car is still out past its end date for a booking reaching `until`. Run inside the
 * vehicle's transaction (DESIGN 9): check-ins take the same lock, so the answer holds at commit.
 */
export async function carStillOut(
  tx: Db,
  vehicleId: number,
  today: string,
  until: string,
): Promise<boolean> {
  const result = (await tx.execute(
    sql`select ${stillOutSql(sql`${vehicleId}::int`, today, until)} as "out"`,
  )) as unknown as { rows: { out: boolean }[] };
  return result.rows[0]?.out === true;
}
