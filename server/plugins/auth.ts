import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isAdmin, type PublicUser, type Role } from '#domain/roles.ts';
import { forbidden, unauthorized } from '../errors.ts';
import { findUserById, toPublicUser } from '../services/users.ts';

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: { sub: string; role: Role };
  }
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or null for an anonymous call. Set by the auth plugin. */
    currentUser: PublicUser | null;
  }
  interface FastifyInstance {
    signToken(user: PublicUser): string;
  }
}

const SESSION_EXPIRED = 'Tu sesión ha expirado. Por favor, inicia sesión nuevamente.';

/**
 * Reads the bearer token of every request. No header means anonymous; a bad, expired or
 * forged token, or one whose account no longer exists, is a 401 whatever the route.
 */
export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('currentUser', null);
  app.decorate('signToken', (user: PublicUser) =>
    app.jwt.sign({ sub: String(user.id), role: user.role }),
  );
  app.addHook('preHandler', async (request: FastifyRequest) => {
    if (!request.headers.authorization) return;
    let payload: { sub: string };
    try {
      payload = await request.jwtVerify<{ sub: string }>();
    } catch {
      throw unauthorized(SESSION_EXPIRED);
    }
    const row = await findUserById(app.database.db, Number(payload.sub));
    if (!row) throw unauthorized(SESSION_EXPIRED);
    request.currentUser = toPublicUser(row);
  });
});

export function requireUser(request: FastifyRequest): PublicUser {
  if (!request.currentUser) throw unauthorized('Debes iniciar sesión para continuar.');
  return request.currentUser;
}

export function requireAdmin(request: FastifyRequest, message?: string): PublicUser {
  const user = requireUser(request);
  if (!isAdmin(user)) throw forbidden(message ?? 'Se requieren permisos de administrador.');
  return user;
}
