import { describe, expect, it } from 'vitest';
import { formatMegabytes } from './handover-format.ts';

describe('formatMegabytes', () => {
  it('shows storage with one decimal at most', () => {
    expect(formatMegabytes(3.25 * 1024 * 1024)).toBe('3.3 MB');
    expect(formatMegabytes(0)).toBe('0 MB');
    expect(formatMegabytes(2048 * 1024 * 1024)).toBe('2,048 MB');
  });
});
