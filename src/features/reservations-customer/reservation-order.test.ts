import { describe, expect, it } from 'vitest';
import type { RentalStatus } from '#domain/handover.ts';
import type { RentalState } from '#domain/rental-state.ts';
import { byRelevance, firstCardPhoto, isHistory, nextReservation } from './reservation-order.ts';

const TODAY = '2026-03-15';
/** The hand-over record each state implies, as the server's view carries it. */
const RECORD: Record<RentalState, RentalStatus> = {
  booked: 'booked',
  'pickup-due': 'booked',
  'no-show': 'booked',
  cancelled: 'booked',
  out: 'inProgress',
  overdue: 'inProgress',
  returned: 'returned',
};
const r = (id: number, startDate: string, state: RentalState, endDate = '2026-03-20') => ({
  id,
  startDate,
  endDate,
  state,
  status: state === 'cancelled' ? ('cancelled' as const) : ('active' as const),
  rentalStatus: RECORD[state],
});

describe('reservation order', () => {
  const list = [
    r(1, '2026-01-01', 'returned', '2026-01-03'),
    r(2, '2026-05-01', 'booked'),
    r(3, '2026-02-01', 'cancelled'),
    r(4, '2026-04-01', 'booked'),
    r(5, '2026-03-10', 'out'),
  ];
  const sort = (items: typeof list) => [...items].sort((a, b) => byRelevance(a, b, TODAY));

  it('lists the running one, the coming ones by date, then the past newest first', () => {
    expect(sort(list).map((x) => x.id)).toEqual([5, 4, 2, 3, 1]);
  });

  it('names the photo of the card shown first: the running one, else the newest past', () => {
    const photo = <T extends { id: number }>(x: T) => ({
      ...x,
      vehicle: { mainImageUrl: `/vehicles/${x.id}.svg` },
    });
    expect(firstCardPhoto(list.map(photo), TODAY)).toBe('/vehicles/5.svg');
    const past = [list[0], list[2]].flatMap((x) => (x ? [photo(x)] : []));
    expect(firstCardPhoto(past, TODAY)).toBe('/vehicles/3.svg');
    expect(firstCardPhoto([], TODAY)).toBeUndefined();
  });

  it('picks the running or the soonest coming reservation, none when all are past', () => {
    expect(nextReservation(list, TODAY)?.id).toBe(5);
    expect(
      nextReservation(
        list.filter((x) => x.id !== 5),
        TODAY,
      )?.id,
    ).toBe(4);
    expect(nextReservation([r(1, '2026-01-01', 'returned')], TODAY)).toBeUndefined();
  });

  it('keeps cancellations and ended no-shows in the history, an overdue car out of it', () => {
    expect(isHistory(r(1, '2026-03-01', 'cancelled'), TODAY)).toBe(true);
    expect(isHistory(r(1, '2026-03-01', 'no-show', '2026-03-05'), TODAY)).toBe(true);
    expect(isHistory(r(1, '2026-03-14', 'no-show', '2026-03-16'), TODAY)).toBe(false);
    expect(isHistory(r(1, '2026-03-01', 'overdue', '2026-03-05'), TODAY)).toBe(false);
  });

  it('orders a list kept offline by what is true today, not on the day it was saved', () => {
    // Saved on 10/03: a booking for 12/03 was 'Próxima', a car due back on 14/03 was out.
    const saved = [
      r(1, '2026-03-12', 'booked', '2026-03-13'),
      r(2, '2026-03-08', 'out', '2026-03-14'),
    ];
    // On 15/03 the booking's days are over without a pickup (history); the car is late (now).
    expect(isHistory(saved[0] as (typeof saved)[number], TODAY)).toBe(true);
    expect(isHistory(saved[1] as (typeof saved)[number], TODAY)).toBe(false);
    expect(nextReservation(saved, TODAY)?.id).toBe(2);
  });
});
