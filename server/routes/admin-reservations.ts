import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { todayInElSalvador } from '#domain/dates.ts';
import { RESERVATION_MESSAGES as M } from '#domain/reservation.ts';
import { reservationView } from '#domain/reservation-contracts.ts';
import { z } from '#domain/zod.ts';
import { adminOnly } from '../plugins/auth.ts';
import { reservationPage, summaryReader } from '../services/reservation-pages.ts';
import { resolveSearch } from '../services/reservation-search.ts';
import { errors } from './reservation-errors.ts';
import { adminListQuery, encodeCursor, summaryView } from './reservation-list-query.ts';

/** GET /api/admin/reservations: the management page's server-side list (issue 14). */
export const adminReservationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const readSummary = summaryReader(db);

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
        response: {
          200: z.object({
            items: z.array(reservationView),
            nextCursor: z.string().nullable(),
            total: z.number(),
            summary: summaryView,
          }),
          ...errors,
        },
      },
      onRequest: adminOnly(M.adminOnly),
    },
    async (request) => {
      const { q, status, type, window, sort, dir, limit, cursor } = request.query;
      const today = todayInElSalvador();
      // The stamp and the search's customers and vehicles first (one statement), then the page
      // and the summary, which a previous request may have counted at the same stamp.
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
      return {
        items: page.items,
        nextCursor: page.nextCursor ? encodeCursor(page.nextCursor) : null,
        total: summary.total,
        summary,
      };
    },
  );
};
