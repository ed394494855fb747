import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { todayInElSalvador } from '#domain/dates.ts';
import { RESERVATION_MESSAGES as M, mayManageReservationsOf } from '#domain/reservation.ts';
import {
  bookedRangeView,
  cancelReservationInput,
  createReservationInput,
  dateRangeQuery,
  idField,
  reservationView,
} from '#domain/reservation-contracts.ts';
import { isAdmin } from '#domain/roles.ts';
import { z } from '#domain/zod.ts';
import { forbidden, notFound } from '../errors.ts';
import { sendJsonAnswer } from '../http-json.ts';
import { adminOnly, requireUser, signedIn } from '../plugins/auth.ts';
import { keptListAnswers, rangeListReader } from '../services/range-lists.ts';
import { encodeCursor } from '../services/reservation-cursor.ts';
import { reservationPage } from '../services/reservation-pages.ts';
import {
  cancelReservation,
  createReservation,
  findReservation,
  listBookedRanges,
  listReservations,
} from '../services/reservations.ts';
import { errors } from './error-body.ts';
import { optionalRangeQuery, userListQuery } from './reservation-list-query.ts';

const security = [{ bearerAuth: [] }];
const tags = ['reservations'];

export interface ReservationRouteOptions {
  /** Upcoming or running reservations a customer may hold; admins are not limited. */
  maxUpcomingReservations: number;
}

/** A page of a customer's own list (with `limit`). */
const userPage = z.object({
  items: z.array(reservationView),
  nextCursor: z.string().nullable(),
});

export const reservationRoutes: FastifyPluginAsyncZod<ReservationRouteOptions> = async (
  app,
  { maxUpcomingReservations },
) => {
  const { db } = app.database;
  const readRange = rangeListReader(db);
  // 'Mis Reservas' pages, per customer, query and day, at the list stamp (issue 14).
  const keptPages = keptListAnswers(db);

  // Personal answers: no cache on the way (proxy, browser, service worker) may keep them.
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });

  app.get(
    '/',
    {
      schema: {
        tags,
        security,
        summary:
          'Todas las reservas activas, o las que se cruzan con from/to (el calendario) (administradores)',
        querystring: optionalRangeQuery,
        response: { 200: z.array(reservationView), ...errors },
      },
      onRequest: adminOnly(M.adminOnly),
    },
    async (request, reply) => {
      const { from, to } = request.query;
      const today = todayInElSalvador();
      if (!from || !to) return listReservations(db, {}, today);
      // The calendar's range: kept per range and day while the list stamp stays the same.
      const answer = await readRange({ startDate: from, endDate: to }, today);
      return sendJsonAnswer(request, reply, answer);
    },
  );

  app.get(
    '/user',
    {
      schema: {
        tags,
        security,
        summary:
          'Reservas activas de un usuario (las propias, o cualquiera para administradores); con limit, por páginas: próximas y en curso primero, luego las pasadas y las canceladas',
        querystring: userListQuery,
        response: { 200: z.union([z.array(reservationView), userPage]), ...errors },
      },
      onRequest: signedIn,
    },
    async (request, reply) => {
      const user = requireUser(request);
      const { limit, cursor } = request.query;
      const userId = request.query.userId ?? user.id;
      if (!mayManageReservationsOf(user, userId)) throw forbidden(M.ownOnly);
      const today = todayInElSalvador();
      if (limit === undefined) return listReservations(db, { userId }, today);
      // Checked above: the key holds the customer whose page it is.
      const answer = await keptPages([today, userId, limit, cursor ?? null], async () => {
        const page = await reservationPage(
          db,
          { userId, includeCancelled: true },
          { sort: 'customer', dir: 'asc', limit, cursor },
          today,
        );
        return JSON.stringify(
          z.encode(userPage, {
            items: page.items,
            nextCursor: page.nextCursor ? encodeCursor(page.nextCursor) : null,
          }),
        );
      });
      return sendJsonAnswer(request, reply, answer);
    },
  );

  app.get(
    '/date',
    {
      schema: {
        tags,
        summary:
          'Reservas activas que se cruzan con un rango (completas para administradores; solo vehículo y fechas para los demás)',
        querystring: dateRangeQuery,
        response: { 200: z.union([z.array(reservationView), z.array(bookedRangeView)]), ...errors },
      },
    },
    async (request) => {
      if (isAdmin(request.currentUser)) {
        return listReservations(db, { range: request.query }, todayInElSalvador());
      }
      return listBookedRanges(db, request.query);
    },
  );

  app.get(
    '/:id',
    {
      onRequest: signedIn,
      schema: {
        tags,
        security,
        summary:
          'Una reserva con su entrega y devolución (su cliente o administradores; para otros no existe)',
        params: z.object({ id: idField(M.reservationNotFound, M.reservationInvalid) }),
        response: { 200: reservationView, ...errors },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const found = await findReservation(db, request.params.id, todayInElSalvador());
      // Another customer's reservation is not theirs to know about: the same 404 as none.
      if (!found || !mayManageReservationsOf(user, found.userId)) {
        throw notFound(M.reservationNotFound);
      }
      return found;
    },
  );

  app.post(
    '/',
    {
      schema: {
        tags,
        security,
        summary:
          'Reserva un vehículo (para uno mismo, o para cualquier usuario si es administrador)',
        body: createReservationInput,
        response: { 201: reservationView, ...errors },
      },
      onRequest: signedIn,
    },
    async (request, reply) => {
      const user = requireUser(request);
      const { userId = user.id, ...booking } = request.body;
      if (!mayManageReservationsOf(user, userId)) throw forbidden(M.ownOnly);
      const created = await createReservation(db, { ...booking, userId }, todayInElSalvador(), {
        maxUpcoming: isAdmin(user) ? null : maxUpcomingReservations,
      });
      return reply.code(201).send(created);
    },
  );

  app.delete(
    '/:id',
    {
      schema: {
        tags,
        security,
        summary:
          'Cancela una reserva activa o próxima, con un motivo opcional (cancelar dos veces no falla)',
        params: z.object({ id: idField(M.reservationNotFound, M.reservationInvalid) }),
        body: cancelReservationInput,
        response: {
          200: z.object({ success: z.literal(true), reservation: reservationView }),
          ...errors,
        },
      },
      onRequest: signedIn,
    },
    async (request) => {
      const user = requireUser(request);
      const reservation = await cancelReservation(
        db,
        request.params.id,
        user,
        todayInElSalvador(),
        request.body?.reason ?? null,
      );
      return { success: true as const, reservation };
    },
  );
};
