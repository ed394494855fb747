import { and, eq, isNull } from 'drizzle-orm';
import { conflict } from '../errors.ts';
import type { Db } from './client.ts';
import { SERIALIZATION_FAILURE, sqlState } from './pg-errors.ts';
import { vehicles } from './schema.ts';

const DEADLOCK_DETECTED = '40P01';
const ATTEMPTS = 3;

export type VehicleRow = typeof vehicles.$inferSelect;

export const LOCK_MESSAGES = {
  busy: 'El vehículo está siendo modificado por otra operación. Inténtalo de nuevo.',
} as const;

/**
 * DESIGN 9 "One vehicle, one lock": runs `work` in a transaction that first locks the vehicle's
 * row, so writes that depend on a vehicle's state or bookings serialize per vehicle. A deadlock or
 * serialization failure rolls the whole attempt back and runs it again, a few times, then 409.
 * `work` gets null when the vehicle does not exist or is archived.
 */
export async function withVehicleLock<T>(
  db: Db,
  vehicleId: number,
  work: (tx: Db, vehicle: VehicleRow | null) => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(async (tx) => {
        const [vehicle] = await tx
          .select()
          .from(vehicles)
          .where(and(eq(vehicles.id, vehicleId), isNull(vehicles.archivedAt)))
          .for('update');
        return work(tx as unknown as Db, vehicle ?? null);
      });
    } catch (error) {
      const state = sqlState(error);
      if (state !== DEADLOCK_DETECTED && state !== SERIALIZATION_FAILURE) throw error;
      if (attempt >= ATTEMPTS) throw conflict('VEHICLE_BUSY', LOCK_MESSAGES.busy);
    }
  }
}
