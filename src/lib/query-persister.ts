import {
  type PersistedClient,
  type Persister,
  persistQueryClient,
} from '@tanstack/query-persist-client-core';
import type { QueryClient } from '@tanstack/react-query';
import { del, get, set } from 'idb-keyval';
import { QUERY_CACHE_MAX_AGE_MS } from './query-client.ts';

export const QUERY_CACHE_KEY = 'elite-drive-query-cache';

/**
 * Restores the saved cache into `queryClient`, then saves it after every change. Every answer
 * that arrived is kept, including those whose later refetch failed: React Query's default keeps
 * successful queries only, so a reload offline (the screen refetches, the refetch fails) dropped
 * the saved copy and the next offline start found nothing (persist-bounds.ts saves the answer).
 */
export function persistQueryCache(queryClient: QueryClient, persister: Persister) {
  return persistQueryClient({
    queryClient,
    persister,
    maxAge: QUERY_CACHE_MAX_AGE_MS,
    buster: import.meta.env.APP_VERSION,
    dehydrateOptions: { shouldDehydrateQuery: (query) => query.state.data !== undefined },
  });
}

export interface FlushingPersister extends Persister {
  /** Writes a save still waiting now (the page is being hidden or closed). */
  flush(): void;
}

/** The time of the newest answer in a saved cache. */
function newestAnswer(client: PersistedClient): number {
  let newest = 0;
  for (const query of client.clientState.queries) {
    newest = Math.max(newest, query.state.dataUpdatedAt);
  }
  return newest;
}

/**
 * Keeps the React Query cache under one IndexedDB key, bounded (see persist-bounds.ts). A new
 * answer is saved in the next task (answers landing together share one write); other changes
 * (the cache reports every fetch state) are coalesced for `throttleMs`. A waiting save is also
 * written when the page is hidden or left, but Chrome may drop a write begun while the page
 * unloads, so answers do not wait for that. IndexedDB errors (private modes, full disk) are
 * swallowed: losing the offline copy must never break the page.
 */
export function createIdbPersister(key = QUERY_CACHE_KEY, throttleMs = 500): FlushingPersister {
  let pending: PersistedClient | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let savedAnswer = 0;
  // Asked for now, so it is there by the first save (saves wait for a fetch to finish anyway).
  const bounds = import('./persist-bounds.ts');
  // Bumped by removeClient: a save already on its way must not write after the removal.
  let generation = 0;

  function flush(): void {
    clearTimeout(timer);
    timer = undefined;
    const client = pending;
    pending = null;
    if (!client) return;
    const started = generation;
    bounds
      .then(({ boundPersistedClient }) =>
        started === generation ? set(key, boundPersistedClient(client)) : undefined,
      )
      .catch(() => undefined);
  }

  if (typeof window !== 'undefined') {
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') flush();
    });
  }

  return {
    flush,
    persistClient(client) {
      pending = client;
      const answer = newestAnswer(client);
      if (answer > savedAnswer) {
        savedAnswer = answer;
        clearTimeout(timer);
        timer = setTimeout(flush, 0);
        return;
      }
      timer ??= setTimeout(flush, throttleMs);
    },
    async restoreClient() {
      try {
        return await get<PersistedClient>(key);
      } catch {
        return undefined;
      }
    },
    async removeClient() {
      // A save still waiting must not resurrect what is being removed.
      clearTimeout(timer);
      timer = undefined;
      pending = null;
      generation += 1;
      await del(key).catch(() => undefined);
    },
  };
}
