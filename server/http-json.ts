import { hash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  COMPRESS_FROM_BYTES,
  type Coding,
  compress,
  preferredCoding,
} from './plugins/compression.ts';

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

/**
 * Compressed once per answer and coding: a kept answer (the catalogue, a calendar month, a page
 * of the management list) is compressed on its first request, not on every one. Brotli first:
 * the bench's calendar month (10,800 reservations, 7.9 MB of JSON) is about a quarter of its gzip
 * size, which is what ten admins asking at once wait for (issue 14).
 */
const compressed = new WeakMap<JsonAnswer, Partial<Record<Coding, Promise<Buffer>>>>();
function compressedOf(answer: JsonAnswer, coding: Coding): Promise<Buffer> {
  const codings = compressed.get(answer) ?? {};
  compressed.set(answer, codings);
  codings[coding] ??= compress(coding, answer.body);
  return codings[coding];
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
  const coding = preferredCoding(request.headers['accept-encoding']);
  if (answer.body.length < COMPRESS_FROM_BYTES || !coding) return reply.send(answer.body);
  return reply.header('content-encoding', coding).send(await compressedOf(answer, coding));
}

export function sendJsonText(request: FastifyRequest, reply: FastifyReply, json: string) {
  return sendJsonAnswer(request, reply, jsonAnswer(json));
}
