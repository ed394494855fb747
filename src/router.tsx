import { createRouter } from '@tanstack/react-router';
import type { RouterContext } from './lib/router-context.ts';
import { routeTree } from './routeTree.gen.ts';

export function createAppRouter(context: RouterContext) {
  return createRouter({
    routeTree,
    context,
    defaultPreload: 'intent',
    // React Query owns freshness; the router must not serve its own stale copy of loader data.
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
