import { InfiniteQueryObserver, onlineManager, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { createConnectivityStore } from './connectivity.ts';
import { createQueryClient } from './query-client.ts';

const offlineFailure = () =>
  Object.assign(new TypeError('Failed to fetch'), { name: 'FetchError' });

describe('createQueryClient', () => {
  afterEach(() => {
    onlineManager.setOnline(true);
  });

  it('refetches a list that failed offline once the line is back, plain and paged alike', async () => {
    let browserOnline = false;
    const line = createConnectivityStore({
      browserOnline: () => browserOnline,
      setTimer: () => 0 as unknown as ReturnType<typeof setTimeout>,
      clearTimer: () => undefined,
    });
    const queryClient = createQueryClient(line);
    queryClient.mount();
    let listCalls = 0;
    let pageCalls = 0;
    const list = new QueryObserver(queryClient, {
      queryKey: ['list'],
      queryFn: async () => {
        listCalls++;
        if (!browserOnline) throw offlineFailure();
        return ['a'];
      },
    });
    const pages = new InfiniteQueryObserver(queryClient, {
      queryKey: ['pages'],
      queryFn: async () => {
        pageCalls++;
        if (!browserOnline) throw offlineFailure();
        return { items: ['b'] };
      },
      initialPageParam: null,
      getNextPageParam: () => undefined,
    });
    const stopList = list.subscribe(() => undefined);
    const stopPages = pages.subscribe(() => undefined);
    await expect.poll(() => list.getCurrentResult().status).toBe('error');
    await expect.poll(() => pages.getCurrentResult().status).toBe('error');
    line.reportFailure();

    browserOnline = true;
    line.reportAnswer();

    await expect.poll(() => list.getCurrentResult().status).toBe('success');
    await expect.poll(() => pages.getCurrentResult().status).toBe('success');
    expect(listCalls).toBe(2);
    expect(pageCalls).toBe(2);
    stopList();
    stopPages();
    queryClient.unmount();
  });

  it('asks again after the Retry-After of a 503 (issue 25), else after its own back-off', () => {
    const { retryDelay } = createQueryClient().getDefaultOptions().queries ?? {};
    if (typeof retryDelay !== 'function') throw new Error('no retryDelay function');
    const unavailable = Object.assign(new Error('503'), {
      name: 'FetchError',
      response: new Response('{}', { status: 503, headers: { 'Retry-After': '3' } }),
    });
    expect(retryDelay(0, unavailable)).toBe(3_000);
    expect(retryDelay(1, unavailable)).toBe(3_000);
    const plain = Object.assign(new Error('500'), {
      name: 'FetchError',
      response: new Response('{}', { status: 500 }),
    });
    expect(retryDelay(1, plain)).toBe(2_000);
  });
});
