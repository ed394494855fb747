import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import { cancelRefusal } from '#domain/handover.ts';
import {
  canCancel,
  displayStatus,
  RESERVATION_MESSAGES as M,
  mayManageReservationsOf,
  rentalDays,
  totalPrice,
} from '#domain/reservation.ts';
import type { BookedRangeView, DateRange, ReservationView } from '#domain/reservation-contracts.ts';
import type { PublicUser } from '#domain/roles.ts';
import type { Db } from '../db/client.ts';
import { EXCLUSION_VIOLATION, sqlState } from '../db/pg-errors.ts';
import { reservations, users, vehicles } from '../db/schema.ts';
import { AppError, conflict, forbidden, notFound } from '../errors.ts';
import { type HandoverPair, handoversOf } from './handover-views.ts';

const FOREIGN_KEY_VIOLATION = '23503';

const reservationColumns = {
  id: reservations.id,
  startDate: reservations.startDate,
  endDate: reservations.endDate,
  createdAt: reservations.createdAt,
  pricePerDay: reservations.pricePerDay,
  totalPrice: reservations.totalPrice,
  status: reservations.status,
  cancelledAt: reservations.cancelledAt,
  rentalStatus: reservations.rentalStatus,
  userId: reservations.userId,
  vehicleId: reservations.vehicleId,
  user: {
    id: users.id,
    firstName: users.firstName,
    lastName: users.lastName,
    email: users.email,
    dui: users.dui,
  },
  vehicle: {
    id: vehicles.id,
    name: vehicles.name,
    brand: vehicles.brand,
    model: vehicles.model,
    vehicleType: vehicles.vehicleType,
    capacity: vehicles.capacity,
    mainImageUrl: vehicles.mainImageUrl,
    pricePerDay: vehicles.pricePerDay,
  },
};

function selectRows(db: Db, where: SQL | undefined, order: SQL[]) {
  return db
    .select(reservationColumns)
    .from(reservations)
    .innerJoin(users, eq(users.id, reservations.userId))
    .innerJoin(vehicles, eq(vehicles.id, reservations.vehicleId))
    .where(where)
    .orderBy(...order);
}

type ReservationRow = Awaited<ReturnType<typeof selectRows>>[number];

const newestStartFirst = [desc(reservations.startDate), desc(reservations.id)];

function toView(row: ReservationRow, today: string, handover?: HandoverPair): ReservationView {
  const { user, vehicle } = row;
  return {
    id: row.id,
    startDate: row.startDate,
    endDate: row.endDate,
    createdAt: row.createdAt.toISOString(),
    days: rentalDays(row.startDate, row.endDate),
    pricePerDay: row.pricePerDay,
    totalPrice: row.totalPrice,
    status: row.status,
    displayStatus: displayStatus(row, today),
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    rentalStatus: row.rentalStatus,
    checkout: handover?.checkout ?? null,
    checkin: handover?.checkin ?? null,
    userId: row.userId,
    vehicleId: row.vehicleId,
    user: { ...user, name: `${user.firstName} ${user.lastName}` },
    vehicle: {
      ...vehicle,
      type: vehicle.vehicleType,
      vehicleType: { type: vehicle.vehicleType },
    },
  };
}

/**
 * Reservation views with their handover records. `where` may only name reservations' columns:
 * the handovers are read with the same condition.
 */
export async function selectReservations(
  db: Db,
  where: SQL | undefined,
  today: string,
  order: SQL[] = newestStartFirst,
) {
  const [rows, handover] = await Promise.all([
    selectRows(db, where, order),
    handoversOf(db, where),
  ]);
  return rows.map((row) => toView(row, today, handover.get(row.id)));
}

/**
 * Both ranges inclusive: a reservation ending on the first asked day still counts. Written as
 * the exclusion constraint's index expression so the range-first GiST index serves it.
 */
const overlaps = (range: DateRange) =>
  sql`daterange(${reservations.startDate}, ${reservations.endDate}, '[]') && daterange(${range.startDate}::date, ${range.endDate}::date, '[]')`;

/** A literal, not a parameter, so the planner can match the constraint's partial index. */
export const isActive = sql`${reservations.status} = 'active'`;

export interface ReservationFilter {
  userId?: number;
  range?: DateRange;
}

/** Active reservations (cancelled ones leave the lists), newest start first. */
export function listReservations(db: Db, filter: ReservationFilter, today: string) {
  return selectReservations(
    db,
    and(
      isActive,
      filter.userId === undefined ? undefined : eq(reservations.userId, filter.userId),
      filter.range ? overlaps(filter.range) : undefined,
    ),
    today,
  );
}

/** The public view of bookings in a range: vehicle and days only. */
export async function listBookedRanges(db: Db, range: DateRange): Promise<BookedRangeView[]> {
  const rows = await db
    .select({
      vehicleId: reservations.vehicleId,
      startDate: reservations.startDate,
      endDate: reservations.endDate,
    })
    .from(reservations)
    .where(and(isActive, overlaps(range)))
    .orderBy(reservations.startDate, reservations.vehicleId);
  return rows.map((row) => ({ ...row, vehicle: { id: row.vehicleId } }));
}

export async function findReservation(db: Db, id: number, today: string) {
  const [found] = await selectReservations(db, eq(reservations.id, id), today);
  return found;
}

export interface NewReservation {
  userId: number;
  vehicleId: number;
  startDate: string;
  endDate: string;
}

/**
 * Books a vehicle at its current price. The insert re-checks the vehicle's state in the same
 * statement, and the exclusion constraint refuses overlapping dates however many requests race:
 * there is no check-then-insert window.
 */
export async function createReservation(db: Db, input: NewReservation, today: string) {
  const [vehicle] = await db
    .select({
      pricePerDay: vehicles.pricePerDay,
      status: vehicles.status,
      archivedAt: vehicles.archivedAt,
    })
    .from(vehicles)
    .where(eq(vehicles.id, input.vehicleId));
  if (!vehicle || vehicle.archivedAt) throw notFound(M.vehicleNotFound);
  if (vehicle.status !== 'maintenanceCompleted') {
    throw conflict('VEHICLE_UNAVAILABLE', M.vehicleUnavailable);
  }
  const total = totalPrice(rentalDays(input.startDate, input.endDate), vehicle.pricePerDay);
  let inserted: unknown;
  try {
    inserted = await db.execute(sql`
      insert into ${reservations}
        (user_id, vehicle_id, start_date, end_date, price_per_day, total_price)
      select ${input.userId}::int, v.id, ${input.startDate}::date, ${input.endDate}::date,
             ${vehicle.pricePerDay}::numeric, ${total}::numeric
      from ${vehicles} v
      where v.id = ${input.vehicleId} and v.status = 'maintenanceCompleted'
        and v.archived_at is null
      returning id`);
  } catch (error) {
    const state = sqlState(error);
    if (state === EXCLUSION_VIOLATION) throw conflict('DATES_TAKEN', M.datesTaken);
    if (state === FOREIGN_KEY_VIOLATION) throw notFound(M.userNotFound);
    throw error;
  }
  // Both drivers answer raw statements with { rows }; Db is generic over them, hence the cast.
  const [row] = (inserted as { rows: { id: number }[] }).rows;
  if (!row) throw conflict('VEHICLE_UNAVAILABLE', M.vehicleUnavailable);
  const created = await findReservation(db, row.id, today);
  if (!created) throw new Error(`reservation ${row.id} vanished after insert`);
  return created;
}

/**
 * Soft cancel: frees the dates and keeps the record. Cancelling twice answers the cancelled
 * reservation again; a completed one cannot be cancelled.
 */
export async function cancelReservation(db: Db, id: number, actor: PublicUser, today: string) {
  const existing = await findReservation(db, id, today);
  if (!existing) throw notFound(M.reservationNotFound);
  if (!mayManageReservationsOf(actor, existing.userId)) throw forbidden(M.ownOnly);
  if (existing.status === 'cancelled') return existing;
  const delivered = cancelRefusal(existing);
  if (delivered) throw new AppError(delivered.status, delivered.code, delivered.message);
  if (!canCancel(existing, today)) {
    throw new AppError(409, 'RESERVATION_COMPLETED', M.completedCannotCancel);
  }
  // Only a reservation not handed over meanwhile: a check-out racing this cancel either lands
  // first (nothing is cancelled, and the check below reports it) or finds it cancelled.
  const updated = await db
    .update(reservations)
    .set({ status: 'cancelled', cancelledAt: new Date(), cancelledBy: actor.id })
    .where(and(eq(reservations.id, id), isActive, eq(reservations.rentalStatus, 'booked')))
    .returning({ id: reservations.id });
  const cancelled = await findReservation(db, id, today);
  if (!cancelled) throw new Error(`reservation ${id} vanished while cancelling`);
  const deliveredMeanwhile = updated.length === 0 ? cancelRefusal(cancelled) : null;
  if (deliveredMeanwhile) {
    throw new AppError(409, deliveredMeanwhile.code, deliveredMeanwhile.message);
  }
  return cancelled;
}
