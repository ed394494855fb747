import { addDays } from '#domain/dates.ts';

/** A taken stretch of a vehicle, YYYY-MM-DD, both days included. */
export interface BookedRange {
  startDate: string;
  endDate: string;
}

/** Whether a day falls inside any of the ranges. */
export function takenBy(ranges: readonly BookedRange[]) {
  return (iso: string) => ranges.some((range) => range.startDate <= iso && iso <= range.endDate);
}

/**
 * The last day a rental starting on `start` can end on: the day before the next booking, or
 * undefined when nothing comes after it.
 */
export function lastFreeDayFrom(ranges: readonly BookedRange[], start: string) {
  if (!start) return undefined;
  const next = ranges
    .filter((range) => range.startDate > start)
    .reduce<string | undefined>(
      (first, range) => (first === undefined || range.startDate < first ? range.startDate : first),
      undefined,
    );
  return next ? addDays(next, -1) : undefined;
}
