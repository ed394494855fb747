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
  OUTBOX_SYNC_TAG,
  type OutboxMessage,
  outboxMayKeep,
} from '#domain/outbox-policy.ts';
import { openOutboxStore } from '../lib/outbox-store.ts';
import { createOutbox } from './outbox.ts';
import { registerPushHandlers } from './push-notifications.ts';
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
  // No timer of its own for the back-off: the browser stops an idle worker (and its timers)
  // after about 30 s, sooner than a Retry-After may ask. An open page keeps the one retry timer
  // (src/lib/outbox-bridge.ts) and asks at the planned time; with no page, the sync event
  // (rejected below while a retry is planned) and the replay at the next start cover it.
});

function replayQuietly(force: boolean) {
  return outbox.replay({ force }).catch(() => 'retry' as const);
}

// The outbox: the changes OUTBOX_ROUTES lists may be made without a connection (DESIGN 7).
for (const method of OUTBOX_METHODS) {
  registerRoute(
    ({ url, sameOrigin }) => sameOrigin && outboxMayKeep(method, url.pathname),
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

// Messages from the server (issue 29): a notification per push, a tap opens the right screen.
registerPushHandlers(self);

clientsClaim();
