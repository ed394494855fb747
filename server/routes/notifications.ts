import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  notificationPreferencesInput,
  notificationPreferencesView,
  pushPublicKeyView,
  pushSubscriptionInput,
  pushUnsubscribeInput,
} from '#domain/message-contracts.ts';
import { z } from '#domain/zod.ts';
import { requireUser, signedIn } from '../plugins/auth.ts';
import {
  readPreferences,
  subscribePush,
  unsubscribePush,
  updatePreferences,
} from '../services/messages/preferences.ts';
import { errors } from './error-body.ts';

const security = [{ bearerAuth: [] }];
const tags = ['notifications'];
const ok = z.object({ success: z.literal(true) });

/** Issue 29: Web Push subscriptions and what each person chooses to receive. */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.get(
    '/push/public-key',
    {
      schema: {
        tags,
        summary: 'La clave pública VAPID (base64url) para PushManager.subscribe; sin sesión',
        response: { 200: pushPublicKeyView },
      },
    },
    async () => ({ publicKey: (await app.messages.vapidKeys()).publicKey }),
  );

  app.post(
    '/push/subscriptions',
    {
      schema: {
        tags,
        security,
        summary:
          'Activa las notificaciones push en este dispositivo: 201 nueva, 200 si el endpoint ya estaba (una sola fila)',
        description: 'El endpoint debe ser https (http solo para 127.0.0.1 y localhost).',
        body: pushSubscriptionInput,
        response: { 200: ok, 201: ok, ...errors },
      },
      onRequest: signedIn,
    },
    async (request, reply) => {
      const created = await subscribePush(db, requireUser(request).id, request.body);
      return reply.code(created ? 201 : 200).send({ success: true as const });
    },
  );

  app.delete(
    '/push/subscriptions',
    {
      schema: {
        tags,
        security,
        summary:
          'Desactiva las notificaciones push de este dispositivo (solo la suscripción propia); siempre 204',
        body: pushUnsubscribeInput,
        response: { 204: z.null(), ...errors },
      },
      onRequest: signedIn,
    },
    async (request, reply) => {
      await unsubscribePush(db, requireUser(request).id, request.body.endpoint);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/me/notification-preferences',
    {
      schema: {
        tags,
        security,
        summary:
          'Mis avisos: recordatorios por correo, push, y para el personal cada aviso por correo y/o push',
        response: { 200: notificationPreferencesView, ...errors },
      },
      onRequest: signedIn,
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return readPreferences(db, requireUser(request));
    },
  );

  app.put(
    '/me/notification-preferences',
    {
      schema: {
        tags,
        security,
        summary: 'Cambia mis avisos (los campos que se envíen); responde todos',
        body: notificationPreferencesInput,
        response: { 200: notificationPreferencesView, ...errors },
      },
      onRequest: signedIn,
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return updatePreferences(db, requireUser(request), request.body);
    },
  );
};
