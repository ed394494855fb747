import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { todayInElSalvador } from '#domain/dates.ts';
import type { OdometerSource } from '#domain/handover.ts';
import type { OdometerReadingView } from '#domain/handover-contracts.ts';
import type { PublicUser } from '#domain/roles.ts';
import { VEHICLE_MESSAGES } from '#domain/vehicle.ts';
import type { Db } from '../db/client.ts';
import { odometerReadings, users, vehicles } from '../db/schema.ts';
import { conflict, notFound } from '../errors.ts';
import { recordAudit } from './audit.ts';
import { inVehicleTransaction } from './vehicle-lock.ts';

export const ODOMETER_MESSAGES = {
  readingNotFound: 'Lectura del odómetro no encontrada',
  alreadyVoided: 'Esta lectura ya fue anulada',
  onlyValidReading: 'No se puede anular la única lectura válida del vehículo',
  adminOnly: 'Solo los administradores pueden anular lecturas del odómetro',
} as const;

/** DESIGN 9: every reading goes into the vehicle's log; the caller holds the vehicle's lock. */
export async function recordReading(
  db: Db,
  reading: {
    vehicleId: number;
    km: number;
    source: OdometerSource;
    reservationId?: number;
    recordedBy?: number;
    at?: Date;
  },
): Promise<void> {
  await db.insert(odometerReadings).values({
    vehicleId: reading.vehicleId,
    km: reading.km,
    source: reading.source,
    reservationId: reading.reservationId ?? null,
    recordedBy: reading.recordedBy ?? null,
    recordedAt: reading.at ?? new Date(),
  });
}

/** Issue 27: the vehicle's newest reading that was not voided; undefined when none. */
export async function lastValidReading(
  db: Db,
  vehicleId: number,
): Promise<{ id: number; km: number; at: Date; date: string } | undefined> {
  const [row] = await db
    .select({ id: odometerReadings.id, km: odometerReadings.km, at: odometerReadings.recordedAt })
    .from(odometerReadings)
    .where(and(eq(odometerReadings.vehicleId, vehicleId), isNull(odometerReadings.voidedAt)))
    .orderBy(desc(odometerReadings.recordedAt), desc(odometerReadings.id))
    .limit(1);
  return row ? { ...row, date: todayInElSalvador(row.at) } : undefined;
}

const voider = alias(users, 'voider');

/** GET /api/vehicles/{id}/odometer: the readings, newest first, voided ones marked. */
export async function readingsOf(db: Db, vehicleId: number): Promise<OdometerReadingView[]> {
  const [vehicle] = await db
    .select({ id: vehicles.id })
    .from(vehicles)
    .where(and(eq(vehicles.id, vehicleId), isNull(vehicles.archivedAt)));
  if (!vehicle) throw notFound(VEHICLE_MESSAGES.notFound);
  const rows = await db
    .select({
      reading: odometerReadings,
      voiderFirst: voider.firstName,
      voiderLast: voider.lastName,
    })
    .from(odometerReadings)
    .leftJoin(voider, eq(voider.id, odometerReadings.voidedBy))
    .where(eq(odometerReadings.vehicleId, vehicleId))
    .orderBy(desc(odometerReadings.recordedAt), desc(odometerReadings.id));
  return rows.map(({ reading: row, voiderFirst, voiderLast }) => ({
    id: row.id,
    date: todayInElSalvador(row.recordedAt),
    at: row.recordedAt.toISOString(),
    km: row.km,
    source: row.source,
    reservationId: row.reservationId,
    voided: row.voidedAt !== null,
    voidedAt: row.voidedAt?.toISOString() ?? null,
    voidedBy:
      row.voidedBy === null ? null : { id: row.voidedBy, name: `${voiderFirst} ${voiderLast}` },
    voidReason: row.voidReason,
  }));
}

/**
 * POST /api/vehicles/{id}/odometer/{readingId}/void (issue 27): the reading stays in the log,
 * marked voided with who, when and why; the vehicle's kilometers become its newest valid
 * reading (its status is not changed); the forecast reads valid readings only. Under the
 * vehicle's lock, so a hand-over cannot read the log half-way.
 */
export async function voidReading(
  db: Db,
  vehicleId: number,
  readingId: number,
  reason: string,
  actor: PublicUser,
  now: Date = new Date(),
): Promise<OdometerReadingView> {
  await inVehicleTransaction(db, vehicleId, async (tx, vehicle) => {
    if (!vehicle || vehicle.archivedAt) throw notFound(VEHICLE_MESSAGES.notFound);
    const [reading] = await tx
      .select()
      .from(odometerReadings)
      .where(and(eq(odometerReadings.id, readingId), eq(odometerReadings.vehicleId, vehicleId)));
    if (!reading) throw notFound(ODOMETER_MESSAGES.readingNotFound);
    if (reading.voidedAt) throw conflict('READING_ALREADY_VOIDED', ODOMETER_MESSAGES.alreadyVoided);
    await tx
      .update(odometerReadings)
      .set({ voidedAt: now, voidedBy: actor.id, voidReason: reason })
      .where(eq(odometerReadings.id, readingId));
    const newest = await lastValidReading(tx, vehicleId);
    if (!newest) throw conflict('ONLY_VALID_READING', ODOMETER_MESSAGES.onlyValidReading);
    await tx
      .update(vehicles)
      .set({ kilometers: newest.km, version: sql`${vehicles.version} + 1`, updatedAt: now })
      .where(eq(vehicles.id, vehicleId));
    await recordAudit(tx, {
      entity: 'vehicle',
      entityId: vehicleId,
      action: 'odometerVoided',
      before: { kilometers: vehicle.kilometers },
      after: {
        kilometers: newest.km,
        readingId,
        readingKm: reading.km,
        readingDate: todayInElSalvador(reading.recordedAt),
        reason,
      },
    });
  });
  const log = await readingsOf(db, vehicleId);
  const voided = log.find((item) => item.id === readingId);
  if (!voided) throw new Error(`reading ${readingId} vanished after it was voided`);
  return voided;
}
