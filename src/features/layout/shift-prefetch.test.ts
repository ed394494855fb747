import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { untilQueriesSettle } from './shift-prefetch.ts';

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the shift prefetch waits for the screen', () => {
  it('resolves only once every query in flight is answered', async () => {
    const queryClient = new QueryClient();
    let answer: (value: string[]) => void = () => undefined;
    const board = queryClient.fetchQuery({
      queryKey: ['vehicles'],
      queryFn: () => new Promise<string[]>((resolve) => (answer = resolve)),
    });
    let settled = false;
    void untilQueriesSettle(queryClient).then(() => (settled = true));
    await tick();
    expect(settled).toBe(false);
    answer(['Toyota Hilux']);
    await board;
    await tick();
    expect(settled).toBe(true);
  });

  it('resolves at once when nothing is fetching', async () => {
    let settled = false;
    void untilQueriesSettle(new QueryClient()).then(() => (settled = true));
    await tick();
    expect(settled).toBe(true);
  });
});
