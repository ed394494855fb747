import { describe, expect, it } from 'vitest';
import { validateDateSearch, withDates } from './search-params.ts';

describe('validateDateSearch', () => {
  it('keeps real YYYY-MM-DD days', () => {
    expect(validateDateSearch({ start: '2026-08-01', end: '2026-08-04' })).toEqual({
      start: '2026-08-01',
      end: '2026-08-04',
    });
  });

  it('drops anything else without failing the page', () => {
    expect(validateDateSearch({ start: '2026-02-30', end: 20260804, other: 'x' })).toEqual({});
    expect(validateDateSearch({ start: '01-08-2026', end: '2026-08-04' })).toEqual({
      end: '2026-08-04',
    });
  });
});

describe('withDates', () => {
  it('leaves out empty days', () => {
    expect(withDates('', '2026-08-04')).toEqual({ end: '2026-08-04' });
    expect(withDates()).toEqual({});
  });
});
