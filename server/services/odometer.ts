import { and, desc, eq, isNull } from 'drizzle-orm';
import { todayInElSalvador } from '#domain/dates.ts';
import type { OdometerSource } from '#domain/handover.ts';
import type { OdometerReadingView } from '#domain/handover-contracts.ts';
import { VEHICLE_MESSAGES } from '#domain/vehicle.ts';
import type { Db } from '../db/client.ts';
import { odometerReadings, vehicles } from '../db/schema.ts';
import { notFound } from '../errors.ts';

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

/** GET /api/vehicles/{id}/odometer: the readings, newest first. */
export async function readingsOf(db: Db, vehicleId: number): Promise<OdometerReadingView[]> {
  const [vehicle] = await db
    .select({ id: vehicles.id })
    .from(vehicles)
    .where(and(eq(vehicles.id, vehicleId), isNull(vehicles.archivedAt)));
  if (!vehicle) throw notFound(VEHICLE_MESSAGES.notFound);
  const rows = await db
    .select()
    .from(odometerReadings)
    .where(eq(odometerReadings.vehicleId, vehicleId))
    .orderBy(desc(odometerReadings.recordedAt), desc(odometerReadings.id));
  return rows.map((row) => ({
    id: row.id,
    date: todayInElSalvador(row.recordedAt),
    at: row.recordedAt.toISOString(),
    km: row.km,
    source: row.source,
    reservationId: row.reservationId,
  }));
}
