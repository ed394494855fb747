import { and, eq, ne, sql } from 'drizzle-orm';
import { returnMoment } from '#domain/billing.ts';
import type { HandoverMoney } from '#domain/billing-contracts.ts';
import { todayInElSalvador } from '#domain/dates.ts';
import {
  checkInRefusal,
  checkOutRefusal,
  type HandoverRefusal,
  HANDOVER_MESSAGES as HM,
  namedPhotos,
  PHOTO_ANGLE_LABELS,
} from '#domain/handover.ts';
import type { HandoverData } from '#domain/handover-contracts.ts';
import { LICENSE_MESSAGES, licenseCoversReturn } from '#domain/license.ts';
import { RESERVATION_MESSAGES as M } from '#domain/reservation.ts';
import type { ReservationView } from '#domain/reservation-contracts.ts';
import type { PublicUser } from '#domain/roles.ts';
import { maintenanceDue, VEHICLE_MESSAGES, type VehicleStatus } from '#domain/vehicle.ts';
import type { Db } from '../db/client.ts';
import { sqlState, UNIQUE_VIOLATION } from '../db/pg-errors.ts';
import { handovers, reservations, vehicles } from '../db/schema.ts';
import { AppError, conflict, notFound } from '../errors.ts';
import { recordAudit } from './audit.ts';
import { recordHandoverMoney } from './billing.ts';
import { issueDocument } from './documents.ts';
import { checkoutWarnings, checkReading, requireOverride } from './handover-checks.ts';
import { lastServiceKm } from './maintenance.ts';
import { messagesOnHandover } from './messages/events.ts';
import { recordReading } from './odometer.ts';
import { missingPhotos } from './photos.ts';
import { findReservation } from './reservations.ts';
import { inVehicleTransaction, type VehicleRow } from './vehicle-lock.ts';

export type HandoverKind = 'checkout' | 'checkin';

const refused = (refusal: HandoverRefusal) =>
  new AppError(refusal.status, refusal.code, refusal.message);

/** How the missing photos are named for people: 'Frente', 'Firma', 'Daño: Puerta'. */
function missingLabels(data: HandoverData, missing: string[]): string[] {
  return missing.map((sha256) => {
    const photo = data.photos.find((item) => item.sha256 === sha256);
    if (photo) return PHOTO_ANGLE_LABELS[photo.angle];
    if (data.signature === sha256) return 'Firma';
    const damage = data.damages.find((item) => item.sha256 === sha256);
    return damage ? `Daño: ${damage.area}` : sha256;
  });
}

async function outOnAnotherRental(tx: Db, vehicleId: number, reservationId: number) {
  const [other] = await tx
    .select({ id: reservations.id })
    .from(reservations)
    .where(
      and(
        eq(reservations.vehicleId, vehicleId),
        eq(reservations.rentalStatus, 'inProgress'),
        ne(reservations.id, reservationId),
      ),
    )
    .limit(1);
  return other !== undefined;
}

async function checkoutOdometer(tx: Db, reservationId: number): Promise<number | null> {
  const [row] = await tx
    .select({ odometer: handovers.odometer })
    .from(handovers)
    .where(and(eq(handovers.reservationId, reservationId), eq(handovers.kind, 'checkout')));
  return row?.odometer ?? null;
}

/**
 * The vehicle after a reading: its kilometers follow the odometer. At a return the km-maintenance
 * rule runs, and new damage sends a car that was fit for rental to the workshop's queue.
 */
async function vehicleAfter(
  tx: Db,
  kind: HandoverKind,
  vehicle: VehicleRow,
  data: HandoverData,
): Promise<{ status: VehicleStatus; alert: boolean }> {
  if (kind === 'checkout' || vehicle.status !== 'maintenanceCompleted') {
    return { status: vehicle.status, alert: kind === 'checkin' && data.damages.length > 0 };
  }
  const due = maintenanceDue(
    { kilometers: data.odometer, kmForMaintenance: vehicle.kmForMaintenance },
    await lastServiceKm(tx, vehicle.id),
  );
  const alert = due || data.damages.length > 0;
  return { status: alert ? 'maintenanceRequired' : vehicle.status, alert };
}

/**
 * Records a check-out ('Entrega') or check-in ('Devolución') under the vehicle's lock (DESIGN 9),
 * so two counters handing over the same car cannot both succeed: the reservation's handover
 * state, the record, the odometer log and the vehicle change in one transaction.
 */
export async function recordHandover(
  db: Db,
  kind: HandoverKind,
  reservationId: number,
  data: HandoverData & HandoverMoney & { recordedAt?: string },
  actor: PublicUser,
  now: Date = new Date(),
): Promise<ReservationView> {
  const today = todayInElSalvador(now);
  const [target] = await db
    .select({ vehicleId: reservations.vehicleId })
    .from(reservations)
    .where(eq(reservations.id, reservationId));
  if (!target) throw notFound(M.reservationNotFound);

  try {
    await inVehicleTransaction(db, target.vehicleId, async (tx, vehicle) => {
      if (!vehicle || vehicle.archivedAt) throw notFound(VEHICLE_MESSAGES.notFound);
      // Locked too: a cancel racing this hand-over waits, then finds it delivered.
      const [reservation] = await tx
        .select()
        .from(reservations)
        .where(eq(reservations.id, reservationId))
        .for('update');
      if (!reservation) throw notFound(M.reservationNotFound);
      const refusal =
        kind === 'checkout'
          ? checkOutRefusal(
              reservation,
              {
                ...vehicle,
                outOnAnotherRental: await outOnAnotherRental(tx, vehicle.id, reservationId),
              },
              data.odometer,
              today,
            )
          : checkInRefusal(reservation, vehicle.kilometers, data.odometer);
      if (refusal) throw refused(refusal);
      // Issue 28: the licence must still be valid on the return day.
      if (
        kind === 'checkout' &&
        data.license &&
        !licenseCoversReturn(data.license, reservation.endDate)
      ) {
        throw conflict(
          'LICENSE_EXPIRES_BEFORE_RETURN',
          LICENSE_MESSAGES.expiresBeforeReturn(reservation.endDate, data.license.expiresOn),
        );
      }

      // Issue 27: an implausible reading needs the counter's confirmation, a check-out with
      // warnings (service due, open damage) a reason.
      const rental = {
        id: reservationId,
        vehicleId: vehicle.id,
        startDate: reservation.startDate,
        endDate: reservation.endDate,
      };
      const odometerConfirmed = await checkReading(
        tx,
        kind,
        rental,
        vehicle.kilometers,
        data.odometer,
        data.confirmImplausible === true,
      );
      const warnings = kind === 'checkout' ? await checkoutWarnings(tx, rental, today) : [];
      requireOverride(warnings, data.override?.reason);
      const overrideReason = kind === 'checkout' ? (data.override?.reason ?? null) : null;

      const missing = await missingPhotos(tx, namedPhotos(data));
      if (missing.length > 0) {
        throw conflict('PHOTOS_MISSING', HM.photosMissing(missingLabels(data, missing)), {
          missing,
        });
      }

      await tx.insert(handovers).values({
        reservationId,
        kind,
        recordedAt: now,
        recordedBy: actor.id,
        odometer: data.odometer,
        fuel: data.fuel,
        notes: data.notes,
        photos: data.photos,
        damages: data.damages,
        signature: data.signature,
        overrideReason,
        license: kind === 'checkout' ? (data.license ?? null) : null,
      });
      await tx
        .update(reservations)
        .set({ rentalStatus: kind === 'checkout' ? 'inProgress' : 'returned' })
        .where(eq(reservations.id, reservationId));
      await recordReading(tx, {
        vehicleId: vehicle.id,
        km: data.odometer,
        source: kind,
        reservationId,
        recordedBy: actor.id,
        at: now,
      });
      const after = await vehicleAfter(tx, kind, vehicle, data);
      await messagesOnHandover(tx, kind, reservationId, {
        customerId: reservation.userId,
        odometer: data.odometer,
        fuel: data.fuel,
        photos: data.photos.length + data.damages.filter((damage) => damage.sha256).length,
        damages: data.damages.map(({ area, note }) => ({ area, note })),
        checkoutOdometer: kind === 'checkin' ? await checkoutOdometer(tx, reservationId) : null,
      });
      // Issue 30: a check-in counts its late days from when the counter recorded it, if
      // plausible; the audit keeps that time when it is not the server's.
      const returnedAt =
        kind === 'checkin' ? returnMoment(data.recordedAt, reservation.startDate, now) : now;
      await recordAudit(tx, {
        entity: 'reservation',
        entityId: reservationId,
        action: kind === 'checkout' ? 'delivered' : 'returned',
        before: {
          rentalStatus: reservation.rentalStatus,
          kilometers: vehicle.kilometers,
          vehicleStatus: vehicle.status,
        },
        after: {
          rentalStatus: kind === 'checkout' ? 'inProgress' : 'returned',
          odometer: data.odometer,
          fuel: data.fuel,
          damages: data.damages.length,
          vehicleStatus: after.status,
          ...(overrideReason
            ? { overrideReason, warnings: warnings.map((item) => item.message) }
            : {}),
          ...(odometerConfirmed ? { odometerConfirmed: true } : {}),
          ...(kind === 'checkout' && data.license ? { license: data.license } : {}),
          ...(data.deposit ? { deposit: data.deposit } : {}),
          ...(data.charges?.length ? { charges: data.charges } : {}),
          ...(data.payment ? { payment: data.payment } : {}),
          ...(returnedAt !== now ? { recordedAt: returnedAt.toISOString() } : {}),
        },
      });
      await tx
        .update(vehicles)
        .set({
          kilometers: data.odometer,
          status: after.status,
          ...(after.alert ? { lastMaintenanceAlertAt: now } : {}),
          version: sql`${vehicles.version} + 1`,
          updatedAt: now,
        })
        .where(eq(vehicles.id, vehicle.id));
      // Issue 30: the money, then the numbered document, last (its counter stays locked).
      await recordHandoverMoney(tx, kind, reservation, data, actor, now, returnedAt);
      await issueDocument(
        tx,
        kind === 'checkout' ? 'agreement' : 'statement',
        reservationId,
        now,
        null,
        kind === 'checkin' ? returnedAt : null,
      );
    });
  } catch (error) {
    // The unique (reservation, kind) index is the last line of defence behind the lock.
    if (sqlState(error) === UNIQUE_VIOLATION) {
      throw refused({
        status: 409,
        code: kind === 'checkout' ? 'RESERVATION_DELIVERED' : 'RESERVATION_RETURNED',
        message: kind === 'checkout' ? HM.alreadyDelivered : HM.alreadyReturned,
      });
    }
    throw error;
  }
  const view = await findReservation(db, reservationId, today);
  if (!view) throw new Error(`reservation ${reservationId} vanished after its ${kind}`);
  return view;
}
