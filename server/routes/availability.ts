import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dateRangeFields, rangeInOrder } from '#domain/reservation-contracts.ts';
import { typeFromText, VEHICLE_MESSAGES } from '#domain/vehicle.ts';
import { publicVehicleCard } from '#domain/vehicle-contracts.ts';
import { z } from '#domain/zod.ts';
import { sendJsonText } from '../http-json.ts';
import { availableVehiclesJson } from '../services/availability.ts';
import { errorBody } from './error-body.ts';

const typeFilter = z
  .string()
  .optional()
  .transform((value, ctx) => {
    if (value === undefined || value.trim() === '') return undefined;
    const type = typeFromText(value);
    if (type) return type;
    ctx.addIssue({ code: 'custom', message: VEHICLE_MESSAGES.typeFilterInvalid });
    return z.NEVER;
  });

export const availableVehicleView = publicVehicleCard.extend({
  days: z.number(),
  totalPrice: z.number(),
});

/** GET /api/vehicles/available: registered under /vehicles, where it outranks '/:id'. */
export const availabilityRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.get(
    '/available',
    {
      schema: {
        tags: ['vehicles'],
        summary:
          'Vehículos que se pueden reservar para todo el rango (ambos días incluidos), con días y total',
        querystring: z.object({ ...dateRangeFields, type: typeFilter }).refine(...rangeInOrder),
        response: { 200: z.array(availableVehicleView), 400: errorBody },
      },
    },
    async (request, reply) => {
      const { startDate, endDate, type } = request.query;
      const json = await availableVehiclesJson(db, { startDate, endDate }, type);
      return sendJsonText(request, reply, json);
    },
  );
};
