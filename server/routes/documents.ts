import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DOCUMENT_SERIES, DOCUMENT_TITLES } from '#domain/billing.ts';
import { billingCorrectionInput } from '#domain/billing-contracts.ts';
import { HANDOVER_MESSAGES as HM } from '#domain/handover.ts';
import { RESERVATION_MESSAGES as M } from '#domain/reservation.ts';
import { idField, reservationView } from '#domain/reservation-contracts.ts';
import { z } from '#domain/zod.ts';
import { adminOnly, requireAdmin, requireUser, signedIn } from '../plugins/auth.ts';
import { correctBilling, documentFile } from '../services/documents.ts';
import { errorBody, errors } from './error-body.ts';

/**
 * Issue 30: GET /api/reservations/{id}/agreement.pdf and /statement.pdf, for staff and the
 * reservation's own customer (anyone else, and before the document exists, 404).
 */
export const documentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  for (const series of DOCUMENT_SERIES) {
    app.get(
      `/:id/${series}.pdf`,
      {
        onRequest: signedIn,
        schema: {
          tags: ['reservations'],
          security: [{ bearerAuth: [] }],
          summary: `${DOCUMENT_TITLES[series]} de la reserva en PDF (su cliente o administradores)`,
          description:
            'El documento numerado que la entrega (contrato) o la devolución (liquidación) ' +
            'emitió; nunca cambia. 404 si la reserva no es del usuario o si aún no existe.',
          params: z.object({ id: idField(M.reservationNotFound, M.reservationInvalid) }),
          response: {
            200: z.any().describe('application/pdf'),
            401: errorBody,
            404: errorBody,
          },
        },
      },
      async (request, reply) => {
        const user = requireUser(request);
        const file = await documentFile(db, request.params.id, series, user);
        return reply
          .header('Content-Type', 'application/pdf')
          .header('Content-Disposition', `attachment; filename="${file.fileName}"`)
          .header('Cache-Control', 'private, no-store')
          .send(Buffer.from(file.bytes));
      },
    );
  }

  app.post(
    '/:id/billing',
    {
      onRequest: adminOnly(HM.adminOnly),
      schema: {
        tags: ['reservations'],
        security: [{ bearerAuth: [] }],
        summary: 'Corrige la liquidación de una reserva devuelta (administradores)',
        description:
          'Agrega cargos (`charges`) o un pago (`payment`) después de la devolución, con el ' +
          '`reason` de la corrección; emite una liquidación nueva que sustituye a la anterior ' +
          '(la anterior no cambia). 409 RESERVATION_NOT_RETURNED antes de la devolución.',
        params: z.object({ id: idField(M.reservationNotFound, M.reservationInvalid) }),
        body: billingCorrectionInput,
        response: { 201: reservationView, ...errors },
      },
    },
    async (request, reply) => {
      const admin = requireAdmin(request, HM.adminOnly);
      const view = await correctBilling(db, request.params.id, request.body, admin);
      return reply.code(201).send(view);
    },
  );
};
