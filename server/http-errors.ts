import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { TEXT_MESSAGES } from '#domain/text.ts';
import type { FieldErrors } from '#domain/user.ts';
import { DATABASE_TIMEOUT, RETRY_AFTER_SECONDS, SERVICE_UNAVAILABLE } from './db/health.ts';
import {
  CHARACTER_NOT_IN_REPERTOIRE,
  DEADLOCK_DETECTED,
  databaseFailure,
  SERIALIZATION_FAILURE,
  sqlState,
  UNTRANSLATABLE_CHARACTER,
} from './db/pg-errors.ts';
import { AppError } from './errors.ts';
import { compressedHtml, indexHtmlFor } from './page-preloads.ts';
import { RACE_LOST_MESSAGE } from './services/vehicle-lock.ts';
import { looksLikeFile } from './static-files.ts';

export interface ErrorBody {
  error: string;
  message: string;
  fields?: FieldErrors;
  [extra: string]: unknown;
}

/** Fastify's own failures, each with the Spanish a person reads and our stable code. */
const FRAMEWORK_ERRORS: Record<string, { status: number; error: string; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: {
    status: 400,
    error: 'INVALID_JSON',
    message: 'El cuerpo de la solicitud no es un JSON válido.',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: 400,
    error: 'INVALID_JSON',
    message: 'El cuerpo de la solicitud está vacío.',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: {
    status: 413,
    error: 'BODY_TOO_LARGE',
    message: 'La solicitud es demasiado grande.',
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    error: 'UNSUPPORTED_MEDIA_TYPE',
    message: 'Tipo de contenido no soportado. Envía los datos como JSON.',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    error: 'INVALID_REQUEST',
    message: 'La longitud de la solicitud no es válida.',
  },
  FST_JWT_NO_AUTHORIZATION_IN_HEADER: {
    status: 401,
    error: 'UNAUTHORIZED',
    message: 'Debes iniciar sesión para continuar.',
  },
};

/**
 * Database refusals a client can cause or meet by chance, should one slip past the contracts
 * and the retries: never a 500.
 */
const DATABASE_ERRORS: Record<string, { status: number; error: string; message: string }> = {
  [DEADLOCK_DETECTED]: { status: 409, error: 'CONCURRENT_UPDATE', message: RACE_LOST_MESSAGE },
  [SERIALIZATION_FAILURE]: { status: 409, error: 'CONCURRENT_UPDATE', message: RACE_LOST_MESSAGE },
  [UNTRANSLATABLE_CHARACTER]: {
    status: 400,
    error: 'VALIDATION_ERROR',
    message: TEXT_MESSAGES.forbiddenCharacters,
  },
  [CHARACTER_NOT_IN_REPERTOIRE]: {
    status: 400,
    error: 'VALIDATION_ERROR',
    message: TEXT_MESSAGES.forbiddenCharacters,
  },
};

function validationFields(error: FastifyError): FieldErrors {
  const fields: FieldErrors = {};
  for (const item of error.validation ?? []) {
    const key = item.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
    fields[key] ??= item.message ?? 'Valor no válido';
  }
  return fields;
}

export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  let status: number;
  let body: ErrorBody;
  if (error instanceof AppError) {
    status = error.statusCode;
    body = { error: error.code, message: error.message, ...error.extra };
    if (error.fields) body.fields = error.fields;
  } else if (hasZodFastifySchemaValidationErrors(error) || error.validation) {
    const fields = validationFields(error);
    status = 400;
    body = {
      error: 'VALIDATION_ERROR',
      message: Object.values(fields)[0] ?? 'Datos inválidos.',
      fields,
    };
  } else if (databaseFailure(error)) {
    // The database cannot be reached, or took too long: "not now", never a 500 (issue 25).
    const failure = databaseFailure(error);
    status = 503;
    body = { ...(failure === 'timeout' ? DATABASE_TIMEOUT : SERVICE_UNAVAILABLE) };
    reply.header('Retry-After', String(RETRY_AFTER_SECONDS));
    if (failure === 'unavailable') request.server.databaseHealth?.noticeFailure();
    request.log.warn({ err: error }, `database ${failure}`);
  } else if (DATABASE_ERRORS[sqlState(error) ?? '']) {
    const known = DATABASE_ERRORS[sqlState(error) ?? ''] as {
      status: number;
      error: string;
      message: string;
    };
    status = known.status;
    body = { error: known.error, message: known.message };
    request.log.warn({ err: error }, 'database refusal answered as a client error');
  } else if (error.code && FRAMEWORK_ERRORS[error.code]) {
    const known = FRAMEWORK_ERRORS[error.code] as {
      status: number;
      error: string;
      message: string;
    };
    status = known.status;
    body = { error: known.error, message: known.message };
  } else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    status = error.statusCode;
    body = { error: 'BAD_REQUEST', message: 'La solicitud no es válida.' };
    request.log.info({ err: error }, 'client error');
  } else {
    request.log.error({ err: error }, 'unexpected error');
    status = 500;
    body = { error: 'INTERNAL_ERROR', message: 'Error interno del servidor. Intenta más tarde.' };
  }
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

/**
 * JSON 404 under /api and for a missing file (/nope.js, /robots.txt before it existed): sending
 * index.html there would hand a crawler or a stale script tag HTML. Every other GET gets the PWA's
 * index.html so the app's routes load on a direct visit.
 */
export function notFoundHandler(staticDir: string | undefined) {
  const hasIndex = staticDir !== undefined && existsSync(join(staticDir, 'index.html'));
  return (request: FastifyRequest, reply: FastifyReply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    const isScreen = !isApi && !looksLikeFile(request.url);
    if (isScreen && hasIndex && (request.method === 'GET' || request.method === 'HEAD')) {
      reply.header('Cache-Control', 'no-cache');
      if (staticDir) {
        return indexHtmlFor(staticDir, request.url).then((html) => {
          if (html === null) return reply.sendFile('index.html');
          const { body, encoding } = compressedHtml(html, request.headers['accept-encoding']);
          if (encoding) reply.header('Content-Encoding', encoding);
          return reply
            .header('Vary', 'Accept-Encoding')
            .type('text/html; charset=utf-8')
            .send(body);
        });
      }
      return reply.sendFile('index.html');
    }
    return reply
      .code(404)
      .send({ error: 'NOT_FOUND', message: 'Recurso no encontrado.' } satisfies ErrorBody);
  };
}
