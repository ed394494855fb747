import { desc, eq } from 'drizzle-orm';
import { VEHICLE_MESSAGES } from '#domain/vehicle.ts';
import type { MaintenanceDetails, MaintenanceRecordView } from '#domain/vehicle-contracts.ts';
import type { Db } from '../db/client.ts';
import { maintenanceRecords } from '../db/schema.ts';

type MaintenanceRow = typeof maintenanceRecords.$inferSelect;

const newestFirst = [desc(maintenanceRecords.maintenanceDate), desc(maintenanceRecords.id)];

export function toMaintenanceRecordView(row: MaintenanceRow): MaintenanceRecordView {
  return {
    id: row.id,
    maintenanceDate: row.maintenanceDate,
    kmAtMaintenance: row.kmAtMaintenance,
    description: row.description,
    cost: row.cost,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function recordsOfVehicle(
  db: Db,
  vehicleId: number,
): Promise<MaintenanceRecordView[]> {
  const rows = await db
    .select()
    .from(maintenanceRecords)
    .where(eq(maintenanceRecords.vehicleId, vehicleId))
    .orderBy(...newestFirst);
  return rows.map(toMaintenanceRecordView);
}

/** The odometer at the last service, from which the next one is counted (DESIGN 5). */
export async function lastServiceKm(db: Db, vehicleId: number): Promise<number | null> {
  const [last] = await db
    .select({ km: maintenanceRecords.kmAtMaintenance })
    .from(maintenanceRecords)
    .where(eq(maintenanceRecords.vehicleId, vehicleId))
    .orderBy(...newestFirst)
    .limit(1);
  return last?.km ?? null;
}

/** The workshop's record of a finished service, dated today in El Salvador. */
export async function recordMaintenance(
  db: Db,
  entry: { vehicleId: number; date: string; kilometers: number; details?: MaintenanceDetails },
): Promise<void> {
  await db.insert(maintenanceRecords).values({
    vehicleId: entry.vehicleId,
    maintenanceDate: entry.date,
    kmAtMaintenance: entry.kilometers,
    description: entry.details?.description || VEHICLE_MESSAGES.defaultMaintenanceDescription,
    cost: entry.details?.cost ?? null,
  });
}
