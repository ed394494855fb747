import { describe, expect, it } from 'vitest';
import { createConnectivityStore } from './connectivity.ts';

/** Timers run by hand, so a test can step the probe. */
function manualTimers() {
  const timers = new Map<number, { callback: () => void; ms: number }>();
  let next = 0;
  return {
    setTimer: (callback: () => void, ms: number) => {
      timers.set(++next, { callback, ms });
      return next as unknown as ReturnType<typeof setTimeout>;
    },
    clearTimer: (timer: ReturnType<typeof setTimeout>) => timers.delete(timer as unknown as number),
    delays: () => [...timers.values()].map((timer) => timer.ms),
    runAll() {
      const due = [...timers.entries()];
      timers.clear();
      for (const [, timer] of due) timer.callback();
    },
  };
}

describe('connectivity from outcomes', () => {
  it('goes offline on a failed request although the browser says online, and back on an answer', () => {
    const timers = manualTimers();
    const store = createConnectivityStore({ browserOnline: () => true, ...timers });
    let changes = 0;
    store.subscribe(() => changes++);
    expect(store.isOnline()).toBe(true);

    store.reportFailure();
    expect(store.getSnapshot()).toEqual({ unreachable: true, browserOnline: true });
    expect(store.isOnline()).toBe(false);

    store.reportAnswer();
    expect(store.isOnline()).toBe(true);
    expect(changes).toBe(2);
  });

  it('probes the server while unreachable, backing off, until it answers', async () => {
    const timers = manualTimers();
    let up = false;
    const probes: string[] = [];
    const store = createConnectivityStore({
      browserOnline: () => true,
      ...timers,
      fetch: (async (input: RequestInfo | URL) => {
        probes.push(String(input));
        if (!up) throw new TypeError('Failed to fetch');
        return new Response('{"status":"ok"}', { status: 200 });
      }) as typeof fetch,
    });
    store.reportFailure();
    expect(timers.delays()).toEqual([2_000]);
    timers.runAll();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(probes).toEqual(['/api/health']);
    expect(store.isOnline()).toBe(false);
    expect(timers.delays()).toEqual([4_000]);

    up = true;
    timers.runAll();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(probes).toHaveLength(2);
    expect(store.isOnline()).toBe(true);
    expect(timers.delays()).toEqual([]);
  });

  it("counts a sick server's 500 as a working line, and a gateway's 502 as none", async () => {
    const timers = manualTimers();
    let status = 502;
    const store = createConnectivityStore({
      browserOnline: () => true,
      ...timers,
      fetch: (async () => new Response('{}', { status })) as typeof fetch,
    });
    store.reportFailure();
    timers.runAll();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(store.isOnline()).toBe(false);
    status = 500;
    timers.runAll();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(store.isOnline()).toBe(true);
  });

  it("counts our server's 503 with Retry-After (database down) as a working line, a bare 503 as none", async () => {
    const timers = manualTimers();
    let headers: Record<string, string> = {};
    const store = createConnectivityStore({
      browserOnline: () => true,
      ...timers,
      fetch: (async () => new Response('{}', { status: 503, headers })) as typeof fetch,
    });
    store.reportFailure();
    timers.runAll();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(store.isOnline()).toBe(false);
    headers = { 'Retry-After': '5' };
    timers.runAll();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(store.isOnline()).toBe(true);
  });
});
