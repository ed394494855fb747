import type { PersistedClient, Persister } from '@tanstack/query-persist-client-core';
import { del, get, set } from 'idb-keyval';

export const QUERY_CACHE_KEY = 'elite-drive-query-cache';

/**
 * Keeps the React Query cache under one IndexedDB key. Saves are coalesced because the cache
 * reports every fetch state change, and IndexedDB errors (private modes, full disk) are
 * swallowed: losing the offline copy must never break the page.
 */
export function createIdbPersister(key = QUERY_CACHE_KEY, throttleMs = 500): Persister {
  let pending: PersistedClient | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;

  function flush(): void {
    timer = undefined;
    const client = pending;
    pending = null;
    if (client) set(key, client).catch(() => undefined);
  }

  return {
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
      await del(key).catch(() => undefined);
    },
  };
}
