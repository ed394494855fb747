import { and, asc, between, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { addDays } from '#domain/dates.ts';
import {
  type AffectedReservation,
  MAINTENANCE_MESSAGES as M,
  type MaintenanceWindowData,
  type MaintenanceWindowView,
  UPCOMING_BOOKING_DAYS,
} from '#domain/maintenance-contracts.ts';
import { VEHICLE_MESSAGES } from '#domain/vehicle.ts';
import type { Db } from '../db/client.ts';
import { EXCLUSION_VIOLATION, sqlState } from '../db/pg-errors.ts';
import { maintenanceWindows, reservations, users, vehicles } from '../db/schema.ts';
import { conflict, notFound } from '../errors.ts';
import { recordAudit } from './audit.ts';
import { inVehicleTransaction } from './vehicle-lock.ts';

interface DayRange {
  startDate: string;
  endDate: string;
}

/** Both ranges inclusive, written as the occupancy constraint's index expression. */
const touches = (start: AnyPgColumn, end: AnyPgColumn, range: DayRange) =>
  sql`daterange(${start}, ${end}, '[]') && daterange(${range.startDate}::date, ${range.endDate}::date, '[]')`;

const windowColumns = {
  id: maintenanceWindows.id,
  vehicleId: maintenanceWindows.vehicleId,
  startDate: maintenanceWindows.startDate,
  endDate: maintenanceWindows.endDate,
  reason: maintenanceWindows.reason,
  createdAt: maintenanceWindows.createdAt,
  vehicle: { id: vehicles.id, name: vehicles.name, vehicleType: vehicles.vehicleType },
};

type WindowRow = { createdAt: Date } & Omit<MaintenanceWindowView, 'createdAt'>;
const toView = (row: WindowRow): MaintenanceWindowView => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
});

/** The active reservations of a vehicle that touch the days: what a window there would clash with. */
export function reservationsInTheWay(
  db: Db,
  vehicleId: number,
  range: DayRange,
): Promise<AffectedReservation[]> {
  return affectedReservations(
    db,
    vehicleId,
    touches(reservations.startDate, reservations.endDate, range),
  );
}

/**
 * The vehicle's bookings not yet handed over that start from today to UPCOMING_BOOKING_DAYS
 * ahead: what moving it to the workshop or out of service leaves without a car (issue 12).
 */
export async function upcomingBookings(
  db: Db,
  vehicleId: number,
  today: string,
): Promise<AffectedReservation[]> {
  const [vehicle] = await db
    .select({ id: vehicles.id })
    .from(vehicles)
    .where(and(eq(vehicles.id, vehicleId), isNull(vehicles.archivedAt)));
  if (!vehicle) throw notFound(VEHICLE_MESSAGES.notFound);
  return affectedReservations(
    db,
    vehicleId,
    and(
      eq(reservations.rentalStatus, 'booked'),
      between(reservations.startDate, today, addDays(today, UPCOMING_BOOKING_DAYS)),
    ),
  );
}

async function affectedReservations(db: Db, vehicleId: number, which: SQL | undefined) {
  const rows = await db
    .select({
      reservationId: reservations.id,
      startDate: reservations.startDate,
      endDate: reservations.endDate,
      userId: reservations.userId,
      firstName: users.firstName,
      lastName: users.lastName,
      vehicleType: vehicles.vehicleType,
    })
    .from(reservations)
    .innerJoin(users, eq(users.id, reservations.userId))
    .innerJoin(vehicles, eq(vehicles.id, reservations.vehicleId))
    .where(
      and(eq(reservations.vehicleId, vehicleId), sql`${reservations.status} = 'active'`, which),
    )
    .orderBy(asc(reservations.startDate), asc(reservations.id));
  return rows.map(({ firstName, lastName, ...row }) => ({
    ...row,
    customerName: `${firstName} ${lastName}`,
  }));
}

/** Whether a service window of the vehicle touches the days (a booking there is refused). */
export async function windowInTheWay(db: Db, vehicleId: number, range: DayRange) {
  const [found] = await db
    .select({ id: maintenanceWindows.id })
    .from(maintenanceWindows)
    .where(
      and(
        eq(maintenanceWindows.vehicleId, vehicleId),
        touches(maintenanceWindows.startDate, maintenanceWindows.endDate, range),
      ),
    )
    .limit(1);
  return found !== undefined;
}

/**
 * Schedules a window under the vehicle's lock (DESIGN 9): reservations of those days are listed
 * in a 409 so the admin can reassign them, and the occupancy constraint still refuses any
 * overlap the checks could miss.
 */
export async function createWindow(
  db: Db,
  vehicleId: number,
  data: MaintenanceWindowData,
  actorId: number,
): Promise<MaintenanceWindowView> {
  try {
    const id = await inVehicleTransaction(db, vehicleId, async (tx, vehicle) => {
      if (!vehicle || vehicle.archivedAt) throw notFound(VEHICLE_MESSAGES.notFound);
      const conflicts = await reservationsInTheWay(tx, vehicleId, data);
      if (conflicts.length > 0) throw conflict('MAINTENANCE_CONFLICT', M.conflict, { conflicts });
      if (await windowInTheWay(tx, vehicleId, data)) {
        throw conflict('MAINTENANCE_WINDOW_TAKEN', M.windowTaken);
      }
      const [row] = await tx
        .insert(maintenanceWindows)
        .values({ vehicleId, ...data, createdBy: actorId })
        .returning({ id: maintenanceWindows.id });
      if (!row) throw new Error('insert returned no row');
      await recordAudit(tx, {
        entity: 'vehicle',
        entityId: vehicleId,
        action: 'windowCreated',
        after: { windowId: row.id, ...data },
      });
      return row.id;
    });
    const created = await findWindow(db, id);
    if (!created) throw new Error(`window ${id} vanished after insert`);
    return created;
  } catch (error) {
    if (sqlState(error) !== EXCLUSION_VIOLATION) throw error;
    // Only a writer that skipped the lock can get here; the database still said no.
    const conflicts = await reservationsInTheWay(db, vehicleId, data);
    throw conflict('MAINTENANCE_CONFLICT', M.conflict, { conflicts });
  }
}

async function findWindow(db: Db, id: number) {
  const [row] = await db
    .select(windowColumns)
    .from(maintenanceWindows)
    .innerJoin(vehicles, eq(vehicles.id, maintenanceWindows.vehicleId))
    .where(eq(maintenanceWindows.id, id));
  return row ? toView(row) : undefined;
}

/** GET /api/maintenance-windows: the windows touching [from, to], earliest first. */
export async function listWindows(db: Db, range: { from: string; to: string }) {
  const rows = await db
    .select(windowColumns)
    .from(maintenanceWindows)
    .innerJoin(vehicles, eq(vehicles.id, maintenanceWindows.vehicleId))
    .where(
      touches(maintenanceWindows.startDate, maintenanceWindows.endDate, {
        startDate: range.from,
        endDate: range.to,
      }),
    )
    .orderBy(asc(maintenanceWindows.startDate), asc(maintenanceWindows.id));
  return rows.map(toView);
}

/** Frees the days again; the occupancy row goes with the window (ON DELETE CASCADE). */
export async function deleteWindow(db: Db, id: number): Promise<void> {
  const existing = await findWindow(db, id);
  if (!existing) throw notFound(M.windowNotFound);
  await inVehicleTransaction(db, existing.vehicleId, async (tx) => {
    const [deleted] = await tx
      .delete(maintenanceWindows)
      .where(eq(maintenanceWindows.id, id))
      .returning({ id: maintenanceWindows.id });
    if (!deleted) return;
    const { startDate, endDate, reason } = existing;
    await recordAudit(tx, {
      entity: 'vehicle',
      entityId: existing.vehicleId,
      action: 'windowDeleted',
      before: { windowId: id, startDate, endDate, reason },
    });
  });
}
