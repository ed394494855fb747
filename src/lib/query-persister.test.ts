import 'fake-indexeddb/auto';
import type { PersistedClient } from '@tanstack/query-persist-client-core';
import { get } from 'idb-keyval';
import { describe, expect, it, vi } from 'vitest';
import { boundPersistedClient, createIdbPersister } from './query-persister.ts';

const client = (buster: string): PersistedClient => ({
  buster,
  timestamp: Date.now(),
  clientState: { queries: [], mutations: [] },
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('IndexedDB query persister', () => {
  it('coalesces a burst of saves into one write of the latest cache', async () => {
    const persister = createIdbPersister('test-burst', 30);
    persister.persistClient(client('a'));
    persister.persistClient(client('b'));
    expect(await get('test-burst')).toBeUndefined();
    await vi.waitFor(async () => expect((await persister.restoreClient())?.buster).toBe('b'));
  });

  it('removing drops both the stored cache and a save still waiting', async () => {
    const persister = createIdbPersister('test-remove', 10);
    persister.persistClient(client('old'));
    await vi.waitFor(async () =>
      expect((await get<PersistedClient>('test-remove'))?.buster).toBe('old'),
    );

    persister.persistClient(client('pending'));
    await persister.removeClient();
    await pause(40);
    expect(await persister.restoreClient()).toBeUndefined();
  });
});

const query = (queryKey: unknown[], dataUpdatedAt: number, data: unknown = [1]) =>
  ({
    queryKey,
    queryHash: JSON.stringify(queryKey),
    state: { data, dataUpdatedAt, status: 'success' },
  }) as unknown as PersistedClient['clientState']['queries'][number];

describe('bounded persisted cache', () => {
  it('keeps the lists and only the newest date-range searches', () => {
    const searches = Array.from({ length: 40 }, (_, day) =>
      query(
        ['vehicles', 'available', `2026-01-${String(day + 1).padStart(2, '0')}`, '2026-03-01'],
        day,
      ),
    );
    const lists = [query(['vehicles'], 1), query(['reservations', 'all'], 2)];
    const bounded = boundPersistedClient(
      { ...client('x'), clientState: { queries: [...lists, ...searches], mutations: [] } },
      5,
    );
    const keys = bounded.clientState.queries.map((kept) => kept.queryKey);
    expect(keys).toHaveLength(7);
    expect(keys).toContainEqual(['vehicles']);
    expect(keys).toContainEqual(['reservations', 'all']);
    expect(keys).toContainEqual(['vehicles', 'available', '2026-01-40', '2026-03-01']);
    expect(keys).toContainEqual(['vehicles', 'available', '2026-01-36', '2026-03-01']);
    expect(keys).not.toContainEqual(['vehicles', 'available', '2026-01-35', '2026-03-01']);
  });

  it('drops the oldest answers once the size cap is reached', () => {
    const big = 'x'.repeat(1000);
    const queries = [query(['a'], 1, big), query(['b'], 3, big), query(['c'], 2, big)];
    const bounded = boundPersistedClient(
      { ...client('x'), clientState: { queries, mutations: [] } },
      5,
      2100,
    );
    expect(bounded.clientState.queries.map((kept) => kept.queryKey)).toEqual([['b'], ['c']]);
  });

  it('writes a waiting save at once when the page is hidden', async () => {
    const persister = createIdbPersister('test-hide', 60_000);
    persister.persistClient(client('late'));
    window.dispatchEvent(new Event('pagehide'));
    await vi.waitFor(async () =>
      expect((await get<PersistedClient>('test-hide'))?.buster).toBe('late'),
    );
  });
});
