import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatKilometers,
  formatNumber,
  formatPercent,
  formatTenths,
  formatUsd,
  formatWholeUsd,
  groupDigits,
} from './number-format.ts';

describe('es-SV number formats', () => {
  it('writes dollars with a leading $, comma thousands and a decimal point', () => {
    expect(formatUsd(42)).toBe('$42.00');
    expect(formatUsd(2656)).toBe('$2,656.00');
    expect(formatUsd(1234.5)).toBe('$1,234.50');
    expect(formatUsd(12345.678)).toBe('$12,345.68');
    expect(formatUsd(0)).toBe('$0.00');
  });

  it('writes shares as percentages with a decimal point', () => {
    expect(formatPercent(0.4567)).toBe('45.7%');
    expect(formatPercent(1)).toBe('100%');
    expect(formatPercent(0)).toBe('0%');
  });

  it('rounds the fleet price to whole dollars', () => {
    expect(formatWholeUsd(45)).toBe('$45');
    expect(formatWholeUsd(45.5)).toBe('$46');
    expect(formatWholeUsd(1500)).toBe('$1,500');
  });

  it('groups four-digit numbers and kilometers too', () => {
    expect(formatNumber(12500)).toBe('12,500');
    expect(formatNumber(9800)).toBe('9,800');
    expect(formatNumber(999)).toBe('999');
    expect(formatKilometers(12_000)).toBe('12,000 km');
    expect(formatKilometers(0)).toBe('0 km');
    expect(groupDigits('1234567')).toBe('1,234,567');
    expect(groupDigits('')).toBe('');
  });

  it('keeps every digit: removing the commas gives the number back', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000 }), (n) => {
        expect(Number(formatNumber(n).replaceAll(',', ''))).toBe(n);
        expect(formatUsd(n)).toMatch(/^\$\d{1,3}(,\d{3})*\.00$/);
      }),
    );
  });

  it('writes every number as Intl.NumberFormat es-SV does, rounding included', () => {
    // The module writes them by hand (no Intl formatter to load on a first visit): same text.
    const intl = (options: Intl.NumberFormatOptions) => new Intl.NumberFormat('es-SV', options);
    const usd = intl({ style: 'currency', currency: 'USD' });
    const wholeUsd = intl({ style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
    const grouped = intl({ useGrouping: 'always', maximumFractionDigits: 2 });
    const percent = intl({ style: 'percent', maximumFractionDigits: 1 });
    const tenths = intl({ useGrouping: 'always', maximumFractionDigits: 1 });
    // Amounts and readings as the app has them, plus halves and doubles of every size.
    const numbers = fc.oneof(
      fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }).map((cents) => cents / 100),
      fc.integer({ min: -100_000, max: 100_000 }).map((n) => n + 0.5),
      fc.integer({ min: -10_000, max: 10_000 }).map((n) => n / 1000 + 0.005),
      fc.double({ noNaN: true }),
    );
    fc.assert(
      fc.property(numbers, (n) => {
        expect(formatUsd(n)).toBe(usd.format(n));
        expect(formatWholeUsd(n)).toBe(wholeUsd.format(n));
        expect(formatNumber(n)).toBe(grouped.format(n));
        expect(formatPercent(n)).toBe(percent.format(n));
        expect(formatTenths(n)).toBe(tenths.format(n));
      }),
      { numRuns: 2000 },
    );
    for (const n of [
      0,
      -0,
      0.005,
      1.005,
      2.675,
      -1.5,
      999.995,
      0.995,
      9.999,
      1e15 - 0.5,
      1e21,
      1.2345e22,
      1e-7,
      -1e-7,
      Number.POSITIVE_INFINITY,
      Number.NEGATIVE_INFINITY,
      Number.NaN,
    ]) {
      expect([
        formatUsd(n),
        formatWholeUsd(n),
        formatNumber(n),
        formatPercent(n),
        formatTenths(n),
      ]).toEqual([
        usd.format(n),
        wholeUsd.format(n),
        grouped.format(n),
        percent.format(n),
        tenths.format(n),
      ]);
    }
  });
});
