import type { QueryClient } from '@tanstack/react-query';
import { useMemo, useSyncExternalStore } from 'react';
import {
  INITIAL_REPLAY_STATE,
  OUTBOX_CHANNEL,
  OUTBOX_REPLAY_MESSAGE,
  type OutboxEntry,
  type OutboxMessage,
  type OutboxReport,
  type ReplayState,
  type RetryReason,
  tokenSubject,
} from '#domain/outbox-policy.ts';
import { connectivity as appConnectivity, type ConnectivityStore } from './connectivity.ts';
import { type OutboxStore, openOutboxStore } from './outbox-store.ts';
import { session as appSession, type SessionStore } from './session.ts';
import { syncSummaryOptions } from './sync-summary.ts';
import { useSession } from './use-session.ts';

/**
 * The page's side of the outbox (DESIGN 7). The service worker queues and replays; the page
 * mirrors the session token into IndexedDB for it, reads the queue to show what is pending,
 * asks for a replay when the connection comes back, and turns results into toasts and fresh data.
 */
export const OUTBOX_TEXTS = {
  synced: (label: string) => `Cambio sincronizado: ${label}`,
  syncedMany: (count: number) => `${count} cambios sincronizados`,
  conflict: (message: string) => `El estado cambió mientras estabas sin conexión: ${message}`,
  authRequired: 'Inicia sesión de nuevo para sincronizar los cambios pendientes',
} as const;

/** The queries a replayed change of each kind can make stale; others refresh both lists. */
const AFFECTED_QUERY_KEYS: Readonly<Record<string, readonly string[][]>> = {
  'vehicle-status': [['vehicles']],
  'vehicle-workshop-position': [['vehicles']],
  'reservation-cancel': [['reservations'], ['vehicles']],
  // A photo alone changes nothing on screen; the check-out or check-in naming it does.
  'photo-upload': [],
};
const DEFAULT_AFFECTED = [['vehicles'], ['reservations']];

/** Whether what is queued is safe from the browser's storage eviction (see requestPersistence). */
export type Persistence = 'unknown' | 'persisted' | 'best-effort' | 'unsupported';

interface OutboxSnapshot {
  entries: readonly OutboxEntry[];
  state: ReplayState;
  conflicts: readonly OutboxReport[];
  persistence: Persistence;
  /**
   * Changes the server accepted in a round whose refresh has not landed yet: the lists on screen
   * still show the old data, so a screen keeps showing these (a board card stays in the column
   * the user put it in) instead of jumping back until the refresh.
   */
  sent: readonly OutboxEntry[];
}

let snapshot: OutboxSnapshot = {
  entries: [],
  state: INITIAL_REPLAY_STATE,
  conflicts: [],
  persistence: 'unknown',
  sent: [],
};
const listeners = new Set<() => void>();
let store: OutboxStore | null = null;

function outboxStore(): OutboxStore {
  store ??= openOutboxStore();
  return store;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getSnapshot = () => snapshot;

function publish(next: Partial<OutboxSnapshot>): void {
  snapshot = { ...snapshot, ...next };
  for (const listener of listeners) listener();
}

let reading: Promise<void> | null = null;
let readAgain = false;
/** Accepted mid-round, shown with the next re-read of the queue (see OutboxSnapshot.sent). */
let sent: readonly OutboxEntry[] = [];

/** The server accepted the queued change `id`: keep it on screen until its refresh. */
function noteSent(id: string): void {
  const accepted = snapshot.entries.find((queued) => queued.id === id);
  if (accepted && !sent.includes(accepted)) sent = [...sent, accepted];
}

/** The refresh of these changes has landed: the data on screen shows them now. */
function forgetSent(ids: ReadonlySet<string>): void {
  const left = sent.filter((accepted) => !ids.has(accepted.id));
  if (left.length === sent.length) return;
  sent = left;
  publish({ sent });
}

/**
 * Re-reads the queue from IndexedDB, where it survives reloads and browser restarts. Calls made
 * while a read runs share one more read after it (a replay of 100 changes sends 200 messages).
 */
export function refreshOutbox(): Promise<void> {
  if (reading) {
    readAgain = true;
    return reading;
  }
  reading = (async () => {
    do {
      readAgain = false;
      try {
        const outbox = outboxStore();
        const [entries, state, conflicts] = await Promise.all([
          outbox.list(),
          outbox.getState(),
          outbox.conflicts(),
        ]);
        publish({ entries, state, conflicts, sent });
      } catch {
        // No IndexedDB (private mode): nothing can be queued either.
      }
    } while (readAgain);
  })().finally(() => {
    reading = null;
  });
  return reading;
}

/**
 * Asks the browser not to evict our storage (queued changes live there). Asked when the first
 * change is queued or the app is installed; the answer is shown in the sync panel.
 */
export async function requestPersistence(): Promise<Persistence> {
  const storage = typeof navigator === 'undefined' ? undefined : navigator.storage;
  if (!storage?.persist) {
    publish({ persistence: 'unsupported' });
    return 'unsupported';
  }
  const granted = (await storage.persisted().catch(() => false))
    ? true
    : await storage.persist().catch(() => false);
  const persistence: Persistence = granted ? 'persisted' : 'best-effort';
  publish({ persistence });
  return persistence;
}

/** Asks the service worker to replay now; `force` ignores its back-off (the user asked). */
export function requestReplay(force = true): void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  navigator.serviceWorker.ready
    .then((registration) =>
      registration.active?.postMessage({ type: OUTBOX_REPLAY_MESSAGE, force }),
    )
    .catch(() => undefined);
}

/** Drops one queued change unsent (the user confirmed 'Descartar'). */
export async function discardEntry(seq: number): Promise<void> {
  await outboxStore().remove(seq);
  await refreshOutbox();
}

export interface OutboxView {
  /** The signed-in user's queued changes, oldest first (every user's when nobody is). */
  pending: readonly OutboxEntry[];
  /** Changes of other users of this device, waiting for them to sign in (no details shown). */
  othersWaiting: number;
  replayNow: () => void;
  discard: (seq: number) => Promise<void>;
  /** Changes wait for a valid session: the last replay was refused one, or nobody is signed in. */
  authRequired: boolean;
  /** Why the queue is stuck and when it tries again, while a retry is planned. */
  retry: { reason: RetryReason; at: number } | null;
  /** The signed-in user's last conflicts, newest first. */
  conflicts: readonly OutboxReport[];
  persistence: Persistence;
  /** The user's changes accepted by the server whose refresh has not landed yet, oldest first. */
  sent: readonly OutboxEntry[];
}

// The token's user, decoded once per sign-in: the queue is read per card and per result.
let subjectOf: { token: string | null | undefined; userId: string | null } = {
  token: undefined,
  userId: null,
};
function userOfToken(token: string | null | undefined): string | null {
  if (token !== subjectOf.token) subjectOf = { token, userId: tokenSubject(token) };
  return subjectOf.userId;
}

/**
 * Whose queue a session sees: a user sees their own changes only; signed out, the device shows
 * how many changes wait for someone to sign in (no details).
 */
export function pendingFor(entries: readonly OutboxEntry[], token: string | null): OutboxEntry[] {
  const userId = userOfToken(token);
  return userId ? entries.filter((entry) => entry.userId === userId) : [...entries];
}

/**
 * One value read from the signed-in user's queue. The caller re-renders only when that value
 * changes (compared with Object.is), not at every re-read: a board of many cards stays still
 * while the queue counts down, but for the cards whose changes went out.
 */
export function usePendingValue<T>(select: (pending: readonly OutboxEntry[]) => T): T {
  const { token } = useSession();
  const read = () => select(pendingFor(snapshot.entries, token));
  return useSyncExternalStore(subscribe, read, read);
}

export function useOutbox(): OutboxView {
  const { entries, state, conflicts, persistence, sent } = useSyncExternalStore(
    subscribe,
    getSnapshot,
    getSnapshot,
  );
  const { token } = useSession();
  return useMemo(() => {
    const pending = pendingFor(entries, token);
    const userId = userOfToken(token);
    return {
      pending,
      othersWaiting: entries.length - pending.length,
      replayNow: () => requestReplay(true),
      discard: discardEntry,
      // Signed out, nothing can be sent: the device needs its user back whatever was tried.
      authRequired: pending.length > 0 && (state.authRequired || token === null),
      retry:
        pending.length > 0 && state.lastError && !state.authRequired
          ? { reason: state.lastError, at: state.nextAttemptAt }
          : null,
      conflicts: conflicts.filter((report) => report.userId === userId),
      persistence,
      sent: pendingFor(sent, token),
    };
  }, [entries, state, conflicts, persistence, sent, token]);
}

// Loaded on demand: sonner stays out of the first download (see main.tsx).
const loadToast = async () => (await import('sonner')).toast;

function showConflict(toast: Toast, report: OutboxReport): void {
  // A conflict stays until the user has read it and closed it.
  toast.error(OUTBOX_TEXTS.conflict(report.message ?? ''), {
    id: `outbox-${report.id}`,
    description: report.label,
    duration: Number.POSITIVE_INFINITY,
  });
}

/**
 * One toast for what a round sent; conflicts apart, one each, until closed. Photos are counted
 * in the check-out or check-in that names them, not as changes of their own.
 */
async function announce(reports: readonly OutboxReport[]): Promise<void> {
  const toast = await loadToast();
  const synced = reports.filter(
    (report) => report.outcome === 'success' && report.kind !== 'photo-upload',
  );
  const [first] = synced;
  const labels = synced.map((report) => report.label);
  if (synced.length === 1 && first) {
    toast.success(
      OUTBOX_TEXTS.synced(first.label),
      syncSummaryOptions(`outbox-${first.id}`, labels),
    );
  } else if (first) {
    toast.success(
      OUTBOX_TEXTS.syncedMany(synced.length),
      syncSummaryOptions(`outbox-round-${first.id}`, labels),
    );
  }
  for (const report of reports) if (report.outcome === 'conflict') showConflict(toast, report);
}

async function showAuthRequired(): Promise<void> {
  const toast = await loadToast();
  toast.warning(OUTBOX_TEXTS.authRequired, { id: 'outbox-auth-required', duration: 10_000 });
}

type Toast = Awaited<ReturnType<typeof loadToast>>;

interface BridgeOptions {
  queryClient: QueryClient;
  session?: SessionStore;
  connectivity?: ConnectivityStore;
}

/**
 * Starts the bridge once, before the first render. Returns a function that stops it (tests).
 *
 * Logout does not drop the queue: a 401 also logs out, and its changes must survive until the
 * same user signs in again. Entries carry their user and are only ever replayed with that
 * user's token, so the next person on a shared device can neither send nor see them.
 */
export function startOutboxBridge({
  queryClient,
  session = appSession,
  connectivity: line = appConnectivity,
}: BridgeOptions): () => void {
  const currentUser = () => userOfToken(session.getSnapshot().token);

  /** One refresh of what the reports' changes touched, however many there were. */
  async function invalidate(reports: readonly OutboxReport[]): Promise<void> {
    const keys = new Map<string, string[]>();
    for (const report of reports) {
      for (const key of AFFECTED_QUERY_KEYS[report.kind] ?? DEFAULT_AFFECTED) {
        keys.set(key.join('/'), key);
      }
    }
    await Promise.all(
      [...keys.values()].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    ).catch(() => undefined);
  }

  /** Shows the current user's reports once, marks them shown, refreshes the data once. */
  async function deliver(reports: readonly OutboxReport[]): Promise<void> {
    const mine = reports.filter((report) => report.userId === currentUser());
    // Accepted before this round ended (a round's results come before its summary): once the
    // refresh has landed, the screens show them from their data.
    const refreshing = new Set(sent.map((accepted) => accepted.id));
    if (mine.length === 0) return forgetSent(refreshing);
    void announce([...mine].sort((a, b) => a.at - b.at));
    await outboxStore()
      .acknowledge(mine.map((report) => report.id))
      .catch(() => undefined);
    await invalidate(mine);
    forgetSent(refreshing);
  }

  /** Results of replays that happened while no page of this user was open. */
  async function deliverStored(): Promise<void> {
    await deliver(
      await outboxStore()
        .reports()
        .catch(() => [] as OutboxReport[]),
    );
  }

  let mirrored: string | null | undefined;
  function mirrorToken(): void {
    const { token } = session.getSnapshot();
    if (token === mirrored) return;
    mirrored = token;
    outboxStore()
      .setAuth(token ? { token } : null)
      .then(async () => {
        await refreshOutbox();
        await deliverStored();
        // A (new) session may send what waited for it.
        if (token && navigator.onLine) requestReplay();
      })
      .catch(() => undefined);
  }

  function onMessage(event: MessageEvent<OutboxMessage>): void {
    const message = event.data;
    if (message?.type === 'outbox-changed') {
      void refreshOutbox();
      return;
    }
    if (message?.type === 'outbox-round') {
      // The server answered: whatever the queries said, the line works.
      line.reportAnswer();
      void refreshOutbox();
      void deliver(message.reports);
      return;
    }
    if (message?.type !== 'outbox-result') return;
    if (message.outcome === 'success') {
      if (message.userId === currentUser()) noteSent(message.id);
      return;
    }
    if (message.outcome !== 'auth-required') return;
    void refreshOutbox();
    if (message.userId === null || message.userId === currentUser() || !currentUser()) {
      void showAuthRequired();
    }
  }

  // While the page is open it keeps the queue's retries on time itself: the worker's own timer
  // dies with the worker, which the browser stops after half a minute of quiet.
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let askedPersistence = false;
  function onSnapshot(): void {
    clearTimeout(retryTimer);
    const mine = pendingFor(snapshot.entries, session.getSnapshot().token);
    if (mine.length > 0 && !askedPersistence) {
      askedPersistence = true;
      void requestPersistence();
    }
    const { nextAttemptAt, lastError, authRequired } = snapshot.state;
    if (mine.length === 0 || authRequired || !lastError) return;
    if (lastError === 'network') line.reportFailure();
    if (nextAttemptAt > 0) {
      retryTimer = setTimeout(() => requestReplay(false), Math.max(0, nextAttemptAt - Date.now()));
    }
  }

  // Back from a dead line (the browser's word or a request that came through): send at once.
  let wasOnline = line.isOnline();
  function onConnectivity(): void {
    const online = line.isOnline();
    if (online && !wasOnline) requestReplay(true);
    wasOnline = online;
  }

  function onInstalled(): void {
    askedPersistence = true;
    void requestPersistence();
  }

  const channel =
    typeof BroadcastChannel === 'function' ? new BroadcastChannel(OUTBOX_CHANNEL) : null;
  channel?.addEventListener('message', onMessage);
  const stopSnapshot = subscribe(onSnapshot);
  const stopConnectivity = line.subscribe(onConnectivity);
  window.addEventListener('appinstalled', onInstalled);
  if (window.matchMedia?.('(display-mode: standalone)').matches) onInstalled();
  const unsubscribe = session.subscribe(mirrorToken);
  mirrorToken();

  return () => {
    channel?.close();
    clearTimeout(retryTimer);
    stopSnapshot();
    stopConnectivity();
    window.removeEventListener('appinstalled', onInstalled);
    unsubscribe();
  };
}
