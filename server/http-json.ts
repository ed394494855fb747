import { hash } from 'node:crypto';
import { promisify } from 'node:util';
import { constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

const gzipAsync = promisify(gzip);

/**
 * JSON built by the database goes out as is, with a weak ETag taken from its bytes: a client that
 * already holds the same answer — a phone re-opening the catalogue on a patchy connection — gets
 * a 304 without the body. A hash of the answer itself cannot miss a change, whatever wrote to the
 * database; sha1 costs under a millisecond per megabyte, on the bytes that are sent anyway.
 * `no-cache`: keep the copy, but ask before each use.
 */
export interface JsonAnswer {
  etag: string;
  body: Buffer;
}

export function jsonAnswer(json: string): JsonAnswer {
  const body = Buffer.from(json);
  return { etag: `W/"${hash('sha1', body, 'base64url')}"`, body };
}

/** If-None-Match uses the weak comparison (RFC 9110 13.1.2): W/ prefixes do not matter. */
function clientHolds(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = etag.replace(/^W\//, '');
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim())
    .some((tag) => tag === '*' || tag.replace(/^W\//, '') === opaque);
}

/** Below this, gzip saves too little to be worth a round through zlib. */
const GZIP_FROM_BYTES = 1024;

function acceptsGzip(acceptEncoding: string | undefined): boolean {
  return (acceptEncoding ?? '').split(',').some((entry) => {
    const [coding, ...params] = entry.split(';').map((part) => part.trim().toLowerCase());
    const q = params.find((param) => param.startsWith('q='));
    return (coding === 'gzip' || coding === '*') && (q === undefined || Number(q.slice(2)) > 0);
  });
}

/**
 * Vehicle JSON shrinks about twentyfold (the 1.6 MB catalogue of the bench to 80 kB) for a few
 * milliseconds per megabyte at the fastest level. Kept per answer, so a remembered answer (the
 * catalogue) is compressed once, not on every request.
 */
const gzipped = new WeakMap<JsonAnswer, Promise<Buffer>>();
function gzipOf(answer: JsonAnswer): Promise<Buffer> {
  let zipped = gzipped.get(answer);
  if (!zipped) {
    zipped = gzipAsync(answer.body, { level: constants.Z_BEST_SPEED });
    gzipped.set(answer, zipped);
  }
  return zipped;
}

/**
 * Fastify skips serialisation for a Buffer, so the route's zod schema only documents the answer;
 * the tests hold the database's text to it.
 */
export async function sendJsonAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: JsonAnswer,
) {
  reply.header('etag', answer.etag);
  // A route may have said more already (a private answer, one that varies with the caller).
  if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-cache');
  if (!reply.hasHeader('vary')) reply.header('vary', 'accept-encoding');
  if (clientHolds(request.headers['if-none-match'], answer.etag)) return reply.code(304).send();
  reply.type('application/json; charset=utf-8');
  if (answer.body.length < GZIP_FROM_BYTES || !acceptsGzip(request.headers['accept-encoding'])) {
    return reply.send(answer.body);
  }
  return reply.header('content-encoding', 'gzip').send(await gzipOf(answer));
}

export function sendJsonText(request: FastifyRequest, reply: FastifyReply, json: string) {
  return sendJsonAnswer(request, reply, jsonAnswer(json));
}
