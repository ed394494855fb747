import { describe, expect, it } from 'vitest';
import { lastFreeDayFrom, takenBy } from './booked-days.ts';

const ranges = [
  { startDate: '2026-12-03', endDate: '2026-12-05' },
  { startDate: '2026-12-10', endDate: '2026-12-10' },
];

describe('booked days (issue 32)', () => {
  it('marks every day of a range, both ends included, and nothing around it', () => {
    const taken = takenBy(ranges);
    expect(['2026-12-03', '2026-12-04', '2026-12-05', '2026-12-10'].every(taken)).toBe(true);
    expect(['2026-12-02', '2026-12-06', '2026-12-09', '2026-12-11'].some(taken)).toBe(false);
  });

  it('ends a rental before the next booking after its start', () => {
    expect(lastFreeDayFrom(ranges, '2026-12-01')).toBe('2026-12-02');
    expect(lastFreeDayFrom(ranges, '2026-12-06')).toBe('2026-12-09');
    expect(lastFreeDayFrom(ranges, '2026-12-11')).toBeUndefined();
    expect(lastFreeDayFrom(ranges, '')).toBeUndefined();
  });
});
