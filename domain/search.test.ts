import { describe, expect, it } from 'vitest';
import { RESERVATION_MESSAGES } from './reservation.ts';
import { checkSearchRange, earliestSearchEnd, SEARCH_MESSAGES } from './search.ts';

const EARLIEST = '2026-03-15';

describe('checkSearchRange', () => {
  it('has nothing to look up without dates or with only one of them', () => {
    expect(checkSearchRange({}, EARLIEST)).toEqual({ kind: 'none' });
    expect(checkSearchRange({ start: '2026-03-20' }, EARLIEST)).toEqual({ kind: 'partial' });
    expect(checkSearchRange({ end: '2026-03-20' }, EARLIEST)).toEqual({ kind: 'partial' });
  });

  it('accepts a range from the earliest start with the billed days', () => {
    expect(checkSearchRange({ start: EARLIEST, end: '2026-03-18' }, EARLIEST)).toEqual({
      kind: 'valid',
      start: EARLIEST,
      end: '2026-03-18',
      days: 3,
    });
  });

  it('refuses a start before the earliest one, naming that day', () => {
    expect(checkSearchRange({ start: '2026-03-14', end: '2026-03-18' }, EARLIEST)).toEqual({
      kind: 'invalid',
      field: 'start',
      message: 'La fecha de inicio no puede ser anterior al 15/03/2026',
    });
  });

  it('refuses an end on or before the start', () => {
    for (const end of ['2026-03-20', '2026-03-19']) {
      expect(checkSearchRange({ start: '2026-03-20', end }, EARLIEST)).toMatchObject({
        kind: 'invalid',
        field: 'end',
        message: RESERVATION_MESSAGES.endNotAfterStart,
      });
    }
  });

  it('words the end rule as the reservation rules do', () => {
    expect(SEARCH_MESSAGES.endNotAfterStart).toBe(RESERVATION_MESSAGES.endNotAfterStart);
  });
});

describe('earliestSearchEnd', () => {
  it('is the day after the start, or after the earliest start when there is none', () => {
    expect(earliestSearchEnd('2026-03-20', EARLIEST)).toBe('2026-03-21');
    expect(earliestSearchEnd(undefined, EARLIEST)).toBe('2026-03-16');
    expect(earliestSearchEnd('2026-03-01', EARLIEST)).toBe('2026-03-16');
  });
});
