import type { Query, QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

/**
 * Honest data age: an answer the service worker served from its cache carries the time it was
 * stored; the query that received it is dated with that time instead of "now", so 'Datos del …'
 * and staleness tell the truth.
 */
const storedAtByData = new WeakMap<object, number>();

/** Remembers that this parsed answer (an array or object) is a copy stored at `storedAt`. */
export function markStoredAt(data: unknown, storedAt: number): void {
  if (typeof data === 'object' && data !== null) storedAtByData.set(data, storedAt);
}

export function storedAtOf(data: unknown): number | undefined {
  return typeof data === 'object' && data !== null ? storedAtByData.get(data) : undefined;
}

/** For the QueryCache's onSuccess: dates a query answered from the worker's cache. */
export function dateCachedAnswer(data: unknown, query: Query<unknown, unknown, unknown>): void {
  const storedAt = storedAtOf(data);
  if (storedAt === undefined || storedAt >= query.state.dataUpdatedAt) return;
  query.setState({ ...query.state, dataUpdatedAt: storedAt });
}

/**
 * The age of what the current screen shows: the oldest answer among the queries a mounted
 * component is reading. Null when the screen shows no server data.
 */
export function screenDataTime(queryClient: QueryClient): number | null {
  let oldest = Number.POSITIVE_INFINITY;
  for (const query of queryClient.getQueryCache().getAll()) {
    if (query.getObserversCount() === 0 || query.state.dataUpdatedAt === 0) continue;
    oldest = Math.min(oldest, query.state.dataUpdatedAt);
  }
  return Number.isFinite(oldest) ? oldest : null;
}

/** screenDataTime, kept current as queries are answered and screens change. */
export function useScreenDataTime(queryClient: QueryClient): number | null {
  const [time, setTime] = useState(() => screenDataTime(queryClient));
  useEffect(() => {
    setTime(screenDataTime(queryClient));
    return queryClient.getQueryCache().subscribe(() => setTime(screenDataTime(queryClient)));
  }, [queryClient]);
  return time;
}
