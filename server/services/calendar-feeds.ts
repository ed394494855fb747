import { createHash, randomBytes } from 'node:crypto';
import { and, asc, eq, gte, type SQL } from 'drizzle-orm';
import type { CalendarFeedView, CreateFeedInput } from '#domain/calendar-feed-contracts.ts';
import {
  FEED_HISTORY_DAYS,
  FEED_TOKEN_PATTERN,
  type FeedScope,
  feedName,
  CALENDAR_FEED_MESSAGES as M,
  reservationEvent,
  windowEvent,
} from '#domain/calendar-feeds.ts';
import { addDays, todayInElSalvador } from '#domain/dates.ts';
import { buildCalendar } from '#domain/icalendar.ts';
import { rentalState } from '#domain/rental-state.ts';
import { mayManageReservationsOf } from '#domain/reservation.ts';
import { isAdmin, type PublicUser } from '#domain/roles.ts';
import type { Db } from '../db/client.ts';
import { calendarFeeds, maintenanceWindows, reservations, users, vehicles } from '../db/schema.ts';
import { forbidden, notFound } from '../errors.ts';
import { agencyAddressSql, pickupTimeSql, returnTimeSql } from './company-settings.ts';
import { recordingSinceSql } from './rental-state-sql.ts';

/** Only the token's SHA-256 is stored: a copy of the database opens no calendar. */
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

const feedColumns = {
  id: calendarFeeds.id,
  scope: calendarFeeds.scope,
  createdAt: calendarFeeds.createdAt,
  vehicleId: vehicles.id,
  vehicleName: vehicles.name,
};

type FeedRow = {
  id: number;
  scope: FeedScope;
  createdAt: Date;
  vehicleId: number | null;
  vehicleName: string | null;
};

const toView = (row: FeedRow): CalendarFeedView => ({
  id: row.id,
  scope: row.scope,
  vehicle:
    row.vehicleId !== null && row.vehicleName !== null
      ? { id: row.vehicleId, name: row.vehicleName }
      : null,
  createdAt: row.createdAt.toISOString(),
});

/** A new secret feed; the token is answered once, as part of the URL, and never again. */
export async function createFeed(db: Db, owner: PublicUser, input: CreateFeedInput) {
  if (input.scope !== 'mine' && !isAdmin(owner)) throw forbidden(M.customerOnlyMine);
  let vehicleName: string | null = null;
  if (input.vehicleId !== undefined) {
    const [vehicle] = await db
      .select({ name: vehicles.name, archivedAt: vehicles.archivedAt })
      .from(vehicles)
      .where(eq(vehicles.id, input.vehicleId));
    if (!vehicle || vehicle.archivedAt) throw notFound(M.vehicleNotFound);
    vehicleName = vehicle.name;
  }
  const token = randomBytes(32).toString('base64url');
  const [row] = await db
    .insert(calendarFeeds)
    .values({
      userId: owner.id,
      scope: input.scope,
      vehicleId: input.vehicleId ?? null,
      tokenHash: hashOf(token),
    })
    .returning();
  if (!row) throw new Error('insert returned no row');
  const view = toView({ ...row, vehicleId: row.vehicleId, vehicleName });
  return { view, token };
}

export async function listFeeds(db: Db, ownerId: number): Promise<CalendarFeedView[]> {
  const rows = await db
    .select(feedColumns)
    .from(calendarFeeds)
    .leftJoin(vehicles, eq(vehicles.id, calendarFeeds.vehicleId))
    .where(eq(calendarFeeds.userId, ownerId))
    .orderBy(asc(calendarFeeds.id));
  return rows.map(toView);
}

/** Revokes a feed of one's own; someone else's is answered as missing. */
export async function deleteFeed(db: Db, ownerId: number, id: number): Promise<void> {
  const deleted = await db
    .delete(calendarFeeds)
    .where(and(eq(calendarFeeds.id, id), eq(calendarFeeds.userId, ownerId)))
    .returning({ id: calendarFeeds.id });
  if (deleted.length === 0) throw notFound(M.feedNotFound);
}

const reservationColumns = {
  id: reservations.id,
  startDate: reservations.startDate,
  endDate: reservations.endDate,
  status: reservations.status,
  totalPrice: reservations.totalPrice,
  deliveryMode: reservations.deliveryMode,
  deliveryAddress: reservations.deliveryAddress,
  // Issue 28: the times (the settings' defaults for bookings made before) and the agency.
  pickupTime: pickupTimeSql,
  returnTime: returnTimeSql,
  agencyAddress: agencyAddressSql,
  createdAt: reservations.createdAt,
  cancelledAt: reservations.cancelledAt,
  rentalStatus: reservations.rentalStatus,
  recordingSince: recordingSinceSql,
  vehicleName: vehicles.name,
  firstName: users.firstName,
  lastName: users.lastName,
};

/** Reservations (cancelled ones too: calendars must learn of the cancel) as events. */
async function reservationEvents(db: Db, where: SQL | undefined, withCustomer: boolean) {
  const rows = await db
    .select(reservationColumns)
    .from(reservations)
    .innerJoin(vehicles, eq(vehicles.id, reservations.vehicleId))
    .innerJoin(users, eq(users.id, reservations.userId))
    .where(where)
    .orderBy(asc(reservations.startDate), asc(reservations.id));
  const today = todayInElSalvador();
  return rows.map(({ firstName, lastName, rentalStatus, recordingSince, ...row }) =>
    reservationEvent({
      ...row,
      state: rentalState({ ...row, rentalStatus }, today, recordingSince),
      ...(withCustomer ? { customerName: `${firstName} ${lastName}` } : {}),
    }),
  );
}

async function windowEvents(db: Db, vehicleId: number | null, since: string) {
  const rows = await db
    .select({
      id: maintenanceWindows.id,
      startDate: maintenanceWindows.startDate,
      endDate: maintenanceWindows.endDate,
      reason: maintenanceWindows.reason,
      createdAt: maintenanceWindows.createdAt,
      vehicleName: vehicles.name,
    })
    .from(maintenanceWindows)
    .innerJoin(vehicles, eq(vehicles.id, maintenanceWindows.vehicleId))
    .where(
      and(
        gte(maintenanceWindows.endDate, since),
        vehicleId === null ? undefined : eq(maintenanceWindows.vehicleId, vehicleId),
      ),
    )
    .orderBy(asc(maintenanceWindows.startDate), asc(maintenanceWindows.id));
  return rows.map(windowEvent);
}

/**
 * The calendar behind a feed URL, or null for an unknown or revoked token. A feed of all
 * reservations or of a vehicle stops when its owner is no longer an admin.
 */
export async function feedCalendar(db: Db, token: string, now = new Date()) {
  if (!FEED_TOKEN_PATTERN.test(token)) return null;
  const [feed] = await db
    .select({
      scope: calendarFeeds.scope,
      userId: calendarFeeds.userId,
      vehicleId: calendarFeeds.vehicleId,
      role: users.role,
      vehicleName: vehicles.name,
    })
    .from(calendarFeeds)
    .innerJoin(users, eq(users.id, calendarFeeds.userId))
    .leftJoin(vehicles, eq(vehicles.id, calendarFeeds.vehicleId))
    .where(eq(calendarFeeds.tokenHash, hashOf(token)));
  if (!feed) return null;
  if (feed.scope !== 'mine' && feed.role !== 'ADMIN') return null;
  const since = addDays(todayInElSalvador(now), -FEED_HISTORY_DAYS);
  const recent = gte(reservations.endDate, since);
  const events =
    feed.scope === 'mine'
      ? await reservationEvents(db, and(recent, eq(reservations.userId, feed.userId)), false)
      : [
          ...(await reservationEvents(
            db,
            and(
              recent,
              feed.vehicleId === null ? undefined : eq(reservations.vehicleId, feed.vehicleId),
            ),
            true,
          )),
          ...(await windowEvents(db, feed.vehicleId, since)),
        ];
  return buildCalendar(events, { name: feedName(feed.scope, feed.vehicleName), now });
}

/** 'Agregar a mi calendario': one reservation as a .ics, for its customer or an admin. */
export async function reservationCalendar(db: Db, id: number, actor: PublicUser, now = new Date()) {
  const [owner] = await db
    .select({ userId: reservations.userId })
    .from(reservations)
    .where(eq(reservations.id, id));
  if (!owner || !mayManageReservationsOf(actor, owner.userId)) return null;
  return reservationCalendarFile(db, id, isAdmin(actor), now);
}

/** One reservation's .ics, also attached to its confirmation e-mail (issue 29). */
export async function reservationCalendarFile(
  db: Db,
  id: number,
  withCustomer: boolean,
  now = new Date(),
) {
  const events = await reservationEvents(db, eq(reservations.id, id), withCustomer);
  return buildCalendar(events, { name: `ELITE DRIVE – Reserva #${id}`, now });
}
