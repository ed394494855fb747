import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

/**
 * Issue 27, "a car that is out is not available until it is checked in": a car handed over on a
 * booking whose end date has passed (overdue: checked out, never checked in) cannot be promised
 * for any day from that end date on, whatever the booking's dates say. `vehicleId` is the SQL of
 * the car's id (a column or a value); `until` the last day asked for.
 */
export function stillOutSql(vehicleId: SQL, today: string, until: string): SQL {
  return sql`exists (
    select 1 from reservations out_r
    where out_r.vehicle_id = ${vehicleId}
      and out_r.status = 'active'
      and out_r.rental_status = 'inProgress'
      and out_r.end_date < ${today}::date
      and out_r.end_date <= ${until}::date)`;
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
