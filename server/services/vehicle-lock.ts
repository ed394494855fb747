import { setTimeout as sleep } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { DEADLOCK_DETECTED, SERIALIZATION_FAILURE, sqlState } from '../db/pg-errors.ts';
import { vehicles } from '../db/schema.ts';
import { conflict } from '../errors.ts';

/**
 * DESIGN 9 "One vehicle, one lock". Every write that depends on a vehicle's bookings or state
 * (book, cancel, archive, status change; later check-out, check-in, service windows) runs in
 * `inVehicleTransaction`, which first takes that vehicle's row lock. Such writes then take turns
 * per vehicle, so a check made inside ("no upcoming bookings", "still maintenanceCompleted")
 * still holds at commit. FOR NO KEY UPDATE conflicts with itself and with FOR UPDATE, but not
 * with the KEY SHARE lock that inserting a row pointing at the vehicle takes.
 */

export const RACE_LOST_MESSAGE =
  'Otra operación sobre este vehículo se cruzó con la tuya. Inténtalo de nuevo.';

export type VehicleRow = typeof vehicles.$inferSelect;

/** How often a transaction that PostgreSQL aborted to break a deadlock is run again. */
const ATTEMPTS = 4;

const isRace = (error: unknown) => {
  const state = sqlState(error);
  return state === DEADLOCK_DETECTED || state === SERIALIZATION_FAILURE;
};

/**
 * Runs `work` (a whole transaction) again when PostgreSQL aborted it as a deadlock victim or a
 * serialization failure, with a short random pause so the racers do not meet again; after the
 * last attempt the caller gets a Spanish 409, never a 500.
 */
export async function retryOnRace<T>(work: () => Promise<T>, attempts = ATTEMPTS): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (!isRace(error)) throw error;
      if (attempt >= attempts) throw conflict('CONCURRENT_UPDATE', RACE_LOST_MESSAGE);
      await sleep(5 + Math.random() * 20 * attempt);
    }
  }
}

/** The vehicle's row (archived or not), locked until the transaction ends; undefined if none. */
export async function lockVehicle(tx: Db, vehicleId: number): Promise<VehicleRow | undefined> {
  const [row] = await tx
    .select()
    .from(vehicles)
    .where(eq(vehicles.id, vehicleId))
    .for('no key update');
  return row;
}

/** One transaction holding the vehicle's lock from its first statement, retried on races. */
export function inVehicleTransaction<T>(
  db: Db,
  vehicleId: number,
  work: (tx: Db, vehicle: VehicleRow | undefined) => Promise<T>,
): Promise<T> {
  return retryOnRace(() =>
    db.transaction(async (tx) => work(tx, await lockVehicle(tx, vehicleId))),
  );
}
