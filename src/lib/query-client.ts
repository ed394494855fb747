import { QueryClient } from '@tanstack/react-query';
import { apiErrorStatus } from './api-error.ts';

/** How long a cached answer may be shown offline before it is thrown away. */
export const QUERY_CACHE_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

const MAX_RETRIES = 2;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // Must outlive the persisted copy, or restored data would be collected at once.
        gcTime: QUERY_CACHE_MAX_AGE_MS,
        retry: (failureCount, error) => {
          const status = apiErrorStatus(error);
          // A 4xx answer will not change by asking again.
          if (status !== undefined && status >= 400 && status < 500) return false;
          return failureCount < MAX_RETRIES;
        },
      },
      // Offline, a change must reach the service worker (which queues what may wait) or fail at
      // once; a mutation paused by React Query would fire unannounced whenever the network returns.
      mutations: { networkMode: 'always' },
    },
  });
}
