import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { lazyModule, useLazyModule } from './lazy-module.ts';

describe('lazy modules (issue 32)', () => {
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
