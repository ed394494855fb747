import { createRootRouteWithContext, Navigate } from '@tanstack/react-router';
import { AppLayout } from '../features/layout/app-layout.tsx';
import type { RouterContext } from '../lib/router-context.ts';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: AppLayout,
  // The spec sends every unknown path home.
  notFoundComponent: () => <Navigate to="/" replace />,
});
