import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDays, formatUsd, roundToCents } from './money.ts';

describe('money', () => {
  it('writes dollars as El Salvador does', () => {
    expect(formatUsd(45)).toBe('$45.00');
    expect(formatUsd(1234.5)).toBe('$1,234.50');
  });

  it('rounds to cents half away from zero, even where binary floats fall short', () => {
    expect(roundToCents(1.005)).toBe(1.01);
    expect(roundToCents(2.675)).toBe(2.68);
    expect(roundToCents(3 * 33.33)).toBe(99.99);
    expect(roundToCents(0.1 + 0.2)).toBe(0.3);
    expect(roundToCents(-1.005)).toBe(-1.01);
    expect(Object.is(roundToCents(-0.001), 0)).toBe(true);
  });

  it('keeps any whole number of cents exactly', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), (cents) => {
        expect(roundToCents(cents / 100)).toBe(cents / 100);
      }),
    );
  });

  it('says día for one day and días otherwise', () => {
    expect(formatDays(1)).toBe('1 día');
    expect(formatDays(0)).toBe('0 días');
    expect(formatDays(2)).toBe('2 días');
    expect(formatDays(30)).toBe('30 días');
  });
});
