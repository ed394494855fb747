import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from './dates.ts';
import {
  addMonths,
  averageKmPerDay,
  clashMessage,
  type ForecastInput,
  forecastService,
  intervalProgress,
} from './maintenance-forecast.ts';

const base: ForecastInput = {
  today: '2026-12-01',
  kilometers: 12_000,
  kmForMaintenance: 5_000,
  monthsForMaintenance: null,
  lastService: { date: '2026-10-01', km: 10_000 },
  since: '2026-01-01',
  readings: [],
  reservations: [],
};

describe('addMonths', () => {
  it('keeps the day, or takes the month’s last one', () => {
    expect(addMonths('2026-01-15', 6)).toBe('2026-07-15');
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2026-11-30', 3)).toBe('2027-02-28');
    expect(addMonths('2027-12-31', 2)).toBe('2028-02-29');
  });
});

describe('averageKmPerDay', () => {
  it('averages the last 90 days of the log', () => {
    const readings = [
      { date: '2026-01-01', km: 0 },
      { date: '2026-11-01', km: 9_000 },
      { date: '2026-11-21', km: 10_000 },
    ];
    expect(averageKmPerDay(readings, '2026-12-01')).toBe(50);
  });
  it('falls back to the whole history when the last 90 days hold one reading', () => {
    const readings = [
      { date: '2026-01-01', km: 0 },
      { date: '2026-11-21', km: 6_480 },
    ];
    expect(averageKmPerDay(readings, '2026-12-01')).toBe(20);
  });
  it('is 0 when the log says nothing', () => {
    expect(averageKmPerDay([], '2026-12-01')).toBe(0);
    expect(averageKmPerDay([{ date: '2026-11-30', km: 5 }], '2026-12-01')).toBe(0);
  });
});

describe('forecastService', () => {
  it('counts km from the last service and projects the date at the average pace', () => {
    const forecast = forecastService({
      ...base,
      readings: [
        { date: '2026-10-01', km: 10_000 },
        { date: '2026-12-01', km: 12_000 },
      ],
    });
    // 2,000 km in 61 days: 32.8 km a day; 3,000 km left.
    expect(forecast).toMatchObject({
      kmSinceService: 2_000,
      kmToService: 3_000,
      dueBy: 'km',
      avgKmPerDay: 32.8,
      state: 'upToDate',
      projectedDueDate: addDays('2026-12-01', Math.floor(3_000 / 32.8)),
    });
    expect(forecast.daysToService).toBe(Math.floor(3_000 / 32.8));
  });

  it('is próximo within 1,000 km, or within a configurable distance', () => {
    expect(forecastService({ ...base, kilometers: 14_000 }).state).toBe('dueSoon');
    expect(forecastService({ ...base, kilometers: 13_999 }).state).toBe('upToDate');
    expect(
      forecastService({ ...base, kilometers: 13_000, thresholds: { km: 2_000, days: 14 } }).state,
    ).toBe('dueSoon');
  });

  it('is due by time when the months run out first, and vencido once that day came', () => {
    const byTime = { ...base, monthsForMaintenance: 3 };
    expect(forecastService(byTime)).toMatchObject({
      dueBy: 'time',
      projectedDueDate: '2027-01-01',
      daysToService: 31,
      state: 'upToDate',
    });
    expect(forecastService({ ...byTime, today: '2026-12-20' }).state).toBe('dueSoon');
    expect(forecastService({ ...byTime, today: '2027-01-01' }).state).toBe('overdue');
  });

  it('is vencido when the km interval is passed, and counts from 0 without a service', () => {
    const forecast = forecastService({ ...base, lastService: null, kilometers: 5_200 });
    expect(forecast).toMatchObject({ kmSinceService: 5_200, kmToService: -200, state: 'overdue' });
    expect(forecast.projectedDueDate).toBe(base.today);
  });

  it('lists the upcoming reservations during or after which the service falls due', () => {
    const forecast = forecastService({
      ...base,
      monthsForMaintenance: 3,
      reservations: [
        { id: 1, startDate: '2026-12-10', endDate: '2026-12-15' },
        { id: 2, startDate: '2026-12-30', endDate: '2027-01-03' },
        { id: 3, startDate: '2027-01-05', endDate: '2027-01-08' },
      ],
    });
    expect(forecast.clashes).toEqual([
      { reservationId: 2, startDate: '2026-12-30', endDate: '2027-01-03' },
      { reservationId: 3, startDate: '2027-01-05', endDate: '2027-01-08' },
    ]);
    expect(
      clashMessage({ reservationId: 123, startDate: '2026-12-15', endDate: '2026-12-20' }),
    ).toBe(
      'Superará su servicio durante la reserva #123 (15/12 - 20/12): programa el servicio antes de la entrega',
    );
  });

  const isoDay = fc.integer({ min: 0, max: 3_000 }).map((offset) => addDays('2024-01-01', offset));
  const scenario = fc.record({
    serviceDate: isoDay,
    serviceKm: fc.integer({ min: 0, max: 200_000 }),
    driven: fc.integer({ min: 0, max: 50_000 }),
    daysAfter: fc.integer({ min: 0, max: 800 }),
    kmForMaintenance: fc.option(fc.integer({ min: 1, max: 50_000 }), { nil: null }),
    monthsForMaintenance: fc.option(fc.integer({ min: 1, max: 24 }), { nil: null }),
    pace: fc.integer({ min: 0, max: 400 }),
  });
  type ScenarioValue = typeof scenario extends fc.Arbitrary<infer T> ? T : never;
  const inputOf = (s: ScenarioValue): ForecastInput => {
    const today = addDays(s.serviceDate, s.daysAfter);
    return {
      ...base,
      today,
      kilometers: s.serviceKm + s.driven,
      kmForMaintenance: s.kmForMaintenance,
      monthsForMaintenance: s.monthsForMaintenance,
      lastService: { date: s.serviceDate, km: s.serviceKm },
      readings: [
        { date: addDays(today, -30), km: s.serviceKm + s.driven - 30 * s.pace },
        { date: today, km: s.serviceKm + s.driven },
      ],
    };
  };

  it('never projects the due date before the last service (fast-check)', () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const forecast = forecastService(inputOf(s));
        if (forecast.projectedDueDate !== null) {
          expect(forecast.projectedDueDate >= s.serviceDate).toBe(true);
        }
      }),
    );
  });

  it('falls due by whichever interval comes first (fast-check)', () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const input = inputOf(s);
        const forecast = forecastService(input);
        const alone = (km: number | null, months: number | null) =>
          forecastService({ ...input, kmForMaintenance: km, monthsForMaintenance: months });
        const byKm = alone(s.kmForMaintenance, null).projectedDueDate;
        const byTime = alone(null, s.monthsForMaintenance).projectedDueDate;
        const candidates = [byKm, byTime].filter((d): d is string => d !== null).sort();
        expect(forecast.projectedDueDate).toBe(candidates[0] ?? null);
        if (forecast.dueBy === 'km') expect(forecast.projectedDueDate).toBe(byKm);
        if (forecast.dueBy === 'time') expect(forecast.projectedDueDate).toBe(byTime);
        // Overdue by either interval is overdue.
        if (alone(s.kmForMaintenance, null).state === 'overdue')
          expect(forecast.state).toBe('overdue');
        if (alone(null, s.monthsForMaintenance).state === 'overdue') {
          expect(forecast.state).toBe('overdue');
        }
      }),
    );
  });
});

describe('intervalProgress', () => {
  it('measures the km and time used since the last service, or since the car came in', () => {
    const vehicle = { kilometers: 12_000, kmForMaintenance: 5_000, monthsForMaintenance: 6 };
    expect(
      intervalProgress(vehicle, { date: '2026-09-01', km: 10_000 }, '2026-01-01', '2026-12-01'),
    ).toEqual({
      km: { share: 0.4, left: 3_000 },
      time: { share: 91 / 181, left: 90 },
    });
    const none = intervalProgress(
      { ...vehicle, monthsForMaintenance: null },
      null,
      '2026-01-01',
      '2026-12-01',
    );
    expect(none).toEqual({ km: { share: 1, left: -7_000 }, time: null });
  });
});
