import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { todayInElSalvador } from '#domain/dates.ts';
import { useConnectivity } from '../../lib/connectivity.ts';
import { useSession } from '../../lib/use-session.ts';
import { whenIdle } from '../../lib/when-idle.ts';

const doneKey = (userId: unknown) => `elite-drive-shift-prefetch-${String(userId)}`;

/**
 * Resolves when no query is fetching: the screen the admin opened has its answers, so the shift's
 * dozen requests do not compete with them (they doubled the board's first paint, issue 14).
 */
export function untilQueriesSettle(queryClient: QueryClient): Promise<void> {
  return new Promise((resolve) => {
    const cache = queryClient.getQueryCache();
    const unsubscribe = cache.subscribe(() => {
      if (queryClient.isFetching() > 0) return;
      unsubscribe();
      resolve();
    });
    if (queryClient.isFetching() === 0) {
      unsubscribe();
      resolve();
    }
  });
}

/** After the screen's own requests, when the browser next has nothing to do. */
async function afterTheScreen(queryClient: QueryClient): Promise<void> {
  await untilQueriesSettle(queryClient);
  await new Promise<void>((resolve) => whenIdle(resolve, 2000));
  await untilQueriesSettle(queryClient);
}

/** Runs prefetchShift (prefetch-shift.ts) for a signed-in admin, online, at most once per day per user. */
export function useShiftPrefetch(): void {
  const queryClient = useQueryClient();
  const router = useRouter();
  const { user } = useSession();
  const { browserOnline, unreachable } = useConnectivity();
  const online = browserOnline && !unreachable;
  const isAdmin = user?.routeRole === 'admin';
  const userId = user?.id;

  useEffect(() => {
    if (!isAdmin || !online) return;
    const today = todayInElSalvador();
    try {
      if (localStorage.getItem(doneKey(userId)) === today) return;
    } catch {
      return;
    }
    let cancelled = false;
    // Loaded on demand: the API client and the admin queries stay out of the first download.
    afterTheScreen(queryClient)
      .then(() => {
        if (cancelled) throw new Error('superseded');
        return import('./prefetch-shift.ts');
      })
      .then(({ prefetchShift }) => prefetchShift(router))
      .then(() => localStorage.setItem(doneKey(userId), today))
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [queryClient, router, isAdmin, online, userId]);
}
