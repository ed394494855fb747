import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatKilometers,
  formatNumber,
  formatPercent,
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
});
