import { describe, expect, it } from 'vitest';
import {
  addDays,
  ageOn,
  daysBetween,
  earliestSearchStart,
  formatDate,
  isIsoDate,
  parseCalendarDate,
  todayInElSalvador,
} from './dates.ts';

describe('El Salvador dates', () => {
  it('takes today from El Salvador, not from UTC', () => {
    // 03:00 UTC on the 15th is still 21:00 on the 14th in San Salvador (UTC-6).
    expect(todayInElSalvador(new Date('2026-03-15T03:00:00Z'))).toBe('2026-03-14');
    expect(todayInElSalvador(new Date('2026-03-15T06:00:00Z'))).toBe('2026-03-15');
  });

  it('allows today as earliest start before local noon and tomorrow from noon on', () => {
    expect(earliestSearchStart(new Date('2026-03-15T17:59:00Z'))).toBe('2026-03-15');
    expect(earliestSearchStart(new Date('2026-03-15T18:00:00Z'))).toBe('2026-03-16');
  });

  it('checks real calendar dates in both accepted spellings', () => {
    expect(isIsoDate('2026-02-28')).toBe(true);
    expect(isIsoDate('2026-02-30')).toBe(false);
    expect(isIsoDate('2026-2-3')).toBe(false);
    expect(parseCalendarDate('28-02-2026')).toBe('2026-02-28');
    expect(parseCalendarDate('2028-02-29')).toBe('2028-02-29');
    expect(parseCalendarDate('31-04-2026')).toBeNull();
    expect(parseCalendarDate('mañana')).toBeNull();
  });

  it('counts days and adds them across months and leap years', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(daysBetween('2026-01-30', '2026-03-01')).toBe(30);
    expect(daysBetween('2026-03-01', '2026-01-30')).toBe(-30);
  });

  it('counts age in whole years, birthday included', () => {
    expect(ageOn('2008-11-21', '2026-11-21')).toBe(18);
    expect(ageOn('2008-11-22', '2026-11-21')).toBe(17);
    expect(ageOn('2008-02-29', '2026-03-01')).toBe(18);
  });

  it('formats dates as dd/mm/yyyy', () => {
    expect(formatDate('2026-07-04')).toBe('04/07/2026');
  });
});
