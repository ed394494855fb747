import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from './dates.ts';
import type { RentalStatus } from './handover.ts';
import {
  cancelledByText,
  cancelReasonText,
  isCarOut,
  RENTAL_STATE_LABELS,
  RENTAL_STATES,
  type RentalState,
  rentalState,
  rentalStateLabel,
  STATE_FILTER_STATES,
  STATE_FILTERS,
  stateOnDay,
} from './rental-state.ts';

const BASE = '2026-11-01';

/**
 * A random reservation and what happened to it up to `today`: its dates, a cancellation (only
 * before any hand-over, as the database insists), a check-out on one of its days and perhaps a
 * check-in on that day or later, and the day the app began recording hand-overs.
 */
const histories = fc
  .record({
    start: fc.integer({ min: -40, max: 40 }),
    nights: fc.integer({ min: 1, max: 15 }),
    today: fc.integer({ min: -40, max: 60 }),
    since: fc.integer({ min: -60, max: 60 }),
    cancelled: fc.boolean(),
    checkoutAfterStart: fc.option(fc.integer({ min: 0, max: 15 })),
    checkinAfterCheckout: fc.option(fc.integer({ min: 0, max: 30 })),
  })
  .map((h) => {
    const startDate = addDays(BASE, h.start);
    const endDate = addDays(BASE, h.start + h.nights);
    const today = addDays(BASE, h.today);
    const since = addDays(BASE, Math.min(h.since, h.today));
    // A check-out happens on one of the booking's days, and only once that day has come.
    const checkoutDay =
      h.checkoutAfterStart !== null &&
      h.checkoutAfterStart <= h.nights &&
      h.start + h.checkoutAfterStart <= h.today &&
      !h.cancelled
        ? h.start + h.checkoutAfterStart
        : null;
    const checkinDay =
      checkoutDay !== null &&
      h.checkinAfterCheckout !== null &&
      checkoutDay + h.checkinAfterCheckout <= h.today
        ? checkoutDay + h.checkinAfterCheckout
        : null;
    const rentalStatus: RentalStatus =
      checkinDay !== null ? 'returned' : checkoutDay !== null ? 'inProgress' : 'booked';
    return {
      reservation: {
        startDate,
        endDate,
        status: h.cancelled ? ('cancelled' as const) : ('active' as const),
        rentalStatus,
      },
      today,
      since,
      carOut: checkoutDay !== null && checkinDay === null,
    };
  });

describe('rentalState (issue 27: one truth about every rental)', () => {
  it('holds the rules for any dates and hand-over history', () => {
    fc.assert(
      fc.property(histories, ({ reservation: r, today, since, carOut }) => {
        const state = rentalState(r, today, since);
        const label = rentalStateLabel(state);
        expect(RENTAL_STATES).toContain(state);
        expect(label).toBe(RENTAL_STATE_LABELS[state]);
        // No reservation is 'Completada' while its car is out.
        if (carOut) {
          expect(label).not.toBe('Completada');
          expect(state).toBe(r.endDate < today ? 'overdue' : 'out');
          expect(isCarOut(state)).toBe(true);
        }
        if (label === 'Completada') expect(state).toBe('returned');
        if (r.status === 'cancelled') expect(state).toBe('cancelled');
        else if (r.rentalStatus === 'returned') expect(state).toBe('returned');
        else if (r.startDate > today) expect(state).toBe('booked');
        else if (r.rentalStatus === 'booked') {
          if (r.startDate < since) {
            // History from before the recording: the SPEC's date-based status.
            expect(state).toBe(r.endDate < today ? 'returned' : 'out');
          } else {
            expect(state).toBe(r.startDate === today ? 'pickup-due' : 'no-show');
          }
        }
        // Never a no-show before its start day has passed, never overdue without a check-out.
        if (state === 'no-show') expect(r.startDate < today && r.startDate >= since).toBe(true);
        if (state === 'overdue') expect(carOut).toBe(true);
        if (state === 'pickup-due') expect(r.startDate).toBe(today);
      }),
      { numRuns: 2000 },
    );
  });

  it('derives today from a view the server derived on an earlier day (offline copies)', () => {
    fc.assert(
      fc.property(
        histories,
        fc.integer({ min: 0, max: 30 }),
        ({ reservation: r, today: served, since }, later) => {
          // The server labelled it on `served` (never before the recording began: since <= served).
          const view = { ...r, state: rentalState(r, served, since) };
          const today = addDays(served, later);
          expect(stateOnDay(view, today)).toBe(rentalState(r, today, since));
          expect(stateOnDay(view, served)).toBe(view.state);
        },
      ),
      { numRuns: 2000 },
    );
    // A copy from before issue 27 has no state to go on.
    const old = {
      startDate: BASE,
      endDate: BASE,
      status: 'active',
      rentalStatus: 'booked',
    } as const;
    expect(stateOnDay(old, BASE)).toBeUndefined();
    // A booking seen yesterday as 'Próxima' is, the next day, due for pickup, then a no-show;
    // a car out yesterday whose end has passed is overdue, never 'Completada'.
    const booked = {
      startDate: addDays(BASE, 1),
      endDate: addDays(BASE, 3),
      status: 'active',
      rentalStatus: 'booked',
      state: 'booked',
    } as const;
    expect(stateOnDay(booked, addDays(BASE, 1))).toBe('pickup-due');
    expect(stateOnDay(booked, addDays(BASE, 2))).toBe('no-show');
    const out = { ...booked, rentalStatus: 'inProgress', state: 'out' } as const;
    expect(stateOnDay(out, addDays(BASE, 4))).toBe('overdue');
    // History from before the recording keeps its dates: 'Activa', then 'Completada'.
    const old2 = { ...booked, startDate: addDays(BASE, -1), state: 'out' } as const;
    expect(stateOnDay(old2, addDays(BASE, 4))).toBe('returned');
  });

  it('labels as the SPEC and the issue say', () => {
    expect(RENTAL_STATE_LABELS).toEqual({
      booked: 'Próxima',
      'pickup-due': 'Activa',
      out: 'Activa',
      returned: 'Completada',
      overdue: 'Atrasada',
      'no-show': 'No se presentó',
      cancelled: 'Cancelada',
    });
  });

  it('gives every state exactly one list filter', () => {
    const covered = STATE_FILTERS.flatMap((filter) => STATE_FILTER_STATES[filter]);
    expect([...covered].sort()).toEqual([...RENTAL_STATES].sort() as RentalState[]);
  });

  it('says who cancelled and why as people read it', () => {
    expect(cancelledByText({ by: 'customer', byName: 'Ana López' })).toBe('el cliente');
    expect(cancelledByText({ by: 'staff', byName: 'Admin Uno' })).toBe('Admin Uno');
    expect(cancelReasonText('no-show')).toBe('No se presentó');
    expect(cancelReasonText('Cambio de planes')).toBe('Cambio de planes');
    expect(cancelReasonText(null)).toBeNull();
  });
});
