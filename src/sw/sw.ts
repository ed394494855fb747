/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import {
  OUTBOX_CHANNEL,
  OUTBOX_METHODS,
  OUTBOX_REPLAY_MESSAGE,
  OUTBOX_ROUTES,
  OUTBOX_SYNC_TAG,
  type OutboxMessage,
} from '#domain/outbox-policy.ts';
import { openOutboxStore } from '../lib/outbox-store.ts';
import { createOutbox } from './outbox.ts';
import {
  deleteOldRuntimeCaches,
  registerCatalogueRoute,
  registerImageRoute,
} from './runtime-caching.ts';

declare let self: ServiceWorkerGlobalScope;

/** Background Sync is not in TypeScript's WebWorker library (it is Chromium-only). */
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
  readonly lastChance: boolean;
}
interface SyncRegistration {
  sync?: { register(tag: string): Promise<void> };
}

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Every page path is the single-page app; the API must always reach the network (or fail), and
// so must a file (/robots.txt, a PDF): the server answers those, or 404s them, itself. The lists
// are matched against path and query: a dot in the query (?q=a.b) is still a page.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('index.html'), {
    denylist: [/^\/api(\/|$)/, /^[^?]*\/[^/?]*\.[a-z0-9]{1,12}(?:\?.*)?$/i],
  }),
);
registerCatalogueRoute();
registerImageRoute();

const channel = new BroadcastChannel(OUTBOX_CHANNEL);
let retryTimer: ReturnType<typeof setTimeout> | undefined;

const outbox = createOutbox({
  store: openOutboxStore(),
  fetch: (input, init) => fetch(input, init),
  post: (message: OutboxMessage) => channel.postMessage(message),
  origin: self.location.origin,
  isOnline: () => self.navigator.onLine,
  onQueued: () => {
    // The browser wakes us when the connection is back, even with every tab closed.
    const registration = self.registration as ServiceWorkerRegistration & SyncRegistration;
    registration.sync?.register(OUTBOX_SYNC_TAG).catch(() => undefined);
  },
  // Only while this worker stays alive; the sync event and the next start cover the rest.
  scheduleRetry: (at) => {
    clearTimeout(retryTimer);
    retryTimer = setTimeout(() => void replayQuietly(false), Math.max(0, at - Date.now()));
  },
});

function replayQuietly(force: boolean) {
  return outbox.replay({ force }).catch(() => 'retry' as const);
}

// The outbox: the changes OUTBOX_ROUTES lists may be made without a connection (DESIGN 7).
for (const method of OUTBOX_METHODS) {
  registerRoute(
    ({ url, sameOrigin }) =>
      sameOrigin &&
      OUTBOX_ROUTES.some((route) => route.method === method && route.path.test(url.pathname)),
    ({ request }) => outbox.handle(request),
    method as 'PUT',
  );
}

// A worker woken up after a while replays what was left, once per start.
let replayedSinceStart = false;
self.addEventListener('fetch', (event: FetchEvent) => {
  if (replayedSinceStart) return;
  replayedSinceStart = true;
  event.waitUntil(replayQuietly(false));
});

self.addEventListener('sync', (event: Event) => {
  const sync = event as SyncEvent;
  if (sync.tag !== OUTBOX_SYNC_TAG) return;
  sync.waitUntil(
    outbox.replay({ force: true }).then((result) => {
      // Rejecting asks the browser to fire the sync again later, with its own back-off.
      if (result === 'retry' && !sync.lastChance) throw new Error('outbox: retry later');
    }),
  );
});

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const data: unknown = event.data;
  const type = typeof data === 'object' && data !== null && 'type' in data ? data.type : null;
  // Waiting until the page asks lets it choose a safe moment (see src/lib/service-worker.ts).
  if (type === 'SKIP_WAITING') void self.skipWaiting();
  // A page's own retry timer asks without force: the back-off still decides.
  const force = !(typeof data === 'object' && data !== null && 'force' in data && !data.force);
  if (type === OUTBOX_REPLAY_MESSAGE) event.waitUntil(replayQuietly(force));
});

// Not part of activation itself: fetches wait while 'activate' is extended, a replay must not
// hold them up. The first fetch afterwards keeps the worker alive for it.
self.addEventListener('activate', (event: ExtendableEvent) => {
  event.waitUntil(deleteOldRuntimeCaches().catch(() => undefined));
  void replayQuietly(false);
});

clientsClaim();
