import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HANDOVER_MESSAGES as HM, PHOTO_CONTENT_TYPES, PHOTO_MAX_BYTES } from '#domain/handover.ts';
import { photoParams, photoStoredView } from '#domain/handover-contracts.ts';
import { AppError } from '../errors.ts';
import { errorHandler } from '../http-errors.ts';
import { adminOnly, requireAdmin, requireUser, signedIn } from '../plugins/auth.ts';
import { readPhoto, storePhoto } from '../services/photos.ts';
import { errorBody } from './error-body.ts';

const security = [{ bearerAuth: [] }];
const tags = ['photos'];

/** The body parser's refusals, said about a photo rather than about JSON. */
const PARSER_ERRORS: Record<string, { status: number; error: string; message: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, error: 'PHOTO_TOO_LARGE', message: HM.photoTooLarge },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    error: 'UNSUPPORTED_MEDIA_TYPE',
    message: HM.photoNotImage,
  },
};

function photoErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const known = PARSER_ERRORS[error.code];
  if (!known) return errorHandler(error, request, reply);
  return reply
    .code(known.status)
    .type('application/json; charset=utf-8')
    .send({ error: known.error, message: known.message });
}

/**
 * Photos and signatures of the handovers (issue 11), named by the SHA-256 of their bytes and kept
 * in the database so every server instance sees them. Only this plugin reads image bodies, and
 * only here may a body exceed the app's 64 KiB JSON limit.
 */
export const photoRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  // JSON is not a photo: only the image types reach this plugin's routes.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    [...PHOTO_CONTENT_TYPES],
    { parseAs: 'buffer', bodyLimit: PHOTO_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );
  app.setErrorHandler(photoErrors);

  app.put(
    '/:sha256',
    {
      // A stranger's 2 MB upload is refused before a byte of it is buffered.
      onRequest: adminOnly(HM.adminOnly),
      bodyLimit: PHOTO_MAX_BYTES,
      schema: {
        tags,
        security,
        summary: 'Sube una foto (JPEG, WebP o PNG, hasta 2 MB) con el SHA-256 de sus bytes',
        description:
          'Idempotente: 201 la primera vez, 200 si ya estaba. El servidor comprueba la huella.',
        params: photoParams,
        response: {
          200: photoStoredView,
          201: photoStoredView,
          400: errorBody,
          401: errorBody,
          403: errorBody,
          413: errorBody,
          415: errorBody,
        },
      },
    },
    async (request, reply) => {
      const admin = requireAdmin(request, HM.adminOnly);
      const body = request.body;
      if (!Buffer.isBuffer(body)) throw new AppError(400, 'PHOTO_EMPTY', HM.photoEmpty);
      const { photo, created } = await storePhoto(db, request.params.sha256, body, admin.id);
      return reply.code(created ? 201 : 200).send(photo);
    },
  );

  app.get(
    '/:sha256',
    {
      onRequest: signedIn,
      schema: {
        tags,
        security,
        summary: 'Una foto: para administradores y para el cliente de la reserva que la nombra',
        params: photoParams,
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const { sha256 } = request.params;
      const photo = await readPhoto(db, sha256, user);
      // Private: it is someone's evidence, not for shared caches; immutable: its name is its bytes.
      return reply
        .header('Cache-Control', 'private, max-age=31536000, immutable')
        .header('ETag', `"${sha256}"`)
        .type(photo.contentType)
        .send(photo.bytes);
    },
  );
};
