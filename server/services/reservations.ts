import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { bookingTime } from '#domain/company-settings.ts';
import { todayInElSalvador } from '#domain/dates.ts';
import { DELIVERY_MESSAGES, type Delivery, PICKUP } from '#domain/delivery.ts';
import { cancelRefusal } from '#domain/handover.ts';
import { NO_SHOW_REASON, rentalState } from '#domain/rental-state.ts';
import {
  canCancel,
  displayStatus,
  RESERVATION_MESSAGES as M,
  mayManageReservationsOf,
  rentalDays,
  tooManyReservationsMessage,
  totalPrice,
} from '#domain/reservation.ts';
import type {
  BookedRangeView,
  DateRange,
  DeliveryData,
  ReservationView,
} from '#domain/reservation-contracts.ts';
import { isAdmin, type PublicUser } from '#domain/roles.ts';
import type { Db } from '../db/client.ts';
import { EXCLUSION_VIOLATION, FOREIGN_KEY_VIOLATION, sqlState } from '../db/pg-errors.ts';
import {
  handoverRecording,
  reservations,
  users,
  vehicleOccupancy,
  vehicles,
} from '../db/schema.ts';
import { AppError, conflict, forbidden, notFound, validationError } from '../errors.ts';
import { recordAudit } from './audit.ts';
import { billingView, type MoneyRecords, moneyRecordsOf } from './billing.ts';
import { carStillOut } from './cars-out.ts';
import {
  agencyAddressSql,
  pickupTimeSql,
  readSettings,
  returnTimeSql,
} from './company-settings.ts';
import { documentsOf } from './document-views.ts';
import { type HandoverPair, handoversOf } from './handover-views.ts';
import { windowInTheWay } from './maintenance-windows.ts';
import { inVehicleTransaction } from './vehicle-lock.ts';

/** Whoever cancelled (issue 27): the customer or a staff member. */
const canceller = alias(users, 'canceller');

/**
 * The day the app began recording hand-overs (migration 0021), read with the rows. A database
 * without the row (it cannot happen after the migration) counts every booking as recorded.
 */
export const recordingSinceSql = sql<string>`coalesce((select ${handoverRecording.since}::text from ${handoverRecording}), '0001-01-01')`;

const reservationColumns = {
  id: reservations.id,
  startDate: reservations.startDate,
  endDate: reservations.endDate,
  createdAt: reservations.createdAt,
  pricePerDay: reservations.pricePerDay,
  totalPrice: reservations.totalPrice,
  status: reservations.status,
  cancelledAt: reservations.cancelledAt,
  cancelledBy: reservations.cancelledBy,
  cancelReason: reservations.cancelReason,
  cancellerFirstName: canceller.firstName,
  cancellerLastName: canceller.lastName,
  recordingSince: recordingSinceSql,
  rentalStatus: reservations.rentalStatus,
  reassignedAt: reservations.reassignedAt,
  userId: reservations.userId,
  vehicleId: reservations.vehicleId,
  delivery: {
    mode: reservations.deliveryMode,
    address: reservations.deliveryAddress,
    phone: reservations.deliveryPhone,
  },
  // Issue 28: bookings made before times existed read the company's defaults; a pickup at the
  // agency reads the agency's address (one small row, read once per statement).
  pickupTime: pickupTimeSql,
  returnTime: returnTimeSql,
  agencyAddress: agencyAddressSql,
  user: {
    id: users.id,
    firstName: users.firstName,
    lastName: users.lastName,
    email: users.email,
    dui: users.dui,
    documentType: users.documentType,
    nationality: users.nationality,
    phoneNumber: users.phoneNumber,
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
    plate: vehicles.plate,
  },
};

function selectRows(db: Db, where: SQL | undefined, order: SQL[]) {
  return db
    .select(reservationColumns)
    .from(reservations)
    .innerJoin(users, eq(users.id, reservations.userId))
    .innerJoin(vehicles, eq(vehicles.id, reservations.vehicleId))
    .leftJoin(canceller, eq(canceller.id, reservations.cancelledBy))
    .where(where)
    .orderBy(...order);
}

type ReservationRow = Awaited<ReturnType<typeof selectRows>>[number];

const newestStartFirst = [desc(reservations.startDate), desc(reservations.id)];

function cancellationOf(row: ReservationRow): ReservationView['cancellation'] {
  if (row.status !== 'cancelled' || !row.cancelledAt) return null;
  const byName = [row.cancellerFirstName, row.cancellerLastName].filter(Boolean).join(' ');
  return {
    at: row.cancelledAt.toISOString(),
    by: row.cancelledBy === row.userId ? 'customer' : 'staff',
    byName,
    reason: row.cancelReason,
  };
}

interface Related {
  handover?: HandoverPair;
  money?: MoneyRecords;
  documents?: ReservationView['documents'];
}

function toView(
  row: ReservationRow,
  today: string,
  { handover, money, documents }: Related,
): ReservationView {
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
    reassignedAt: row.reassignedAt?.toISOString() ?? null,
    state: rentalState(row, today, row.recordingSince),
    cancellation: cancellationOf(row),
    userId: row.userId,
    vehicleId: row.vehicleId,
    delivery: row.delivery,
    pickupTime: row.pickupTime,
    returnTime: row.returnTime,
    place:
      row.delivery.mode === 'delivery' && row.delivery.address
        ? { kind: 'delivery', address: row.delivery.address }
        : { kind: 'agency', address: row.agencyAddress },
    user: { ...user, name: `${user.firstName} ${user.lastName}` },
    vehicle: {
      ...vehicle,
      type: vehicle.vehicleType,
      vehicleType: { type: vehicle.vehicleType },
    },
    billing: billingView(row.totalPrice, money),
    documents: documents ?? { agreement: null, statement: null },
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
  const [rows, handover, money, documents] = await Promise.all([
    selectRows(db, where, order),
    handoversOf(db, where),
    moneyRecordsOf(db, where),
    documentsOf(db, where),
  ]);
  return rows.map((row) =>
    toView(row, today, {
      handover: handover.get(row.id),
      money: money.get(row.id),
      documents: documents.get(row.id),
    }),
  );
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

/**
 * The public view of taken days in a range: vehicle and days only. Service windows (issue 12)
 * are among them, unnamed, so a customer's calendar greys out those days too; so is a car still
 * out past its booking's end date (issue 27), from the day after that date to the range's end.
 */
export async function listBookedRanges(
  db: Db,
  range: DateRange,
  today = todayInElSalvador(),
): Promise<BookedRangeView[]> {
  const o = vehicleOccupancy;
  const [rows, stillOut] = await Promise.all([
    db
      .select({ vehicleId: o.vehicleId, startDate: o.startDate, endDate: o.endDate })
      .from(o)
      .where(
        sql`daterange(${o.startDate}, ${o.endDate}, '[]') && daterange(${range.startDate}::date, ${range.endDate}::date, '[]')`,
      )
      .orderBy(o.startDate, o.vehicleId),
    db
      .select({
        vehicleId: reservations.vehicleId,
        startDate: sql<string>`greatest(${reservations.endDate} + 1, ${range.startDate}::date)::text`,
        endDate: sql<string>`${range.endDate}`,
      })
      .from(reservations)
      .where(
        and(
          isActive,
          eq(reservations.rentalStatus, 'inProgress'),
          sql`${reservations.endDate} < ${today}::date`,
          sql`${reservations.endDate} < ${range.endDate}::date`,
        ),
      )
      .orderBy(reservations.vehicleId),
  ]);
  return [...rows, ...stillOut].map((row) => ({ ...row, vehicle: { id: row.vehicleId } }));
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
  delivery?: DeliveryData | undefined;
  pickupTime?: string | undefined;
  returnTime?: string | undefined;
}

/**
 * Issue 28: the pickup time on the start date and the return time on the end date, each inside
 * that weekday's opening hours (a Spanish 400 otherwise); the company's defaults when absent.
 */
async function bookingTimes(db: Db, input: NewReservation) {
  const settings = await readSettings(db);
  const pickup = bookingTime('pickup', input.pickupTime, input.startDate, settings);
  const back = bookingTime('return', input.returnTime, input.endDate, settings);
  const fields: Record<string, string> = {};
  if ('error' in pickup) fields.pickupTime = pickup.error;
  if ('error' in back) fields.returnTime = back.error;
  if ('error' in pickup || 'error' in back) throw validationError(fields);
  return { pickupTime: pickup.time, returnTime: back.time };
}

/** The delivery contact's form (the SPEC's Salvadoran phone), as the table's check has it. */
const LOCAL_PHONE = /^\d{4}-\d{4}$/;

/**
 * What is stored for the booking's delivery: a delivery without a phone of its own takes the
 * phone of the account it is booked for (the one given at sign-up). An account from abroad has
 * an international phone (issue 28), which the delivery contact cannot take: it is asked for.
 */
async function deliveryValues(
  db: Db,
  delivery: DeliveryData | undefined,
  userId: number,
): Promise<Delivery> {
  if (delivery?.mode !== 'delivery') return PICKUP;
  if (delivery.phone) return { mode: 'delivery', address: delivery.address, phone: delivery.phone };
  const [account] = await db
    .select({ phoneNumber: users.phoneNumber })
    .from(users)
    .where(eq(users.id, userId));
  if (!account) throw notFound(M.userNotFound);
  if (!LOCAL_PHONE.test(account.phoneNumber)) {
    throw validationError({ 'delivery.phone': DELIVERY_MESSAGES.localPhoneRequired });
  }
  return { mode: 'delivery', address: delivery.address, phone: account.phoneNumber };
}

export interface BookingLimits {
  /** Upcoming or running reservations one customer may hold; null for no limit (admins). */
  maxUpcoming: number | null;
}

/** Refuses a customer who already holds `max` reservations that have not ended. */
async function checkUpcomingLimit(tx: Db, userId: number, max: number, today: string) {
  // The user's row lock makes two bookings of the same customer (of different vehicles) count in
  // turn; always taken after the vehicle's, so the lock order is the same everywhere.
  await tx.execute(sql`select id from ${users} where id = ${userId} for no key update`);
  const [held] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(reservations)
    .where(
      and(eq(reservations.userId, userId), isActive, sql`${reservations.endDate} >= ${today}`),
    );
  if ((held?.count ?? 0) >= max) {
    throw conflict('TOO_MANY_RESERVATIONS', tooManyReservationsMessage(max));
  }
}

/**
 * Books a vehicle at its current price, holding the vehicle's row lock (DESIGN 9), so archiving
 * or a status change cannot slip between the checks and the insert; the exclusion constraint
 * still refuses overlapping dates as the last line of defence.
 */
export async function createReservation(
  db: Db,
  input: NewReservation,
  today: string,
  limits: BookingLimits = { maxUpcoming: null },
) {
  const times = await bookingTimes(db, input);
  let id: number;
  try {
    id = await inVehicleTransaction(db, input.vehicleId, async (tx, vehicle) => {
      if (!vehicle || vehicle.archivedAt) throw notFound(M.vehicleNotFound);
      if (vehicle.status !== 'maintenanceCompleted') {
        throw conflict('VEHICLE_UNAVAILABLE', M.vehicleUnavailable);
      }
      if (await carStillOut(tx, input.vehicleId, today, input.endDate)) {
        throw conflict('VEHICLE_NOT_RETURNED', M.vehicleNotReturned);
      }
      if (await windowInTheWay(tx, input.vehicleId, input)) {
        throw conflict('VEHICLE_IN_MAINTENANCE', M.vehicleInMaintenance);
      }
      if (limits.maxUpcoming !== null) {
        await checkUpcomingLimit(tx, input.userId, limits.maxUpcoming, today);
      }
      const total = totalPrice(rentalDays(input.startDate, input.endDate), vehicle.pricePerDay);
      const delivery = await deliveryValues(tx, input.delivery, input.userId);
      const [row] = await tx
        .insert(reservations)
        .values({
          userId: input.userId,
          vehicleId: input.vehicleId,
          startDate: input.startDate,
          endDate: input.endDate,
          pricePerDay: vehicle.pricePerDay,
          totalPrice: total,
          deliveryMode: delivery.mode,
          deliveryAddress: delivery.address,
          deliveryPhone: delivery.phone,
          pickupTime: times.pickupTime,
          returnTime: times.returnTime,
        })
        .returning({ id: reservations.id });
      if (!row) throw new Error('insert returned no row');
      await recordAudit(tx, {
        entity: 'reservation',
        entityId: row.id,
        action: 'created',
        after: {
          userId: input.userId,
          vehicleId: input.vehicleId,
          vehicleName: vehicle.name,
          startDate: input.startDate,
          endDate: input.endDate,
          totalPrice: total,
          deliveryMode: delivery.mode,
          pickupTime: times.pickupTime,
          returnTime: times.returnTime,
        },
      });
      return row.id;
    });
  } catch (error) {
    const state = sqlState(error);
    if (state === EXCLUSION_VIOLATION) throw conflict('DATES_TAKEN', M.datesTaken);
    if (state === FOREIGN_KEY_VIOLATION) throw notFound(M.userNotFound);
    throw error;
  }
  const created = await findReservation(db, id, today);
  if (!created) throw new Error(`reservation ${id} vanished after insert`);
  return created;
}

/**
 * Soft cancel: frees the dates and keeps the record with who, when and (optionally, issue 27)
 * why. Cancelling twice answers the cancelled
 * reservation again; a completed one cannot be cancelled. Another customer's reservation is
 * answered as a missing one, so ids tell nothing about who booked what.
 */
export async function cancelReservation(
  db: Db,
  id: number,
  actor: PublicUser,
  today: string,
  reason: string | null = null,
) {
  const existing = await findReservation(db, id, today);
  if (!existing || !mayManageReservationsOf(actor, existing.userId)) {
    throw notFound(M.reservationNotFound);
  }
  // The counter's 'Marcar como no presentado' (issue 27): staff only, and only for a no-show,
  // which may be marked after its last day too.
  const noShow = reason === NO_SHOW_REASON;
  if (noShow && !isAdmin(actor)) throw forbidden(M.noShowStaffOnly);
  await inVehicleTransaction(db, existing.vehicleId, async (tx) => {
    const [current] = await tx
      .select({ status: reservations.status, rentalStatus: reservations.rentalStatus })
      .from(reservations)
      .where(eq(reservations.id, id));
    if (current?.status !== 'active') return;
    // Once the car is handed over the booking is a rental: it is returned, not cancelled.
    const delivered = cancelRefusal(current);
    if (delivered) throw new AppError(delivered.status, delivered.code, delivered.message);
    if (noShow) {
      // Checked out meanwhile is refused above; the dates and the recording day do not change.
      if (existing.state !== 'no-show') throw conflict('NOT_A_NO_SHOW', M.notANoShow);
    } else if (!canCancel({ ...existing, status: current.status }, today)) {
      throw new AppError(409, 'RESERVATION_COMPLETED', M.completedCannotCancel);
    }
    await tx
      .update(reservations)
      .set({
        status: 'cancelled',
        cancelledAt: new Date(),
        cancelledBy: actor.id,
        cancelReason: reason,
      })
      .where(and(eq(reservations.id, id), isActive));
    await recordAudit(tx, {
      entity: 'reservation',
      entityId: id,
      action: 'cancelled',
      before: { status: 'active' },
      after: reason ? { status: 'cancelled', reason } : { status: 'cancelled' },
    });
  });
  const cancelled = await findReservation(db, id, today);
  if (!cancelled) throw new Error(`reservation ${id} vanished while cancelling`);
  return cancelled;
}
