import { useMemo, useRef, useSyncExternalStore } from 'react';
import { storedBody } from '#domain/outbox-kinds.ts';
import {
  INITIAL_REPLAY_STATE,
  OUTBOX_REPLAY_MESSAGE,
  type OutboxEntry,
  type OutboxKind,
  type OutboxReport,
  type ReplayState,
  type RetryReason,
  tokenSubject,
} from '#domain/outbox-policy.ts';
import type { VehicleStatus } from '#domain/vehicle.ts';
import { type OutboxStore, openOutboxStore } from './outbox-store.ts';
import { useSession } from './use-session.ts';

/**
 * What screens read of the outbox (DESIGN 7): the queue as IndexedDB holds it (the service worker
 * writes it), whose changes a session sees, the marks of what waits, and the two things a screen
 * does to it (replay now, discard one). The bridge (outbox-bridge.ts) keeps it current.
 */

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

/** The queue's IndexedDB store, opened on first use (shared with the bridge). */
export function outboxStore(): OutboxStore {
  store ??= openOutboxStore();
  return store;
}

/** Calls `listener` after every change of the snapshot (the bridge's retry timer). */
export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** What the page last read of the queue. */
export const getSnapshot = () => snapshot;

function publish(next: Partial<OutboxSnapshot>): void {
  snapshot = { ...snapshot, ...next };
  for (const listener of listeners) listener();
}

let reading: Promise<void> | null = null;
let readAgain = false;
/** Accepted mid-round, shown with the next re-read of the queue (see OutboxSnapshot.sent). */
let sent: readonly OutboxEntry[] = [];

/** The server accepted the queued change `id`: keep it on screen until its refresh. */
export function noteSent(id: string): void {
  const accepted = snapshot.entries.find((queued) => queued.id === id);
  if (accepted && !sent.includes(accepted)) sent = [...sent, accepted];
}

/** Ids of the changes accepted mid-round whose refresh has not landed yet. */
export function sentIds(): Set<string> {
  return new Set(sent.map((accepted) => accepted.id));
}

/** The refresh of these changes has landed: the data on screen shows them now. */
export function forgetSent(ids: ReadonlySet<string>): void {
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
export function userOfToken(token: string | null | undefined): string | null {
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

/** Ids of reservations (or vehicles) with a change of this kind still waiting to be sent. */
export function usePendingIds(kind: OutboxKind): ReadonlySet<number | string> {
  const { pending } = useOutbox();
  return useMemo(
    () => new Set(pending.filter((entry) => entry.kind === kind).map((entry) => entry.targetId)),
    [pending, kind],
  );
}

/**
 * Whether a change of this kind to `targetId` waits to be sent. Only the callers whose answer
 * changed re-render when the queue shrinks (one board card, not all of them).
 */
export function useIsPending(kind: OutboxKind, targetId: number | string): boolean {
  return usePendingValue((pending) =>
    pending.some((entry) => entry.kind === kind && entry.targetId === targetId),
  );
}

/**
 * The status each vehicle will have once its queued moves are sent (the latest one wins), so a
 * board can keep the card where the user put it even when a refetch says otherwise; moves the
 * server accepted count too until the round's refresh brings them in the data.
 */
export function usePendingStatuses(): ReadonlyMap<number, VehicleStatus> {
  const { pending, sent } = useOutbox();
  // The same map while the statuses stay the same (mid-round, a sent move still counts until the
  // refresh), so the board does not redraw on every progress note.
  const previous = useRef<ReadonlyMap<number, VehicleStatus>>(new Map());
  const statuses = useMemo(() => {
    const statuses = new Map<number, VehicleStatus>();
    for (const entry of [...sent, ...pending]) {
      if (entry.kind !== 'vehicle-status' || typeof entry.targetId !== 'number') continue;
      const body = storedBody(entry.kind, entry.body);
      if (body?.status) statuses.set(entry.targetId, body.status);
    }
    return statuses;
  }, [pending, sent]);
  if (!sameStatuses(statuses, previous.current)) previous.current = statuses;
  return previous.current;
}

/**
 * Issue 26: the reorders of the workshop still queued (or sent, until the round's refresh), in
 * the order they were made, so the board keeps each card where staff put it, reload included.
 */
export function usePendingReorders(): readonly { vehicleId: number; before: number | null }[] {
  const { pending, sent } = useOutbox();
  const previous = useRef<readonly { vehicleId: number; before: number | null }[]>([]);
  const reorders = useMemo(() => {
    const found: { vehicleId: number; before: number | null }[] = [];
    for (const entry of [...sent, ...pending]) {
      if (entry.kind !== 'vehicle-workshop-position' || typeof entry.targetId !== 'number')
        continue;
      const before = storedBody(entry.kind, entry.body)?.before;
      if (before === null || typeof before === 'number') {
        found.push({ vehicleId: entry.targetId, before });
      }
    }
    return found;
  }, [pending, sent]);
  if (JSON.stringify(reorders) !== JSON.stringify(previous.current)) previous.current = reorders;
  return previous.current;
}

function sameStatuses(
  a: ReadonlyMap<number, VehicleStatus>,
  b: ReadonlyMap<number, VehicleStatus>,
): boolean {
  if (a.size !== b.size) return false;
  for (const [id, status] of a) if (b.get(id) !== status) return false;
  return true;
}
