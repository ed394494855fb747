import type { PersistedClient, Persister } from '@tanstack/query-persist-client-core';
import { del, get, set } from 'idb-keyval';

export const QUERY_CACHE_KEY = 'elite-drive-query-cache';

export interface FlushingPersister extends Persister {
  /** Writes a save still waiting now (the page is being hidden or closed). */
  flush(): void;
}

/**
 * Keeps the React Query cache under one IndexedDB key, bounded (see persist-bounds.ts). Saves
 * are coalesced because the cache reports every fetch state change, and flushed at once when the
 * page is hidden or left, so closing it right after a change loses nothing. IndexedDB errors
 * (private modes, full disk) are swallowed: losing the offline copy must never break the page.
 */
export function createIdbPersister(key = QUERY_CACHE_KEY, throttleMs = 500): FlushingPersister {
  let pending: PersistedClient | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
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
