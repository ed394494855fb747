import { and, asc, eq, gte, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { vehicleOccupancy, vehicles } from '../db/schema.ts';

export interface BookedRange {
  startDate: string;
  endDate: string;
}

/**
 * The days a vehicle is taken from `from` on (active reservations and service windows alike),
 * only dates: whose booking it is stays private. Null when the vehicle is unknown or archived.
 */
export async function vehicleBookedRanges(
  db: Db,
  vehicleId: number,
  from: string,
): Promise<BookedRange[] | null> {
  const [vehicle] = await db
    .select({ id: vehicles.id })
    .from(vehicles)
    .where(and(eq(vehicles.id, vehicleId), isNull(vehicles.archivedAt)));
  if (!vehicle) return null;
  const o = vehicleOccupancy;
  return db
    .select({ startDate: o.startDate, endDate: o.endDate })
    .from(o)
    .where(and(eq(o.vehicleId, vehicleId), gte(o.endDate, from)))
    .orderBy(asc(o.startDate));
}
