import { describe, expect, it } from 'vitest';
import {
  bestAndWorst,
  MAX_REPORT_DAYS,
  monthBuckets,
  monthLabel,
  monthOf,
  periodProblem,
  REPORT_MESSAGES,
  type ReportRow,
  reportQuery,
  totalsOf,
  utilisationOf,
} from './reports.ts';

const row = (label: string, revenue: number, daysRented = 1, daysAvailable = 2): ReportRow => ({
  key: label,
  label,
  daysRented,
  daysAvailable,
  utilisation: utilisationOf(daysRented, daysAvailable),
  revenue,
  maintenanceCost: 0.1,
});

describe('report rules', () => {
  it('takes this month as the default period, leap years included', () => {
    expect(monthOf('2026-11-23')).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(monthOf('2028-02-10')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(monthOf('2027-12-31')).toEqual({ from: '2027-12-01', to: '2027-12-31' });
  });

  it('rounds utilisation to four decimals and answers 0 when nothing was available', () => {
    expect(utilisationOf(10, 31)).toBe(0.3226);
    expect(utilisationOf(0, 0)).toBe(0);
    expect(utilisationOf(5, 5)).toBe(1);
  });

  it('ranks best and worst earners without repeating a vehicle', () => {
    const rows = ['a', 'b', 'c', 'd', 'e'].map((label, i) => row(label, i * 10));
    const { best, worst } = bestAndWorst(rows, 3);
    expect(best.map((r) => r.label)).toEqual(['e', 'd', 'c']);
    expect(worst.map((r) => r.label)).toEqual(['a', 'b']);
    expect(bestAndWorst(rows.slice(0, 2), 3).worst).toEqual([]);
  });

  it('sums totals in whole cents', () => {
    const totals = totalsOf([row('a', 0.1, 2, 4), row('b', 0.2, 1, 6)]);
    expect(totals).toEqual({
      daysRented: 3,
      daysAvailable: 10,
      utilisation: 0.3,
      revenue: 0.3,
      maintenanceCost: 0.2,
    });
  });

  it('cuts the months of a period to the period', () => {
    expect(monthBuckets('2025-02-15', '2025-04-10')).toEqual([
      { key: '2025-02', from: '2025-02-15', end: '2025-03-01' },
      { key: '2025-03', from: '2025-03-01', end: '2025-04-01' },
      { key: '2025-04', from: '2025-04-01', end: '2025-04-11' },
    ]);
    expect(monthBuckets('2025-12-31', '2026-01-01')).toEqual([
      { key: '2025-12', from: '2025-12-31', end: '2026-01-01' },
      { key: '2026-01', from: '2026-01-01', end: '2026-01-02' },
    ]);
    expect(monthBuckets('2024-01-01', '2026-12-31')).toHaveLength(36);
  });

  it('names months in Spanish', () => {
    expect(monthLabel('2026-09')).toBe('septiembre 2026');
  });

  it('checks a period as the server does', () => {
    expect(periodProblem('2026-11-30', '2026-11-01')).toBe(REPORT_MESSAGES.rangeOutOfOrder);
    expect(periodProblem('2020-01-01', '2026-01-01')).toBe(REPORT_MESSAGES.rangeTooLong);
    expect(periodProblem('2026-11-01', '2026-11-30')).toBeNull();
    const longest = reportQuery.safeParse({ from: '2024-01-01', to: '2026-12-31' });
    expect(longest.success).toBe(true);
    const tooLong = reportQuery.safeParse({ from: '2023-12-31', to: '2026-12-31' });
    expect(tooLong.success).toBe(false);
    expect(MAX_REPORT_DAYS).toBe(1096);
  });
});
