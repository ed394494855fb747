import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, earliestSearchStart, todayInElSalvador } from './dates.ts';
import {
  canCancel,
  DISPLAY_STATUS_LABELS,
  displayStatus,
  MAX_RENTAL_DAYS,
  MAX_START_AHEAD_DAYS,
  mayManageReservationsOf,
  rangesOverlap,
  rentalDays,
  totalPrice,
  validateReservationDates,
} from './reservation.ts';
import { dateRangeQuery, reservationInput } from './reservation-contracts.ts';
import { fieldErrorsOf } from './user.ts';

const TODAY = '2026-03-15';
const input = reservationInput(() => TODAY);

function errorsOf(payload: unknown) {
  const result = input.safeParse(payload);
  return result.success ? {} : fieldErrorsOf(result.error);
}

/** A day within a few years of TODAY, as YYYY-MM-DD. */
const dayOffset = fc.integer({ min: -400, max: 1500 });
const price = fc.integer({ min: 1, max: 10_000_000 }).map((cents) => cents / 100);

describe('reservation dates and price', () => {
  it('bills end - start days at the price per day', () => {
    expect(rentalDays('2026-03-15', '2026-03-16')).toBe(1);
    expect(rentalDays('2026-02-27', '2026-03-02')).toBe(3);
    expect(rentalDays('2028-02-28', '2028-03-01')).toBe(2);
    expect(totalPrice(3, 45.5)).toBe(136.5);
    expect(totalPrice(3, 33.33)).toBe(99.99);
    expect(totalPrice(7, 0.1)).toBe(0.7);
    expect(totalPrice(-2, 50)).toBe(0);
  });

  it('prices any valid range as days x price, in whole cents, and accepts it', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: MAX_START_AHEAD_DAYS }),
        fc.integer({ min: 1, max: MAX_RENTAL_DAYS }),
        price,
        (offset, days, perDay) => {
          const start = addDays(TODAY, offset);
          const end = addDays(start, days);
          expect(rentalDays(start, end)).toBe(days);
          expect(validateReservationDates(start, end, TODAY)).toEqual([]);
          const total = totalPrice(days, perDay);
          expect(Math.abs(total - days * perDay)).toBeLessThan(0.005 + 1e-9);
          expect(Number.isInteger(Math.round(total * 100))).toBe(true);
          expect(Math.abs(total * 100 - Math.round(total * 100))).toBeLessThan(1e-6);
          expect(total).toBeGreaterThanOrEqual(perDay);
        },
      ),
    );
  });

  it('refuses every range that starts before today or does not end after its start', () => {
    fc.assert(
      fc.property(dayOffset, dayOffset, (a, b) => {
        const start = addDays(TODAY, a);
        const end = addDays(TODAY, b);
        const messages = validateReservationDates(start, end, TODAY).map((e) => e.message);
        expect(messages.includes('La fecha de inicio no puede ser anterior a hoy')).toBe(a < 0);
        expect(messages.includes('La fecha de fin debe ser posterior a la fecha de inicio')).toBe(
          b <= a,
        );
      }),
    );
  });

  it('refuses a same-day end and accepts one day', () => {
    expect(validateReservationDates(TODAY, TODAY, TODAY)).toEqual([
      { field: 'endDate', message: 'La fecha de fin debe ser posterior a la fecha de inicio' },
    ]);
    expect(validateReservationDates(TODAY, addDays(TODAY, 1), TODAY)).toEqual([]);
  });

  it('caps one booking at a year', () => {
    expect(validateReservationDates(TODAY, addDays(TODAY, MAX_RENTAL_DAYS), TODAY)).toEqual([]);
    expect(validateReservationDates(TODAY, addDays(TODAY, MAX_RENTAL_DAYS + 1), TODAY)).toEqual([
      { field: 'endDate', message: 'Una reserva no puede superar 365 días' },
    ]);
  });

  it('takes bookings that start within 365 days of today, not later', () => {
    const last = addDays(TODAY, MAX_START_AHEAD_DAYS);
    expect(validateReservationDates(last, addDays(last, 2), TODAY)).toEqual([]);
    const tooFar = addDays(last, 1);
    expect(validateReservationDates(tooFar, addDays(tooFar, 2), TODAY)).toEqual([
      {
        field: 'startDate',
        message: 'La fecha de inicio debe estar dentro de los próximos 365 días',
      },
    ]);
  });

  it('answers the by-date list for at most 366 days at a time', () => {
    const year = { startDate: '2028-01-01', endDate: '2028-12-31' };
    expect(dateRangeQuery.safeParse(year).success).toBe(true);
    const longer = dateRangeQuery.safeParse({ ...year, endDate: '2029-01-01' });
    expect(longer.success).toBe(false);
    expect(longer.error?.issues[0]?.message).toBe('El rango de fechas no puede superar 366 días');
  });

  it('counts both end days as occupied: the next booking starts the day after the end', () => {
    const first = { startDate: '2026-04-01', endDate: '2026-04-05' };
    expect(rangesOverlap(first, { startDate: '2026-04-05', endDate: '2026-04-08' })).toBe(true);
    expect(rangesOverlap(first, { startDate: '2026-04-06', endDate: '2026-04-08' })).toBe(false);
    expect(rangesOverlap(first, { startDate: '2026-03-28', endDate: '2026-04-01' })).toBe(true);
    expect(rangesOverlap(first, { startDate: '2026-03-28', endDate: '2026-03-31' })).toBe(false);
    expect(rangesOverlap(first, { startDate: '2026-04-02', endDate: '2026-04-03' })).toBe(true);
  });

  it('still takes today as a start after local noon, when the search pickers move to tomorrow', () => {
    // 19:30 UTC is 13:30 in San Salvador.
    const afterNoon = new Date('2026-03-15T19:30:00Z');
    const today = todayInElSalvador(afterNoon);
    expect(today).toBe('2026-03-15');
    expect(earliestSearchStart(afterNoon)).toBe('2026-03-16');
    expect(validateReservationDates(today, '2026-03-16', today)).toEqual([]);
    // 03:00 UTC on the 16th is still the evening of the 15th there: the 15th is not yet past.
    const lateEvening = todayInElSalvador(new Date('2026-03-16T03:00:00Z'));
    expect(validateReservationDates('2026-03-15', '2026-03-16', lateEvening)).toEqual([]);
    expect(validateReservationDates('2026-03-14', '2026-03-16', lateEvening)).toHaveLength(1);
  });
});

describe('display status', () => {
  const booking = { startDate: '2026-03-10', endDate: '2026-03-12', status: 'active' as const };

  it('is Próxima before the start, Activa from start to end inclusive, Completada after', () => {
    expect(displayStatus(booking, '2026-03-09')).toBe('upcoming');
    expect(displayStatus(booking, '2026-03-10')).toBe('active');
    expect(displayStatus(booking, '2026-03-12')).toBe('active');
    expect(displayStatus(booking, '2026-03-13')).toBe('completed');
    expect(DISPLAY_STATUS_LABELS).toEqual({
      upcoming: 'Próxima',
      active: 'Activa',
      completed: 'Completada',
    });
  });

  it('lets active and upcoming bookings be cancelled, not completed or cancelled ones', () => {
    expect(canCancel(booking, '2026-03-01')).toBe(true);
    expect(canCancel(booking, '2026-03-12')).toBe(true);
    expect(canCancel(booking, '2026-03-13')).toBe(false);
    expect(canCancel({ ...booking, status: 'cancelled' }, '2026-03-01')).toBe(false);
  });

  it('lets owners and admins manage reservations, nobody else', () => {
    expect(mayManageReservationsOf({ id: 4, role: 'USER' }, 4)).toBe(true);
    expect(mayManageReservationsOf({ id: 5, role: 'USER' }, 4)).toBe(false);
    expect(mayManageReservationsOf({ id: 1, role: 'ADMIN' }, 4)).toBe(true);
  });
});

describe('reservation payload', () => {
  it('names every missing field with the SPEC 5.1 message', () => {
    expect(errorsOf({})).toEqual({
      vehicleId: 'ID del vehículo es requerido',
      startDate: 'La fecha de inicio es requerida',
      endDate: 'La fecha de fin es requerida',
    });
    expect(errorsOf({ vehicleId: '', startDate: ' ', endDate: '' })).toEqual({
      vehicleId: 'ID del vehículo es requerido',
      startDate: 'La fecha de inicio es requerida',
      endDate: 'La fecha de fin es requerida',
    });
  });

  it('reads both date spellings and ids sent as text', () => {
    expect(input.parse({ vehicleId: '7', startDate: '16-03-2026', endDate: '2026-03-18' })).toEqual(
      { vehicleId: 7, startDate: '2026-03-16', endDate: '2026-03-18' },
    );
  });

  it.each([
    ['2026-02-30'],
    ['31-31-2026'],
    ['mañana'],
    ['2026-3-16'],
    ['16/03/2026'],
    [20260316],
    [null],
  ])('refuses the odd date %j', (odd) => {
    expect(errorsOf({ vehicleId: 1, startDate: odd, endDate: '2026-03-20' })).toEqual({
      startDate: 'La fecha de inicio no es válida',
    });
  });

  it.each([[0], [-3], [1.5], ['abc'], [true], [{}], [99_999_999_999]])(
    'refuses the vehicle id %j',
    (id) => {
      expect(errorsOf({ vehicleId: id, startDate: TODAY, endDate: '2026-03-20' })).toEqual({
        vehicleId: 'ID del vehículo no es válido',
      });
    },
  );

  it('checks the dates against today and refuses unknown fields', () => {
    expect(errorsOf({ vehicleId: 1, startDate: '2026-03-14', endDate: '2026-03-14' })).toEqual({
      startDate: 'La fecha de inicio no puede ser anterior a hoy',
      endDate: 'La fecha de fin debe ser posterior a la fecha de inicio',
    });
    expect(errorsOf({ vehicleId: 1, startDate: TODAY, endDate: '2026-03-16', price: 1 })).toEqual({
      _: 'Campo no permitido: price',
    });
  });

  it('accepts a query range of one day and refuses one that ends before it starts', () => {
    expect(dateRangeQuery.parse({ startDate: '15-03-2026', endDate: '2026-03-15' })).toEqual({
      startDate: '2026-03-15',
      endDate: '2026-03-15',
    });
    const wrong = dateRangeQuery.safeParse({ startDate: '2026-03-15', endDate: '2026-03-14' });
    expect(wrong.success ? {} : fieldErrorsOf(wrong.error)).toEqual({
      endDate: 'La fecha de fin no puede ser anterior a la fecha de inicio',
    });
  });
});
