import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addMonths,
  dayAfterKey,
  isoToDateText,
  maskDateText,
  monthWeeks,
  parseDateText,
  weekdayFromMonday,
  withinLimits,
} from './date-text.ts';

/** What the field shows after each key, typing one character at a time. */
function typeInto(keys: string): string {
  let text = '';
  for (const key of keys) text = maskDateText(text + key);
  return text;
}

describe('date field text', () => {
  it('reads day, month, year in that order whatever separators are typed', () => {
    expect(typeInto('31 01 2027')).toBe('31/01/2027');
    expect(typeInto('31012027')).toBe('31/01/2027');
    expect(typeInto('31/01/2027')).toBe('31/01/2027');
    expect(typeInto('3-1-2027')).toBe('03/01/2027');
    expect(typeInto('31.01.20279')).toBe('31/01/2027');
    expect(parseDateText(typeInto('31 01 2027'))).toBe('2027-01-31');
  });

  it('adds the slash only with what follows, so Backspace is not stuck', () => {
    expect(typeInto('31')).toBe('31');
    expect(typeInto('310')).toBe('31/0');
    expect(maskDateText('31/')).toBe('31/');
    expect(maskDateText('31')).toBe('31');
    expect(typeInto('5 ')).toBe('05/');
  });

  it('turns a pasted YYYY-MM-DD around', () => {
    expect(maskDateText('2027-01-31')).toBe('31/01/2027');
  });

  it('accepts only real days', () => {
    expect(parseDateText('29/02/2028')).toBe('2028-02-29');
    expect(parseDateText('29/02/2027')).toBeNull();
    expect(parseDateText('31/04/2027')).toBeNull();
    expect(parseDateText('31/01/202')).toBeNull();
    expect(isoToDateText('2027-01-31')).toBe('31/01/2027');
    expect(isoToDateText('')).toBe('');
  });

  it('round-trips every day through the text', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1900-01-01'), max: new Date('2199-12-31'), noInvalidDate: true }),
        (date) => {
          const iso = date.toISOString().slice(0, 10);
          expect(parseDateText(maskDateText(isoToDateText(iso).replaceAll('/', ' ')))).toBe(iso);
        },
      ),
    );
  });

  it('lays a month out in weeks starting on Monday', () => {
    expect(weekdayFromMonday('2027-02-01')).toBe(0); // a Monday
    expect(weekdayFromMonday('2027-01-31')).toBe(6); // a Sunday
    const january = monthWeeks('2027-01-15');
    expect(january[0]).toEqual([null, null, null, null, '2027-01-01', '2027-01-02', '2027-01-03']);
    expect(january.at(-1)).toEqual([
      '2027-01-25',
      '2027-01-26',
      '2027-01-27',
      '2027-01-28',
      '2027-01-29',
      '2027-01-30',
      '2027-01-31',
    ]);
    expect(monthWeeks('2027-02-10')).toHaveLength(4);
  });

  it('moves by months without leaving the month', () => {
    expect(addMonths('2027-01-31', 1)).toBe('2027-02-28');
    expect(addMonths('2027-01-15', -1)).toBe('2026-12-15');
    expect(addMonths('2027-12-01', 1)).toBe('2028-01-01');
  });

  it('keeps picks between the limits', () => {
    expect(withinLimits('2027-01-31', '2027-01-31')).toBe(true);
    expect(withinLimits('2027-01-30', '2027-01-31')).toBe(false);
    expect(withinLimits('2027-02-01', undefined, '2027-01-31')).toBe(false);
  });

  it('moves the calendar focus by day, week, week end and month', () => {
    expect(dayAfterKey('2027-01-31', 'ArrowRight', false)).toBe('2027-02-01');
    expect(dayAfterKey('2027-01-31', 'ArrowUp', false)).toBe('2027-01-24');
    expect(dayAfterKey('2027-01-27', 'Home', false)).toBe('2027-01-25');
    expect(dayAfterKey('2027-01-27', 'End', false)).toBe('2027-01-31');
    expect(dayAfterKey('2027-01-31', 'PageDown', false)).toBe('2027-02-28');
    expect(dayAfterKey('2027-01-31', 'PageUp', true)).toBe('2026-01-31');
    expect(dayAfterKey('2027-01-31', 'a', false)).toBeNull();
  });
});
