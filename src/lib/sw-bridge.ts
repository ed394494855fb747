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
  tokenSubject,
} from '#domain/outbox-policy.ts';
import { type OutboxStore, openOutboxStore } from './outbox-store.ts';
import { session as appSession, type SessionStore } from './session.ts';
import { useSession } from './use-session.ts';

/**
 * The page's side of the outbox (DESIGN 7). The service worker queues and replays; the page
 * mirrors the session token into IndexedDB for it, reads the queue to show what is pending,
 * asks for a replay when the connection comes back, and turns results into toasts and fresh data.
 */
export const OUTBOX_TEXTS = {
  synced: (label: string) => `Cambio sincronizado: ${label}`,
  conflict: (message: string) => `El estado cambió mientras estabas sin conexión: ${message}`,
  authRequired: 'Inicia sesión de nuevo para sincronizar los cambios pendientes',
} as const;

/** The queries a replayed change can make stale (every vehicle and reservation list). */
const AFFECTED_QUERY_KEYS = [['vehicles'], ['reservations']];

interface OutboxSnapshot {
  entries: readonly OutboxEntry[];
  state: ReplayState;
}

let snapshot: OutboxSnapshot = { entries: [], state: INITIAL_REPLAY_STATE };
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

/** Re-reads the queue from IndexedDB, where it survives reloads and browser restarts. */
export async function refreshOutbox(): Promise<void> {
  try {
    const [entries, state] = await Promise.all([outboxStore().list(), outboxStore().getState()]);
    snapshot = { entries, state };
    for (const listener of listeners) listener();
  } catch {
    // No IndexedDB (private mode): nothing can be queued either.
  }
}

/** Asks the service worker to replay now, ignoring its back-off. */
export function requestReplay(): void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  navigator.serviceWorker.ready
    .then((registration) => registration.active?.postMessage({ type: OUTBOX_REPLAY_MESSAGE }))
    .catch(() => undefined);
}

export interface OutboxView {
  /** The signed-in user's queued changes, oldest first (every user's when nobody is). */
  pending: readonly OutboxEntry[];
  replayNow: () => void;
  /** Changes wait for a valid session: the last replay was refused one, or nobody is signed in. */
  authRequired: boolean;
}

/**
 * Whose queue a session sees: a user sees their own changes only; signed out, the device shows
 * how many changes wait for someone to sign in (no details).
 */
export function pendingFor(entries: readonly OutboxEntry[], token: string | null): OutboxEntry[] {
  const userId = tokenSubject(token);
  return userId ? entries.filter((entry) => entry.userId === userId) : [...entries];
}

export function useOutbox(): OutboxView {
  const { entries, state } = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  const { token } = useSession();
  return useMemo(() => {
    const pending = pendingFor(entries, token);
    return {
      pending,
      replayNow: requestReplay,
      // Signed out, nothing can be sent: the device needs its user back whatever was tried.
      authRequired: pending.length > 0 && (state.authRequired || token === null),
    };
  }, [entries, state, token]);
}

// Loaded on demand: sonner stays out of the first download (see main.tsx).
const loadToast = async () => (await import('sonner')).toast;

async function showReport(report: OutboxReport): Promise<void> {
  // A check-out sends seven photos before its record: one toast for the record is enough.
  if (report.outcome === 'success' && report.kind === 'photo-upload') return;
  const toast = await loadToast();
  if (report.outcome === 'success') {
    toast.success(OUTBOX_TEXTS.synced(report.label), { id: `outbox-${report.id}` });
  } else {
    // A conflict stays until the user has read it and closed it.
    toast.error(OUTBOX_TEXTS.conflict(report.message ?? ''), {
      id: `outbox-${report.id}`,
      description: report.label,
      duration: Number.POSITIVE_INFINITY,
    });
  }
}

async function showAuthRequired(): Promise<void> {
  const toast = await loadToast();
  toast.warning(OUTBOX_TEXTS.authRequired, { id: 'outbox-auth-required', duration: 10_000 });
}

interface BridgeOptions {
  queryClient: QueryClient;
  session?: SessionStore;
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
}: BridgeOptions): () => void {
  const currentUser = () => tokenSubject(session.getSnapshot().token);
  const invalidate = () =>
    Promise.all(
      AFFECTED_QUERY_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    ).catch(() => undefined);

  async function deliver(report: OutboxReport): Promise<void> {
    if (report.userId !== currentUser()) return;
    void showReport(report);
    await outboxStore()
      .acknowledge(report.id)
      .catch(() => undefined);
  }

  /** Results of replays that happened while no page of this user was open. */
  async function deliverStored(): Promise<void> {
    const reports = await outboxStore()
      .reports()
      .catch(() => [] as OutboxReport[]);
    const mine = reports.filter((report) => report.userId === currentUser());
    if (mine.length === 0) return;
    for (const report of mine.sort((a, b) => a.at - b.at)) await deliver(report);
    await invalidate();
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
    if (message?.type !== 'outbox-result') return;
    void refreshOutbox();
    if (message.outcome === 'auth-required') {
      if (message.userId === null || message.userId === currentUser() || !currentUser()) {
        void showAuthRequired();
      }
      return;
    }
    const { type: _type, ...report } = message;
    void deliver(report).then(invalidate);
  }

  const channel =
    typeof BroadcastChannel === 'function' ? new BroadcastChannel(OUTBOX_CHANNEL) : null;
  channel?.addEventListener('message', onMessage);
  window.addEventListener('online', requestReplay);
  const unsubscribe = session.subscribe(mirrorToken);
  mirrorToken();

  return () => {
    channel?.close();
    window.removeEventListener('online', requestReplay);
    unsubscribe();
  };
}
