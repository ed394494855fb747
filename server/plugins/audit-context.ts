import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { resolveActedAt } from '#domain/audit.ts';
import { ACTED_AT_HEADER } from '#domain/outbox-policy.ts';
import { runWithAuditContext } from '../services/audit.ts';

/**
 * Runs each handler inside its audit context: the signed-in user and the time they acted (the
 * outbox's X-Acted-At when believable, else the request's arrival). A callback-style hook, so
 * the rest of the request runs inside `AsyncLocalStorage.run`, after the body was parsed.
 */
export const auditContextPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('arrivedAt', null);
    app.addHook('onRequest', (request, _reply, done) => {
      request.arrivedAt = new Date();
      done();
    });
    app.addHook('preHandler', (request, _reply, done) => {
      const arrival = request.arrivedAt ?? new Date();
      const header = request.headers[ACTED_AT_HEADER.toLowerCase()];
      runWithAuditContext(
        { actorId: request.currentUser?.id ?? null, actedAt: resolveActedAt(header, arrival) },
        done,
      );
    });
  },
  { name: 'audit-context' },
);

declare module 'fastify' {
  interface FastifyRequest {
    /** When the request reached the server: a change's arrival time. */
    arrivedAt: Date | null;
  }
}
