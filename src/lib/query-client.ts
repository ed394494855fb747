import { onlineManager, QueryCache, QueryClient } from '@tanstack/react-query';
import { retryAfterMs } from '#domain/outbox-policy.ts';
import { apiErrorStatus, isFetchError } from './api-error.ts';
import { type ConnectivityStore, connectivity } from './connectivity.ts';
import { dateCachedAnswer } from './data-age.ts';

/** How long a cached answer may be shown offline before it is thrown away. */
export const QUERY_CACHE_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

const MAX_RETRIES = 2;

export function createQueryClient(line: ConnectivityStore = connectivity): QueryClient {
  // React Query's idea of "online" is ours: the browser's word and what requests did. Coming
  // back refetches what the screens show (refetchOnReconnect).
  onlineManager.setEventListener((setOnline) => {
    setOnline(line.isOnline());
    return line.subscribe(() => setOnline(line.isOnline()));
  });

  return new QueryClient({
    queryCache: new QueryCache({ onSuccess: dateCachedAnswer }),
    defaultOptions: {
      queries: {
        // Always ask: the service worker answers from its cache offline, and what it cannot
        // answer fails at once with the offline message. A paused query would spin forever.
        networkMode: 'always',
        // React Query turns this off by default for networkMode 'always'; a screen that failed
        // offline must load by itself when the line is back (stale or failed queries only).
        refetchOnReconnect: true,
        staleTime: 30_000,
        // Must outlive the persisted copy, or restored data would be collected at once.
        gcTime: QUERY_CACHE_MAX_AGE_MS,
        retry: (failureCount, error) => {
          // No answer: the line is down (connectivity now says so); asking again only delays
          // the offline message. Coming back online refetches.
          if (isFetchError(error) && error.response === undefined) return false;
          const status = apiErrorStatus(error);
          // A 4xx answer will not change by asking again.
          if (status !== undefined && status >= 400 && status < 500) return false;
          return failureCount < MAX_RETRIES;
        },
        // A 503 or 429 that says when to come back (Retry-After: the database is down for a
        // moment, issue 25) is asked again then; otherwise React Query's own back-off.
        retryDelay: (failureCount, error) =>
          (isFetchError(error)
            ? retryAfterMs(error.response?.headers.get('Retry-After'))
            : undefined) ?? Math.min(1000 * 2 ** failureCount, 30_000),
      },
      // Offline, a change must reach the service worker (which queues what may wait) or fail at
      // once; a mutation paused by React Query would fire unannounced whenever the network returns.
      mutations: { networkMode: 'always' },
    },
  });
}
