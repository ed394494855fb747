import { and, eq, isNull, sql } from 'drizzle-orm';
import { VEHICLE_MESSAGES } from '#domain/vehicle.ts';
import type { VehicleView } from '#domain/vehicle-contracts.ts';
import { isWorkshopStatus, placeBefore, WORKSHOP_MESSAGES } from '#domain/workshop-order.ts';
import type { WorkshopPositionInput } from '#domain/workshop-order-contract.ts';
import type { Db } from '../db/client.ts';
import { vehicles } from '../db/schema.ts';
import { AppError, conflict, notFound } from '../errors.ts';
import { recordAudit } from './audit.ts';
import { lockVehicle, retryOnRace } from './vehicle-lock.ts';
import { viewOf } from './vehicles.ts';

/**
 * The advisory lock every reorder takes first (issue 26), in every server instance: reorders
 * run one after the other, each on the order the previous one left. Reorders are rare (a few
 * a day per workshop), so one lock for both columns costs nothing. A status change takes only
 * its vehicle's row lock; the trigger of migration 0025 puts a car entering a column last (two
 * entering at once tie, and ties go by id), and the writes below skip a car that left the column
 * meanwhile.
 */
const WORKSHOP_LOCK = 26_0026;

/**
 * PUT /api/vehicles/{id}/workshop-position: the car goes right before `before` in its column
 * ('Requiere mantenimiento' or 'En mantenimiento'), or last when `before` is null. Audited like
 * a status change; a request that changes nothing writes nothing.
 */
export function placeInWorkshop(
  db: Db,
  id: number,
  input: WorkshopPositionInput,
): Promise<VehicleView> {
  if (input.before === id) {
    throw new AppError(400, 'VALIDATION_ERROR', WORKSHOP_MESSAGES.beforeSelf, {
      before: WORKSHOP_MESSAGES.beforeSelf,
    });
  }
  return retryOnRace(() =>
    db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${WORKSHOP_LOCK})`);
      const current = await lockVehicle(tx, id);
      if (!current || current.archivedAt) throw notFound(VEHICLE_MESSAGES.notFound);
      if (input.expectedStatus !== undefined && input.expectedStatus !== current.status) {
        throw conflict('STATUS_CONFLICT', VEHICLE_MESSAGES.statusConflict(current.status), {
          vehicle: await viewOf(tx, current),
        });
      }
      const column = current.status;
      if (!isWorkshopStatus(column)) {
        throw conflict('NOT_IN_WORKSHOP', WORKSHOP_MESSAGES.notInWorkshop);
      }
      let beforeName: string | null = null;
      if (input.before !== null) {
        const [target] = await tx
          .select({ status: vehicles.status, name: vehicles.name })
          .from(vehicles)
          .where(and(eq(vehicles.id, input.before), isNull(vehicles.archivedAt)));
        if (!target) throw notFound(WORKSHOP_MESSAGES.beforeNotFound);
        if (target.status !== column) {
          throw conflict('NOT_SAME_COLUMN', WORKSHOP_MESSAGES.notSameColumn);
        }
        beforeName = target.name;
      }

      const cars = await tx
        .select({ id: vehicles.id, workshopPosition: vehicles.workshopPosition })
        .from(vehicles)
        .where(and(eq(vehicles.status, column), isNull(vehicles.archivedAt)));
      const writes = placeBefore(cars, id, input.before);
      if (writes.size === 0) return viewOf(tx, current);

      await recordAudit(tx, {
        entity: 'vehicle',
        entityId: id,
        action: 'workshopReordered',
        before: { status: column, workshopPosition: current.workshopPosition },
        after: {
          status: column,
          workshopPosition: writes.get(id) ?? current.workshopPosition,
          beforeVehicleId: input.before,
          beforeName,
        },
      });
      // One statement for a renumbered column too; `status` again, so a car that changed
      // column since it was read keeps its new column's place (unplaced).
      const rows = sql.join(
        [...writes].map(([car, position]) => sql`(${car}::integer, ${position}::bigint)`),
        sql`, `,
      );
      await tx.execute(sql`
        update vehicles v set workshop_position = w.position
        from (values ${rows}) as w(id, position)
        where v.id = w.id and v.status = ${column} and v.archived_at is null`);
      const updated = await lockVehicle(tx, id);
      if (!updated) throw new Error('the vehicle vanished inside its own lock');
      return viewOf(tx, updated);
    }),
  );
}
