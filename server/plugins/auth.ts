import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
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

/** A user id as we issue them: a positive 32-bit integer written in digits. */
function userIdOf(subject: unknown): number | null {
  if (typeof subject !== 'string' || !/^[1-9]\d{0,9}$/.test(subject)) return null;
  const id = Number(subject);
  return id <= 2_147_483_647 ? id : null;
}

/**
 * Reads the bearer token of every request as it arrives, before the body is even parsed. No
 * header means anonymous; a bad, expired or forged token, one whose subject is no user id, or
 * one whose account no longer exists, is a 401 whatever the route.
 */
export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('currentUser', null);
  app.decorate('signToken', (user: PublicUser) =>
    app.jwt.sign({ sub: String(user.id), role: user.role }),
  );
  app.addHook('onRequest', async (request: FastifyRequest) => {
    if (!request.headers.authorization) return;
    let payload: { sub: unknown };
    try {
      payload = await request.jwtVerify<{ sub: unknown }>();
    } catch {
      throw unauthorized(SESSION_EXPIRED);
    }
    const id = userIdOf(payload.sub);
    const row = id === null ? undefined : await findUserById(app.database.db, id);
    if (!row) throw unauthorized(SESSION_EXPIRED);
    request.currentUser = toPublicUser(row);
  });
});

/**
 * Route hooks that decide who may call before the body is parsed or validated, so a visitor gets
 * 401 and a customer 403 whatever they send (ASVS: authorization before input handling).
 */
export const signedIn: onRequestAsyncHookHandler = async (request) => {
  requireUser(request);
};

export function adminOnly(message?: string): onRequestAsyncHookHandler {
  return async (request) => {
    requireAdmin(request, message);
  };
}

export function requireUser(request: FastifyRequest): PublicUser {
  if (!request.currentUser) throw unauthorized('Debes iniciar sesión para continuar.');
  return request.currentUser;
}

export function requireAdmin(request: FastifyRequest, message?: string): PublicUser {
  const user = requireUser(request);
  if (!isAdmin(user)) throw forbidden(message ?? 'Se requieren permisos de administrador.');
  return user;
}
