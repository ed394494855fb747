import { and, desc, eq, sql } from 'drizzle-orm';
import { todayInElSalvador } from '#domain/dates.ts';
import {
  bookedDays,
  CHECKOUT_KM_ABOVE_VEHICLE,
  type CheckoutWarning,
  HANDOVER_CHECK_MESSAGES as CM,
  implausibleReading,
  KM_PER_BOOKED_DAY,
  openDamageWarning,
  serviceWarnings,
  warningsMessage,
} from '#domain/handover-checks.ts';
import type { HandoverChecksView } from '#domain/handover-contracts.ts';
import { RESERVATION_MESSAGES as M } from '#domain/reservation.ts';
import type { Db } from '../db/client.ts';
import { handovers, maintenanceRecords, reservations, vehicles } from '../db/schema.ts';
import { conflict, notFound } from '../errors.ts';
import { forecastInputOf } from './maintenance-forecast.ts';
import { lastValidReading } from './odometer.ts';

/**
 * Issue 27: the checks a hand-over runs before it is recorded, and what the screens show before
 * the counter submits (GET /api/reservations/{id}/checkout-warnings).
 */

interface Rental {
  id: number;
  vehicleId: number;
  startDate: string;
  endDate: string;
}

/** Damage found at a return of this vehicle that no maintenance record closed since. */
async function openDamage(db: Db, vehicleId: number): Promise<CheckoutWarning[]> {
  const lastService = sql`(select max(${maintenanceRecords.createdAt}) from ${maintenanceRecords}
    where ${maintenanceRecords.vehicleId} = ${vehicleId})`;
  const rows = await db
    .select({
      reservationId: handovers.reservationId,
      reportedAt: handovers.recordedAt,
      damages: handovers.damages,
    })
    .from(handovers)
    .innerJoin(reservations, eq(reservations.id, handovers.reservationId))
    .where(
      and(
        eq(reservations.vehicleId, vehicleId),
        eq(handovers.kind, 'checkin'),
        sql`jsonb_array_length(${handovers.damages}) > 0`,
        sql`${handovers.recordedAt} > coalesce(${lastService}, '-infinity'::timestamptz)`,
      ),
    )
    .orderBy(desc(handovers.recordedAt));
  return rows.map((row) =>
    openDamageWarning({
      reservationId: row.reservationId,
      reportedDate: todayInElSalvador(row.reportedAt),
      damages: row.damages,
    }),
  );
}

/** Service due (overdue, or during the rental) and open damage: each needs a reason. */
export async function checkoutWarnings(
  db: Db,
  rental: Rental,
  today: string,
): Promise<CheckoutWarning[]> {
  const input = await forecastInputOf(db, rental.vehicleId, today);
  const service = input ? serviceWarnings(input, rental) : [];
  return [...service, ...(await openDamage(db, rental.vehicleId))];
}

/**
 * Refuses (409 ODOMETER_IMPLAUSIBLE, with the figures) a reading far above the previous valid
 * one, unless the counter confirmed it. Returns whether the reading needed that confirmation.
 */
export async function checkReading(
  db: Db,
  kind: 'checkout' | 'checkin',
  rental: Rental,
  vehicleKm: number,
  reading: number,
  confirmed: boolean,
): Promise<boolean> {
  const previous = await lastValidReading(db, rental.vehicleId);
  const figures = implausibleReading({
    kind,
    reading,
    previous: previous ? { km: previous.km, date: previous.date } : null,
    vehicleKm,
    bookedDays: bookedDays(rental),
  });
  if (!figures) return false;
  if (!confirmed)
    throw conflict('ODOMETER_IMPLAUSIBLE', CM.implausible(figures), { odometer: figures });
  return true;
}

/** Refuses (409 CHECKOUT_WARNINGS, one per line plus the list) a check-out without a reason. */
export function requireOverride(warnings: CheckoutWarning[], reason: string | undefined): void {
  if (warnings.length > 0 && !reason) {
    throw conflict('CHECKOUT_WARNINGS', warningsMessage(warnings), { warnings });
  }
}

/** GET /api/reservations/{id}/checkout-warnings: what the screens show before submitting. */
export async function handoverChecks(
  db: Db,
  reservationId: number,
  now: Date = new Date(),
): Promise<HandoverChecksView> {
  const today = todayInElSalvador(now);
  const [rental] = await db
    .select({
      id: reservations.id,
      vehicleId: reservations.vehicleId,
      startDate: reservations.startDate,
      endDate: reservations.endDate,
      rentalStatus: reservations.rentalStatus,
      kilometers: vehicles.kilometers,
    })
    .from(reservations)
    .innerJoin(vehicles, eq(vehicles.id, reservations.vehicleId))
    .where(eq(reservations.id, reservationId));
  if (!rental) throw notFound(M.reservationNotFound);
  const last = await lastValidReading(db, rental.vehicleId);
  const previousKm = last?.km ?? rental.kilometers;
  const perDay = previousKm + KM_PER_BOOKED_DAY * bookedDays(rental);
  const booked = rental.rentalStatus === 'booked';
  return {
    lastReading: last ? { km: last.km, date: last.date, at: last.at.toISOString() } : null,
    vehicleKm: rental.kilometers,
    maxPlausibleKm: booked
      ? Math.min(perDay, rental.kilometers + CHECKOUT_KM_ABOVE_VEHICLE)
      : perDay,
    warnings: booked ? await checkoutWarnings(db, rental, today) : [],
  };
}
