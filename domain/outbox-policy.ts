/**
 * The outbox (DESIGN 7): changes that may be made offline (OUTBOX_KINDS, domain/outbox-kinds.ts:
 * cancelling a reservation, moving a vehicle between statuses...) wait in IndexedDB inside the
 * service worker and are replayed later. These are the rules both the service worker and the page
 * follow; no I/O here.
 */
import { OUTBOX_KINDS, type OutboxKind, parseJsonBody } from './outbox-kinds.ts';

export { type OutboxKind, parseJsonBody };

export const OUTBOX_CHANNEL = 'elite-drive-outbox';
export const OUTBOX_SYNC_TAG = 'outbox';
/** The page names each change for people ('Cancelar reserva #12'), percent-encoded. */
export const OUTBOX_LABEL_HEADER = 'X-Outbox-Label';
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/**
 * A replayed change carries the time it was queued: the audit trail keeps it as the time the
 * user acted, beside the time it arrived (domain/audit.ts decides whether to believe it).
 */
export const ACTED_AT_HEADER = 'X-Acted-At';
/** The page asks the service worker to replay now (back online, 'Sincronizar ahora', sign-in). */
export const OUTBOX_REPLAY_MESSAGE = 'OUTBOX_REPLAY';

export const OUTBOX_MESSAGES = {
  /** When the server refused a replay without a message of its own. */
  refusedWithoutMessage: 'El servidor rechazó el cambio.',
} as const;

export interface QueueableRequest {
  kind: OutboxKind;
  /** The reservation, vehicle or photo the change is about (for marks on screen). */
  targetId: number | string;
}

/** Request headers an entry keeps and replays as they were (the rest is rebuilt at replay). */
export const REPLAYED_HEADERS = ['Content-Type', 'If-Match'] as const;

/** A change waiting to reach the server, as stored in IndexedDB. */
export interface OutboxEntry {
  /** Insertion order, given by IndexedDB; replay follows it. */
  seq: number;
  id: string;
  kind: OutboxKind;
  targetId: number | string;
  method: string;
  /** Path and query on this origin, e.g. /api/vehicles/4. */
  url: string;
  /**
   * The body exactly as the page sent it, so the idempotency fingerprint matches: text for JSON,
   * bytes for binary uploads such as photos (IndexedDB stores both).
   */
  body: string | ArrayBuffer | null;
  /** REPLAYED_HEADERS the page sent (Content-Type...), replayed as they were. */
  headers?: Record<string, string>;
  idempotencyKey: string;
  label: string;
  /** Subject of the token that made the change: only that user's token replays it. */
  userId: string;
  createdAt: number;
  attempts: number;
  /** Why the last attempt of this change failed, for the sync panel. */
  lastError?: RetryReason;
}

export type NewOutboxEntry = Omit<OutboxEntry, 'seq'>;

/** What became of a replayed change; kept until a page of its user has shown it. */
export interface OutboxReport {
  id: string;
  kind: OutboxKind;
  targetId: number | string;
  label: string;
  userId: string;
  outcome: 'success' | 'conflict';
  status: number;
  /** The server's Spanish message, for a conflict. */
  message?: string;
  /** The vehicle as it is now, when the server sent it with a conflict. */
  vehicle?: unknown;
  /**
   * Issue 27: a refused check-out or check-in keeps its JSON body (odometer, fuel, photo names,
   * signature), so the counter can send it again with a reason or a confirmation: nothing typed
   * offline is lost. The photos it names were uploaded before it.
   */
  record?: string;
  /** The server answered from its idempotency store: the change had already been applied. */
  replayed: boolean;
  at: number;
}

export interface ReplayState {
  /**
   * Attempts in a row that reached out to the network and failed; drives the back-off. A round
   * tried while the device knows it is offline does not count.
   */
  failures: number;
  /** No automatic replay before this time (a manual one may still run). */
  nextAttemptAt: number;
  /** The last round stopped because no valid token was available. */
  authRequired: boolean;
  /** Why the last round stopped, while a retry is planned: shown in the top bar. */
  lastError?: RetryReason;
}

export const INITIAL_REPLAY_STATE: ReplayState = {
  failures: 0,
  nextAttemptAt: 0,
  authRequired: false,
};

/** The end of a round of replay: its results, so a page refreshes and tells the user once. */
export interface OutboxRound {
  userId: string;
  reports: OutboxReport[];
}

export type OutboxMessage =
  | { type: 'outbox-changed' }
  | ({ type: 'outbox-result' } & OutboxReport)
  | { type: 'outbox-result'; outcome: 'auth-required'; userId: string | null }
  | ({ type: 'outbox-round' } & OutboxRound);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The worker's side of one kind of change (OUTBOX_ROUTES): the service worker routes every method
 * listed, stores the request as it came (body and REPLAYED_HEADERS) and replays it with the same
 * Idempotency-Key and conflict handling, in the order the page sent them (see readyToSend).
 */
export interface OutboxRoute {
  method: string;
  /** The first capture group is the target id. */
  path: RegExp;
  /** Only requests whose (JSON) body passes are queued; the rest need the network now. */
  accepts?: (body: unknown) => boolean;
  /** The name of the change when the page did not send one. */
  label: (targetId: string) => string;
  /**
   * Changes of one lane are replayed in the order they were made; different lanes may go at the
   * same time (see replayLane). Without one, a change of this kind is a barrier.
   */
  lane?: (targetId: number | string) => string;
  /**
   * A change the server refused at replay keeps its JSON body in the report (`record`), so the
   * screen can send it again without anything typed offline being lost (issue 27).
   */
  keepsRecord?: boolean;
}

/**
 * Per kind, the worker's rules. A new kind is one entry here (the compiler asks for it once the
 * kind is in OUTBOX_KINDS), one in the page's record (src/lib/outbox-page-kinds.ts) and its
 * handler on the server; see docs/offline.md.
 */
export const OUTBOX_ROUTES: { readonly [K in OutboxKind]: OutboxRoute } = {
  'reservation-cancel': {
    method: 'DELETE',
    path: /^\/api\/reservations\/(\d{1,9})\/?$/,
    label: (id) => `Cancelar reserva #${id}`,
  },
  // A status change is a compare-and-set, safe to apply late; other edits need the network.
  'vehicle-status': {
    method: 'PUT',
    path: /^\/api\/vehicles\/(\d{1,9})\/?$/,
    accepts: (body) => isRecord(body) && typeof body.status === 'string',
    label: (id) => `Cambiar estado del vehículo #${id}`,
    // A status change touches its vehicle only: moves of other vehicles need not wait for it.
    lane: (id) => `vehicle:${id}`,
  },
  // Issue 26: the workshop's order. A reorder names another car ('before') and depends on the
  // column as earlier changes leave it, so it has no lane: it waits for what was queued before.
  'vehicle-workshop-position': {
    method: 'PUT',
    path: /^\/api\/vehicles\/(\d{1,9})\/workshop-position\/?$/,
    label: (id) => `Ordenar el taller: vehículo #${id}`,
  },
  // Named by the SHA-256 of its bytes: storing it twice is harmless. Sent before the check-out
  // or check-in that names it, since the queue keeps the page's order.
  'photo-upload': {
    method: 'PUT',
    path: /^\/api\/photos\/([0-9a-f]{64})\/?$/,
    label: () => 'Subir foto',
  },
  'reservation-checkout': {
    method: 'POST',
    path: /^\/api\/reservations\/(\d{1,9})\/checkout\/?$/,
    label: (id) => `Entrega de la reserva #${id}`,
    keepsRecord: true,
  },
  'reservation-checkin': {
    method: 'POST',
    path: /^\/api\/reservations\/(\d{1,9})\/checkin\/?$/,
    label: (id) => `Devolución de la reserva #${id}`,
    keepsRecord: true,
  },
};

/**
 * The worker's rules for a kind; undefined for a kind this version does not know (an entry
 * stored by another version of the app).
 */
export function outboxRoute(kind: string): OutboxRoute | undefined {
  return Object.hasOwn(OUTBOX_ROUTES, kind) ? OUTBOX_ROUTES[kind as OutboxKind] : undefined;
}

/**
 * The ordering rule of the replay: changes that share a lane keep their order; a change without
 * one (a cancellation, a photo, a check-out or check-in: they may touch a vehicle or a
 * reservation whose change is queued too) waits for everything queued before it and holds back
 * everything queued after it. Between those barriers, changes of different lanes (status moves
 * of different vehicles) may be sent at the same time.
 */
export function replayLane(entry: Pick<OutboxEntry, 'kind' | 'targetId'>): string | null {
  const route = outboxRoute(entry.kind);
  return route?.lane ? route.lane(entry.targetId) : null;
}

/**
 * Which of `queue` (unsettled changes, oldest first) may be sent now, given those already on
 * their way (`sending`, by seq): each lane's oldest change, up to the first barrier; the barrier
 * itself only once nothing queued before it is left.
 */
export function readyToSend(
  queue: readonly Pick<OutboxEntry, 'seq' | 'kind' | 'targetId'>[],
  sending: ReadonlySet<number>,
): number[] {
  const ready: number[] = [];
  const lanes = new Set<string>();
  for (const [index, entry] of queue.entries()) {
    const lane = replayLane(entry);
    if (lane === null) {
      if (index === 0 && !sending.has(entry.seq)) ready.push(entry.seq);
      break;
    }
    if (!lanes.has(lane) && !sending.has(entry.seq)) ready.push(entry.seq);
    lanes.add(lane);
  }
  return ready;
}

/** The HTTP methods the service worker must route through the outbox. */
export const OUTBOX_METHODS: readonly string[] = [
  ...new Set(OUTBOX_KINDS.map((kind) => OUTBOX_ROUTES[kind].method)),
];

/** Whether a request of this method to this path may be one the outbox keeps (body aside). */
export function outboxMayKeep(method: string, pathname: string): boolean {
  const verb = method.toUpperCase();
  return OUTBOX_KINDS.some((kind) => {
    const route = OUTBOX_ROUTES[kind];
    return route.method === verb && route.path.test(pathname);
  });
}

/** Which requests may wait in the outbox (see OUTBOX_ROUTES); null: needs the network now. */
export function queueableRequest(
  method: string,
  pathname: string,
  body: unknown,
): QueueableRequest | null {
  const verb = method.toUpperCase();
  for (const kind of OUTBOX_KINDS) {
    const route = OUTBOX_ROUTES[kind];
    if (route.method !== verb) continue;
    const match = route.path.exec(pathname);
    if (!match || (route.accepts && !route.accepts(body))) continue;
    const raw = match[1] ?? '';
    return { kind, targetId: /^\d+$/.test(raw) ? Number(raw) : raw };
  }
  return null;
}

/** What a change is called when the page did not name it. */
export function defaultLabel({ kind, targetId }: QueueableRequest): string {
  const route = outboxRoute(kind);
  return route ? route.label(String(targetId)) : `Cambio pendiente (${kind})`;
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
export type RetryReason = 'network' | 'server' | 'busy';

export type ReplayOutcome =
  | { kind: 'success' }
  /** retryAfterMs: the server said when to come back (503 or 429 with Retry-After). */
  | { kind: 'retry'; reason: RetryReason; retryAfterMs?: number }
  | { kind: 'auth-required' }
  | { kind: 'conflict'; message: string; vehicle?: unknown };

export type ReplayAnswer =
  | { status: number; body: unknown; retryAfterMs?: number }
  | { networkError: true };

/** Longest wait a Retry-After may impose; past it the usual back-off plans the next attempt. */
export const RETRY_AFTER_MAX_MS = 5 * 60_000;

/**
 * A Retry-After header in milliseconds from `now`: whole seconds or an HTTP date. Undefined when
 * absent, malformed or unreasonably far (the back-off decides then).
 */
export function retryAfterMs(
  header: string | null | undefined,
  now = Date.now(),
): number | undefined {
  const text = header?.trim();
  if (!text) return undefined;
  let ms: number;
  if (/^\d+$/.test(text)) ms = Number(text) * 1000;
  else if (/^[A-Za-z]{3}, /.test(text)) ms = Date.parse(text) - now;
  else return undefined;
  if (!Number.isFinite(ms) || ms > RETRY_AFTER_MAX_MS) return undefined;
  return Math.max(0, ms);
}

/**
 * The replay policy (DESIGN 7). Whatever might succeed later stays queued; what the server has
 * decided leaves the queue and is shown to the user; nothing is dropped silently.
 * - no answer, 5xx, 408, 429, or the same key still running elsewhere: keep and retry later,
 *   when the server said (503 or 429 with Retry-After: "try again in N s", issue 25), never a
 *   conflict;
 * - 401: keep and ask the user to sign in again;
 * - 2xx: done;
 * - any other answer (400, 403, 404, 409, 422...): the server refused; report it as a conflict.
 */
export function replayOutcome(answer: ReplayAnswer): ReplayOutcome {
  if ('networkError' in answer) return { kind: 'retry', reason: 'network' };
  const { status, body } = answer;
  if (status >= 200 && status < 300) return { kind: 'success' };
  if (status >= 500 || status === 408 || status === 429) {
    const wait = answer.retryAfterMs;
    return wait === undefined
      ? { kind: 'retry', reason: 'server' }
      : { kind: 'retry', reason: 'server', retryAfterMs: wait };
  }
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

export const RETRY_BASE_MS = 1_000;
export const RETRY_MAX_MS = 30_000;

/**
 * Capped exponential back-off after `failures` failed attempts in a row (1 -> 1 s, 2 -> 2 s, ...
 * 30 s), with up to 20 % jitter (`random` in [0, 1)) so tablets do not all come back at once.
 * Short on purpose: the page is open and the user waits; a dead server costs one request.
 */
export function retryDelayMs(failures: number, random = 0.5): number {
  if (failures <= 0) return 0;
  const base = Math.min(RETRY_MAX_MS, RETRY_BASE_MS * 2 ** Math.min(failures - 1, 20));
  return Math.round(Math.min(RETRY_MAX_MS, base * (0.8 + 0.4 * random)));
}
