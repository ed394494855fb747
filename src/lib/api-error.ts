import type { FetchError } from 'ofetch';

export const CONNECTION_ERROR =
  'No se pudo conectar con el servidor. Verifica que esté ejecutándose.';

/**
 * No answer at all: the device is offline or the line is dead (we cannot tell a dead uplink from
 * a dead server, and the first is far more common on a lot); never blame the server for it.
 */
export const OFFLINE_NEEDS_NETWORK = 'Sin conexión: esta información necesita internet';

const GATEWAY_STATUSES = new Set([502, 503, 504]);

/** How one screen words failures: the spec gives each screen its own fallbacks. */
export interface ErrorTexts {
  /** Shown for a status when the server sent no message of its own. */
  byStatus?: Readonly<Partial<Record<number, string>>>;
  /** Shown for a status whatever the server said. */
  fixedStatus?: Readonly<Partial<Record<number, string>>>;
  /** For statuses not listed above, when the server sent no message. */
  otherStatus?: (status: number) => string;
  /** For anything that is not an HTTP answer (bugs, aborted code paths). */
  fallback: string;
}

/** The server answered, but not with what the page needs; its message is already Spanish. */
export class UnexpectedResponseError extends Error {
  override name = 'UnexpectedResponseError';
}

/**
 * Recognised by name rather than instanceof so that modules asking "was this an HTTP error?"
 * (the query client, in the first download) do not pull ofetch in with them.
 */
export function isFetchError(error: unknown): error is FetchError {
  return error instanceof Error && error.name === 'FetchError';
}

/** The `{ error, message, fields }` body every API failure carries. */
export interface ApiErrorBody {
  error?: string;
  message?: string;
  fields?: Record<string, string>;
}

export function apiErrorBody(error: unknown): ApiErrorBody | null {
  if (!isFetchError(error)) return null;
  const data: unknown = error.data;
  return typeof data === 'object' && data !== null ? (data as ApiErrorBody) : null;
}

/** The HTTP status of a failed call, or undefined when no answer arrived. */
export function apiErrorStatus(error: unknown): number | undefined {
  return isFetchError(error) ? error.response?.status : undefined;
}

/** No answer because the device is offline or the request timed out on a silent line. */
export function isOfflineFailure(error: unknown): boolean {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return true;
  const cause: unknown = isFetchError(error) ? error.cause : undefined;
  return cause instanceof Error && cause.name === 'TimeoutError';
}

/** A Spanish sentence for any failure of an API call. */
export function apiErrorMessage(error: unknown, texts: ErrorTexts): string {
  if (error instanceof UnexpectedResponseError) return error.message;
  if (!isFetchError(error)) return texts.fallback;
  const status = error.response?.status;
  // No response at all. Offline (the browser says so) or a line that swallowed the request until
  // the time-out: never blame the server. Refused at once on a line the browser calls up: the
  // spec's "server not running" text (SPEC 8).
  if (status === undefined) {
    return isOfflineFailure(error) ? OFFLINE_NEEDS_NETWORK : CONNECTION_ERROR;
  }
  const fixed = texts.fixedStatus?.[status];
  if (fixed) return fixed;
  const message = apiErrorBody(error)?.message;
  if (typeof message === 'string' && message.trim() !== '') return message;
  // A proxy answering for us (e.g. the dev server with the API stopped) means we never got there.
  if (GATEWAY_STATUSES.has(status)) return CONNECTION_ERROR;
  return texts.byStatus?.[status] ?? texts.otherStatus?.(status) ?? texts.fallback;
}
