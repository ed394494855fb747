import { describe, expect, it } from 'vitest';
import { parseFleetSearch, rangeOf } from './fleet-search.ts';

describe('parseFleetSearch', () => {
  it('keeps known values and drops anything else', () => {
    expect(
      parseFleetSearch({
        q: 'corolla',
        type: 'SUV',
        status: 'reserved',
        from: '2026-03-01',
        to: '2026-03-05',
        extra: 'x',
      }),
    ).toEqual({
      q: 'corolla',
      type: 'SUV',
      status: 'reserved',
      from: '2026-03-01',
      to: '2026-03-05',
    });
    expect(
      parseFleetSearch({ q: '  ', type: 'suv', status: 'broken', from: '2026-02-30', to: 5 }),
    ).toEqual({});
  });
});

describe('rangeOf', () => {
  it('defaults to today through today', () => {
    expect(rangeOf({}, '2026-03-10')).toEqual({ startDate: '2026-03-10', endDate: '2026-03-10' });
  });

  it('never runs backwards', () => {
    expect(rangeOf({ from: '2026-04-01' }, '2026-03-10')).toEqual({
      startDate: '2026-04-01',
      endDate: '2026-04-01',
    });
    expect(rangeOf({ from: '2026-04-01', to: '2026-04-03' }, '2026-03-10')).toEqual({
      startDate: '2026-04-01',
      endDate: '2026-04-03',
    });
  });
});
