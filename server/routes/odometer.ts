import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { odometerReadingView } from '#domain/handover-contracts.ts';
import { VEHICLE_MESSAGES } from '#domain/vehicle.ts';
import { z } from '#domain/zod.ts';
import { adminOnly } from '../plugins/auth.ts';
import { readingsOf } from '../services/odometer.ts';

const errorBody = z.object({
  error: z.string(),
  message: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});

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
};
