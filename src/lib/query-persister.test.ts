import 'fake-indexeddb/auto';
import type { PersistedClient } from '@tanstack/query-persist-client-core';
import { QueryClient } from '@tanstack/react-query';
import { get } from 'idb-keyval';
import { describe, expect, it, vi } from 'vitest';
import { boundPersistedClient, MAX_PERSISTED_CHARS } from './persist-bounds.ts';
import { createIdbPersister, persistQueryCache } from './query-persister.ts';

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

  it('saves a new answer in the next task, without waiting for the coalescing delay', async () => {
    const persister = createIdbPersister('test-answer', 60_000);
    const answered = (at: number): PersistedClient => ({
      ...client(`answer ${at}`),
      clientState: { queries: [query(['vehicles'], at)], mutations: [] },
    });
    persister.persistClient(answered(1));
    await vi.waitFor(async () =>
      expect((await get<PersistedClient>('test-answer'))?.buster).toBe('answer 1'),
    );
    // The same answer again (a fetch state changed): it waits for the delay.
    persister.persistClient({ ...answered(1), buster: 'state only' });
    await pause(30);
    expect((await get<PersistedClient>('test-answer'))?.buster).toBe('answer 1');
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
      { maxRanges: 5, today: '2026-05-01' },
    );
    const keys = bounded.clientState.queries.map((kept) => kept.queryKey);
    expect(keys).toHaveLength(7);
    expect(keys).toContainEqual(['vehicles']);
    expect(keys).toContainEqual(['reservations', 'all']);
    expect(keys).toContainEqual(['vehicles', 'available', '2026-01-40', '2026-03-01']);
    expect(keys).toContainEqual(['vehicles', 'available', '2026-01-36', '2026-03-01']);
    expect(keys).not.toContainEqual(['vehicles', 'available', '2026-01-35', '2026-03-01']);
  });

  it("keeps what covers today (the day's operations, this month's calendar) beyond the searches", () => {
    const searches = Array.from({ length: 8 }, (_, day) =>
      query(['vehicles', 'available', `2026-02-0${day + 1}`, '2026-02-20'], 100 + day),
    );
    const shift = [
      query(['reservations', 'operations', '2026-01-15'], 1),
      query(['reservations', 'range', '2025-12-29', '2026-02-08'], 2),
    ];
    const bounded = boundPersistedClient(
      { ...client('x'), clientState: { queries: [...shift, ...searches], mutations: [] } },
      { maxRanges: 5, today: '2026-01-15' },
    );
    const keys = bounded.clientState.queries.map((kept) => kept.queryKey);
    expect(keys).toHaveLength(7);
    expect(keys).toContainEqual(['reservations', 'operations', '2026-01-15']);
    expect(keys).toContainEqual(['reservations', 'range', '2025-12-29', '2026-02-08']);
    expect(keys).not.toContainEqual(['vehicles', 'available', '2026-02-03', '2026-02-20']);
  });

  it("keeps today's operations before newer lists when the size cap is reached", () => {
    const big = 'x'.repeat(1000);
    const queries = [
      query(['reservations', 'operations', '2026-01-15'], 1, big),
      query(['vehicles', 'list'], 5, big),
      query(['reservations', 'counts'], 4, big),
    ];
    const bounded = boundPersistedClient(
      { ...client('x'), clientState: { queries, mutations: [] } },
      { maxRanges: 5, maxChars: 2100, today: '2026-01-15' },
    );
    expect(bounded.clientState.queries.map((kept) => kept.queryKey)).toEqual([
      ['reservations', 'operations', '2026-01-15'],
      ['vehicles', 'list'],
    ]);
  });

  it('drops the oldest answers once the size cap is reached', () => {
    const big = 'x'.repeat(1000);
    const queries = [query(['a'], 1, big), query(['b'], 3, big), query(['c'], 2, big)];
    const bounded = boundPersistedClient(
      { ...client('x'), clientState: { queries, mutations: [] } },
      { maxChars: 2100 },
    );
    expect(bounded.clientState.queries.map((kept) => kept.queryKey)).toEqual([['b'], ['c']]);
  });

  it('keeps what covers today (operations, the current month) before newer answers', () => {
    const today = '2026-05-14';
    const big = 'x'.repeat(1000);
    const operations = query(['operations', today], 1, big);
    const month = query(['reservations', 'range', '2026-04-27', '2026-06-07'], 2, big);
    // Viewed later: an older month, other days, and a big list that no longer fits.
    const older = Array.from({ length: 8 }, (_, i) =>
      query(['reservations', 'range', `2025-0${i + 1}-01`, `2025-0${i + 1}-28`], 10 + i, big),
    );
    const yesterday = query(['operations', '2026-05-13'], 30, big);
    const bounded = boundPersistedClient(
      {
        ...client('x'),
        clientState: { queries: [...older, yesterday, operations, month], mutations: [] },
      },
      { maxRanges: 3, maxChars: 5_500, today },
    );
    const keys = bounded.clientState.queries.map((kept) => kept.queryKey);
    expect(keys).toContainEqual(['operations', today]);
    expect(keys).toContainEqual(['reservations', 'range', '2026-04-27', '2026-06-07']);
    // Then the newest of the rest, as many as the size allows (three more of about 1 KB).
    expect(keys).toContainEqual(['operations', '2026-05-13']);
    expect(keys).toHaveLength(5);
    expect(keys).not.toContainEqual(['reservations', 'range', '2025-01-01', '2025-01-28']);
  });

  it('keeps only the first pages of a paged list, with their cursors', () => {
    const pages = Array.from({ length: 10 }, (_, i) => ({ items: [i], nextCursor: `c${i + 1}` }));
    const pageParams = [null, ...pages.slice(0, 9).map((page) => page.nextCursor)];
    const list = query(['reservations', 'admin-pages', {}, {}], 1, { pages, pageParams });
    const bounded = boundPersistedClient(
      { ...client('x'), clientState: { queries: [list], mutations: [] } },
      { maxPages: 4 },
    );
    const data = bounded.clientState.queries[0]?.state.data as typeof list.state.data & {
      pages: unknown[];
      pageParams: unknown[];
    };
    expect(data.pages).toEqual(pages.slice(0, 4));
    expect(data.pageParams).toEqual([null, 'c1', 'c2', 'c3']);
    // The cache in memory is not touched: the screen keeps what it loaded.
    expect((list.state.data as { pages: unknown[] }).pages).toHaveLength(10);
  });

  it('stays under its default size whatever was viewed', () => {
    const big = 'x'.repeat(100_000);
    const queries = Array.from({ length: 60 }, (_, i) => query(['list', i], i, big));
    const bounded = boundPersistedClient({
      ...client('x'),
      clientState: { queries, mutations: [] },
    });
    expect(JSON.stringify(bounded.clientState.queries).length).toBeLessThan(
      MAX_PERSISTED_CHARS + 60 * 200,
    );
    expect(bounded.clientState.queries.length).toBe(Math.floor(MAX_PERSISTED_CHARS / 100_002));
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

describe('the saved copy of a screen', () => {
  it('survives a refetch that failed offline, as the last answer that arrived', async () => {
    const key = 'test-failed-refetch';
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const [unsubscribe, restored] = persistQueryCache(queryClient, createIdbPersister(key, 5));
    await restored;
    let online = true;
    const queryFn = async () => {
      if (!online) throw new TypeError('Failed to fetch');
      return { items: [1, 2, 3] };
    };
    await queryClient.fetchQuery({ queryKey: ['reservations', 'user', 7], queryFn });
    online = false;
    await queryClient
      .fetchQuery({ queryKey: ['reservations', 'user', 7], queryFn, staleTime: 0 })
      .catch(() => undefined);
    await pause(30);
    unsubscribe();

    const saved = await get<PersistedClient>(key);
    const [query] = saved?.clientState.queries ?? [];
    expect(query?.queryKey).toEqual(['reservations', 'user', 7]);
    expect(query?.state).toMatchObject({ status: 'success', data: { items: [1, 2, 3] } });
    expect(query?.state.error).toBeNull();
  });
});
