import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { todayInElSalvador } from '#domain/dates.ts';
import { isAdmin } from '#domain/roles.ts';
import { typeFromText, VEHICLE_MESSAGES } from '#domain/vehicle.ts';
import {
  createVehicleInput,
  publicVehicleCard,
  publicVehicleView,
  updateVehicleInput,
  vehicleCard,
  vehicleView,
} from '#domain/vehicle-contracts.ts';
import { WORKSHOP_MESSAGES } from '#domain/workshop-order.ts';
import { workshopPositionInput } from '#domain/workshop-order-contract.ts';
import { z } from '#domain/zod.ts';
import { notFound } from '../errors.ts';
import { sendJsonAnswer, sendJsonText } from '../http-json.ts';
import { adminOnly, requireAdmin } from '../plugins/auth.ts';
import { vehicleBookedRanges } from '../services/booked-ranges.ts';
import { catalogueReader } from '../services/catalogue.ts';
import { type VehicleViewKind, vehicleJson } from '../services/vehicle-json.ts';
import { archiveVehicle, createVehicle, updateVehicle } from '../services/vehicles.ts';
import { placeInWorkshop } from '../services/workshop-order.ts';
import { errorBody } from './error-body.ts';

/** A stale status change answers with the vehicle as it is now, so the app can show it. */
const conflictBody = errorBody.extend({ vehicle: vehicleView.optional() });

const idParams = z.object({
  id: z
    .string()
    .regex(/^\d{1,9}$/, VEHICLE_MESSAGES.invalidId)
    .transform(Number),
});

/** `view=full` asks for the admin's view explicitly (the admin screens do; others get 401/403). */
const viewField = z.enum(['full'], { error: VEHICLE_MESSAGES.viewInvalid }).optional();

const listQuery = z.object({
  view: viewField,
  /**
   * Cards by default (issue 14); `include=details` keeps the SPEC 3.2 shape (gallery and, in the
   * admin's view, the maintenance history) for clients that read it from the list.
   */
  include: z.enum(['details'], { error: VEHICLE_MESSAGES.includeInvalid }).optional(),
  type: z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value.trim() === '') return undefined;
      const type = typeFromText(value);
      if (type) return type;
      ctx.addIssue({ code: 'custom', message: VEHICLE_MESSAGES.typeFilterInvalid });
      return z.NEVER;
    }),
});

/** DESIGN 9: admins get the full vehicle, everyone else the renter's view. */
function viewFor(request: FastifyRequest, asked: 'full' | undefined): VehicleViewKind {
  if (asked === 'full') requireAdmin(request, VEHICLE_MESSAGES.forbiddenFullView);
  return isAdmin(request.currentUser) ? 'full' : 'renter';
}

/**
 * The two views share a URL, so caches must keep them apart: the admin's answer is private
 * (no shared cache, and the service worker's catalogue cache refuses it), and every answer
 * varies with the Authorization header.
 */
function markView(reply: FastifyReply, kind: VehicleViewKind) {
  reply.header('X-Vehicle-View', kind);
  reply.header('Vary', 'Accept-Encoding, Authorization');
  if (kind === 'full') reply.header('Cache-Control', 'private, no-cache');
}

const bearer = [{ bearerAuth: [] }];
const adminErrors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };

export const vehicleRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const readCatalogue = catalogueReader(db);

  app.get(
    '/',
    {
      schema: {
        tags: ['vehicles'],
        summary: 'Todos los vehículos no archivados, en cualquier estado (tarjetas)',
        description:
          'Visitantes y clientes reciben la vista de quien alquila; los administradores, la ' +
          'completa (costos, teléfono del seguro, versión, odómetro, último servicio). Cada ' +
          'vehículo va como tarjeta: sin galería ni historial, que da GET /api/vehicles/{id}. ' +
          'Con include=details la lista lleva también la galería (imageUrls) y, en la vista ' +
          'completa, el historial (maintenanceRecords), como en la forma de SPEC 3.2.',
        querystring: listQuery,
        response: {
          200: z.union([
            z.array(publicVehicleCard),
            z.array(vehicleCard),
            z.array(publicVehicleView),
            z.array(vehicleView),
          ]),
          400: errorBody,
          401: errorBody,
          403: errorBody,
        },
      },
    },
    async (request, reply) => {
      const kind = viewFor(request, request.query.view);
      const shape = request.query.include === 'details' ? 'detail' : 'card';
      const answer = await readCatalogue({ type: request.query.type }, kind, shape);
      markView(reply, kind);
      return sendJsonAnswer(request, reply, answer);
    },
  );

  app.get(
    '/:id',
    {
      schema: {
        tags: ['vehicles'],
        summary: 'Un vehículo completo: galería y, para administradores, historial',
        description:
          'Las mismas vistas que la lista: la de quien alquila para visitantes y clientes, la ' +
          'completa para administradores (view=full la pide de forma explícita). Un vehículo ' +
          'archivado o inexistente responde 404 «Vehículo no encontrado.».',
        params: idParams,
        querystring: z.object({ view: viewField }),
        response: {
          200: z.union([publicVehicleView, vehicleView]),
          400: errorBody,
          401: errorBody,
          403: errorBody,
          404: errorBody,
        },
      },
    },
    async (request, reply) => {
      const kind = viewFor(request, request.query.view);
      const json = await vehicleJson(db, request.params.id, kind);
      if (json === null) throw notFound(VEHICLE_MESSAGES.notFound);
      markView(reply, kind);
      return sendJsonText(request, reply, json);
    },
  );

  app.get(
    '/:id/booked-ranges',
    {
      schema: {
        tags: ['vehicles'],
        summary: 'Los días ocupados de un vehículo desde hoy (solo fechas, para cualquiera)',
        description:
          'Reservas activas y ventanas de servicio que terminan hoy o después, como rangos ' +
          'inclusivos YYYY-MM-DD, para que el calendario de la reserva no ofrezca días tomados. ' +
          'Sin datos de quién reservó. Un vehículo archivado o inexistente responde 404.',
        params: idParams,
        response: {
          200: z.array(z.object({ startDate: z.string(), endDate: z.string() })),
          400: errorBody,
          404: errorBody,
        },
      },
    },
    async (request, reply) => {
      const ranges = await vehicleBookedRanges(db, request.params.id, todayInElSalvador());
      if (ranges === null) throw notFound(VEHICLE_MESSAGES.notFound);
      reply.header('Cache-Control', 'no-cache');
      return ranges;
    },
  );

  app.post(
    '/',
    {
      schema: {
        tags: ['vehicles'],
        summary: 'Agrega un vehículo (administradores)',
        description:
          'La placa es obligatoria (formato de El Salvador, p. ej. «P 123-456»; se guarda en ' +
          'mayúsculas con el espaciado canónico) y única en la flota comparando solo letras y ' +
          'dígitos: una placa repetida es 409 PLATE_TAKEN.',
        security: bearer,
        body: createVehicleInput,
        response: { 201: vehicleView, ...adminErrors, 409: errorBody },
      },
      onRequest: adminOnly(VEHICLE_MESSAGES.forbiddenCreate),
    },
    async (request, reply) => {
      return reply.code(201).send(await createVehicle(db, request.body));
    },
  );

  app.put(
    '/:id',
    {
      schema: {
        tags: ['vehicles'],
        summary: 'Actualiza un vehículo; un cambio de estado puede llevar expectedStatus',
        description:
          'Con expectedStatus, el cambio de estado solo se aplica si el vehículo sigue en ese estado ' +
          '(o ya está en el nuevo); si no, 409 STATUS_CONFLICT con el vehículo actual. Una placa ' +
          'que ya tiene otro vehículo es 409 PLATE_TAKEN.',
        security: bearer,
        params: idParams,
        body: updateVehicleInput,
        response: { 200: vehicleView, ...adminErrors, 409: conflictBody },
      },
      onRequest: adminOnly(VEHICLE_MESSAGES.forbiddenUpdate),
    },
    async (request) => {
      return updateVehicle(db, request.params.id, request.body);
    },
  );

  app.put(
    '/:id/workshop-position',
    {
      schema: {
        tags: ['vehicles'],
        summary: 'Coloca un vehículo en el orden del taller de su columna (administradores)',
        description:
          'Solo en «Requiere mantenimiento» y «En mantenimiento» (issue 26). `before` es el ' +
          'vehículo de la misma columna ante el que va; null lo deja al final. El orden es el ' +
          'mismo para todos y las vistas completas lo dan como `workshopPosition` (menor primero; ' +
          'null, tras los colocados, por id); un cambio de estado lo borra, así el vehículo entra ' +
          'al final de su nueva columna. Los reordenamientos se aplican uno tras otro, cada uno ' +
          'sobre el orden que dejó el anterior. Con expectedStatus (lo manda el tablero), si el ' +
          'vehículo ya cambió de columna responde 409 STATUS_CONFLICT con el vehículo actual. ' +
          '404 si el vehículo o `before` no existe; 409 NOT_SAME_COLUMN si `before` está en otra ' +
          'columna; 409 NOT_IN_WORKSHOP fuera de esas dos columnas. Queda en el historial ' +
          '(workshopReordered). Admite Idempotency-Key y X-Acted-At como un cambio de estado.',
        security: bearer,
        params: idParams,
        body: workshopPositionInput,
        response: { 200: vehicleView, ...adminErrors, 409: conflictBody },
      },
      onRequest: adminOnly(WORKSHOP_MESSAGES.forbidden),
    },
    async (request) => placeInWorkshop(db, request.params.id, request.body),
  );

  app.delete(
    '/:id',
    {
      schema: {
        tags: ['vehicles'],
        summary: 'Archiva un vehículo sin reservas activas ni próximas',
        security: bearer,
        params: idParams,
        response: { 200: z.object({ success: z.literal(true) }), ...adminErrors, 409: errorBody },
      },
      onRequest: adminOnly(VEHICLE_MESSAGES.forbiddenDelete),
    },
    async (request) => {
      await archiveVehicle(db, request.params.id);
      return { success: true as const };
    },
  );
};
