import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { OUTBOX_CHANNEL, type OutboxMessage, type OutboxReport } from '#domain/outbox-policy.ts';
import { connectivity as appConnectivity, type ConnectivityStore } from './connectivity.ts';
import { outboxPageKind } from './outbox-page-kinds.ts';
import { announce, showAuthRequired } from './outbox-toasts.ts';
import {
  forgetSent,
  getSnapshot,
  noteSent,
  outboxStore,
  pendingFor,
  refreshOutbox,
  requestPersistence,
  requestReplay,
  sentIds,
  subscribe,
  userOfToken,
} from './outbox-view.ts';
import { session as appSession, type SessionStore } from './session.ts';

/**
 * The page's bridge to the service worker (DESIGN 7). The worker queues and replays; the page
 * mirrors the session token into IndexedDB for it, asks for a replay when the connection comes
 * back or a planned retry is due, and turns the worker's results into toasts (outbox-toasts.ts),
 * fresh data (each kind's queries, outbox-page-kinds.ts) and a current view (outbox-view.ts).
 */

/** How long after the planned time the page asks for a retry (see onSnapshot). */
const RETRY_MARGIN_MS = 50;

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

  /**
   * One refresh of what the reports' changes touched (each kind's `refreshes`, see
   * outbox-page-kinds.ts), however many there were. A kind this version does not know (a result
   * stored by another version) refreshes everything rather than leave a screen stale.
   */
  async function invalidate(reports: readonly OutboxReport[]): Promise<void> {
    const keys = new Map<string, QueryKey>();
    let everything = false;
    for (const report of reports) {
      const kind = outboxPageKind(report.kind);
      if (!kind) everything = true;
      for (const key of kind?.refreshes ?? []) keys.set(JSON.stringify(key), key);
    }
    const refreshes = everything
      ? [queryClient.invalidateQueries()]
      : [...keys.values()].map((queryKey) => queryClient.invalidateQueries({ queryKey }));
    await Promise.all(refreshes).catch(() => undefined);
  }

  /** Shows the current user's reports once, marks them shown, refreshes the data once. */
  async function deliver(reports: readonly OutboxReport[]): Promise<void> {
    const mine = reports.filter((report) => report.userId === currentUser());
    // Accepted before this round ended (a round's results come before its summary): once the
    // refresh has landed, the screens show them from their data.
    const refreshing = sentIds();
    if (mine.length === 0) return forgetSent(refreshing);
    announce([...mine].sort((a, b) => a.at - b.at));
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
      showAuthRequired();
    }
  }

  // The one retry timer of the outbox. The worker plans the back-off (nextAttemptAt in its state)
  // but keeps no timer: the browser stops an idle worker, timers and all, after about 30 s, while
  // a back-off may reach 30 s and a Retry-After 5 min. An open page outlives that, so it asks
  // the worker at the planned time (without force: the back-off still decides); with no page
  // open, the sync event and the replay at the worker's next start take over (src/sw/sw.ts).
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let askedPersistence = false;
  function onSnapshot(): void {
    clearTimeout(retryTimer);
    const snapshot = getSnapshot();
    const mine = pendingFor(snapshot.entries, session.getSnapshot().token);
    if (mine.length > 0 && !askedPersistence) {
      askedPersistence = true;
      void requestPersistence();
    }
    const { nextAttemptAt, lastError, authRequired } = snapshot.state;
    if (mine.length === 0 || authRequired || !lastError) return;
    if (lastError === 'network') line.reportFailure();
    if (nextAttemptAt > 0) {
      // A moment past the planned time: asked a hair early, the worker would answer 'waiting'
      // and, with no timer of its own, nothing would ask again until the queue next changed.
      const wait = Math.max(0, nextAttemptAt - Date.now()) + RETRY_MARGIN_MS;
      retryTimer = setTimeout(() => requestReplay(false), wait);
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
