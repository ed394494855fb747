import '@fontsource/montserrat/latin-400.css';
import '@fontsource/montserrat/latin-500.css';
import '@fontsource/montserrat/latin-600.css';
import '@fontsource/montserrat/latin-700.css';
import './styles.css';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { lazy, StrictMode, Suspense, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { createQueryClient } from './lib/query-client.ts';
import { createIdbPersister, persistQueryCache } from './lib/query-persister.ts';
import { revalidateSession } from './lib/revalidate-session.ts';
import { registerServiceWorker } from './lib/service-worker.ts';
import { session } from './lib/session.ts';
import { createAppRouter } from './router.tsx';

// Sonner (10 kB gzip) is not needed to paint the first screen, so it loads after it. Toasts made
// before its Toaster mounts are not lost: sonner replays them when the Toaster subscribes.
const Toaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })));

/**
 * Sonner's own buttons are 20-24 px; a finger needs 44 px. `!` outranks the styles sonner
 * injects at run time. The close button sits inside the corner instead of astride it.
 */
const TOAST_TARGETS = {
  toast: '!pr-14',
  closeButton:
    '!left-auto !right-1 !top-1 !size-11 ![transform:none] !rounded-lg !border-0 !bg-transparent',
  actionButton: '!h-11 !min-w-11 !justify-center !px-3 !text-sm',
  cancelButton: '!h-11 !min-w-11 !justify-center !px-3 !text-sm',
};

/** True once the browser is idle after the first paint, so sonner does not race the page's code. */
function useAfterFirstPaint(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (typeof requestIdleCallback !== 'function') {
      const timer = setTimeout(() => setReady(true), 200);
      return () => clearTimeout(timer);
    }
    const idle = requestIdleCallback(() => setReady(true), { timeout: 1500 });
    return () => cancelIdleCallback(idle);
  }, []);
  return ready;
}

function LateToaster() {
  if (!useAfterFirstPaint()) return null;
  return (
    <Suspense fallback={null}>
      <Toaster
        position="top-right"
        duration={3000}
        theme="dark"
        richColors
        closeButton
        toastOptions={{ classNames: TOAST_TARGETS }}
      />
    </Suspense>
  );
}

async function start(): Promise<void> {
  const queryClient = createQueryClient();
  const persister = createIdbPersister();
  const [, restored] = persistQueryCache(queryClient, persister);
  // Its own chunk, fetched while the cache is restored: the first paint needs none of it.
  const outboxBridge = import('./lib/sw-bridge.ts');
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
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        <LateToaster />
      </QueryClientProvider>
    </StrictMode>,
  );

  // Mirrors the token for the service worker's replays and shows their results (DESIGN 7).
  // Started after the first paint: nothing is lost meanwhile, results wait in IndexedDB.
  void outboxBridge.then(
    ({ startOutboxBridge }) => startOutboxBridge({ queryClient }),
    (error: unknown) => console.error('No se pudo iniciar la sincronización', error),
  );
  void revalidateSession();
  if (import.meta.env.PROD) void registerServiceWorker();
}

void start();
