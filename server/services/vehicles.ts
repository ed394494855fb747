import { and, eq, gte, sql } from 'drizzle-orm';
import { todayInElSalvador } from '#domain/dates.ts';
import { PLATE_MESSAGES } from '#domain/plate.ts';
import { planStatusChange, VEHICLE_MESSAGES } from '#domain/vehicle.ts';
import type {
  CreateVehicleData,
  MaintenanceRecordView,
  UpdateVehicleData,
  VehicleView,
} from '#domain/vehicle-contracts.ts';
import type { Db } from '../db/client.ts';
import { sqlState, UNIQUE_VIOLATION } from '../db/pg-errors.ts';
import { reservations, vehicles } from '../db/schema.ts';
import { AppError, conflict, notFound, validationError } from '../errors.ts';
import { recordAudit } from './audit.ts';
import { lastServiceKm, recordMaintenance, recordsOfVehicle } from './maintenance.ts';
import { recordReading } from './odometer.ts';
import { inVehicleTransaction } from './vehicle-lock.ts';

export type VehicleRow = typeof vehicles.$inferSelect;

export function toVehicleView(row: VehicleRow, records: MaintenanceRecordView[]): VehicleView {
  return {
    id: row.id,
    name: row.name,
    brand: row.brand,
    model: row.model,
    capacity: row.capacity,
    vehicleType: { type: row.vehicleType },
    type: row.vehicleType,
    pricePerDay: row.pricePerDay,
    price: row.pricePerDay,
    kilometers: row.kilometers,
    kmForMaintenance: row.kmForMaintenance,
    monthsForMaintenance: row.monthsForMaintenance,
    features: row.features,
    mainImageUrl: row.mainImageUrl,
    imageUrls: row.imageUrls,
    status: row.status,
    insurancePhone: row.insurancePhone,
    plate: row.plate,
    version: row.version,
    workshopPosition: row.workshopPosition,
    lastMaintenanceAlertAt: row.lastMaintenanceAlertAt?.toISOString() ?? null,
    lastMaintenanceDate: records[0]?.maintenanceDate ?? null,
    lastMaintenanceKm: records[0]?.kmAtMaintenance ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    maintenanceRecords: records,
  };
}

export async function viewOf(db: Db, row: VehicleRow): Promise<VehicleView> {
  return toVehicleView(row, await recordsOfVehicle(db, row.id));
}

/**
 * Issue 28: the only unique index a vehicle write can break is the plate's (vehicles_plate_key,
 * letters and digits compared): two admins saving the same plate at once get one 409 here.
 */
async function plateChecked<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (sqlState(error) !== UNIQUE_VIOLATION) throw error;
    throw new AppError(409, 'PLATE_TAKEN', PLATE_MESSAGES.plateTaken, {
      plate: PLATE_MESSAGES.plateTaken,
    });
  }
}

export function createVehicle(db: Db, data: CreateVehicleData): Promise<VehicleView> {
  return plateChecked(() => insertVehicle(db, data));
}

async function insertVehicle(db: Db, data: CreateVehicleData): Promise<VehicleView> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(vehicles).values(data).returning();
    if (!row) throw new Error('insert returned no row');
    await recordReading(tx, { vehicleId: row.id, km: row.kilometers, source: 'initial' });
    await recordAudit(tx, {
      entity: 'vehicle',
      entityId: row.id,
      action: 'created',
      after: {
        name: row.name,
        brand: row.brand,
        model: row.model,
        pricePerDay: row.pricePerDay,
        kilometers: row.kilometers,
        status: row.status,
        plate: row.plate,
      },
    });
    return toVehicleView(row, []);
  });
}

type VehicleChanges = Partial<
  Pick<
    VehicleRow,
    | 'pricePerDay'
    | 'kilometers'
    | 'kmForMaintenance'
    | 'monthsForMaintenance'
    | 'features'
    | 'mainImageUrl'
    | 'imageUrls'
    | 'insurancePhone'
    | 'plate'
    | 'status'
    | 'lastMaintenanceAlertAt'
  >
>;

/** Only what really differs, so a repeated PUT neither bumps the version nor rewrites the row. */
function changedFields(current: VehicleRow, wanted: VehicleChanges): VehicleChanges {
  const changes: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(wanted)) {
    if (value === undefined) continue;
    const before = current[field as keyof VehicleRow];
    if (JSON.stringify(before) !== JSON.stringify(value)) changes[field] = value;
  }
  return changes as VehicleChanges;
}

/**
 * A partial update in one transaction that holds the vehicle's row lock, so a status change is a
 * true compare-and-set even when the board and the fleet screen save at the same moment.
 */
export function updateVehicle(
  db: Db,
  id: number,
  data: UpdateVehicleData,
  now: Date = new Date(),
): Promise<VehicleView> {
  return plateChecked(() => changeVehicle(db, id, data, now));
}

async function changeVehicle(
  db: Db,
  id: number,
  data: UpdateVehicleData,
  now: Date,
): Promise<VehicleView> {
  return inVehicleTransaction(db, id, async (tx, current) => {
    if (!current || current.archivedAt) throw notFound(VEHICLE_MESSAGES.notFound);

    // The odometer noted with a finished service is the vehicle's new reading (issue 12).
    if (data.kilometers === undefined && data.maintenance?.kilometers !== undefined) {
      data = { ...data, kilometers: data.maintenance.kilometers };
    }
    const plan = planStatusChange(current, data, await lastServiceKm(tx, id));
    if (plan.kind === 'conflict') {
      throw conflict('STATUS_CONFLICT', VEHICLE_MESSAGES.statusConflict(current.status), {
        vehicle: await viewOf(tx, current),
      });
    }
    if (plan.kind === 'kilometersBelowCurrent') {
      throw validationError({ kilometers: VEHICLE_MESSAGES.kilometersBelowCurrent(plan.current) });
    }

    const { expectedStatus: _expected, maintenance, ...fields } = data;
    const changes = changedFields(current, { ...fields, status: plan.status });
    if (plan.raisesAlert) changes.lastMaintenanceAlertAt = now;
    if (plan.completesMaintenance) {
      changes.lastMaintenanceAlertAt = null;
      await recordMaintenance(tx, {
        vehicleId: id,
        date: maintenance?.date ?? todayInElSalvador(now),
        kilometers: changes.kilometers ?? current.kilometers,
        details: maintenance,
      });
    }
    if (Object.keys(changes).length === 0) return viewOf(tx, current);
    await recordAudit(tx, {
      entity: 'vehicle',
      entityId: id,
      action: plan.completesMaintenance
        ? 'maintenanceCompleted'
        : changes.status !== undefined
          ? 'statusChanged'
          : 'updated',
      before: Object.fromEntries(
        Object.keys(changes).map((field) => [field, current[field as keyof VehicleChanges]]),
      ),
      after: plan.completesMaintenance
        ? {
            ...changes,
            description: maintenance?.description ?? null,
            cost: maintenance?.cost ?? null,
          }
        : changes,
    });

    const [updated] = await tx
      .update(vehicles)
      .set({
        ...changes,
        version: sql`${vehicles.version} + 1`,
        updatedAt: now,
      })
      .where(eq(vehicles.id, id))
      .returning();
    if (!updated) throw new Error('update returned no row');
    if (changes.kilometers !== undefined) {
      await recordReading(tx, { vehicleId: id, km: changes.kilometers, source: 'edit', at: now });
    }
    return viewOf(tx, updated);
  });
}

/**
 * Soft delete: the vehicle disappears from every list but its reservations and maintenance
 * history stay. Refused while an active reservation still ends today or later.
 */
export async function archiveVehicle(db: Db, id: number, now: Date = new Date()): Promise<void> {
  await inVehicleTransaction(db, id, async (tx, current) => {
    if (!current || current.archivedAt) throw notFound(VEHICLE_MESSAGES.notFound);
    const [booked] = await tx
      .select({ id: reservations.id })
      .from(reservations)
      .where(
        and(
          eq(reservations.vehicleId, id),
          eq(reservations.status, 'active'),
          gte(reservations.endDate, todayInElSalvador(now)),
        ),
      )
      .limit(1);
    if (booked) throw conflict('VEHICLE_HAS_RESERVATIONS', VEHICLE_MESSAGES.hasReservations);
    await recordAudit(tx, {
      entity: 'vehicle',
      entityId: id,
      action: 'archived',
      after: { archivedAt: now.toISOString() },
    });
    await tx
      .update(vehicles)
      .set({ archivedAt: now, updatedAt: now, version: sql`${vehicles.version} + 1` })
      .where(eq(vehicles.id, id));
  });
}
