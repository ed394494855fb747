import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { odometerReadingView, voidReadingInput } from '#domain/handover-contracts.ts';
import { VEHICLE_MESSAGES } from '#domain/vehicle.ts';
import { z } from '#domain/zod.ts';
import { adminOnly, requireAdmin } from '../plugins/auth.ts';
import { ODOMETER_MESSAGES, readingsOf, voidReading } from '../services/odometer.ts';
import { errorBody } from './error-body.ts';

/** GET /api/vehicles/{id}/odometer (issue 11): the vehicle's odometer log, newest first. */
export const odometerRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  app.get(
    '/:id/odometer',
    {
      onRequest: adminOnly(),
      schema: {
        tags: ['vehicles'],
        security: [{ bearerAuth: [] }],
        summary: 'Lecturas del odómetro de un vehículo, la más reciente primero (administradores)',
        params: z.object({
          id: z
            .string()
            .regex(/^\d{1,9}$/, VEHICLE_MESSAGES.invalidId)
            .transform(Number),
        }),
        response: {
          200: z.array(odometerReadingView),
          400: errorBody,
          401: errorBody,
          403: errorBody,
          404: errorBody,
        },
      },
    },
    async (request) => {
      return readingsOf(db, request.params.id);
    },
  );

  const idParam = (invalid: string) =>
    z
      .string()
      .regex(/^\d{1,9}$/, invalid)
      .transform(Number);
  app.post(
    '/:id/odometer/:readingId/void',
    {
      onRequest: adminOnly(ODOMETER_MESSAGES.adminOnly),
      schema: {
        tags: ['vehicles'],
        security: [{ bearerAuth: [] }],
        summary: 'Anular una lectura equivocada del odómetro (administradores)',
        description:
          'Issue 27: la lectura queda en el registro marcada como anulada (quién, cuándo y por ' +
          'qué); los kilómetros del vehículo pasan a la lectura válida más reciente y el ' +
          'pronóstico de servicio solo lee lecturas válidas; el estado del vehículo no cambia. ' +
          '409 si ya estaba anulada o es la única válida.',
        params: z.object({
          id: idParam(VEHICLE_MESSAGES.invalidId),
          readingId: idParam(ODOMETER_MESSAGES.readingNotFound),
        }),
        body: voidReadingInput,
        response: {
          200: odometerReadingView,
          400: errorBody,
          401: errorBody,
          403: errorBody,
          404: errorBody,
          409: errorBody,
        },
      },
    },
    async (request) => {
      const admin = requireAdmin(request, ODOMETER_MESSAGES.adminOnly);
      return voidReading(
        db,
        request.params.id,
        request.params.readingId,
        request.body.reason,
        admin,
      );
    },
  );
};
