import { and, inArray, like, lt, notLike, type SQL, sql } from 'drizzle-orm';
import type { LoginThrottle, RegisterThrottle } from '../config.ts';
import type { Db } from '../db/client.ts';
import { loginAttempts } from '../db/schema.ts';

/**
 * Counters of failed sign-ins and of registrations, kept in the database so every instance
 * shares them (DESIGN 4). Policy (README "Security policy", ASVS 6.3.1):
 * - one address guessing one e-mail: `perPair` failures, then 429 until its window ends;
 * - one address guessing many e-mails: `perAddress` failures, then 429;
 * - one e-mail guessed from many addresses: never a block (that would lock the owner out), but
 *   every attempt on it waits a delay that doubles with each failure beyond the free ones.
 */

const keysFor = (address: string, email: string) => ({
  pair: `pair:${email}|${address}`,
  address: `address:${address}`,
  email: `email:${email}`,
});

export interface LoginVerdict {
  /** Seconds until the caller may try again; null when it may try now. */
  retryAfterSeconds: number | null;
  /** How long to hold this attempt before answering it. */
  delayMs: number;
}

const secondsLeft = (startedAt: Date, windowMs: number) =>
  Math.max(1, Math.ceil((startedAt.getTime() + windowMs - Date.now()) / 1000));

export async function loginVerdict(
  db: Db,
  limits: LoginThrottle,
  address: string,
  email: string,
): Promise<LoginVerdict> {
  const keys = keysFor(address, email);
  const since = new Date(Date.now() - limits.windowMs);
  const rows = await db
    .select()
    .from(loginAttempts)
    .where(inArray(loginAttempts.key, [keys.pair, keys.address, keys.email]));
  let retryAfterSeconds: number | null = null;
  let delayMs = 0;
  for (const row of rows) {
    if (row.windowStartedAt <= since) continue;
    if (row.key === keys.email) {
      const over = row.failures - limits.emailFreeFailures;
      if (over >= 0) delayMs = Math.min(limits.emailDelayMaxMs, limits.emailDelayMs * 2 ** over);
      continue;
    }
    const limit = row.key === keys.pair ? limits.perPair : limits.perAddress;
    if (row.failures >= limit) {
      retryAfterSeconds = Math.max(
        retryAfterSeconds ?? 0,
        secondsLeft(row.windowStartedAt, limits.windowMs),
      );
    }
  }
  return { retryAfterSeconds, delayMs };
}

/** Adds one to each counter, starting a new window for a counter whose window has ended. */
async function count(db: Db, keys: string[], windowMs: number) {
  const now = new Date();
  const since = new Date(now.getTime() - windowMs).toISOString();
  const current = sql`${loginAttempts.windowStartedAt} > ${since}::timestamptz`;
  return db
    .insert(loginAttempts)
    .values(keys.map((key) => ({ key, failures: 1, windowStartedAt: now })))
    .onConflictDoUpdate({
      target: loginAttempts.key,
      set: {
        failures: sql`case when ${current} then ${loginAttempts.failures} + 1 else 1 end`,
        windowStartedAt: sql`case when ${current} then ${loginAttempts.windowStartedAt} else excluded.window_started_at end`,
      },
    })
    .returning();
}

const PRUNE_EVERY_MS = 60_000;
const lastPrune = new WeakMap<Db, Map<string, number>>();

/** Removes counters whose window has ended, at most once a minute per kind and database. */
async function pruneOccasionally(db: Db, kind: string, which: SQL, windowMs: number) {
  const done = lastPrune.get(db) ?? new Map<string, number>();
  lastPrune.set(db, done);
  if (Date.now() - (done.get(kind) ?? 0) < PRUNE_EVERY_MS) return;
  done.set(kind, Date.now());
  const before = new Date(Date.now() - windowMs);
  await db.delete(loginAttempts).where(and(which, lt(loginAttempts.windowStartedAt, before)));
}

const REGISTER_PREFIX = 'register:';

export async function recordLoginFailure(
  db: Db,
  limits: LoginThrottle,
  address: string,
  email: string,
): Promise<void> {
  const keys = keysFor(address, email);
  await count(db, [keys.pair, keys.address, keys.email], limits.windowMs);
  await pruneOccasionally(
    db,
    'login',
    notLike(loginAttempts.key, `${REGISTER_PREFIX}%`),
    limits.windowMs,
  );
}

/**
 * The owner proved who they are: their e-mail and this address's guesses on it are forgiven.
 * The address's own counter stays (it may be shared with someone guessing other accounts).
 */
export async function clearLoginFailures(db: Db, address: string, email: string): Promise<void> {
  const keys = keysFor(address, email);
  await db.delete(loginAttempts).where(inArray(loginAttempts.key, [keys.pair, keys.email]));
}

/**
 * Counts one registration from `address`; the seconds to wait when it is over its limit, else
 * null. Every attempt counts, whatever its outcome: each 409 tells whether an e-mail or DUI
 * exists, which the SPEC requires, so the number of such questions is what is limited.
 */
export async function countRegistration(
  db: Db,
  limits: RegisterThrottle,
  address: string,
): Promise<number | null> {
  const [row] = await count(db, [`${REGISTER_PREFIX}${address}`], limits.windowMs);
  await pruneOccasionally(
    db,
    'register',
    like(loginAttempts.key, `${REGISTER_PREFIX}%`),
    limits.windowMs,
  );
  if (!row || row.failures <= limits.perAddress) return null;
  return secondsLeft(row.windowStartedAt, limits.windowMs);
}
