import { describe, expect, it } from 'vitest';
import { addMonths, inDateWindow } from './reservation-query.ts';

const TODAY = '2026-04-15';

describe('addMonths', () => {
  it('keeps the day, or the last day of a shorter month', () => {
    expect(addMonths('2026-04-15', 1)).toBe('2026-05-15');
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-12-10', 1)).toBe('2027-01-10');
    expect(addMonths('2026-01-10', -1)).toBe('2025-12-10');
  });
});

describe('inDateWindow', () => {
  const at = (startDate: string, endDate: string) => ({ startDate, endDate });

  it('today: reservations that occupy today', () => {
    expect(inDateWindow(at('2026-04-10', '2026-04-15'), 'today', TODAY)).toBe(true);
    expect(inDateWindow(at('2026-04-15', '2026-04-18'), 'today', TODAY)).toBe(true);
    expect(inDateWindow(at('2026-04-16', '2026-04-18'), 'today', TODAY)).toBe(false);
    expect(inDateWindow(at('2026-04-01', '2026-04-14'), 'today', TODAY)).toBe(false);
  });

  it('week: any day within the next 7 days, today included', () => {
    expect(inDateWindow(at('2026-04-21', '2026-04-25'), 'week', TODAY)).toBe(true);
    expect(inDateWindow(at('2026-04-22', '2026-04-25'), 'week', TODAY)).toBe(false);
  });

  it('month: any day until the same date next month', () => {
    expect(inDateWindow(at('2026-05-15', '2026-05-20'), 'month', TODAY)).toBe(true);
    expect(inDateWindow(at('2026-05-16', '2026-05-20'), 'month', TODAY)).toBe(false);
  });

  it('past: ended before today', () => {
    expect(inDateWindow(at('2026-04-01', '2026-04-14'), 'past', TODAY)).toBe(true);
    expect(inDateWindow(at('2026-04-01', '2026-04-15'), 'past', TODAY)).toBe(false);
  });
});
