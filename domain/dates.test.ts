import { describe, expect, it } from 'vitest';
import {
  addDays,
  ageOn,
  daysBetween,
  earliestSearchStart,
  formatDate,
  formatDateTime,
  isIsoDate,
  parseCalendarDate,
  TIME_ZONE,
  todayInElSalvador,
} from './dates.ts';

describe('El Salvador dates', () => {
  it('agrees with the zone data of Intl every 7 hours from 2000 to 2040 (UTC-6, no DST)', () => {
    const zone = new Intl.DateTimeFormat('en-CA', {
      timeZone: TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      hourCycle: 'h23',
    });
    const step = 7 * 3_600_000;
    const mismatches: string[] = [];
    for (let t = Date.UTC(2000, 0, 1); t < Date.UTC(2040, 0, 1); t += step) {
      const now = new Date(t);
      const parts = Object.fromEntries(zone.formatToParts(now).map((p) => [p.type, p.value]));
      const date = `${parts.year}-${parts.month}-${parts.day}`;
      const expectedStart = Number(parts.hour) < 12 ? date : addDays(date, 1);
      if (todayInElSalvador(now) !== date || earliestSearchStart(now) !== expectedStart) {
        mismatches.push(now.toISOString());
      }
    }
    expect(mismatches.slice(0, 5)).toEqual([]);
  });

  it('writes moments as the clock in El Salvador shows them, as Intl does (2000-2040)', () => {
    const clock = new Intl.DateTimeFormat('es-SV', {
      timeZone: TIME_ZONE,
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    const mismatches: string[] = [];
    for (
      let t = Date.UTC(2000, 0, 1, 0, 7);
      t < Date.UTC(2040, 0, 1);
      t += 5 * 3_600_000 + 17 * 60_000
    ) {
      const parts = Object.fromEntries(clock.formatToParts(t).map((p) => [p.type, p.value]));
      const expected = `${parts.day}/${parts.month}/${parts.year} ${parts.hour}:${parts.minute}`;
      if (formatDateTime(t) !== expected) mismatches.push(new Date(t).toISOString());
    }
    expect(mismatches.slice(0, 5)).toEqual([]);
    expect(formatDateTime('2026-11-24T03:30:00.000Z')).toBe('23/11/2026 21:30');
  });

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
