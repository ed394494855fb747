import { QueryCache, QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { dateCachedAnswer, markStoredAt, screenDataTime } from './data-age.ts';

describe('age of the data on screen', () => {
  it('is the oldest answer among the queries the screen reads, ignoring the rest', () => {
    const client = new QueryClient();
    expect(screenDataTime(client)).toBeNull();
    client.setQueryData(['shown', 1], 1, { updatedAt: 5_000 });
    client.setQueryData(['shown', 2], 2, { updatedAt: 3_000 });
    client.setQueryData(['other screen'], 3, { updatedAt: 1_000 });
    const observers = [
      ['shown', 1],
      ['shown', 2],
    ].map((queryKey) => new QueryObserver(client, { queryKey, enabled: false }));
    const unsubscribe = observers.map((observer) => observer.subscribe(() => undefined));
    expect(screenDataTime(client)).toBe(3_000);
    for (const stop of unsubscribe) stop();
    expect(screenDataTime(client)).toBeNull();
  });

  it('dates an answer the worker served from its cache with the time it was stored', async () => {
    const client = new QueryClient({ queryCache: new QueryCache({ onSuccess: dateCachedAnswer }) });
    const cached = [{ id: 1 }];
    markStoredAt(cached, 1_700_000_000_000);
    await client.fetchQuery({ queryKey: ['vehicles'], queryFn: () => cached });
    expect(client.getQueryState(['vehicles'])?.dataUpdatedAt).toBe(1_700_000_000_000);

    // A fresh answer from the server keeps its own time.
    const before = Date.now();
    await client.fetchQuery({ queryKey: ['fresh'], queryFn: () => [{ id: 2 }] });
    expect(client.getQueryState(['fresh'])?.dataUpdatedAt).toBeGreaterThanOrEqual(before);
  });
});
