import { isIsoDate } from '#domain/dates.ts';

/**
 * The shared search state (SPEC 3.8) as typed URL search params: `?start=YYYY-MM-DD&end=...`.
 * Living in the URL, the range survives a reload, a shared link and the trip through login.
 */
export interface DateSearch {
  start?: string;
  end?: string;
}

function calendarDate(value: unknown): string | undefined {
  return typeof value === 'string' && isIsoDate(value) ? value : undefined;
}

/** Keeps only real calendar dates; anything else in the URL is dropped, not an error. */
export function validateDateSearch(search: Record<string, unknown>): DateSearch {
  return withDates(calendarDate(search.start), calendarDate(search.end));
}

/** The search object for a pair of optional days, without empty keys (clean URLs). */
export function withDates(start?: string, end?: string): DateSearch {
  return { ...(start ? { start } : {}), ...(end ? { end } : {}) };
}
