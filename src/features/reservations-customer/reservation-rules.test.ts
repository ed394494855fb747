import { describe, expect, it } from 'vitest';
import { liveFieldErrors, reservationFormErrors, reservationSummary } from './reservation-rules.ts';

const TODAY = '2026-03-15';

describe('reservationFormErrors', () => {
  it('asks for both days', () => {
    expect(reservationFormErrors({ start: '', end: '' }, TODAY)).toEqual([
      'La fecha de inicio es requerida',
      'La fecha de fin es requerida',
    ]);
  });

  it('refuses a start before today and an end not after the start, together', () => {
    expect(reservationFormErrors({ start: '2026-03-14', end: '2026-03-14' }, TODAY)).toEqual([
      'La fecha de inicio no puede ser anterior a hoy',
      'La fecha de fin debe ser posterior a la fecha de inicio',
    ]);
    expect(reservationFormErrors({ start: '2026-03-10', end: '' }, TODAY)).toEqual([
      'La fecha de fin es requerida',
      'La fecha de inicio no puede ser anterior a hoy',
    ]);
  });

  it('accepts today as the start (the reservation page has no noon rule)', () => {
    expect(reservationFormErrors({ start: TODAY, end: '2026-03-16' }, TODAY)).toEqual([]);
  });
});

describe('liveFieldErrors', () => {
  it('puts each message under its field', () => {
    expect(liveFieldErrors({ start: '2026-03-20', end: '2026-03-19' }, TODAY)).toEqual({
      start: undefined,
      end: 'La fecha de fin debe ser posterior a la fecha de inicio',
    });
    expect(liveFieldErrors({ start: '2026-03-01', end: '' }, TODAY).start).toBe(
      'La fecha de inicio no puede ser anterior a hoy',
    );
  });
});

describe('reservationSummary', () => {
  it('bills end - start days at the daily price', () => {
    expect(reservationSummary({ start: '2026-03-20', end: '2026-03-23' }, 45.5)).toEqual({
      days: 3,
      total: 136.5,
    });
  });

  it('is zero until the range makes sense', () => {
    expect(reservationSummary({ start: '2026-03-20', end: '' }, 45)).toEqual({ days: 0, total: 0 });
    expect(reservationSummary({ start: '2026-03-20', end: '2026-03-18' }, 45)).toEqual({
      days: 0,
      total: 0,
    });
  });
});
