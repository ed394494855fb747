import { createRouter, type RouterHistory } from '@tanstack/react-router';
import type { RouterContext } from './lib/router-context.ts';
import { routeTree } from './routeTree.gen.ts';

/**
 * The app's router on the browser's history, or on `prerenderHistory` for the build-time
 * prerender of the home page (src/prerender.tsx).
 */
export function createAppRouter(context: RouterContext, prerenderHistory?: RouterHistory) {
  return createRouter({
    routeTree,
    context,
    ...(prerenderHistory ? { history: prerenderHistory } : {}),
    defaultPreload: 'intent',
    // React Query owns freshness; the router must not serve its own stale copy of loader data.
    defaultPreloadStaleTime: 0,
    // Rendered on a server, the router would add an inline restoring script, which the CSP
    // refuses and the browser's own render does not have; there is nothing to restore then.
    scrollRestoration: !prerenderHistory,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
