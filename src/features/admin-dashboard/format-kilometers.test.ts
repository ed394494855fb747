import { describe, expect, it } from 'vitest';
import { formatKilometers } from './format-kilometers.ts';

describe('formatKilometers', () => {
  it('groups thousands with a comma, also for four digits', () => {
    expect(formatKilometers(54_980)).toBe('54,980 km');
    expect(formatKilometers(9_800)).toBe('9,800 km');
    expect(formatKilometers(1_250_000)).toBe('1,250,000 km');
    expect(formatKilometers(0)).toBe('0 km');
  });
});
