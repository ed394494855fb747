import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors.ts';

/**
 * What the HTTP layer answers before a route runs: JSON that is too deep, and the failures Node
 * or Fastify would otherwise answer themselves in English (a malformed URL, huge headers, an
 * Expect header we do not support). Every one of them is the app's Spanish `{error, message}`
 * with the security headers, and none echoes what the client sent.
 */

/** Deeper than any body of ours (the deepest is 3 levels), shallow enough to walk cheaply. */
export const MAX_JSON_DEPTH = 32;

export const HTTP_MESSAGES = {
  tooDeep: 'El cuerpo de la solicitud tiene demasiados niveles anidados.',
  badUrl: 'La dirección de la solicitud no es válida.',
  headersTooLarge: 'Los encabezados de la solicitud son demasiado grandes.',
  badRequest: 'La solicitud no es válida.',
  timeout: 'La solicitud tardó demasiado en llegar.',
  expectation: 'El encabezado Expect de la solicitud no es compatible.',
} as const;

/** Helmet's headers for an answer written outside Fastify's hooks (an error, never a page). */
export const ERROR_SECURITY_HEADERS: Record<string, string> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
  'cache-control': 'no-store',
};

/** True when the parsed JSON nests deeper than `max`; walks with its own stack. */
export function nestsDeeperThan(value: unknown, max: number): boolean {
  const pending: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  while (pending.length > 0) {
    const item = pending.pop() as { value: unknown; depth: number };
    if (item.value === null || typeof item.value !== 'object') continue;
    if (item.depth >= max) return true;
    for (const child of Object.values(item.value)) {
      pending.push({ value: child, depth: item.depth + 1 });
    }
  }
  return false;
}

function errorText(error: string, message: string): string {
  return JSON.stringify({ error, message });
}

/** Fastify's `frameworkErrors`: a URL it cannot decode, or a parameter over maxParamLength. */
export function frameworkErrors(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
) {
  const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400;
  return reply
    .code(status)
    .headers(ERROR_SECURITY_HEADERS)
    .type('application/json; charset=utf-8')
    .send(errorText('BAD_URL', HTTP_MESSAGES.badUrl));
}

/** Fastify's `clientErrorHandler`: requests Node's parser refused before any route could run. */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, reason, body] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [
          431,
          'Request Header Fields Too Large',
          errorText('HEADERS_TOO_LARGE', HTTP_MESSAGES.headersTooLarge),
        ]
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'Request Timeout', errorText('REQUEST_TIMEOUT', HTTP_MESSAGES.timeout)]
        : [400, 'Bad Request', errorText('BAD_REQUEST', HTTP_MESSAGES.badRequest)];
  if (!socket.writable) return socket.destroy(error);
  const headers = Object.entries({
    ...ERROR_SECURITY_HEADERS,
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(body)),
    connection: 'close',
  })
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  socket.write(`HTTP/1.1 ${status} ${reason}\r\n${headers}\r\n${body}`);
  socket.destroy();
}

/** Node answers an Expect other than 100-continue itself, in English, unless we listen. */
function refuseExpectation(_request: IncomingMessage, response: ServerResponse) {
  const body = errorText('EXPECTATION_FAILED', HTTP_MESSAGES.expectation);
  response.writeHead(417, {
    ...ERROR_SECURITY_HEADERS,
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
  });
  response.end(body);
}

export const httpPolicyPlugin = fp(
  async (app: FastifyInstance) => {
    app.server.on('checkExpectation', refuseExpectation);

    // Fastify's own parser (with its prototype-poisoning guard), then a depth check: deep JSON
    // is refused here, before anything walks it.
    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      parseJson(request, body as string, (error: Error | null, value?: unknown) => {
        if (error) return done(error, undefined);
        if (nestsDeeperThan(value, MAX_JSON_DEPTH)) {
          return done(new AppError(400, 'JSON_TOO_DEEP', HTTP_MESSAGES.tooDeep), undefined);
        }
        done(null, value);
      });
    });
  },
  { name: 'http-policy' },
);
