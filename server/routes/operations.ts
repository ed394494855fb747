import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isIsoDate, todayInElSalvador } from '#domain/dates.ts';
import { damageAlertView, operationsQuery } from '#domain/handover-contracts.ts';
import { operationsTodayView } from '#domain/reservation-contracts.ts';
import { z } from '#domain/zod.ts';
import { validationError } from '../errors.ts';
import { adminOnly } from '../plugins/auth.ts';
import { damageAlerts, operationsOn } from '../services/operations.ts';
import { errorBody } from './error-body.ts';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody };
const security = [{ bearerAuth: [] }];
const tags = ['operations'];

export const OPERATIONS_MESSAGES = {
  dateInvalid: 'La fecha no es válida',
  adminOnly: 'Solo el personal puede ver las operaciones del día',
} as const;

/** The counter's screens (issue 11): the day's handovers and the damage waiting for repair. */
export const operationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.get(
    '/today',
    {
      onRequest: adminOnly(OPERATIONS_MESSAGES.adminOnly),
      schema: {
        tags,
        security,
        summary: 'Entregas, devoluciones y devoluciones atrasadas de un día (administradores)',
        description: 'date es YYYY-MM-DD en El Salvador; sin date, hoy.',
        querystring: operationsQuery,
        response: { 200: operationsTodayView, ...errors },
      },
    },
    async (request) => {
      const today = todayInElSalvador();
      const date = request.query.date ?? today;
      if (!isIsoDate(date)) throw validationError({ date: OPERATIONS_MESSAGES.dateInvalid });
      return operationsOn(db, date, today);
    },
  );

  app.get(
    '/damage-alerts',
    {
      onRequest: adminOnly(),
      schema: {
        tags,
        security,
        summary: 'Daños registrados en devoluciones de vehículos que esperan mantenimiento',
        response: { 200: z.array(damageAlertView), ...errors },
      },
    },
    async () => {
      return damageAlerts(db);
    },
  );
};
