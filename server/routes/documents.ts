import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DOCUMENT_SERIES, DOCUMENT_TITLES } from '#domain/billing.ts';
import { RESERVATION_MESSAGES as M } from '#domain/reservation.ts';
import { idField } from '#domain/reservation-contracts.ts';
import { z } from '#domain/zod.ts';
import { requireUser, signedIn } from '../plugins/auth.ts';
import { documentFile } from '../services/documents.ts';
import { errorBody } from './error-body.ts';

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
};
