import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  calendarFeedView,
  createdFeedView,
  createFeedInput,
} from '#domain/calendar-feed-contracts.ts';
import { FEED_FILE_SUFFIX, CALENDAR_FEED_MESSAGES as M } from '#domain/calendar-feeds.ts';
import { RESERVATION_MESSAGES } from '#domain/reservation.ts';
import { idField } from '#domain/reservation-contracts.ts';
import { z } from '#domain/zod.ts';
import { notFound } from '../errors.ts';
import { requireUser, signedIn } from '../plugins/auth.ts';
import {
  createFeed,
  deleteFeed,
  feedCalendar,
  listFeeds,
  reservationCalendar,
} from '../services/calendar-feeds.ts';
import { errors } from './error-body.ts';

const security = [{ bearerAuth: [] }];
const tags = ['calendar'];

/** Secret URLs and personal calendars: no cache on the way may keep them. */
function sendCalendar(reply: FastifyReply, calendar: string, filename: string) {
  return reply
    .header('Cache-Control', 'no-store')
    .header('Content-Disposition', `inline; filename="${filename}"`)
    .header('X-Robots-Tag', 'noindex')
    .type('text/calendar; charset=utf-8')
    .send(calendar);
}

const feedUrl = (request: FastifyRequest, token: string) =>
  `${request.protocol}://${request.host}/api/calendar-feeds/${token}${FEED_FILE_SUFFIX}`;

/** Issue 18: iCalendar feeds behind secret URLs, and one reservation as a .ics file. */
export const calendarRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.post(
    '/calendar-feeds',
    {
      schema: {
        tags,
        security,
        summary:
          "Crea un calendario suscribible (iCalendar) con URL secreta: 'mine' (cualquiera), 'all' o 'vehicle' (administradores)",
        description: 'La URL se muestra solo en esta respuesta: el servidor guarda su huella.',
        body: createFeedInput,
        response: { 201: createdFeedView, ...errors },
      },
      onRequest: signedIn,
    },
    async (request, reply) => {
      const user = requireUser(request);
      const { view, token } = await createFeed(db, user, request.body);
      reply.header('Cache-Control', 'no-store');
      return reply.code(201).send({ ...view, url: feedUrl(request, token) });
    },
  );

  app.get(
    '/calendar-feeds',
    {
      schema: {
        tags,
        security,
        summary: 'Mis calendarios suscribibles (sin su URL secreta)',
        response: { 200: z.array(calendarFeedView), ...errors },
      },
      onRequest: signedIn,
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return listFeeds(db, requireUser(request).id);
    },
  );

  app.delete(
    '/calendar-feeds/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Revoca uno de mis calendarios: su URL deja de responder (404)',
        params: z.object({ id: idField(M.feedNotFound, M.feedInvalid) }),
        response: { 200: z.object({ success: z.literal(true) }), ...errors },
      },
      onRequest: signedIn,
    },
    async (request) => {
      await deleteFeed(db, requireUser(request).id, request.params.id);
      return { success: true as const };
    },
  );

  app.get(
    '/calendar-feeds/:file',
    {
      schema: {
        tags,
        summary: 'El calendario (text/calendar) de una URL secreta, sin sesión; 404 si se revocó',
        params: z.object({ file: z.string() }),
        response: { 404: errors[404] },
      },
    },
    async (request, reply) => {
      const { file } = request.params;
      const token = file.endsWith(FEED_FILE_SUFFIX) ? file.slice(0, -FEED_FILE_SUFFIX.length) : '';
      const calendar = await feedCalendar(db, token);
      if (calendar === null) throw notFound(M.feedNotFound);
      return sendCalendar(reply, calendar, 'elite-drive.ics');
    },
  );

  app.get(
    '/reservations/:id/calendar.ics',
    {
      schema: {
        tags,
        security,
        summary: "Una reserva como archivo .ics ('Agregar a mi calendario')",
        params: z.object({
          id: idField(
            RESERVATION_MESSAGES.reservationNotFound,
            RESERVATION_MESSAGES.reservationInvalid,
          ),
        }),
        response: { 400: errors[400], 401: errors[401], 404: errors[404] },
      },
      onRequest: signedIn,
    },
    async (request, reply) => {
      const { id } = request.params;
      const calendar = await reservationCalendar(db, id, requireUser(request));
      if (calendar === null) throw notFound(RESERVATION_MESSAGES.reservationNotFound);
      return sendCalendar(reply, calendar, `reserva-${id}.ics`);
    },
  );
};
