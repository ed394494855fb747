import { addDays, daysBetween } from './dates.ts';
import { RENTAL_STATES, type RentalState } from './rental-state.ts';
import { calendarDateField } from './reservation-contracts.ts';
import { z } from './zod.ts';

/**
 * The 'Reportes' page (issue 18): how the fleet earns and where it loses, for a period. The
 * server computes the figures in SQL; this module holds the contract and the counting rules the
 * tests check the SQL against (reportRows is their brute-force model).
 */

/** The longest period one report covers: three years (one leap day included). */
export const MAX_REPORT_DAYS = 1096;

export const REPORT_GROUPS = ['vehicle', 'type', 'month'] as const;
export type ReportGroup = (typeof REPORT_GROUPS)[number];

export const REPORT_MESSAGES = {
  adminOnly: 'Solo los administradores pueden ver los reportes',
  fromRequired: 'La fecha inicial es requerida',
  fromInvalid: 'La fecha inicial no es válida',
  toRequired: 'La fecha final es requerida',
  toInvalid: 'La fecha final no es válida',
  rangeOutOfOrder: 'La fecha final no puede ser anterior a la fecha inicial',
  rangeTooLong: `El periodo no puede superar ${MAX_REPORT_DAYS} días (tres años)`,
  groupInvalid: 'La agrupación debe ser vehicle, type o month',
} as const;

const M = REPORT_MESSAGES;

export const reportQuery = z
  .object({
    from: calendarDateField(M.fromRequired, M.fromInvalid),
    to: calendarDateField(M.toRequired, M.toInvalid),
    groupBy: z.enum(REPORT_GROUPS, { error: M.groupInvalid }).default('vehicle'),
  })
  .superRefine((query, ctx) => {
    if (query.to < query.from) {
      ctx.addIssue({ code: 'custom', message: M.rangeOutOfOrder, path: ['to'] });
    } else if (daysBetween(query.from, query.to) + 1 > MAX_REPORT_DAYS) {
      ctx.addIssue({ code: 'custom', message: M.rangeTooLong, path: ['to'] });
    }
  });
export type ReportQuery = z.output<typeof reportQuery>;

export const reportRowView = z.object({
  key: z.string(),
  label: z.string(),
  daysRented: z.number(),
  daysAvailable: z.number(),
  /** daysRented / daysAvailable, 0 to 1 (0 when nothing was available). */
  utilisation: z.number(),
  revenue: z.number(),
  maintenanceCost: z.number(),
});
export type ReportRow = z.output<typeof reportRowView>;

/**
 * GET /api/reports/states (issue 27): the reservations whose days meet the period, counted by
 * their one rental state today (domain/rental-state.ts), cancellations included.
 */
export const reportStatesView = z.object({
  counts: z.object(
    Object.fromEntries(RENTAL_STATES.map((state) => [state, z.number()])) as Record<
      RentalState,
      z.ZodNumber
    >,
  ),
});
export type ReportStates = z.output<typeof reportStatesView>;

/** The period's days, first and last included: 01/11 to 30/11 is 30 days. */
export function periodDays(from: string, to: string): number {
  return daysBetween(from, to) + 1;
}

/** Rented days over available days, to four decimals (0.4567 is 45.67 %). */
export function utilisationOf(daysRented: number, daysAvailable: number): number {
  return daysAvailable > 0 ? Math.round((daysRented / daysAvailable) * 10_000) / 10_000 : 0;
}

/** Best earners first; ties by label, so the page and the tests agree on the order. */
export function byRevenue(rows: readonly ReportRow[]): ReportRow[] {
  return [...rows].sort((a, b) => b.revenue - a.revenue || a.label.localeCompare(b.label, 'es'));
}

/** The best and worst earning vehicles of a per-vehicle report (at most `count` each). */
export function bestAndWorst(
  rows: readonly ReportRow[],
  count = 3,
): { best: ReportRow[]; worst: ReportRow[] } {
  const ranked = byRevenue(rows);
  const best = ranked.slice(0, count);
  const worst = ranked.slice(Math.max(count, ranked.length - count)).reverse();
  return { best, worst };
}

const MONTHS = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
];

/** 'noviembre 2026' for the key '2026-11'. */
export function monthLabel(key: string): string {
  const [year, month] = key.split('-');
  return `${MONTHS[Number(month) - 1] ?? key} ${year}`;
}

/** 'nov 2026': the month as a chart's axis writes it. */
export function shortMonthLabel(key: string): string {
  const [year, month] = key.split('-');
  return `${(MONTHS[Number(month) - 1] ?? key).slice(0, 3)} ${year}`;
}

/** The month `isoDate` falls in, first to last day (the reports' default period). */
export function monthOf(isoDate: string): { from: string; to: string } {
  const [year, month] = isoDate.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const prefix = isoDate.slice(0, 8);
  return { from: `${prefix}01`, to: `${prefix}${String(last).padStart(2, '0')}` };
}

/** What is wrong with a period the page is about to ask for, in the server's words; or null. */
export function periodProblem(from: string, to: string): string | null {
  if (!from) return M.fromInvalid;
  if (!to) return M.toInvalid;
  if (to < from) return M.rangeOutOfOrder;
  if (periodDays(from, to) > MAX_REPORT_DAYS) return M.rangeTooLong;
  return null;
}

export interface ReportTotals {
  daysRented: number;
  daysAvailable: number;
  utilisation: number;
  revenue: number;
  maintenanceCost: number;
}

/** The whole fleet's figures: the sum of the rows (any grouping gives the same totals). */
export function totalsOf(rows: readonly ReportRow[]): ReportTotals {
  const daysRented = rows.reduce((sum, row) => sum + row.daysRented, 0);
  const daysAvailable = rows.reduce((sum, row) => sum + row.daysAvailable, 0);
  const cents = (pick: (row: ReportRow) => number) =>
    Math.round(rows.reduce((sum, row) => sum + Math.round(pick(row) * 100), 0)) / 100;
  return {
    daysRented,
    daysAvailable,
    utilisation: utilisationOf(daysRented, daysAvailable),
    revenue: cents((row) => row.revenue),
    maintenanceCost: cents((row) => row.maintenanceCost),
  };
}

/** The months a period touches, each cut to the period: `end` is the day after its last. */
export function monthBuckets(
  from: string,
  to: string,
): { key: string; from: string; end: string }[] {
  const buckets: { key: string; from: string; end: string }[] = [];
  const last = addDays(to, 1);
  let start = from;
  while (start < last) {
    const [year, month] = start.split('-').map(Number) as [number, number];
    const next =
      month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
    // Dates written YYYY-MM-DD compare as text.
    let end = last;
    if (next < last) end = next;
    buckets.push({ key: start.slice(0, 7), from: start, end });
    start = end;
  }
  return buckets;
}
