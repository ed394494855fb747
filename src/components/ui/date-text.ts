import { addDays, isIsoDate } from '#domain/dates.ts';

/**
 * The text of a date field, dd/mm/aaaa whatever the browser's language (a native date input
 * follows the browser: mm/dd/yyyy on an English phone, where '31 01 2027' became year 12027).
 */

const PART_LENGTHS = [2, 2, 4] as const;

/**
 * Shapes what was typed into dd/mm/aaaa as it is typed: digits fill day, month and year; a
 * separator (any non-digit: space, '/', '-', '.') closes a part early, padding '3' to '03'. The
 * slash after a full part appears only with what follows, so Backspace is never stuck on it.
 * A pasted YYYY-MM-DD is turned around.
 */
export function maskDateText(raw: string): string {
  const iso = /^\s*(\d{4})-(\d{2})-(\d{2})\s*$/.exec(raw);
  if (iso) return `${iso[3]}/${iso[2]}/${iso[1]}`;
  const parts: string[] = [''];
  let closed = false;
  for (const char of raw) {
    const index = parts.length - 1;
    const max = PART_LENGTHS[index] ?? 0;
    if (/\d/.test(char)) {
      if ((parts[index] ?? '').length >= max || closed) {
        if (parts.length === PART_LENGTHS.length) break;
        parts.push(char);
      } else {
        parts[index] += char;
      }
      closed = false;
    } else if (index < PART_LENGTHS.length - 1 && (parts[index] ?? '') !== '' && !closed) {
      parts[index] = (parts[index] ?? '').padStart(2, '0');
      closed = true;
    }
  }
  return parts.join('/') + (closed ? '/' : '');
}

/** dd/mm/aaaa to YYYY-MM-DD when it names a real day, else null. */
export function parseDateText(text: string): string | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text);
  if (!match) return null;
  const iso = `${match[3]}-${match[2]}-${match[1]}`;
  return isIsoDate(iso) ? iso : null;
}

/** YYYY-MM-DD to dd/mm/aaaa ('' stays ''). */
export function isoToDateText(iso: string): string {
  if (!isIsoDate(iso)) return '';
  const [y, m, d] = iso.split('-');
  return `${d}/${m}/${y}`;
}

/** 0 for Monday ... 6 for Sunday: Spanish weeks start on Monday. */
export function weekdayFromMonday(iso: string): number {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return (new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7;
}

/** The first day of the month of `iso`. */
export function monthStart(iso: string): string {
  return `${iso.slice(0, 7)}-01`;
}

/** The same day `months` months on, kept inside the target month (31/01 + 1 month = 28/02). */
export function addMonths(iso: string, months: number): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(year, 4)}-${pad(month)}-${pad(Math.min(d, lastDay))}`;
}

/** The weeks shown for a month, Monday to Sunday, with the neighbouring months' days as null. */
export function monthWeeks(anyDayOfMonth: string): (string | null)[][] {
  const first = monthStart(anyDayOfMonth);
  const month = first.slice(0, 7);
  const weeks: (string | null)[][] = [];
  let week: (string | null)[] = Array.from({ length: weekdayFromMonday(first) }, () => null);
  for (let day = first; day.startsWith(month); day = addDays(day, 1)) {
    week.push(day);
    if (week.length === 7) {
      weeks.push(week);
      week = [];
    }
  }
  if (week.length > 0)
    weeks.push([...week, ...Array.from({ length: 7 - week.length }, () => null)]);
  return weeks;
}

/** Whether a day may be picked between the field's limits (either may be absent). */
export function withinLimits(iso: string, min?: string, max?: string): boolean {
  return (!min || iso >= min) && (!max || iso <= max);
}

/**
 * Where a key moves the calendar's focus: arrows by day and week, Home/End to the week's ends,
 * PageUp/PageDown by month (by year with Shift); null for any other key.
 */
export function dayAfterKey(iso: string, key: string, shift: boolean): string | null {
  const weekday = weekdayFromMonday(iso);
  switch (key) {
    case 'ArrowLeft':
      return addDays(iso, -1);
    case 'ArrowRight':
      return addDays(iso, 1);
    case 'ArrowUp':
      return addDays(iso, -7);
    case 'ArrowDown':
      return addDays(iso, 7);
    case 'Home':
      return addDays(iso, -weekday);
    case 'End':
      return addDays(iso, 6 - weekday);
    case 'PageUp':
      return addMonths(iso, shift ? -12 : -1);
    case 'PageDown':
      return addMonths(iso, shift ? 12 : 1);
    default:
      return null;
  }
}
