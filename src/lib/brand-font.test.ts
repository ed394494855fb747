import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** The faces the page was given, by family. */
let added: string[] = [];
/** requestIdleCallback run by hand: the test says when the browser is idle. */
let idle: Array<() => void> = [];

beforeEach(() => {
  vi.resetModules();
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  added = [];
  idle = [];
  vi.stubGlobal(
    'FontFace',
    class {
      constructor(readonly family: string) {}
      load = () => Promise.resolve(this);
    },
  );
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { add: (face: { family: string }) => added.push(face.family) },
  });
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
  vi.stubGlobal('cancelIdleCallback', () => undefined);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function load(controlled: boolean) {
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { controller: controlled ? {} : null },
  });
  return (await import('./brand-font.ts')).loadBrandFont;
}

describe('the brand font (issue 32)', () => {
  it('is set at once when the service worker serves it from the cache', async () => {
    const loadBrandFont = await load(true);
    loadBrandFont(new QueryClient());
    expect(added).toEqual(['Montserrat']);
  });

  it('on a first visit, waits for the screen’s data and an idle moment, then is set once', async () => {
    const loadBrandFont = await load(false);
    const queryClient = new QueryClient();
    let answer: (value: string) => void = () => undefined;
    void queryClient.fetchQuery({
      queryKey: ['screen'],
      queryFn: () => new Promise<string>((resolve) => (answer = resolve)),
    });
    loadBrandFont(queryClient);
    await vi.advanceTimersByTimeAsync(0);
    expect(idle).toHaveLength(0);

    answer('datos');
    await vi.advanceTimersByTimeAsync(0);
    expect(added).toEqual([]);
    expect(idle).toHaveLength(1);
    idle[0]?.();
    expect(added).toEqual(['Montserrat']);
    // The longest wait passing later adds nothing more.
    await vi.advanceTimersByTimeAsync(5_000);
    expect(added).toEqual(['Montserrat']);
  });

  it('is set after 5 s however busy the screen stays', async () => {
    const loadBrandFont = await load(false);
    const queryClient = new QueryClient();
    void queryClient.fetchQuery({
      queryKey: ['slow'],
      queryFn: () => new Promise(() => undefined),
    });
    loadBrandFont(queryClient);
    await vi.advanceTimersByTimeAsync(4_999);
    expect(added).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(added).toEqual(['Montserrat']);
  });
});
