import { eq } from 'drizzle-orm';
import { MAINTENANCE_MESSAGES as M } from '#domain/maintenance-contracts.ts';
import { RESERVATION_MESSAGES } from '#domain/reservation.ts';
import type { Db } from '../db/client.ts';
import { EXCLUSION_VIOLATION, sqlState } from '../db/pg-errors.ts';
import { reservations } from '../db/schema.ts';
import { conflict, notFound } from '../errors.ts';
import { recordAudit } from './audit.ts';
import { carStillOut } from './cars-out.ts';
import { windowInTheWay } from './maintenance-windows.ts';
import { findReservation } from './reservations.ts';
import { inVehicleTransaction, lockVehicle } from './vehicle-lock.ts';

/**
 * Moves a booked reservation to another free vehicle of the same type, at the price it was
 * booked for. Both vehicles are locked (lower id first, so two swaps cannot deadlock); the
 * occupancy constraint refuses the move if the target is taken on any of the days.
 */
export async function reassignReservation(db: Db, id: number, targetId: number, today: string) {
  const existing = await findReservation(db, id, today);
  if (!existing) throw notFound(RESERVATION_MESSAGES.reservationNotFound);
  if (existing.vehicleId === targetId) throw conflict('SAME_VEHICLE', M.reassignSameVehicle);
  const [first, second] = [existing.vehicleId, targetId].sort((a, b) => a - b) as [number, number];
  try {
    await inVehicleTransaction(db, first, async (tx, firstRow) => {
      const secondRow = await lockVehicle(tx, second);
      const target = targetId === first ? firstRow : secondRow;
      const [current] = await tx
        .select({
          vehicleId: reservations.vehicleId,
          status: reservations.status,
          rentalStatus: reservations.rentalStatus,
          endDate: reservations.endDate,
        })
        .from(reservations)
        .where(eq(reservations.id, id));
      if (
        current?.status !== 'active' ||
        current.rentalStatus !== 'booked' ||
        current.endDate < today
      ) {
        throw conflict('RESERVATION_NOT_REASSIGNABLE', M.reassignFinished);
      }
      if (current.vehicleId !== existing.vehicleId) {
        throw conflict('CONCURRENT_UPDATE', M.reassignNotFree);
      }
      if (!target || target.archivedAt) throw notFound(M.vehicleInvalid);
      if (target.vehicleType !== existing.vehicle.type) {
        throw conflict('VEHICLE_TYPE_MISMATCH', M.reassignOtherType);
      }
      if (
        target.status !== 'maintenanceCompleted' ||
        (await windowInTheWay(tx, targetId, existing))
      ) {
        throw conflict('VEHICLE_NOT_FREE', M.reassignNotFree);
      }
      if (await carStillOut(tx, targetId, today, existing.endDate)) {
        throw conflict('VEHICLE_NOT_RETURNED', RESERVATION_MESSAGES.vehicleNotReturned);
      }
      await tx
        .update(reservations)
        .set({
          vehicleId: targetId,
          reassignedFromVehicleId: existing.vehicleId,
          reassignedAt: new Date(),
        })
        .where(eq(reservations.id, id));
      await recordAudit(tx, {
        entity: 'reservation',
        entityId: id,
        action: 'reassigned',
        before: { vehicleId: existing.vehicleId, vehicleName: existing.vehicle.name },
        after: { vehicleId: targetId, vehicleName: target.name },
      });
    });
  } catch (error) {
    if (sqlState(error) === EXCLUSION_VIOLATION)
      throw conflict('VEHICLE_NOT_FREE', M.reassignNotFree);
    throw error;
  }
  const moved = await findReservation(db, id, today);
  if (!moved) throw new Error(`reservation ${id} vanished while reassigning`);
  return moved;
}
