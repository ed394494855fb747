import { and, asc, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { DamageAlertView } from '#domain/handover-contracts.ts';
import type { OperationsTodayView } from '#domain/reservation-contracts.ts';
import type { Db } from '../db/client.ts';
import { handovers, maintenanceRecords, reservations, vehicles } from '../db/schema.ts';
import { pickupTimeSql, returnTimeSql } from './company-settings.ts';
import { isActive, selectReservations } from './reservations.ts';

const byId = [asc(reservations.id)];

/**
 * The counter's day (issue 11) in El Salvador: cars leaving (start that day), cars due back (end
 * that day) and cars out past their end date.
 */
export async function operationsOn(
  db: Db,
  date: string,
  today: string,
): Promise<OperationsTodayView> {
  const [pickups, returns, overdue] = await Promise.all([
    // Issue 28: the day's cars in the order they leave and come back.
    selectReservations(db, and(isActive, eq(reservations.startDate, date)), today, [
      asc(pickupTimeSql),
      ...byId,
    ]),
    selectReservations(db, and(isActive, eq(reservations.endDate, date)), today, [
      asc(returnTimeSql),
      ...byId,
    ]),
    selectReservations(
      db,
      and(isActive, eq(reservations.rentalStatus, 'inProgress'), lt(reservations.endDate, date)),
      today,
      [asc(reservations.endDate), asc(reservations.id)],
    ),
  ]);
  return { date, pickups, returns, overdue };
}

/**
 * Damage found at a return that still waits for the workshop: the check-ins with damage of cars
 * flagged maintenanceRequired, newer than the car's last service. The dashboard shows it beside
 * the maintenance alert.
 */
export async function damageAlerts(db: Db): Promise<DamageAlertView[]> {
  const lastService = sql`(select max(${maintenanceRecords.createdAt}) from ${maintenanceRecords}
    where ${maintenanceRecords.vehicleId} = ${vehicles.id})`;
  const rows = await db
    .select({
      vehicleId: vehicles.id,
      vehicleName: vehicles.name,
      reservationId: handovers.reservationId,
      reportedAt: handovers.recordedAt,
      damages: handovers.damages,
    })
    .from(handovers)
    .innerJoin(reservations, eq(reservations.id, handovers.reservationId))
    .innerJoin(vehicles, eq(vehicles.id, reservations.vehicleId))
    .where(
      and(
        eq(handovers.kind, 'checkin'),
        sql`jsonb_array_length(${handovers.damages}) > 0`,
        eq(vehicles.status, 'maintenanceRequired'),
        isNull(vehicles.archivedAt),
        sql`${handovers.recordedAt} > coalesce(${lastService}, '-infinity'::timestamptz)`,
      ),
    )
    .orderBy(desc(handovers.recordedAt));
  return rows.map((row) => ({ ...row, reportedAt: row.reportedAt.toISOString() }));
}
