import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { todayInElSalvador } from '#domain/dates.ts';
import {
  affectedReservationView,
  MAINTENANCE_MESSAGES as M,
  maintenanceConflictView,
  maintenanceWindowInput,
  maintenanceWindowView,
  reassignInput,
  serviceForecastView,
  windowsQuery,
} from '#domain/maintenance-contracts.ts';
import type { DueSoonThresholds } from '#domain/maintenance-forecast.ts';
import { RESERVATION_MESSAGES } from '#domain/reservation.ts';
import { idField, reservationView } from '#domain/reservation-contracts.ts';
import { VEHICLE_MESSAGES } from '#domain/vehicle.ts';
import { z } from '#domain/zod.ts';
import { adminOnly, requireAdmin } from '../plugins/auth.ts';
import { serviceForecasts } from '../services/maintenance-forecast.ts';
import {
  createWindow,
  deleteWindow,
  listWindows,
  upcomingBookings,
} from '../services/maintenance-windows.ts';
import { reassignReservation } from '../services/reassign.ts';
import { errorBody } from './error-body.ts';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };
const security = [{ bearerAuth: [] }];
const tags = ['maintenance'];

interface MaintenanceRoutesOptions {
  /** When a service counts as 'próximo'; the domain's 1,000 km or 14 days when absent. */
  dueSoon?: DueSoonThresholds;
}

/** Issue 12: service forecasts, service windows that block bookings, and reassignment. */
export const maintenanceRoutes: FastifyPluginAsyncZod<MaintenanceRoutesOptions> = async (
  app,
  { dueSoon },
) => {
  const { db } = app.database;

  app.addHook('onRequest', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });

  app.get(
    '/maintenance/forecast',
    {
      schema: {
        tags,
        security,
        summary:
          'Próximo servicio de cada vehículo por km o por tiempo, su fecha prevista y las reservas con las que choca',
        response: { 200: z.array(serviceForecastView), ...errors },
      },
      onRequest: adminOnly(M.adminOnly),
    },
    async () => serviceForecasts(db, todayInElSalvador(), dueSoon),
  );

  app.post(
    '/vehicles/:id/maintenance-windows',
    {
      schema: {
        tags,
        security,
        summary: 'Programa una ventana de servicio; bloquea esos días como una reserva',
        params: z.object({ id: idField(VEHICLE_MESSAGES.invalidId, VEHICLE_MESSAGES.invalidId) }),
        body: maintenanceWindowInput,
        response: {
          201: maintenanceWindowView,
          ...errors,
          409: z.union([maintenanceConflictView, errorBody]),
        },
      },
      onRequest: adminOnly(M.adminOnly),
    },
    async (request, reply) => {
      const admin = requireAdmin(request, M.adminOnly);
      const window = await createWindow(db, request.params.id, request.body, admin.id);
      return reply.code(201).send(window);
    },
  );

  app.get(
    '/vehicles/:id/upcoming-bookings',
    {
      schema: {
        tags,
        security,
        summary:
          'Reservas aún no entregadas que empiezan en los próximos 14 días: las que deja sin auto un paso a mantenimiento o fuera de servicio',
        params: z.object({ id: idField(VEHICLE_MESSAGES.notFound, VEHICLE_MESSAGES.invalidId) }),
        response: { 200: z.array(affectedReservationView), ...errors },
      },
      onRequest: adminOnly(M.adminOnly),
    },
    async (request) => upcomingBookings(db, request.params.id, todayInElSalvador()),
  );

  app.get(
    '/maintenance-windows',
    {
      schema: {
        tags,
        security,
        summary: 'Ventanas de servicio que tocan el rango (por defecto, desde hoy un año)',
        querystring: windowsQuery,
        response: { 200: z.array(maintenanceWindowView), ...errors },
      },
      onRequest: adminOnly(M.adminOnly),
    },
    async (request) => listWindows(db, request.query),
  );

  app.delete(
    '/maintenance-windows/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Elimina una ventana de servicio y libera sus días',
        params: z.object({ id: idField(M.windowNotFound, M.windowInvalid) }),
        response: { 200: z.object({ success: z.literal(true) }), ...errors },
      },
      onRequest: adminOnly(M.adminOnly),
    },
    async (request) => {
      await deleteWindow(db, request.params.id);
      return { success: true as const };
    },
  );

  app.post(
    '/reservations/:id/reassign',
    {
      schema: {
        tags,
        security,
        summary:
          'Pasa la reserva a otro vehículo libre del mismo tipo, al precio con que se reservó',
        params: z.object({
          id: idField(
            RESERVATION_MESSAGES.reservationNotFound,
            RESERVATION_MESSAGES.reservationInvalid,
          ),
        }),
        body: reassignInput,
        response: { 200: reservationView, ...errors, 409: errorBody },
      },
      onRequest: adminOnly(M.adminOnly),
    },
    async (request) =>
      reassignReservation(db, request.params.id, request.body.vehicleId, todayInElSalvador()),
  );
};
