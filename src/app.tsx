import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { lazy, StrictMode, Suspense } from 'react';
import { useAfterFirstPaint } from './lib/use-after-first-paint.ts';
import type { createAppRouter } from './router.tsx';

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

function LateToaster() {
  if (!useAfterFirstPaint()) return null;
  return (
    <Suspense fallback={null}>
      <Toaster
        position="top-right"
        // Below the top bar (h-14), so a toast never hides the connection badge or the pending
        // count (issue 32).
        offset={{ top: 64 }}
        mobileOffset={{ top: 64 }}
        duration={3000}
        theme="dark"
        richColors
        closeButton
        toastOptions={{ classNames: TOAST_TARGETS }}
      />
    </Suspense>
  );
}

interface AppProps {
  queryClient: QueryClient;
  router: ReturnType<typeof createAppRouter>;
}

/**
 * The whole app. One component for the browser (src/main.tsx) and for the home page's
 * prerender at build time (src/prerender.tsx): hydration needs the same tree on both sides.
 */
export function App({ queryClient, router }: AppProps) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        <LateToaster />
      </QueryClientProvider>
    </StrictMode>
  );
}
