/** The SQLSTATE of a database error, looking through the wrappers Drizzle puts around it. */
export function sqlState(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

export const UNIQUE_VIOLATION = '23505';
export const EXCLUSION_VIOLATION = '23P01';
export const SERIALIZATION_FAILURE = '40001';
export const DEADLOCK_DETECTED = '40P01';
export const FOREIGN_KEY_VIOLATION = '23503';
/** U+0000 in text, or bytes the database encoding cannot hold. */
export const UNTRANSLATABLE_CHARACTER = '22P05';
export const CHARACTER_NOT_IN_REPERTOIRE = '22021';
/** Cancelled: by the statement timeout (or by an operator's pg_cancel_backend). */
export const QUERY_CANCELED = '57014';
/** A transaction left open too long (idle_in_transaction_session_timeout). */
export const IDLE_IN_TRANSACTION_TIMEOUT = '25P03';

/**
 * The database is not there right now: shutting down, crashed, starting up, in recovery, out of
 * connections (class 08 is every "connection exception").
 */
const UNAVAILABLE_STATES = new Set(['57P01', '57P02', '57P03', '57P05', '53300', '53400']);
/** The line to the database failed: refused, reset, timed out, name not found. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/** node-postgres says these in words only (no code). */
const LOST_CONNECTION =
  /Connection terminated|not queryable|timeout exceeded when trying to connect|Connection ended unexpectedly/i;

export type DatabaseFailure = 'unavailable' | 'timeout';

/**
 * Whether `error` means the database cannot be reached ('unavailable') or took too long
 * ('timeout'), looking through Drizzle's wrappers; null for any other error.
 */
export function databaseFailure(error: unknown): DatabaseFailure | null {
  const pending: unknown[] = [error];
  for (let seen = 0; pending.length > 0 && seen < 12; seen++) {
    const current = pending.shift();
    if (!current || typeof current !== 'object') continue;
    const { code, message, cause, errors } = current as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
      errors?: unknown;
    };
    if (typeof code === 'string') {
      if (code === QUERY_CANCELED || code === IDLE_IN_TRANSACTION_TIMEOUT) return 'timeout';
      if (code.startsWith('08') || UNAVAILABLE_STATES.has(code) || NETWORK_CODES.has(code)) {
        return 'unavailable';
      }
    }
    if (typeof message === 'string' && LOST_CONNECTION.test(message)) return 'unavailable';
    pending.push(cause);
    if (Array.isArray(errors)) pending.push(...errors);
  }
  return null;
}
