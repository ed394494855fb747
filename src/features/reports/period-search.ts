import { isIsoDate, todayInElSalvador } from '#domain/dates.ts';
import { monthOf } from '#domain/reports.ts';

/** The period the address names (?from=…&to=…, a shared link), else this month. */
export function periodFromSearch(search: Record<string, unknown>): { from: string; to: string } {
  const date = (value: unknown) =>
    typeof value === 'string' && isIsoDate(value) ? value : undefined;
  const from = date(search.from);
  const to = date(search.to);
  return from && to ? { from, to } : monthOf(todayInElSalvador());
}
