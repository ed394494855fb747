import 'fake-indexeddb/auto';
import type { PersistedClient } from '@tanstack/query-persist-client-core';
import { get } from 'idb-keyval';
import { describe, expect, it, vi } from 'vitest';
import { createIdbPersister } from './query-persister.ts';

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
