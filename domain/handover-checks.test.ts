import { describe, expect, it } from 'vitest';
import {
  bookedDays,
  HANDOVER_CHECK_MESSAGES as CM,
  implausibleReading,
  serviceWarnings,
} from './handover-checks.ts';

describe('implausible odometer readings (issue 27)', () => {
  it('a check-out more than 500 km above the vehicle is implausible', () => {
    expect(
      implausibleReading({
        kind: 'checkout',
        reading: 41_250,
        previous: { km: 27_300, date: '2026-11-20' },
        vehicleKm: 27_300,
        bookedDays: 2,
      }),
    ).toEqual({
      previousKm: 27_300,
      previousDate: '2026-11-20',
      reading: 41_250,
      increase: 13_950,
      maxIncrease: 500,
    });
    expect(
      implausibleReading({
        kind: 'checkout',
        reading: 27_800,
        previous: null,
        vehicleKm: 27_300,
        bookedDays: 2,
      }),
    ).toBeNull();
  });

  it('a check-in may rise 1,500 km per booked day, at least one day', () => {
    const base = {
      kind: 'checkin' as const,
      previous: { km: 1_000, date: '2026-11-20' },
      vehicleKm: 1_000,
    };
    expect(implausibleReading({ ...base, reading: 4_000, bookedDays: 2 })).toBeNull();
    expect(implausibleReading({ ...base, reading: 20_000, bookedDays: 2 })?.maxIncrease).toBe(
      3_000,
    );
    expect(bookedDays({ startDate: '2026-11-20', endDate: '2026-11-20' })).toBe(1);
    expect(
      implausibleReading({
        ...base,
        reading: 2_600,
        bookedDays: bookedDays({ startDate: '2026-11-20', endDate: '2026-11-20' }),
      })?.increase,
    ).toBe(1_600);
  });

  it('asks the question with the number as El Salvador writes it', () => {
    expect(CM.implausibleQuestion(13_950)).toBe(
      'Esta lectura parece muy alta (+13,950 km). ¿Es correcta?',
    );
  });
});

describe('service warnings before a check-out (issue 27)', () => {
  const input = {
    today: '2026-11-26',
    kilometers: 9_700,
    kmForMaintenance: 10_000,
    monthsForMaintenance: null,
    lastService: null,
    since: '2026-01-01',
    readings: [
      { date: '2026-11-06', km: 7_700 },
      { date: '2026-11-26', km: 9_700 },
    ],
    reservations: [],
  };

  it('warns by km when the average pace passes the interval within the booked days', () => {
    const rental = { startDate: '2026-11-26', endDate: '2026-12-01' };
    expect(serviceWarnings(input, rental).map((w) => w.kind)).toEqual(['serviceDueDuringRental']);
    expect(serviceWarnings(input, { startDate: '2026-11-26', endDate: '2026-11-28' })).toEqual([]);
  });

  it('warns when overdue by km or by time', () => {
    const overdue = serviceWarnings(
      {
        ...input,
        kilometers: 10_200,
        monthsForMaintenance: 6,
        lastService: { date: '2026-05-01', km: 0 },
      },
      { startDate: '2026-11-26', endDate: '2026-11-27' },
    );
    expect(overdue.map((w) => [w.kind, w.dueBy])).toEqual([
      ['serviceOverdue', 'km'],
      ['serviceOverdue', 'time'],
    ]);
    expect(overdue[1]?.message).toBe('Servicio vencido por tiempo desde el 01/11/2026');
  });
});
