import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountOf, DOCUMENT_TYPES, loginInput, MESSAGES, registerInput } from '#domain/user.ts';
import { z } from '#domain/zod.ts';
import type { LoginThrottle, RegisterThrottle } from '../config.ts';
import { AppError, unauthorized } from '../errors.ts';
import { requireUser, signedIn } from '../plugins/auth.ts';
import { countRegistration } from '../services/login-throttle.ts';
import { signIn } from '../services/sign-in.ts';
import { createUser, findUserById, toPublicUser } from '../services/users.ts';
import { errorBody } from './error-body.ts';

const publicUser = z.object({
  id: z.number(),
  role: z.enum(['ADMIN', 'USER']),
  firstName: z.string(),
  lastName: z.string(),
  name: z.string(),
  email: z.string(),
});

export interface AuthRouteOptions {
  loginThrottle: LoginThrottle;
  registerThrottle: RegisterThrottle;
}

export const authRoutes: FastifyPluginAsyncZod<AuthRouteOptions> = async (
  app,
  { loginThrottle, registerThrottle },
) => {
  const { db } = app.database;

  // Personal answers: no cache on the way (proxy, browser, service worker) may keep them.
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });

  app.post(
    '/register',
    {
      schema: {
        tags: ['auth'],
        summary: 'Crea una cuenta de cliente',
        description:
          'Con DUI (documentType ausente o "dui"): dui de 9 dígitos y teléfono de 8 dígitos. Con ' +
          'pasaporte (documentType "passport"): documentNumber (5 a 20 letras o dígitos), ' +
          'nationality (ISO 3166 alfa-2) y teléfono en formato E.164 (+13055550100). Un documento ' +
          'ya registrado (mismo tipo y número) o un email repetido es 409.',
        body: registerInput,
        response: {
          201: z.object({ user: publicUser }),
          400: errorBody,
          409: errorBody,
          429: errorBody,
        },
      },
    },
    async (request, reply) => {
      const wait = await countRegistration(db, registerThrottle, request.ip);
      if (wait !== null) {
        reply.header('Retry-After', wait);
        throw new AppError(429, 'TOO_MANY_REGISTRATIONS', MESSAGES.tooManyRegistrations);
      }
      const user = await createUser(db, accountOf(request.body), 'USER');
      return reply.code(201).send({ user: toPublicUser(user) });
    },
  );

  app.post(
    '/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Inicia sesión y devuelve un token',
        body: loginInput,
        response: {
          200: z.object({ token: z.string(), user: publicUser }),
          401: errorBody,
          429: errorBody,
        },
      },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      const outcome = await signIn(db, loginThrottle, request.ip, email, password);
      if (outcome.retryAfterSeconds !== undefined) {
        reply.header('Retry-After', outcome.retryAfterSeconds);
        throw new AppError(429, 'TOO_MANY_ATTEMPTS', MESSAGES.tooManyAttempts);
      }
      const { user } = outcome;
      return { token: app.signToken(user), user };
    },
  );

  app.get(
    '/validate',
    {
      onRequest: signedIn,
      schema: {
        tags: ['auth'],
        summary: 'Devuelve el usuario del token',
        security: [{ bearerAuth: [] }],
        response: { 200: z.object({ user: publicUser }), 401: errorBody },
      },
    },
    async (request) => ({ user: requireUser(request) }),
  );

  app.get(
    '/profile',
    {
      onRequest: signedIn,
      schema: {
        tags: ['auth'],
        summary: 'Devuelve el usuario del token con su teléfono (solo a él mismo)',
        security: [{ bearerAuth: [] }],
        response: {
          200: z.object({
            user: publicUser.extend({
              phoneNumber: z.string(),
              /** Issue 28: the document the customer registered with. */
              documentType: z.enum(DOCUMENT_TYPES),
              documentNumber: z.string(),
              nationality: z.string().nullable(),
            }),
          }),
          401: errorBody,
        },
      },
    },
    async (request) => {
      const row = await findUserById(db, requireUser(request).id);
      // A token outliving its account is treated as no session at all.
      if (!row) throw unauthorized('Debes iniciar sesión para continuar.');
      return {
        user: {
          ...toPublicUser(row),
          phoneNumber: row.phoneNumber,
          documentType: row.documentType,
          documentNumber: row.dui,
          nationality: row.nationality,
        },
      };
    },
  );
};
