import { useSyncExternalStore } from 'react';

/**
 * Whether the server can be reached, judged from what requests actually did, not only from
 * navigator.onLine: the browser says "online" on a dead uplink (Wi-Fi up, nothing answers) or
 * behind a proxy that stalls. A time-out or a network error marks the app unreachable; the next
 * answer that really came from the server clears it. While unreachable and the browser believes
 * it is online, a small probe asks /api/health now and then so recovery is noticed unattended.
 */
export interface Connectivity {
  /** The last request failed to reach the server, and none has succeeded since. */
  unreachable: boolean;
  /** The browser's own verdict. */
  browserOnline: boolean;
}

const PROBE_PATH = '/api/health';

/**
 * Whether an answer came from our server rather than from a gateway in front of it: 502 and 504
 * never do, nor a 503 without Retry-After (a proxy with the server gone). Our server's own 503
 * (database down, issue 25) always says when to come back: the line works, the server asks us
 * to wait, and the outbox waits that long.
 */
export function answeredByServer(response: { status: number; headers: Headers }): boolean {
  if (response.status === 503) return response.headers.has('Retry-After');
  return response.status !== 502 && response.status !== 504;
}
const PROBE_TIMEOUT_MS = 5_000;
const PROBE_MIN_MS = 2_000;
const PROBE_MAX_MS = 30_000;

type Listener = () => void;

export interface ConnectivityStore {
  getSnapshot(): Connectivity;
  subscribe(listener: Listener): () => void;
  /** A request got no answer (network error, time-out) or was answered from the worker's cache. */
  reportFailure(): void;
  /** The server answered (any HTTP status): the line works. */
  reportAnswer(): void;
  /** The app can talk to the server: the browser says online and nothing failed since. */
  isOnline(): boolean;
}

interface StoreOptions {
  fetch?: typeof fetch;
  /** Window-like target for online/offline events and navigator.onLine. */
  browserOnline?: () => boolean;
  setTimer?: (callback: () => void, ms: number) => ReturnType<typeof setTimeout>;
  clearTimer?: (timer: ReturnType<typeof setTimeout>) => void;
}

export function createConnectivityStore(options: StoreOptions = {}): ConnectivityStore {
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));
  const browserOnline =
    options.browserOnline ?? (() => typeof navigator === 'undefined' || navigator.onLine);
  const setTimer = options.setTimer ?? ((callback, ms) => setTimeout(callback, ms));
  const clearTimer = options.clearTimer ?? ((timer) => clearTimeout(timer));
  const listeners = new Set<Listener>();
  let snapshot: Connectivity = { unreachable: false, browserOnline: browserOnline() };
  let probeTimer: ReturnType<typeof setTimeout> | undefined;
  let probeDelay = PROBE_MIN_MS;

  function emit(next: Connectivity): void {
    if (
      next.unreachable === snapshot.unreachable &&
      next.browserOnline === snapshot.browserOnline
    ) {
      return;
    }
    snapshot = next;
    for (const listener of listeners) listener();
  }

  function stopProbe(): void {
    if (probeTimer !== undefined) clearTimer(probeTimer);
    probeTimer = undefined;
    probeDelay = PROBE_MIN_MS;
  }

  function scheduleProbe(): void {
    if (probeTimer !== undefined) return;
    probeTimer = setTimer(() => void probe(), probeDelay);
    probeDelay = Math.min(PROBE_MAX_MS, probeDelay * 2);
  }

  async function probe(): Promise<void> {
    probeTimer = undefined;
    // Offline by the browser's own word: its 'online' event will bring us back.
    if (!snapshot.unreachable || !browserOnline()) return;
    const controller = new AbortController();
    const timer = setTimer(() => controller.abort(), PROBE_TIMEOUT_MS);
    try {
      const response = await doFetch(PROBE_PATH, { cache: 'no-store', signal: controller.signal });
      // Any answer but a gateway's proves the line works, even a sick server's 500: that is
      // "the server does not answer well", not "offline".
      if (answeredByServer(response)) store.reportAnswer();
      else scheduleProbe();
    } catch {
      scheduleProbe();
    } finally {
      clearTimer(timer);
    }
  }

  const store: ConnectivityStore = {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    reportFailure() {
      emit({ unreachable: true, browserOnline: browserOnline() });
      scheduleProbe();
    },
    reportAnswer() {
      stopProbe();
      emit({ unreachable: false, browserOnline: browserOnline() });
    },
    isOnline: () => snapshot.browserOnline && !snapshot.unreachable,
  };

  if (typeof window !== 'undefined' && !options.browserOnline) {
    window.addEventListener('online', () => {
      // Back on the browser's word: try for real at once rather than trusting it blindly.
      emit({ ...snapshot, browserOnline: true });
      if (snapshot.unreachable) {
        stopProbe();
        void probe();
      }
    });
    window.addEventListener('offline', () => emit({ ...snapshot, browserOnline: false }));
  }
  return store;
}

/** The app's one connectivity store (the api client and the outbox bridge report into it). */
export const connectivity = createConnectivityStore();

/** Connectivity, kept current. */
export function useConnectivity(store: ConnectivityStore = connectivity): Connectivity {
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}
