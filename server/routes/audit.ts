import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AUDIT_MESSAGES as M } from '#domain/audit.ts';
import { auditEntryView, auditQuery } from '#domain/audit-contracts.ts';
import { z } from '#domain/zod.ts';
import { adminOnly } from '../plugins/auth.ts';
import { auditTrail } from '../services/audit.ts';
import { errors } from './error-body.ts';

/** GET /api/audit: the 'Historial' of a vehicle or a reservation (issue 18). */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.get(
    '/',
    {
      schema: {
        tags: ['audit'],
        security: [{ bearerAuth: [] }],
        summary:
          'Historial de cambios de un vehículo o una reserva, el más reciente primero (administradores)',
        querystring: auditQuery,
        response: { 200: z.array(auditEntryView), ...errors },
      },
      onRequest: adminOnly(M.adminOnly),
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return auditTrail(db, request.query.entity, request.query.id);
    },
  );
};
