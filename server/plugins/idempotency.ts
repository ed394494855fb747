import { createHash } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client.ts';
import { idempotencyKeys } from '../db/schema.ts';
import { AppError } from '../errors.ts';

export const IDEMPOTENCY_MESSAGES = {
  invalidKey:
    'La clave de idempotencia no es válida: usa de 8 a 200 letras, números, guiones o guiones bajos.',
  keyReused: 'Esta clave de idempotencia ya se usó con otra solicitud.',
  inProgress:
    'Una solicitud con esta clave de idempotencia todavía se está procesando. Inténtalo de nuevo en un momento.',
} as const;

const KEY_PATTERN = /^[A-Za-z0-9_-]{8,200}$/;
const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** status_code of a key whose request is still running (no HTTP status is 0). */
const IN_PROGRESS = 0;
/** A claim older than this belongs to a request that died with its process: take it over. */
const ABANDONED_AFTER = sql`interval '60 seconds'`;
const RETENTION = sql`interval '24 hours'`;
const PURGE_EVERY_MS = 5 * 60_000;

/** A piece of punctuation already written out, as opposed to a value still to be written. */
class Token {
  constructor(readonly text: string) {}
}

/**
 * JSON with object keys sorted, so the same body written in another key order matches. Walks
 * the value with its own stack rather than by recursion: a body nested thousands of levels deep
 * must cost time in proportion to its size, never the call stack.
 */
export function canonicalJson(value: unknown): string {
  const out: string[] = [];
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (item instanceof Token) {
      out.push(item.text);
      continue;
    }
    const parts: unknown[] = [];
    if (Array.isArray(item)) {
      parts.push(new Token('['));
      item.forEach((element, index) => {
        if (index > 0) parts.push(new Token(','));
        parts.push(element === undefined ? null : element);
      });
      parts.push(new Token(']'));
    } else if (item !== null && typeof item === 'object') {
      const entries = Object.entries(item)
        .filter(([, entry]) => entry !== undefined)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
      parts.push(new Token('{'));
      entries.forEach(([key, entry], index) => {
        parts.push(new Token(`${index > 0 ? ',' : ''}${JSON.stringify(key)}:`), entry);
      });
      parts.push(new Token('}'));
    } else {
      out.push(JSON.stringify(item) ?? 'null');
      continue;
    }
    for (let index = parts.length - 1; index >= 0; index--) pending.push(parts[index]);
  }
  return out.join('');
}

export function requestFingerprint(method: string, url: string, body: unknown): string {
  const hash = createHash('sha256').update(`${method}\n${url}\n`);
  // A photo upload's bytes are hashed as they are: walked as JSON, 2 MB would take seconds.
  if (Buffer.isBuffer(body)) return hash.update('bytes\n').update(body).digest('hex');
  return hash.update(canonicalJson(body ?? null)).digest('hex');
}

type Claim =
  | { kind: 'claimed' }
  | { kind: 'replay'; statusCode: number; response: unknown }
  | { kind: 'mismatch' }
  | { kind: 'inProgress' };

/**
 * Takes the key for this request, or learns what became of the first request that took it.
 * The unique index on (user, key) decides between two simultaneous requests: one inserts, the
 * other sees its row.
 */
async function claimKey(db: Db, userId: number, key: string, fingerprint: string): Promise<Claim> {
  const sameKey = and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key));
  for (let attempt = 0; attempt < 3; attempt++) {
    const inserted = await db
      .insert(idempotencyKeys)
      .values({ userId, key, fingerprint, statusCode: IN_PROGRESS, response: null })
      .onConflictDoNothing({ target: [idempotencyKeys.userId, idempotencyKeys.key] })
      .returning({ id: idempotencyKeys.id });
    if (inserted.length > 0) return { kind: 'claimed' };

    const [existing] = await db.select().from(idempotencyKeys).where(sameKey);
    if (!existing) continue; // released by a failed first attempt in the meantime
    if (existing.fingerprint !== fingerprint) return { kind: 'mismatch' };
    if (existing.statusCode !== IN_PROGRESS) {
      return { kind: 'replay', statusCode: existing.statusCode, response: existing.response };
    }
    const abandoned = await db
      .delete(idempotencyKeys)
      .where(
        and(
          eq(idempotencyKeys.id, existing.id),
          eq(idempotencyKeys.statusCode, IN_PROGRESS),
          lt(idempotencyKeys.createdAt, sql`now() - ${ABANDONED_AFTER}`),
        ),
      )
      .returning({ id: idempotencyKeys.id });
    if (abandoned.length === 0) return { kind: 'inProgress' };
  }
  return { kind: 'inProgress' };
}

interface Claimed {
  userId: number;
  key: string;
}

/**
 * Refusals that only say "not yet": a hand-over naming photos still on their way, a vehicle busy
 * with another write. The same request with the same key must be able to succeed later.
 */
const NOT_YET = new Set(['PHOTOS_MISSING', 'CONCURRENT_UPDATE']);
function notYet(body: unknown): boolean {
  const code = (body as { error?: unknown } | null)?.error;
  return typeof code === 'string' && NOT_YET.has(code);
}

/** The stored body: parsed JSON, or null for an empty answer; undefined when it cannot be kept. */
function storableBody(payload: unknown): unknown {
  if (payload === undefined || payload === null || payload === '') return null;
  if (typeof payload !== 'string') return undefined;
  try {
    return JSON.parse(payload);
  } catch {
    return undefined;
  }
}

function replay(reply: FastifyReply, statusCode: number, response: unknown): FastifyReply {
  reply.code(statusCode).header('Idempotent-Replayed', 'true');
  if (response === null) return reply.send();
  return reply.type('application/json; charset=utf-8').send(JSON.stringify(response));
}

/**
 * DESIGN 7: every mutation may carry an Idempotency-Key. The first request with a key runs and
 * its answer is stored per user; a repeat with the same method, URL and body gets that answer
 * back without running again; the same key with anything else is 422. Server errors, 429 and
 * the "not yet" refusals are not kept, so a retry after them can still succeed.
 */
export const idempotencyPlugin = fp(
  async (app: FastifyInstance) => {
    // Keys belong to a user, so our preHandler must come after the auth plugin's, which sets it.
    if (!app.hasRequestDecorator('currentUser')) {
      throw new Error('Register the auth plugin before the idempotency plugin');
    }
    const claims = new WeakMap<FastifyRequest, Claimed>();
    let lastPurge = 0;

    const db = () => app.database.db;

    async function purgeOccasionally() {
      if (Date.now() - lastPurge < PURGE_EVERY_MS) return;
      lastPurge = Date.now();
      await db()
        .delete(idempotencyKeys)
        .where(lt(idempotencyKeys.createdAt, sql`now() - ${RETENTION}`));
    }

    async function release(request: FastifyRequest) {
      const claimed = claims.get(request);
      if (!claimed) return;
      claims.delete(request);
      await db()
        .delete(idempotencyKeys)
        .where(
          and(
            eq(idempotencyKeys.userId, claimed.userId),
            eq(idempotencyKeys.key, claimed.key),
            eq(idempotencyKeys.statusCode, IN_PROGRESS),
          ),
        );
    }

    // The body as sent, before the route's schema trims and converts it; only kept here; the
    // fingerprint is taken once the caller is known to be allowed and the body valid.
    const rawBodies = new WeakMap<FastifyRequest, { body: unknown }>();
    app.addHook('preValidation', async (request) => {
      if (!MUTATING.has(request.method) || request.headers['idempotency-key'] === undefined) return;
      rawBodies.set(request, { body: request.body });
    });

    // Registered after the auth plugin and run after validation and the routes' own checks of
    // who may call, so a stranger's or a malformed request never reaches the key store.
    app.addHook('preHandler', async (request, reply) => {
      const header = request.headers['idempotency-key'];
      const raw = rawBodies.get(request);
      const user = request.currentUser;
      if (header === undefined || !raw || !request.url.startsWith('/api/')) return;
      if (typeof header !== 'string' || !KEY_PATTERN.test(header)) {
        throw new AppError(400, 'INVALID_IDEMPOTENCY_KEY', IDEMPOTENCY_MESSAGES.invalidKey);
      }
      if (!user) return;
      const pending = {
        key: header,
        fingerprint: requestFingerprint(request.method, request.url, raw.body),
      };
      await purgeOccasionally();
      const claim = await claimKey(db(), user.id, pending.key, pending.fingerprint);
      if (claim.kind === 'claimed') {
        claims.set(request, { userId: user.id, key: pending.key });
        return;
      }
      if (claim.kind === 'replay') return replay(reply, claim.statusCode, claim.response);
      if (claim.kind === 'mismatch') {
        throw new AppError(422, 'IDEMPOTENCY_KEY_REUSED', IDEMPOTENCY_MESSAGES.keyReused);
      }
      throw new AppError(409, 'IDEMPOTENCY_IN_PROGRESS', IDEMPOTENCY_MESSAGES.inProgress);
    });

    app.addHook('onSend', async (request, reply, payload) => {
      const claimed = claims.get(request);
      if (!claimed) return payload;
      const status = reply.statusCode;
      const body = storableBody(payload);
      try {
        if (status >= 500 || status === 429 || body === undefined || notYet(body)) {
          await release(request);
        } else {
          claims.delete(request);
          await db()
            .update(idempotencyKeys)
            .set({ statusCode: status, response: body })
            .where(
              and(eq(idempotencyKeys.userId, claimed.userId), eq(idempotencyKeys.key, claimed.key)),
            );
        }
      } catch (error) {
        // The answer itself is fine; an unsaved claim only ages out and is taken over later.
        request.log.warn({ err: error }, 'idempotency key not saved');
      }
      return payload;
    });

    // Safety net: a request whose reply never passed through onSend must not keep its key.
    app.addHook('onResponse', async (request) => {
      if (claims.has(request)) await release(request).catch(() => undefined);
    });
  },
  { name: 'idempotency' },
);
