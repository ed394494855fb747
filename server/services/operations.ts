import { and, asc, desc, eq, gte, isNull, lt, lte, sql } from 'drizzle-orm';
import { addDays } from '#domain/dates.ts';
import type { DamageAlertView } from '#domain/handover-contracts.ts';
import {
  NO_SHOW_DAYS,
  type OperationsTodayView,
  type ReservationView,
  STRANDED_DAYS,
  type StrandedReservationView,
} from '#domain/reservation-contracts.ts';
import type { Db } from '../db/client.ts';
import { handovers, maintenanceRecords, reservations, vehicles } from '../db/schema.ts';
import { pickupTimeSql, returnTimeSql } from './company-settings.ts';
import { stateCondition } from './rental-state-sql.ts';
import { isActive, selectReservations } from './reservations.ts';

const byId = [asc(reservations.id)];

/**
 * The counter's day (issue 11) in El Salvador: cars leaving (start that day), cars due back (end
 * that day) and cars out past their end date; issue 27 adds the no-shows of the last days and the
 * coming bookings whose car has not come back.
 */
export async function operationsOn(
  db: Db,
  date: string,
  today: string,
): Promise<OperationsTodayView> {
  const [pickups, returns, overdue, noShows, upcoming] = await Promise.all([
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
    selectReservations(
      db,
      and(
        stateCondition('no-show', date),
        gte(reservations.startDate, addDays(date, -NO_SHOW_DAYS)),
      ),
      today,
      [asc(reservations.startDate), asc(reservations.id)],
    ),
    selectReservations(
      db,
      and(
        isActive,
        eq(reservations.rentalStatus, 'booked'),
        gte(reservations.startDate, date),
        lte(reservations.startDate, addDays(date, STRANDED_DAYS - 1)),
        // Inside the parentheses "reservations" names the inner rows: the overdue bookings.
        sql`${reservations.vehicleId} in (select ${reservations.vehicleId} from ${reservations}
          where ${stateCondition('overdue', date)})`,
      ),
      today,
      [asc(reservations.startDate), asc(reservations.id)],
    ),
  ]);
  return { date, pickups, returns, overdue, noShows, stranded: strandedBy(upcoming, overdue) };
}

/** Each coming booking with the overdue booking its car has not come back from. */
function strandedBy(
  upcoming: ReservationView[],
  overdue: ReservationView[],
): StrandedReservationView[] {
  return upcoming.flatMap((reservation) => {
    const holder = overdue.find((out) => out.vehicleId === reservation.vehicleId);
    if (!holder) return [];
    return [
      {
        ...reservation,
        stillOut: {
          reservationId: holder.id,
          endDate: holder.endDate,
          customerName: holder.user.name,
        },
      },
    ];
  });
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
