import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { checkinInput, checkoutInput } from '#domain/billing-contracts.ts';
import { HANDOVER_MESSAGES as HM } from '#domain/handover.ts';
import {
  checkoutWarningView,
  handoverChecksView,
  implausibleFiguresView,
} from '#domain/handover-contracts.ts';
import { RESERVATION_MESSAGES as M } from '#domain/reservation.ts';
import { idField, reservationView } from '#domain/reservation-contracts.ts';
import { z } from '#domain/zod.ts';
import { adminOnly, requireAdmin } from '../plugins/auth.ts';
import { handoverChecks } from '../services/handover-checks.ts';
import { type HandoverKind, recordHandover } from '../services/handovers.ts';
import { errorBody } from './error-body.ts';

/** A record naming photos the server has not received yet names them, so they can be sent. */
const conflictBody = errorBody.extend({
  missing: z.array(z.string()).optional(),
  /** Issue 27: ODOMETER_IMPLAUSIBLE carries the figures, CHECKOUT_WARNINGS the warnings. */
  odometer: implausibleFiguresView.optional(),
  warnings: z.array(checkoutWarningView).optional(),
});
const errors = {
  400: errorBody,
  401: errorBody,
  403: errorBody,
  404: errorBody,
  409: conflictBody,
};

const SUMMARIES: Record<HandoverKind, { summary: string; description: string }> = {
  checkout: {
    summary: 'Entrega del vehículo (check-out) de una reserva activa (administradores)',
    description:
      'Solo entre la fecha de inicio y la de fin, con el vehículo en maintenanceCompleted; la ' +
      'reserva pasa a inProgress. Las fotos se nombran por su SHA-256 y deben estar subidas ' +
      '(PUT /api/photos/{sha256}); si falta alguna, 409 PHOTOS_MISSING con `missing`. Una ' +
      'lectura más de 1,500 km por día reservado sobre la anterior (o más de 500 km sobre los ' +
      'kilómetros del vehículo) es 409 ODOMETER_IMPLAUSIBLE con `odometer` salvo ' +
      '`confirmImplausible: true`; con servicio vencido o que vence durante la renta, o daños ' +
      'abiertos, 409 CHECKOUT_WARNINGS con `warnings` salvo `override: { reason }`. La ' +
      'licencia de conducir (`license`: number, country ISO alfa-2, expiresOn AAAA-MM-DD) es ' +
      'opcional; si vence antes de la fecha de fin, 409 LICENSE_EXPIRES_BEFORE_RETURN. Issue 30: ' +
      '`deposit: { amount, method, reference? }` (opcional) registra el depósito retenido; la ' +
      'entrega emite el contrato numerado (GET /api/reservations/{id}/agreement.pdf).',
  },
  checkin: {
    summary: 'Devolución del vehículo (check-in) de una reserva en curso (administradores)',
    description:
      'La reserva pasa a returned; el odómetro actualiza los kilómetros del vehículo y aplica la ' +
      'regla de mantenimiento por kilómetros; un daño nuevo lo pasa a maintenanceRequired. Una ' +
      'lectura más de 1,500 km por día reservado sobre la anterior es 409 ' +
      'ODOMETER_IMPLAUSIBLE con `odometer` salvo `confirmImplausible: true`. Issue 30: ' +
      '`charges: [{ kind, description, amount, reason? }]` y `payment: { amount, method, ' +
      'reference? }` (opcionales); un cargo de atraso, combustible o limpieza con un monto ' +
      'distinto del propuesto necesita `reason` (400 CHARGE_REASON_REQUIRED). `recordedAt` ' +
      '(opcional, ISO 8601 con zona): cuándo el mostrador terminó el formulario; el cargo por ' +
      'atraso se propone para ese día (El Salvador) si la hora es plausible (no más de 10 ' +
      'minutos después de la hora del servidor ni antes de la fecha de inicio), si no para el ' +
      'día del servidor; así una devolución guardada sin conexión y enviada al día siguiente no ' +
      'se rechaza. La liquidación imprime esa hora como fecha de devolución. La devolución ' +
      'emite la liquidación numerada (GET /api/reservations/{id}/statement.pdf).',
  },
};

/** POST /api/reservations/{id}/checkout and /checkin (issue 11). */
export const handoverRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  for (const kind of ['checkout', 'checkin'] as const) {
    app.post(
      `/:id/${kind}`,
      {
        // Who may call is decided before the body (six photo names, notes) is read.
        onRequest: adminOnly(HM.adminOnly),
        schema: {
          tags: ['reservations'],
          security: [{ bearerAuth: [] }],
          ...SUMMARIES[kind],
          params: z.object({ id: idField(M.reservationNotFound, M.reservationInvalid) }),
          body: kind === 'checkout' ? checkoutInput : checkinInput,
          response: { 201: reservationView, ...errors },
        },
      },
      async (request, reply) => {
        const admin = requireAdmin(request, HM.adminOnly);
        const view = await recordHandover(db, kind, request.params.id, request.body, admin);
        return reply.code(201).send(view);
      },
    );
  }

  app.get(
    '/:id/checkout-warnings',
    {
      onRequest: adminOnly(HM.adminOnly),
      schema: {
        tags: ['reservations'],
        security: [{ bearerAuth: [] }],
        summary: 'Lo que la entrega y la devolución revisan antes de registrar (administradores)',
        description:
          'Issue 27: la última lectura válida del odómetro y su fecha, la lectura más alta ' +
          'aceptada sin confirmación (maxPlausibleKm) y, antes de la entrega, los avisos que ' +
          'piden un motivo (servicio vencido o que vence durante la renta, daños abiertos).',
        params: z.object({ id: idField(M.reservationNotFound, M.reservationInvalid) }),
        response: { 200: handoverChecksView, ...errors },
      },
    },
    async (request) => handoverChecks(db, request.params.id),
  );
};
