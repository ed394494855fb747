/**
 * The outbox (DESIGN 7): the two changes that may be made offline, cancelling a reservation and
 * moving a vehicle between statuses, wait in IndexedDB inside the service worker and are replayed
 * later. These are the rules both the service worker and the page follow; no I/O here.
 */

export const OUTBOX_CHANNEL = 'elite-drive-outbox';
export const OUTBOX_SYNC_TAG = 'outbox';
/** The page names each change for people ('Cancelar reserva #12'), percent-encoded. */
export const OUTBOX_LABEL_HEADER = 'X-Outbox-Label';
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** The page asks the service worker to replay now (back online, 'Sincronizar ahora', sign-in). */
export const OUTBOX_REPLAY_MESSAGE = 'OUTBOX_REPLAY';

export const OUTBOX_MESSAGES = {
  /** When the server refused a replay without a message of its own. */
  refusedWithoutMessage: 'El servidor rechazó el cambio.',
} as const;

export type OutboxKind =
  | 'reservation-cancel'
  | 'vehicle-status'
  | 'photo-upload'
  | 'reservation-checkout'
  | 'reservation-checkin';

export interface QueueableRequest {
  kind: OutboxKind;
  /** The reservation or vehicle the change is about. */
  targetId: number;
}

/** A change waiting to reach the server, as stored in IndexedDB. */
export interface OutboxEntry {
  /** Insertion order, given by IndexedDB; replay follows it. */
  seq: number;
  id: string;
  kind: OutboxKind;
  targetId: number;
  method: 'DELETE' | 'PUT' | 'POST';
  /** Path and query on this origin, e.g. /api/vehicles/4. */
  url: string;
  /** The JSON body exactly as the page sent it, so the idempotency fingerprint matches. */
  body: string | null;
  /** A binary body (a photo upload), sent instead of `body` with its own content type. */
  blob?: Blob;
  idempotencyKey: string;
  label: string;
  /** Subject of the token that made the change: only that user's token replays it. */
  userId: string;
  createdAt: number;
  attempts: number;
}

export type NewOutboxEntry = Omit<OutboxEntry, 'seq'>;

/** What became of a replayed change; kept until a page of its user has shown it. */
export interface OutboxReport {
  id: string;
  kind: OutboxKind;
  targetId: number;
  label: string;
  userId: string;
  outcome: 'success' | 'conflict';
  status: number;
  /** The server's Spanish message, for a conflict. */
  message?: string;
  /** The vehicle as it is now, when the server sent it with a conflict. */
  vehicle?: unknown;
  /** The server answered from its idempotency store: the change had already been applied. */
  replayed: boolean;
  at: number;
}

export interface ReplayState {
  /** Rounds in a row that ended on a retryable failure; drives the back-off. */
  failures: number;
  /** No automatic replay before this time (a manual one may still run). */
  nextAttemptAt: number;
  /** The last round stopped because no valid token was available. */
  authRequired: boolean;
}

export const INITIAL_REPLAY_STATE: ReplayState = {
  failures: 0,
  nextAttemptAt: 0,
  authRequired: false,
};

export type OutboxMessage =
  | { type: 'outbox-changed' }
  | ({ type: 'outbox-result' } & OutboxReport)
  | { type: 'outbox-result'; outcome: 'auth-required'; userId: string | null };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const RESERVATION_PATH = /^\/api\/reservations\/(\d{1,9})\/?$/;
const VEHICLE_PATH = /^\/api\/vehicles\/(\d{1,9})\/?$/;
const PHOTO_PATH = /^\/api\/photos\/[0-9a-f]{64}\/?$/;
const HANDOVER_PATH = /^\/api\/reservations\/(\d{1,9})\/(checkout|checkin)\/?$/;

/**
 * Which requests may wait in the outbox: a reservation cancel, a vehicle update that changes
 * the status (a compare-and-set, safe to apply late), a photo upload (named by its hash, so
 * idempotent) and a check-out or check-in (refused by the server if no longer possible).
 * Everything else needs the network now.
 */
export function queueableRequest(
  method: string,
  pathname: string,
  body: unknown,
): QueueableRequest | null {
  const verb = method.toUpperCase();
  const reservation = verb === 'DELETE' ? RESERVATION_PATH.exec(pathname) : null;
  if (reservation) return { kind: 'reservation-cancel', targetId: Number(reservation[1]) };
  const vehicle = verb === 'PUT' ? VEHICLE_PATH.exec(pathname) : null;
  if (vehicle && isRecord(body) && typeof body.status === 'string') {
    return { kind: 'vehicle-status', targetId: Number(vehicle[1]) };
  }
  if (verb === 'PUT' && PHOTO_PATH.test(pathname)) return { kind: 'photo-upload', targetId: 0 };
  const handover = verb === 'POST' ? HANDOVER_PATH.exec(pathname) : null;
  if (handover) {
    const kind = handover[2] === 'checkout' ? 'reservation-checkout' : 'reservation-checkin';
    return { kind, targetId: Number(handover[1]) };
  }
  return null;
}

/** The JSON body of a request as text, or undefined when it is not JSON. */
export function parseJsonBody(text: string | null): unknown {
  if (text === null || text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

const DEFAULT_LABELS: Record<OutboxKind, (id: number) => string> = {
  'reservation-cancel': (id) => `Cancelar reserva #${id}`,
  'vehicle-status': (id) => `Cambiar estado del vehículo #${id}`,
  'photo-upload': () => 'Subir foto',
  'reservation-checkout': (id) => `Entrega de la reserva #${id}`,
  'reservation-checkin': (id) => `Devolución de la reserva #${id}`,
};

/** What a change is called when the page did not name it. */
export function defaultLabel({ kind, targetId }: QueueableRequest): string {
  return DEFAULT_LABELS[kind](targetId);
}

/** The label header the page sent, decoded; the default name when absent or malformed. */
export function decodeLabel(header: string | null, change: QueueableRequest): string {
  if (!header) return defaultLabel(change);
  try {
    return decodeURIComponent(header).trim().slice(0, 200) || defaultLabel(change);
  } catch {
    return defaultLabel(change);
  }
}

function decodeBase64Url(part: string): string {
  const base64 = part.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  return new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
}

/**
 * The user a JWT names (its `sub`), read without checking the signature: it only decides whose
 * queue a token may replay; the server still verifies every replayed request.
 */
export function tokenSubject(token: string | null | undefined): string | null {
  const payload = token?.replace(/^Bearer\s+/i, '').split('.')[1];
  if (!payload) return null;
  try {
    const claims: unknown = JSON.parse(decodeBase64Url(payload));
    if (!isRecord(claims)) return null;
    const { sub } = claims;
    if (typeof sub === 'string' && sub !== '') return sub;
    return typeof sub === 'number' ? String(sub) : null;
  } catch {
    return null;
  }
}

/** How a replay went, as far as the queue is concerned. */
export type ReplayOutcome =
  | { kind: 'success' }
  | { kind: 'retry'; reason: 'network' | 'server' | 'busy' }
  | { kind: 'auth-required' }
  | { kind: 'conflict'; message: string; vehicle?: unknown };

export type ReplayAnswer = { status: number; body: unknown } | { networkError: true };

/**
 * The replay policy (DESIGN 7). Whatever might succeed later stays queued; what the server has
 * decided leaves the queue and is shown to the user; nothing is dropped silently.
 * - no answer, 5xx, 408, 429, or the same key still running elsewhere: keep and retry later;
 * - 401: keep and ask the user to sign in again;
 * - 2xx: done;
 * - any other answer (400, 403, 404, 409, 422...): the server refused; report it as a conflict.
 */
export function replayOutcome(answer: ReplayAnswer): ReplayOutcome {
  if ('networkError' in answer) return { kind: 'retry', reason: 'network' };
  const { status, body } = answer;
  if (status >= 200 && status < 300) return { kind: 'success' };
  if (status >= 500 || status === 408 || status === 429) return { kind: 'retry', reason: 'server' };
  const error = isRecord(body) ? body : {};
  if (status === 409 && error.error === 'IDEMPOTENCY_IN_PROGRESS') {
    return { kind: 'retry', reason: 'busy' };
  }
  if (status === 401) return { kind: 'auth-required' };
  const message =
    typeof error.message === 'string' && error.message.trim() !== ''
      ? error.message
      : OUTBOX_MESSAGES.refusedWithoutMessage;
  return error.vehicle === undefined
    ? { kind: 'conflict', message }
    : { kind: 'conflict', message, vehicle: error.vehicle };
}

export const RETRY_BASE_MS = 5_000;
export const RETRY_MAX_MS = 5 * 60_000;

/** Exponential back-off after `failures` failed rounds in a row (1 -> 5 s, 2 -> 10 s, ... 5 min). */
export function retryDelayMs(failures: number): number {
  if (failures <= 0) return 0;
  return Math.min(RETRY_MAX_MS, RETRY_BASE_MS * 2 ** Math.min(failures - 1, 20));
}
