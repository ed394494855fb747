import { describe, expect, it } from 'vitest';
import type { ReservationView } from '#domain/reservation-contracts.ts';
import {
  periodTitle,
  shiftPeriod,
  toCalendarEntries,
  toWindowEntries,
  viewNameFor,
  visibleRange,
  weekStart,
} from './calendar-events.ts';

const reservation = {
  id: 7,
  startDate: '2026-04-14',
  endDate: '2026-04-17',
  displayStatus: 'upcoming',
  status: 'active',
  rentalStatus: 'booked',
  state: 'booked',
  user: { name: 'María López' },
  vehicle: { name: 'Tucson' },
} as ReservationView;

describe('toCalendarEntries', () => {
  it('makes one all-day event per reservation, titled vehicle - user, coloured by status', () => {
    expect(toCalendarEntries([reservation], '2026-04-10')).toEqual([
      {
        id: '7',
        title: 'Tucson - María López',
        start: '2026-04-14',
        end: '2026-04-17',
        calendarId: 'upcoming',
      },
    ]);
  });

  it('colours by the state today, not the one a copy kept offline was saved with (issue 27)', () => {
    // Seen as 'Próxima' on 10/04; on 15/04 it was never picked up, on 14/04 it is due.
    expect(toCalendarEntries([reservation], '2026-04-15')[0]?.calendarId).toBe('no-show');
    expect(toCalendarEntries([reservation], '2026-04-14')[0]?.calendarId).toBe('active');
    const out = { ...reservation, rentalStatus: 'inProgress', state: 'out' } as ReservationView;
    expect(toCalendarEntries([out], '2026-04-18')[0]?.calendarId).toBe('overdue');
  });

  it('covers every day the vehicle is taken, the end day included', () => {
    const [entry] = toCalendarEntries([{ ...reservation, endDate: '2026-04-14' }]);
    expect(entry?.start).toBe('2026-04-14');
    expect(entry?.end).toBe('2026-04-14');
  });
});

describe('viewNameFor', () => {
  it('uses the grids on wide screens and the agendas on phones', () => {
    expect(viewNameFor('month', false)).toBe('month-grid');
    expect(viewNameFor('week', false)).toBe('week');
    expect(viewNameFor('month', true)).toBe('month-agenda');
    expect(viewNameFor('week', true)).toBe('week-agenda');
  });
});

describe('weekStart', () => {
  it('finds the Monday of the week', () => {
    expect(weekStart('2026-04-15')).toBe('2026-04-13'); // Wednesday
    expect(weekStart('2026-04-13')).toBe('2026-04-13'); // Monday
    expect(weekStart('2026-04-19')).toBe('2026-04-13'); // Sunday belongs to the week before
    expect(weekStart('2026-01-01')).toBe('2025-12-29');
  });
});

describe('shiftPeriod', () => {
  it('moves a month to the first day of the previous or next month', () => {
    expect(shiftPeriod('2026-01-31', 'month', 1)).toBe('2026-02-01');
    expect(shiftPeriod('2026-01-15', 'month', -1)).toBe('2025-12-01');
  });

  it('moves a week by seven days', () => {
    expect(shiftPeriod('2026-04-15', 'week', 1)).toBe('2026-04-22');
    expect(shiftPeriod('2026-04-15', 'week', -1)).toBe('2026-04-08');
  });
});

describe('periodTitle', () => {
  it('names the month in Spanish', () => {
    expect(periodTitle('2026-04-15', 'month')).toBe('Abril de 2026');
  });

  it('names the week from Monday to Sunday', () => {
    expect(periodTitle('2026-04-15', 'week')).toMatch(/^13\s?[–-]\s?19 de abril de 2026$/);
    expect(periodTitle('2026-04-29', 'week')).toMatch(/^27 de abril\s?[–-]\s?3 de mayo de 2026$/);
  });
});

describe('visibleRange', () => {
  it('a week runs Monday to Sunday', () => {
    expect(visibleRange('2026-11-25', 'week')).toEqual({ from: '2026-11-23', to: '2026-11-29' });
  });

  it('a month covers its grid: the Monday before the 1st to the Sunday after the last day', () => {
    // November 2026 starts on a Sunday and ends on a Monday.
    expect(visibleRange('2026-11-23', 'month')).toEqual({ from: '2026-10-26', to: '2026-12-06' });
    // February 2027 starts on a Monday and ends on a Sunday: exactly four weeks.
    expect(visibleRange('2027-02-10', 'month')).toEqual({ from: '2027-02-01', to: '2027-02-28' });
  });
});

describe('toWindowEntries (issue 12)', () => {
  it('draws a service window on its days, in the maintenance calendar', () => {
    expect(
      toWindowEntries([
        {
          id: 7,
          startDate: '2026-12-10',
          endDate: '2026-12-12',
          reason: 'Frenos',
          vehicle: { name: 'Corolla' },
        },
      ]),
    ).toEqual([
      {
        id: 'w7',
        title: 'Servicio: Corolla - Frenos',
        start: '2026-12-10',
        end: '2026-12-12',
        calendarId: 'maintenance',
      },
    ]);
  });
});
