import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyModule, useLazyModule } from './lazy-module.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('lazy modules (issue 32)', () => {
  it('asks the idle browser once however many copies wait, and again after a failed load', async () => {
    const idle: Array<() => void> = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    const importModule = vi
      .fn<() => Promise<{ answer: number }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce({ answer: 3 });
    const module = lazyModule(importModule);
    module.loadWhenIdle();
    module.loadWhenIdle();
    expect(idle).toHaveLength(1);
    await act(async () => idle.shift()?.());
    expect(importModule).toHaveBeenCalledTimes(1);

    module.loadWhenIdle();
    expect(idle).toHaveLength(1);
    await act(async () => idle.shift()?.());
    expect(module.current()).toEqual({ answer: 3 });
    module.loadWhenIdle();
    expect(idle).toHaveLength(0);
  });

  it('loads a module once when wanted and gives it to every user', async () => {
    const importModule = vi.fn(async () => ({ answer: 42 }));
    const module = lazyModule(importModule);
    const { result, rerender } = renderHook(
      ({ wanted }) => useLazyModule(module, wanted, vi.fn()),
      {
        initialProps: { wanted: false },
      },
    );
    expect(result.current).toBeUndefined();

    rerender({ wanted: true });
    await waitFor(() => expect(result.current).toEqual({ answer: 42 }));
    const other = renderHook(() => useLazyModule(module, false, vi.fn()));
    expect(other.result.current).toEqual({ answer: 42 });
    expect(importModule).toHaveBeenCalledTimes(1);
  });

  it('says so when it cannot be loaded while wanted, and tries again when asked again', async () => {
    const importModule = vi
      .fn<() => Promise<{ answer: number }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce({ answer: 7 });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const module = lazyModule(importModule);
    const onFailure = vi.fn();
    const { result, rerender } = renderHook(
      ({ wanted }) => useLazyModule(module, wanted, onFailure),
      { initialProps: { wanted: true } },
    );
    await waitFor(() => expect(onFailure).toHaveBeenCalledTimes(1));
    expect(result.current).toBeUndefined();

    rerender({ wanted: false });
    await act(async () => {
      rerender({ wanted: true });
    });
    await waitFor(() => expect(result.current).toEqual({ answer: 7 }));
    expect(importModule).toHaveBeenCalledTimes(2);
  });
});
