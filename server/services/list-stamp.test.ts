import { describe, expect, it } from 'vitest';
import { StampedCache } from './list-stamp.ts';

/** Issue 14: answers kept per key, reused only at the stamp they were built at. */
describe('StampedCache', () => {
  const counter = () => {
    let builds = 0;
    return {
      build: (value: string) => async () => {
        builds += 1;
        return value;
      },
      get builds() {
        return builds;
      },
    };
  };

  it('reuses an answer at the same stamp and builds again at another', async () => {
    const cache = new StampedCache<string>({ maxEntries: 10 });
    const c = counter();
    expect(await cache.get('k', 's1', c.build('a'))).toBe('a');
    expect(await cache.get('k', 's1', c.build('b'))).toBe('a');
    expect(await cache.get('k', 's2', c.build('c'))).toBe('c');
    expect(c.builds).toBe(2);
  });

  it('builds once for requests that arrive together', async () => {
    const cache = new StampedCache<string>({ maxEntries: 10 });
    const c = counter();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => cache.get('k', 's', c.build('x'))),
    );
    expect(answers).toEqual(['x', 'x', 'x', 'x', 'x']);
    expect(c.builds).toBe(1);
  });

  it('keeps no failure', async () => {
    const cache = new StampedCache<string>({ maxEntries: 10 });
    await expect(
      cache.get('k', 's', async () => {
        throw new Error('down');
      }),
    ).rejects.toThrow('down');
    expect(await cache.get('k', 's', async () => 'ok')).toBe('ok');
  });

  it('drops the least recently used past its bounds, and keeps nothing too large', async () => {
    const cache = new StampedCache<string>({
      maxEntries: 2,
      maxBytes: 10,
      sizeOf: (value) => value.length,
    });
    await cache.get('a', 's', async () => 'aa');
    await cache.get('b', 's', async () => 'bb');
    await cache.get('a', 's', async () => 'unused');
    await cache.get('c', 's', async () => 'cc');
    expect(await cache.get('a', 's', async () => 'rebuilt')).toBe('aa');
    expect(await cache.get('b', 's', async () => 'rebuilt')).toBe('rebuilt');
    await cache.get('big', 's', async () => '123456');
    expect(await cache.get('big', 's', async () => 'again')).toBe('again');
    await cache.get('d', 's', async () => 'dddd');
    await cache.get('e', 's', async () => 'eeee');
    await cache.get('f', 's', async () => 'ffff');
    expect(cache.size).toBeLessThanOrEqual(2);
  });
});
