import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { chargeReportView } from '#domain/billing-contracts.ts';
import { todayInElSalvador } from '#domain/dates.ts';
import {
  REPORT_MESSAGES as M,
  reportQuery,
  reportRowView,
  reportStatesView,
} from '#domain/reports.ts';
import { z } from '#domain/zod.ts';
import { adminOnly } from '../plugins/auth.ts';
import { chargeReport } from '../services/billing-report.ts';
import { reportStates } from '../services/report-states.ts';
import { utilisationReport } from '../services/reports.ts';
import { errorBody } from './error-body.ts';

/** GET /api/reports/utilisation: the 'Reportes' page's figures, computed in SQL (issue 18). */
export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.addHook('onRequest', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });

  app.get(
    '/utilisation',
    {
      schema: {
        tags: ['reports'],
        security: [{ bearerAuth: [] }],
        summary:
          'Ocupación (días alquilados / días disponibles), ingresos y costo de mantenimiento del periodo, por vehículo, tipo o mes (administradores)',
        querystring: reportQuery,
        response: {
          200: z.array(reportRowView),
          400: errorBody,
          401: errorBody,
          403: errorBody,
        },
      },
      onRequest: adminOnly(M.adminOnly),
    },
    async (request) => utilisationReport(db, request.query),
  );

  app.get(
    '/states',
    {
      schema: {
        tags: ['reports'],
        security: [{ bearerAuth: [] }],
        summary:
          'Reservas del periodo por estado de la renta: próximas, activas, atrasadas, no se presentaron, completadas y canceladas (administradores)',
        querystring: reportQuery,
        response: {
          200: reportStatesView,
          400: errorBody,
          401: errorBody,
          403: errorBody,
        },
      },
      onRequest: adminOnly(M.adminOnly),
    },
    async (request) => reportStates(db, request.query, todayInElSalvador()),
  );

  app.get(
    '/charges',
    {
      schema: {
        tags: ['reports'],
        security: [{ bearerAuth: [] }],
        summary:
          'Cargos registrados en las devoluciones del periodo por tipo: atraso, combustible, daños, limpieza y otros (administradores)',
        querystring: reportQuery,
        response: {
          200: chargeReportView,
          400: errorBody,
          401: errorBody,
          403: errorBody,
        },
      },
      onRequest: adminOnly(M.adminOnly),
    },
    async (request) => chargeReport(db, request.query),
  );
};
