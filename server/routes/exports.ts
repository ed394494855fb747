import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { todayInElSalvador } from '#domain/dates.ts';
import {
  EXPORT_FORMATS,
  EXPORT_MEDIA_TYPES,
  type ExportFormat,
  type ExportTable,
  exportFileName,
} from '#domain/export-columns.ts';
import { z } from '#domain/zod.ts';
import { adminOnly } from '../plugins/auth.ts';
import { MAINTENANCE_TABLE, RESERVATION_TABLE, VEHICLE_TABLE } from '../services/export-tables.ts';
import {
  csvStream,
  maintenanceRows,
  primed,
  type RowBatches,
  reservationRows,
  vehicleRows,
} from '../services/exports.ts';
import { xlsxStream } from '../services/xlsx.ts';
import { errorBody } from './error-body.ts';
import { adminListQuery } from './reservation-list-query.ts';

const EXPORT_ADMIN_ONLY = 'Solo los administradores pueden exportar datos';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody };

/** Each download format: how the API describes it, and its writer. */
const FORMATS: Record<
  ExportFormat,
  {
    describe: string;
    write: <Row>(table: ExportTable<Row>, rows: RowBatches<Row>) => Readable;
  }
> = {
  csv: {
    describe: 'UTF-8 con BOM, RFC 4180',
    write: csvStream,
  },
  xlsx: {
    describe: 'celdas con tipo: fechas, importes y números',
    write: xlsxStream,
  },
};

/** The management list's filters and order, without its paging: every matching row. */
const reservationExportQuery = adminListQuery.omit({ limit: true, cursor: true });

async function download<Row>(
  reply: FastifyReply,
  format: ExportFormat,
  table: ExportTable<Row>,
  rows: RowBatches<Row>,
) {
  const stream = FORMATS[format].write(table, await primed(rows));
  const fileName = exportFileName(table.subject, todayInElSalvador(), format);
  return reply
    .type(EXPORT_MEDIA_TYPES[format])
    .header('Content-Disposition', `attachment; filename="${fileName}"`)
    .send(stream);
}

/**
 * GET /api/exports/{reservations|vehicles|maintenance}.{csv|xlsx} (issues 18 and 30), admins
 * only: the same rows and filters in both formats, from the same columns.
 */
export const exportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.addHook('onRequest', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });

  for (const format of EXPORT_FORMATS) {
    const type = EXPORT_MEDIA_TYPES[format];
    const common = {
      tags: ['exports'],
      security: [{ bearerAuth: [] }],
      produces: [type.split(';')[0] ?? type],
      response: { 200: z.string().describe(`${type} (${FORMATS[format].describe})`), ...errors },
    };
    const label = format.toUpperCase();

    app.get(
      `/reservations.${format}`,
      {
        schema: {
          ...common,
          summary: `Reservas activas con los filtros y el orden de la página de gestión, en ${label} (administradores)`,
          querystring: reservationExportQuery,
        },
        onRequest: adminOnly(EXPORT_ADMIN_ONLY),
      },
      async (request, reply) => {
        const { q, status, type: vehicleType, window, sort, dir } = request.query;
        const rows = reservationRows(
          db,
          { q, status, type: vehicleType, window },
          { sort, dir },
          todayInElSalvador(),
        );
        return download(reply, format, RESERVATION_TABLE, rows);
      },
    );

    app.get(
      `/vehicles.${format}`,
      {
        schema: {
          ...common,
          summary: `La flota (vehículos no archivados) en ${label} (administradores)`,
        },
        onRequest: adminOnly(EXPORT_ADMIN_ONLY),
      },
      async (_request, reply) => download(reply, format, VEHICLE_TABLE, vehicleRows(db)),
    );

    app.get(
      `/maintenance.${format}`,
      {
        schema: {
          ...common,
          summary: `Los registros de mantenimiento, del más reciente al más antiguo, en ${label} (administradores)`,
        },
        onRequest: adminOnly(EXPORT_ADMIN_ONLY),
      },
      async (_request, reply) => download(reply, format, MAINTENANCE_TABLE, maintenanceRows(db)),
    );
  }
};
