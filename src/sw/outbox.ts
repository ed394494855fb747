import {
  ACTED_AT_HEADER,
  decodeLabel,
  IDEMPOTENCY_HEADER,
  INITIAL_REPLAY_STATE,
  type NewOutboxEntry,
  OUTBOX_LABEL_HEADER,
  type OutboxEntry,
  type OutboxMessage,
  type OutboxReport,
  outboxRoute,
  parseJsonBody,
  queueableRequest,
  REPLAYED_HEADERS,
  type ReplayAnswer,
  type ReplayOutcome,
  type ReplayState,
  type RetryReason,
  readyToSend,
  replayOutcome,
  retryAfterMs,
  retryDelayMs,
  tokenSubject,
} from '#domain/outbox-policy.ts';
import type { OutboxStore } from '../lib/outbox-store.ts';

/** Longer than this and the change is queued; shorter than the page's own 10 s timeout. */
export const CAPTURE_TIMEOUT_MS = 8_000;
const REPLAY_TIMEOUT_MS = 15_000;
/** Replayed changes whose results are written to IndexedDB in one transaction. */
const SETTLE_BATCH = 10;
/**
 * Changes on their way at once (of different lanes, see readyToSend): enough to hide the round
 * trips, below the browser's six connections per host so the page's own requests still pass.
 */
export const REPLAY_POOL = 4;
/** How often, at most, the pages are told mid-round that the queue shrank. */
const PROGRESS_INTERVAL_MS = 500;

export interface OutboxDeps {
  store: OutboxStore;
  fetch: typeof fetch;
  /** Sends a message to every open page (a BroadcastChannel in the service worker). */
  post: (message: OutboxMessage) => void;
  /** The origin relative URLs are resolved against. */
  origin: string;
  now?: () => number;
  /** Called after a change is queued (registers the background sync). */
  onQueued?: () => void;
  captureTimeoutMs?: number;
  makeId?: () => string;
  /**
   * The device's own idea of its connection (navigator.onLine in the worker). A round that fails
   * while it says offline never reached the network and does not grow the back-off; the
   * 'online' event and the background sync start the next one.
   */
  isOnline?: () => boolean;
  random?: () => number;
}

/** How a round of replay ended. */
export type RoundResult =
  | 'idle' // nothing of the token's user was queued
  | 'done' // everything of the token's user was settled
  | 'waiting' // inside the back-off window, nothing tried
  | 'retry' // stopped on a failure that may pass; back-off set
  | 'auth-required'; // stopped for want of a valid token

export interface ReplayOptions {
  /** Ignore the back-off (the user asked, or the page just came online). */
  force?: boolean;
}

export interface Outbox {
  /**
   * Sends a mutation from the page. A queueable one that cannot reach the server is stored and
   * answered 202 {queued: true, id}; everything else goes to the network untouched.
   */
  handle(request: Request): Promise<Response>;
  /** Replays the queue, FIFO; only one round runs at a time, later calls wait for the next. */
  replay(options?: ReplayOptions): Promise<RoundResult>;
}

/** Why a change was queued: no answer from the server, or older changes still wait before it. */
export type QueuedReason = 'offline' | 'behind';

function queuedResponse(id: string, reason: QueuedReason): Response {
  return new Response(JSON.stringify({ queued: true, id, reason }), {
    status: 202,
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  return text === '' ? null : (parseJsonBody(text) ?? text);
}

/** fetch with a deadline; the page aborting its own request aborts ours too. */
async function fetchWithin(
  doFetch: typeof fetch,
  input: Request | string,
  init: RequestInit,
  ms: number,
  outer?: AbortSignal,
): Promise<Response> {
  // Already given up before we got here: do not wait for the deadline to notice.
  if (outer?.aborted) throw new DOMException('The page aborted the request', 'AbortError');
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), ms);
  const forward = () => controller.abort();
  outer?.addEventListener('abort', forward);
  try {
    return await doFetch(input, { ...init, signal: controller.signal });
  } finally {
    clearTimeout(timer);
    outer?.removeEventListener('abort', forward);
  }
}

/** The body as text (JSON and other text) or as bytes (photos and other binary uploads). */
async function readRequestBody(
  request: Request,
): Promise<{ text: string | null; bytes?: ArrayBuffer }> {
  // A DELETE may carry a body too: a cancellation's optional reason (issue 27).
  if (request.method === 'GET' || request.method === 'HEAD') {
    return { text: null };
  }
  const type = request.headers.get('Content-Type') ?? '';
  if (type === '' || /^(application\/json|text\/)/i.test(type) || /\+json/i.test(type)) {
    return { text: await request.clone().text() };
  }
  const bytes = await request.clone().arrayBuffer();
  return bytes.byteLength === 0 ? { text: null } : { text: null, bytes };
}

function randomId(): string {
  return crypto.randomUUID();
}

export function createOutbox(deps: OutboxDeps): Outbox {
  const { store, post } = deps;
  const now = deps.now ?? Date.now;
  const makeId = deps.makeId ?? randomId;
  const captureTimeoutMs = deps.captureTimeoutMs ?? CAPTURE_TIMEOUT_MS;
  const isOnline = deps.isOnline ?? (() => true);
  const random = deps.random ?? Math.random;

  async function enqueue(entry: NewOutboxEntry, reason: QueuedReason): Promise<Response> {
    await store.add(entry);
    post({ type: 'outbox-changed' });
    deps.onQueued?.();
    return queuedResponse(entry.id, reason);
  }

  async function handle(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const { text, bytes } = await readRequestBody(request);
    const queueable = queueableRequest(request.method, url.pathname, parseJsonBody(text));
    const userId = tokenSubject(request.headers.get('Authorization'));
    // Anonymous calls are refused by the server anyway: nothing worth keeping.
    if (!queueable || !userId) return deps.fetch(request);

    const headers: Record<string, string> = {};
    for (const name of REPLAYED_HEADERS) {
      const value = request.headers.get(name);
      if (value !== null) headers[name] = value;
    }
    const entry: NewOutboxEntry = {
      id: makeId(),
      ...queueable,
      method: request.method.toUpperCase(),
      url: url.pathname + url.search,
      body: bytes ?? (text === '' ? null : text),
      headers,
      // The page always sends one; a key made here still makes the replays safe to repeat.
      idempotencyKey: request.headers.get(IDEMPOTENCY_HEADER) ?? makeId(),
      label: decodeLabel(request.headers.get(OUTBOX_LABEL_HEADER), queueable),
      userId,
      createdAt: now(),
      attempts: 0,
    };

    // Changes of this user already wait: this one goes behind them, or it would overtake them.
    const waiting = await store.list().catch(() => [] as OutboxEntry[]);
    if (waiting.some((queued) => queued.userId === userId)) {
      // Online it is only "in the queue"; offline it is the plain offline case.
      const response = await enqueue(entry, isOnline() ? 'behind' : 'offline');
      replay({ force: true }).catch(() => undefined);
      return response;
    }

    try {
      return await fetchWithin(deps.fetch, request, {}, captureTimeoutMs, request.signal);
    } catch (error) {
      // The page gave up on this request itself: it was told it failed, so do not apply it later.
      if (request.signal.aborted) throw error;
      return enqueue(entry, 'offline');
    }
  }

  async function send(
    entry: OutboxEntry,
    token: string,
  ): Promise<ReplayAnswer & { replayed?: boolean }> {
    const headers: Record<string, string> = {
      ...(entry.body !== null ? { 'Content-Type': 'application/json' } : {}),
      // Entries queued before headers were kept have none: JSON was all there was then.
      ...entry.headers,
      Accept: 'application/json',
      Authorization: `Bearer ${token}`,
      [IDEMPOTENCY_HEADER]: entry.idempotencyKey,
      // When the user made the change, for the audit trail (the server checks it is plausible).
      [ACTED_AT_HEADER]: new Date(entry.createdAt).toISOString(),
    };
    try {
      const response = await fetchWithin(
        deps.fetch,
        new URL(entry.url, deps.origin).href,
        { method: entry.method, headers, body: entry.body, credentials: 'omit' },
        REPLAY_TIMEOUT_MS,
      );
      const wait = retryAfterMs(response.headers.get('Retry-After'), now());
      return {
        status: response.status,
        body: await readBody(response),
        replayed: response.headers.get('Idempotent-Replayed') === 'true',
        ...(wait === undefined ? {} : { retryAfterMs: wait }),
      };
    } catch {
      return { networkError: true };
    }
  }

  async function saveState(state: ReplayState): Promise<void> {
    await store.setState(state);
  }

  /** A failure that may pass: keep the change, plan the next attempt, say why. */
  async function stopForRetry(
    entry: OutboxEntry,
    state: ReplayState,
    reason: RetryReason,
    /** The server's Retry-After: the next attempt comes then rather than after the back-off. */
    serverWaitMs?: number,
  ): Promise<void> {
    await store.update({ ...entry, attempts: entry.attempts + 1, lastError: reason });
    // Offline the browser failed the request itself: nothing was tried, nothing to back off
    // from; the 'online' event (page) or the background sync (no page) starts the next round.
    if (reason === 'network' && !isOnline()) {
      await saveState({ ...state, nextAttemptAt: 0, authRequired: false, lastError: reason });
      return;
    }
    const failures = state.failures + 1;
    const nextAttemptAt = now() + (serverWaitMs ?? retryDelayMs(failures, random()));
    // The page that is open keeps the time (src/lib/outbox-bridge.ts) and asks then.
    await saveState({ failures, nextAttemptAt, authRequired: false, lastError: reason });
  }

  async function round({ force = false }: ReplayOptions): Promise<RoundResult> {
    const state = await store.getState();
    if (!force && state.nextAttemptAt > now()) return 'waiting';

    const entries = await store.list();
    if (entries.length === 0) {
      if (state.failures > 0 || state.authRequired || state.lastError) {
        await saveState(INITIAL_REPLAY_STATE);
      }
      return 'idle';
    }

    const auth = await store.getAuth();
    const userId = tokenSubject(auth?.token);
    if (!auth || !userId) {
      // Someone's changes wait, and nobody is signed in to send them.
      await saveState({ ...state, authRequired: true });
      post({ type: 'outbox-result', outcome: 'auth-required', userId: null });
      return 'auth-required';
    }

    // Another user's changes wait for that user's own token (DESIGN 7, shared devices).
    const mine = entries.filter((entry) => entry.userId === userId);
    if (mine.length === 0) return 'idle';

    // Results are announced once for the whole round (one refresh, one toast on the page).
    const reports: OutboxReport[] = [];
    // Results are written in batches, behind the sending: the next change goes out as soon as
    // a previous one is answered, while IndexedDB catches up. Should the worker die before a
    // batch is written, those changes are sent again with their Idempotency-Keys, and the
    // server answers from its idempotency store instead of applying them twice.
    let batch: { seq: number; report: OutboxReport }[] = [];
    let writes: Promise<void> = Promise.resolve();
    // The pages re-read the queue on 'outbox-changed': often enough to count down, not per batch.
    let announcedAt = now();
    const writeBatch = () => {
      if (batch.length === 0) return writes;
      const settled = batch;
      batch = [];
      writes = writes.then(async () => {
        await store.settleMany(settled);
        if (now() - announcedAt >= PROGRESS_INTERVAL_MS) {
          announcedAt = now();
          post({ type: 'outbox-changed' });
        }
      });
      return writes;
    };
    const finish = async (result: RoundResult): Promise<RoundResult> => {
      await writeBatch();
      if (reports.length > 0) post({ type: 'outbox-round', userId, reports });
      post({ type: 'outbox-changed' });
      return result;
    };

    // Sent by lanes (readyToSend): a few at a time, each vehicle's moves in order, barriers
    // alone. The first failure stops new sends; those already on their way are let finish.
    const queue = [...mine];
    const sending = new Map<number, Promise<void>>();
    const failed: { entry: OutboxEntry; outcome: ReplayOutcome }[] = [];
    const sendOne = async (entry: OutboxEntry): Promise<void> => {
      const answer = await send(entry, auth.token);
      const outcome = replayOutcome(answer);
      if (outcome.kind === 'auth-required' || outcome.kind === 'retry') {
        failed.push({ entry, outcome });
        return;
      }
      queue.splice(queue.indexOf(entry), 1);
      const status = 'status' in answer ? answer.status : 0;
      const report: OutboxReport = {
        id: entry.id,
        kind: entry.kind,
        targetId: entry.targetId,
        label: entry.label,
        userId: entry.userId,
        outcome: outcome.kind,
        status,
        replayed: 'replayed' in answer && answer.replayed === true,
        at: now(),
        ...(outcome.kind === 'conflict' ? { message: outcome.message } : {}),
        ...(outcome.kind === 'conflict' &&
        typeof entry.body === 'string' &&
        outboxRoute(entry.kind)?.keepsRecord
          ? { record: entry.body }
          : {}),
        ...(outcome.kind === 'conflict' && outcome.vehicle !== undefined
          ? { vehicle: outcome.vehicle }
          : {}),
      };
      batch.push({ seq: entry.seq, report });
      reports.push(report);
      post({ type: 'outbox-result', ...report });
      if (batch.length >= SETTLE_BATCH) void writeBatch();
    };
    for (;;) {
      if (failed.length === 0) {
        for (const seq of readyToSend(queue, new Set(sending.keys()))) {
          if (sending.size >= REPLAY_POOL) break;
          const entry = queue.find((queued) => queued.seq === seq);
          if (!entry) continue;
          sending.set(
            seq,
            sendOne(entry).finally(() => sending.delete(seq)),
          );
        }
      }
      if (sending.size === 0) break;
      await Promise.race(sending.values());
    }

    await writeBatch();
    failed.sort((a, b) => a.entry.seq - b.entry.seq);
    const [first, ...others] = failed;
    if (first) {
      // Each change that failed counts its attempt; the earliest one plans the next round.
      for (const { entry, outcome } of others) {
        const lastError = outcome.kind === 'retry' ? { lastError: outcome.reason } : {};
        await store.update({ ...entry, attempts: entry.attempts + 1, ...lastError });
      }
      if (
        first.outcome.kind === 'retry' &&
        others.every(({ outcome }) => outcome.kind === 'retry')
      ) {
        // What went through before this one proves the line works: count from this failure.
        await stopForRetry(
          first.entry,
          reports.length > 0 ? INITIAL_REPLAY_STATE : state,
          first.outcome.reason,
          first.outcome.retryAfterMs,
        );
        return finish('retry');
      }
      const lastError = first.outcome.kind === 'retry' ? { lastError: first.outcome.reason } : {};
      await store.update({ ...first.entry, attempts: first.entry.attempts + 1, ...lastError });
      await saveState({ ...state, authRequired: true });
      post({ type: 'outbox-result', outcome: 'auth-required', userId });
      return finish('auth-required');
    }

    await saveState(INITIAL_REPLAY_STATE);
    return finish('done');
  }

  // One round at a time; calls made meanwhile share a single follow-up round, which starts after
  // the current one and sees whatever was queued in between.
  let current: Promise<RoundResult> | null = null;
  let next: { promise: Promise<RoundResult>; force: boolean } | null = null;

  function replay(options: ReplayOptions = {}): Promise<RoundResult> {
    if (!current) {
      current = round(options).finally(() => {
        current = null;
      });
      return current;
    }
    if (next) {
      next.force ||= options.force === true;
      return next.promise;
    }
    const follow: { promise: Promise<RoundResult>; force: boolean } = {
      force: options.force === true,
      promise: current
        .catch(() => undefined)
        .then(() => {
          next = null;
          return replay({ force: follow.force });
        }),
    };
    next = follow;
    return follow.promise;
  }

  return { handle, replay };
}
