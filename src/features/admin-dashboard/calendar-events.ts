import { addDays } from '#domain/dates.ts';
import { type StateFilter, stateFilterOf } from '#domain/rental-state.ts';
import type { ReservationView } from '#domain/reservation-contracts.ts';
import { stateToday } from '../../components/rental-state/state-today.ts';

/** What the dashboard calendar draws, before schedule-x turns the dates into Temporal values. */
export interface CalendarEntry {
  id: string;
  title: string;
  /** YYYY-MM-DD, all-day: the first and the last day the vehicle is taken (inclusive). */
  start: string;
  end: string;
  /** One schedule-x calendar per state filter (issue 27) gives each its colour; windows their own. */
  calendarId: StateFilter | 'maintenance';
}

/** A service window (issue 12) as the calendar draws it, in its own colour; ids start with 'w'. */
export function toWindowEntries(
  windows: readonly {
    id: number;
    startDate: string;
    endDate: string;
    reason: string;
    vehicle: { name: string };
  }[],
): CalendarEntry[] {
  return windows.map((window) => ({
    id: `w${window.id}`,
    title: `Servicio: ${window.vehicle.name} - ${window.reason}`,
    start: window.startDate,
    end: window.endDate,
    calendarId: 'maintenance',
  }));
}

/**
 * One all-day event per reservation, titled '{vehicle} - {user}' (SPEC 2.11). schedule-x takes an
 * inclusive end date, so the original calendar's "end + 1 day" (an exclusive end) is not needed:
 * the event covers start..end, the days the reservation occupies the vehicle (DESIGN 5).
 */
export function toCalendarEntries(
  reservations: readonly ReservationView[],
  today?: string,
): CalendarEntry[] {
  return reservations.map((reservation) => ({
    id: String(reservation.id),
    title: `${reservation.vehicle.name} - ${reservation.user.name}`,
    start: reservation.startDate,
    end: reservation.endDate,
    // Its colour is its state today (issue 27), even in a copy kept offline since another day.
    calendarId: stateFilterOf(stateToday(reservation, today)),
  }));
}

export type CalendarMode = 'month' | 'week';

export const MODE_LABELS: Record<CalendarMode, string> = { month: 'Mes', week: 'Semana' };

/**
 * The schedule-x view for a mode: the month grid and the week's time grid need room, so below the
 * 768 px breakpoint the same month or week is shown as its agenda (a day strip plus a list).
 */
export function viewNameFor(mode: CalendarMode, narrow: boolean): string {
  if (mode === 'month') return narrow ? 'month-agenda' : 'month-grid';
  return narrow ? 'week-agenda' : 'week';
}

function parts(isoDate: string): [number, number, number] {
  return isoDate.split('-').map(Number) as [number, number, number];
}

/** Monday of the week holding `isoDate` (weeks start on Monday, SPEC 9). */
export function weekStart(isoDate: string): string {
  const [y, m, d] = parts(isoDate);
  const weekday = new Date(Date.UTC(y, m - 1, d)).getUTCDay(); // 0 = Sunday
  return addDays(isoDate, -((weekday + 6) % 7));
}

/** The first day of the previous or next month, or the same weekday a week away. */
export function shiftPeriod(isoDate: string, mode: CalendarMode, step: -1 | 1): string {
  if (mode === 'week') return addDays(isoDate, 7 * step);
  const [y, m] = parts(isoDate);
  const first = new Date(Date.UTC(y, m - 1 + step, 1));
  return first.toISOString().slice(0, 10);
}

/**
 * The days the calendar shows for `isoDate` (issue 14: the dashboard asks only for these): the
 * week, Monday to Sunday, or the month's grid from the Monday before the 1st to the Sunday after
 * its last day.
 */
export function visibleRange(isoDate: string, mode: CalendarMode): { from: string; to: string } {
  if (mode === 'week') {
    const monday = weekStart(isoDate);
    return { from: monday, to: addDays(monday, 6) };
  }
  const [y, m] = parts(isoDate);
  const first = new Date(Date.UTC(y, m - 1, 1)).toISOString().slice(0, 10);
  const last = new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
  return { from: weekStart(first), to: addDays(weekStart(last), 6) };
}

// Built on first use, not when the module loads: the dashboard's loader imports this module for
// visibleRange, and the first Intl.DateTimeFormat of a page costs about 90 ms on a phone (ICU's
// data) in the middle of its first render (issue 32). Only the calendar's title needs them.
let titles: { month: Intl.DateTimeFormat; day: Intl.DateTimeFormat } | undefined;
function periodFormats() {
  titles ??= {
    month: new Intl.DateTimeFormat('es-ES', { month: 'long', year: 'numeric', timeZone: 'UTC' }),
    day: new Intl.DateTimeFormat('es-ES', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }),
  };
  return titles;
}

function toUtcDate(isoDate: string): Date {
  const [y, m, d] = parts(isoDate);
  return new Date(Date.UTC(y, m - 1, d));
}

function capitalize(text: string): string {
  return text.charAt(0).toLocaleUpperCase('es-ES') + text.slice(1);
}

/** 'Abril de 2026' for a month, '13–19 de abril de 2026' for a week (Monday to Sunday). */
export function periodTitle(isoDate: string, mode: CalendarMode): string {
  if (mode === 'month') return capitalize(periodFormats().month.format(toUtcDate(isoDate)));
  const monday = weekStart(isoDate);
  return periodFormats().day.formatRange(toUtcDate(monday), toUtcDate(addDays(monday, 6)));
}
