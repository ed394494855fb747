import type { PersistedClient, Persister } from '@tanstack/query-persist-client-core';
import { del, get, set } from 'idb-keyval';

export const QUERY_CACHE_KEY = 'elite-drive-query-cache';
/** Date-range searches kept offline (the newest); each range is its own cached answer. */
export const MAX_RANGE_SEARCHES = 5;
/** Above this (JSON characters, about bytes) the oldest answers are dropped first. */
export const MAX_PERSISTED_CHARS = 400_000;

const DATE = /^\d{4}-\d{2}-\d{2}$/;

type PersistedQuery = PersistedClient['clientState']['queries'][number];

function isRangeSearch(query: PersistedQuery): boolean {
  return query.queryKey.some((part) => typeof part === 'string' && DATE.test(part));
}

/**
 * What is worth keeping: every list, the newest MAX_RANGE_SEARCHES date-range searches, and
 * then, newest first, as much as fits in maxChars.
 */
export function boundPersistedClient(
  client: PersistedClient,
  maxRanges = MAX_RANGE_SEARCHES,
  maxChars = MAX_PERSISTED_CHARS,
): PersistedClient {
  const newestFirst = [...client.clientState.queries].sort(
    (a, b) => b.state.dataUpdatedAt - a.state.dataUpdatedAt,
  );
  let ranges = 0;
  let chars = 0;
  const kept = new Set<PersistedQuery>();
  for (const query of newestFirst) {
    if (isRangeSearch(query) && ++ranges > maxRanges) continue;
    const size = JSON.stringify(query.state.data ?? null).length;
    if (chars + size > maxChars) continue;
    chars += size;
    kept.add(query);
  }
  return {
    ...client,
    clientState: {
      ...client.clientState,
      queries: client.clientState.queries.filter((query) => kept.has(query)),
    },
  };
}

export interface FlushingPersister extends Persister {
  /** Writes a save still waiting now (the page is being hidden or closed). */
  flush(): void;
}

/**
 * Keeps the React Query cache under one IndexedDB key, bounded (see boundPersistedClient). Saves
 * are coalesced because the cache reports every fetch state change, and flushed at once when the
 * page is hidden or left, so closing it right after a change loses nothing. IndexedDB errors
 * (private modes, full disk) are swallowed: losing the offline copy must never break the page.
 */
export function createIdbPersister(key = QUERY_CACHE_KEY, throttleMs = 500): FlushingPersister {
  let pending: PersistedClient | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;

  function flush(): void {
    clearTimeout(timer);
    timer = undefined;
    const client = pending;
    pending = null;
    if (client) set(key, boundPersistedClient(client)).catch(() => undefined);
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
      await del(key).catch(() => undefined);
    },
  };
}
