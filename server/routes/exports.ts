import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { csvFileName } from '#domain/csv.ts';
import { todayInElSalvador } from '#domain/dates.ts';
import { z } from '#domain/zod.ts';
import { adminOnly } from '../plugins/auth.ts';
import { maintenanceCsv, reservationsCsv, vehiclesCsv } from '../services/exports.ts';
import { errorBody } from './error-body.ts';
import { adminListQuery } from './reservation-list-query.ts';

const EXPORT_ADMIN_ONLY = 'Solo los administradores pueden exportar datos';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody };
const csvAnswer = z.string().describe('text/csv; charset=utf-8 (UTF-8 con BOM, RFC 4180)');
const common = {
  tags: ['exports'],
  security: [{ bearerAuth: [] }],
  produces: ['text/csv'],
};

/** The management list's filters and order, without its paging: every matching row. */
const reservationExportQuery = adminListQuery.omit({ limit: true, cursor: true });

function asCsvDownload(reply: FastifyReply, subject: string) {
  return reply
    .type('text/csv; charset=utf-8')
    .header(
      'Content-Disposition',
      `attachment; filename="${csvFileName(subject, todayInElSalvador())}"`,
    );
}

/** GET /api/exports/{reservations|vehicles|maintenance}.csv (issue 18), admins only. */
export const exportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.addHook('onRequest', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });

  app.get(
    '/reservations.csv',
    {
      schema: {
        ...common,
        summary:
          'Reservas activas con los filtros y el orden de la página de gestión, en CSV (administradores)',
        querystring: reservationExportQuery,
        response: { 200: csvAnswer, ...errors },
      },
      onRequest: adminOnly(EXPORT_ADMIN_ONLY),
    },
    async (request, reply) => {
      const { q, status, type, window, sort, dir } = request.query;
      const stream = reservationsCsv(
        db,
        { q, status, type, window },
        { sort, dir },
        todayInElSalvador(),
      );
      return asCsvDownload(reply, 'reservas').send(stream);
    },
  );

  app.get(
    '/vehicles.csv',
    {
      schema: {
        ...common,
        summary: 'La flota (vehículos no archivados) en CSV (administradores)',
        response: { 200: csvAnswer, ...errors },
      },
      onRequest: adminOnly(EXPORT_ADMIN_ONLY),
    },
    async (_request, reply) => asCsvDownload(reply, 'vehiculos').send(await vehiclesCsv(db)),
  );

  app.get(
    '/maintenance.csv',
    {
      schema: {
        ...common,
        summary:
          'Los registros de mantenimiento, del más reciente al más antiguo, en CSV (administradores)',
        response: { 200: csvAnswer, ...errors },
      },
      onRequest: adminOnly(EXPORT_ADMIN_ONLY),
    },
    async (_request, reply) => asCsvDownload(reply, 'mantenimiento').send(await maintenanceCsv(db)),
  );
};
