import { addDays, daysBetween, formatDate } from './dates.ts';

/**
 * The date range a customer searches with (SPEC 3.8): both days optional, YYYY-MM-DD. Kept
 * apart from reservation.ts so the public pages can check a range without loading zod.
 */
export interface SearchRange {
  start?: string | undefined;
  end?: string | undefined;
}

export const SEARCH_MESSAGES = {
  startTooEarly: (earliest: string) =>
    `La fecha de inicio no puede ser anterior al ${formatDate(earliest)}`,
  // Same sentence as RESERVATION_MESSAGES.endNotAfterStart (search.test.ts keeps them equal).
  endNotAfterStart: 'La fecha de fin debe ser posterior a la fecha de inicio',
} as const;

export type SearchRangeCheck =
  /** No day chosen: the catalogue lists every vehicle a customer could reserve. */
  | { kind: 'none' }
  /** One day chosen: nothing to look up yet. */
  | { kind: 'partial' }
  | { kind: 'invalid'; field: 'start' | 'end'; message: string }
  | { kind: 'valid'; start: string; end: string; days: number };

/**
 * Whether a searched range can be looked up: the start not before `earliest` (the noon rule,
 * earliestSearchStart) and the end after the start, since one night is the shortest rental.
 */
export function checkSearchRange({ start, end }: SearchRange, earliest: string): SearchRangeCheck {
  if (start && start < earliest) {
    return { kind: 'invalid', field: 'start', message: SEARCH_MESSAGES.startTooEarly(earliest) };
  }
  if (!start && !end) return { kind: 'none' };
  if (!start || !end) return { kind: 'partial' };
  const days = daysBetween(start, end);
  if (days < 1) return { kind: 'invalid', field: 'end', message: SEARCH_MESSAGES.endNotAfterStart };
  return { kind: 'valid', start, end, days };
}

/** The first day the end picker offers: the day after the start (or after the earliest start). */
export function earliestSearchEnd(start: string | undefined, earliest: string): string {
  return addDays(start && start > earliest ? start : earliest, 1);
}
