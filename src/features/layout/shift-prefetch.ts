import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { todayInElSalvador } from '#domain/dates.ts';
import { useConnectivity } from '../../lib/connectivity.ts';
import { useSession } from '../../lib/use-session.ts';

const doneKey = (userId: unknown) => `elite-drive-shift-prefetch-${String(userId)}`;

/** Runs prefetchShift (prefetch-shift.ts) for a signed-in admin, online, at most once per day per user. */
export function useShiftPrefetch(): void {
  const queryClient = useQueryClient();
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
    // Loaded on demand: the API client and the admin queries stay out of the first download.
    import('./prefetch-shift.ts')
      .then(({ prefetchShift }) => prefetchShift(queryClient, today))
      .then(() => localStorage.setItem(doneKey(userId), today))
      .catch(() => undefined);
  }, [queryClient, isAdmin, online, userId]);
}
