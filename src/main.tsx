import './styles.css';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app.tsx';
import { loadBrandFont } from './lib/brand-font.ts';
import { createQueryClient } from './lib/query-client.ts';
import { createIdbPersister, persistQueryCache } from './lib/query-persister.ts';
import { revalidateSession } from './lib/revalidate-session.ts';
import { session } from './lib/session.ts';
import { whenIdle } from './lib/when-idle.ts';
import { createAppRouter } from './router.tsx';

/** How long the first render waits for the router's first load (see below). */
const FIRST_LOAD_WAIT_MS = 1_500;

async function start(): Promise<void> {
  const queryClient = createQueryClient();
  const persister = createIdbPersister();
  const [, restored] = persistQueryCache(queryClient, persister);
  // The scripts' evaluation and the router's set-up are each tens of milliseconds on a phone:
  // two tasks instead of one long one that would keep a tap waiting (issue 16, blocking time).
  await new Promise((resolve) => setTimeout(resolve, 0));
  const router = createAppRouter({ queryClient, session });
  // The page's own code downloads while the saved cache is read from IndexedDB, instead of after
  // it (one round trip less before the first paint of a cold visit). Only code: the loaders run
  // after the restore, so they read the saved data.
  const [matchedRoutes] = router.getMatchedRoutes(window.location.pathname);
  for (const route of matchedRoutes) void router.loadRouteChunk(route)?.catch(() => undefined);

  // Screens read the restored cache on first render, so offline users see their data at once.
  await restored.catch(() => undefined);

  // A shared device must not show the previous user's data after logout.
  session.onLogout(() => {
    queryClient.clear();
    void persister.removeClient();
  });

  // Logged out elsewhere (another tab, an expired token): re-run the guards of this page.
  session.subscribe(() => {
    if (session.getSnapshot().status === 'anonymous') void router.invalidate();
  });

  const root = document.getElementById('root');
  if (!root) throw new Error('Missing #root element');
  const app = <App queryClient={queryClient} router={router} />;
  // '/' from the network comes drawn already (dist/home.html, a visitor's view): React adopts
  // that markup rather than drawing it again, once the route is resolved as the server had it.
  // Signed in, the sidebar differs from the visitor's, so the page is drawn anew.
  const prerendered = root.hasAttribute('data-prerendered') && window.location.pathname === '/';
  // As a transition, the first render (or hydration) yields to the browser every few
  // milliseconds instead of holding the main thread for the whole tree: a tap or a key is not
  // kept waiting behind it (Lighthouse's total blocking time, issue 16).
  if (prerendered && session.getSnapshot().status === 'anonymous') {
    await router.load();
    // What TanStack's own hydration sets: the router then lays out its matches as it did on the
    // server (no Suspense around the root match) and does not load the page a second time.
    router.ssr = { manifest: undefined };
    startTransition(() => {
      hydrateRoot(root, app);
    });
  } else {
    // The router resolves the page first (guards, code, loaders that wait for cached or quick
    // data), so the first render is the page's own. Rendered before, the router's first load
    // would change its state under a render in progress, and React draws the whole page a second
    // time in one blocking task (issue 32). A slow network does not keep the screen blank: after
    // FIRST_LOAD_WAIT_MS the page is drawn with its loading state.
    await Promise.race([
      router.load().catch(() => undefined),
      new Promise((resolve) => setTimeout(resolve, FIRST_LOAD_WAIT_MS)),
    ]);
    const reactRoot = createRoot(root);
    startTransition(() => reactRoot.render(app));
  }

  loadBrandFont(queryClient);
  void revalidateSession();
  // What the first screen does not draw with waits for the browser to be idle after it, so its
  // code is not fetched ahead of the screen's pictures and data (issue 32).
  whenIdle(() => {
    // Mirrors the token for the service worker's replays and shows their results (DESIGN 7):
    // nothing is lost meanwhile, results wait in IndexedDB.
    import('./lib/outbox-bridge.ts').then(
      ({ startOutboxBridge }) => startOutboxBridge({ queryClient }),
      (error: unknown) => console.error('No se pudo iniciar la sincronización', error),
    );
    if (import.meta.env.PROD) {
      import('./lib/service-worker.ts').then(
        ({ registerServiceWorker }) => registerServiceWorker(),
        (error: unknown) => console.error('No se pudo registrar el service worker', error),
      );
    }
  });
}

void start();
