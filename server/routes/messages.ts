import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageListQuery, messagePage } from '#domain/message-contracts.ts';
import { MESSAGE_MESSAGES as M } from '#domain/messages.ts';
import { idField } from '#domain/reservation-contracts.ts';
import { z } from '#domain/zod.ts';
import { AppError, notFound } from '../errors.ts';
import { adminOnly } from '../plugins/auth.ts';
import { listMessages, resendMessage } from '../services/messages/message-list.ts';
import { stopEmailReminders } from '../services/messages/preferences.ts';
import { errors } from './error-body.ts';

const security = [{ bearerAuth: [] }];
const tags = ['messages'];

const page = (title: string, body: string) => `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head>
<body style="font-family:Montserrat,Arial,sans-serif;background:#eef2fa;color:#132140;margin:0;padding:32px 16px;">
<main style="max-width:480px;margin:0 auto;background:#fff;border-radius:12px;padding:24px;">
<p style="margin:0 0 16px;font-weight:700;letter-spacing:2px;color:#b8901f;">ELITE DRIVE</p>
<h1 style="font-size:22px;margin:0 0 12px;">${title}</h1>
${body}
</main></body></html>
`;

const UNSUBSCRIBE_PAGE = {
  invalid: page(
    'Enlace no válido',
    `<p>${M.tokenInvalid} Puedes cambiar tus avisos en 'Notificaciones' después de iniciar sesión.</p>`,
  ),
  ask: page(
    'Recordatorios por correo',
    `<p>¿Quieres dejar de recibir los recordatorios de recogida por correo? Las confirmaciones y las constancias de entrega y devolución seguirán llegando.</p>
<form method="post"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit" style="background:#d9ae3a;color:#132140;font-weight:700;border:0;border-radius:8px;padding:12px 20px;font-size:16px;">Dejar de recibir recordatorios</button></form>`,
  ),
  done: page(
    'Listo',
    "<p>Ya no recibirás recordatorios de recogida por correo. Puedes volver a activarlos en 'Notificaciones'.</p>",
  ),
};

const tokenQuery = z.object({ token: z.string().max(100).optional() });

/** Issue 29: 'Mensajes' for staff, and the one-click unsubscribe from reminders (RFC 8058). */
export const messageRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.get(
    '/messages',
    {
      schema: {
        tags,
        security,
        summary:
          'Todos los mensajes (correo y push) con su estado, del más nuevo al más viejo; filtros y páginas (administradores)',
        querystring: messageListQuery,
        response: { 200: messagePage, ...errors },
      },
      onRequest: adminOnly(M.adminOnly),
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return listMessages(db, request.query);
    },
  );

  app.post(
    '/messages/:id/resend',
    {
      schema: {
        tags,
        security,
        summary: "'Reenviar' un mensaje fallido: 202; 409 si no está fallido (administradores)",
        params: z.object({ id: idField(M.messageNotFound, M.messageInvalid) }),
        response: { 202: z.object({ success: z.literal(true) }), ...errors },
      },
      onRequest: adminOnly(M.adminOnly),
    },
    async (request, reply) => {
      await resendMessage(db, request.params.id, app.messages.options.now());
      return reply.code(202).send({ success: true as const });
    },
  );

  // The RFC 8058 one-click POST is a form (application/x-www-form-urlencoded); only here.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );

  app.get(
    '/unsubscribe',
    {
      schema: {
        tags,
        summary:
          'Página para dejar de recibir recordatorios por correo (enlace del correo, sin sesión)',
        querystring: tokenQuery,
      },
    },
    async (request, reply) => {
      const userId = app.messages.userOfUnsubscribeToken(request.query.token ?? '');
      // A browser gets a page; any other client the API's JSON error.
      const browser = (request.headers.accept ?? '').includes('text/html');
      if (userId === null && !browser) throw notFound(M.tokenInvalid);
      return reply
        .code(userId === null ? 404 : 200)
        .header('Cache-Control', 'no-store')
        .header('X-Robots-Tag', 'noindex')
        .type('text/html; charset=utf-8')
        .send(userId === null ? UNSUBSCRIBE_PAGE.invalid : UNSUBSCRIBE_PAGE.ask);
    },
  );

  app.post(
    '/unsubscribe',
    {
      schema: {
        tags,
        summary:
          'Baja de los recordatorios con un clic (RFC 8058): cuerpo List-Unsubscribe=One-Click, sin sesión',
        querystring: tokenQuery,
        body: z.record(z.string(), z.string()).optional(),
      },
    },
    async (request, reply) => {
      const userId = app.messages.userOfUnsubscribeToken(request.query.token ?? '');
      if (userId === null) throw new AppError(400, 'INVALID_TOKEN', M.tokenInvalid);
      if (request.body?.['List-Unsubscribe'] !== 'One-Click') {
        throw new AppError(400, 'ONE_CLICK_REQUIRED', M.oneClickRequired);
      }
      await stopEmailReminders(db, userId);
      return reply
        .header('Cache-Control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(UNSUBSCRIBE_PAGE.done);
    },
  );
};
