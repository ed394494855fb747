import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { todayInElSalvador } from '#domain/dates.ts';
import { RESERVATION_MESSAGES as M } from '#domain/reservation.ts';
import { reservationView } from '#domain/reservation-contracts.ts';
import { z } from '#domain/zod.ts';
import { sendJsonAnswer } from '../http-json.ts';
import { adminOnly } from '../plugins/auth.ts';
import { keptListAnswers } from '../services/range-lists.ts';
import { encodeCursor } from '../services/reservation-cursor.ts';
import { reservationPage, summaryReader } from '../services/reservation-pages.ts';
import { resolveSearch } from '../services/reservation-search.ts';
import { errors } from './error-body.ts';
import { adminListQuery, summaryView } from './reservation-list-query.ts';

const adminPage = z.object({
  items: z.array(reservationView),
  nextCursor: z.string().nullable(),
  total: z.number(),
  summary: summaryView,
});

/** GET /api/admin/reservations: the management page's server-side list (issue 14). */
export const adminReservationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const readSummary = summaryReader(db);
  // Every admin gets the same answer for the same query and day: kept at the list stamp.
  const kept = keptListAnswers(db);

  app.addHook('onRequest', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });

  app.get(
    '/',
    {
      schema: {
        tags: ['reservations'],
        security: [{ bearerAuth: [] }],
        summary:
          'Reservas activas buscadas, filtradas, ordenadas y paginadas (keyset), con el resumen de los mismos filtros (administradores)',
        querystring: adminListQuery,
        response: { 200: adminPage, ...errors },
      },
      onRequest: adminOnly(M.adminOnly),
    },
    async (request, reply) => {
      const { q, status, type, window, sort, dir, limit, cursor } = request.query;
      const today = todayInElSalvador();
      const key = [today, q, status, type, window, sort, dir, limit, cursor ?? null];
      const answer = await kept(key, async () => {
        // The search's customers and vehicles first (one statement, with the stamp), then the
        // page and the summary, which a request with other sort or page may have counted.
        const search = await resolveSearch(db, q);
        const filter = { status, type, window };
        const [page, summary] = await Promise.all([
          reservationPage(
            db,
            { ...filter, search: search.filter },
            { sort, dir, limit, cursor },
            today,
          ),
          readSummary(search, filter, today),
        ]);
        return JSON.stringify(
          z.encode(adminPage, {
            items: page.items,
            nextCursor: page.nextCursor ? encodeCursor(page.nextCursor) : null,
            total: summary.total,
            summary,
          }),
        );
      });
      return sendJsonAnswer(request, reply, answer);
    },
  );
};
