import { describe, expect, it } from 'vitest';
import type { ReservationView } from '#domain/reservation-contracts.ts';
import { testReservation as reservation } from '../../test/test-reservation.ts';
import {
  addMonths,
  appliedFilterLabels,
  DEFAULT_SORT,
  filterReservations,
  inDateWindow,
  matchesSearch,
  NO_FILTERS,
  nextSort,
  sortReservations,
} from './reservation-list.ts';

const TODAY = '2026-04-15';

describe('nextSort', () => {
  it('flips the direction when the same header is chosen again', () => {
    expect(nextSort(DEFAULT_SORT, 'startDate')).toEqual({ key: 'startDate', direction: 'asc' });
    expect(nextSort({ key: 'startDate', direction: 'asc' }, 'startDate')).toEqual(DEFAULT_SORT);
  });

  it('starts a new header descending, whatever the old direction', () => {
    expect(nextSort({ key: 'startDate', direction: 'asc' }, 'totalPrice')).toEqual({
      key: 'totalPrice',
      direction: 'desc',
    });
  });

  it('defaults to start date, newest first', () => {
    expect(DEFAULT_SORT).toEqual({ key: 'startDate', direction: 'desc' });
  });
});

describe('sortReservations', () => {
  const list = [
    reservation(1, {
      startDate: '2026-04-10',
      endDate: '2026-04-20',
      totalPrice: 450,
      createdAt: '2026-03-01T00:00:00.000Z',
      user: { name: 'María López' },
      vehicle: { name: 'Rio' },
    }),
    reservation(2, {
      startDate: '2026-05-01',
      endDate: '2026-05-03',
      totalPrice: 90,
      createdAt: '2026-04-01T00:00:00.000Z',
      user: { name: 'álvaro Pérez' },
      vehicle: { name: 'Tucson' },
    }),
    reservation(3, {
      startDate: '2026-03-01',
      endDate: '2026-03-05',
      totalPrice: 1200.5,
      createdAt: '2026-02-01T00:00:00.000Z',
      user: { name: 'José Ramírez' },
      vehicle: { name: 'Hilux' },
    }),
  ];
  const ids = (sorted: ReservationView[]) => sorted.map((r) => r.id);

  it('orders by each key in both directions', () => {
    expect(ids(sortReservations(list, { key: 'startDate', direction: 'desc' }))).toEqual([2, 1, 3]);
    expect(ids(sortReservations(list, { key: 'startDate', direction: 'asc' }))).toEqual([3, 1, 2]);
    expect(ids(sortReservations(list, { key: 'endDate', direction: 'desc' }))).toEqual([2, 1, 3]);
    expect(ids(sortReservations(list, { key: 'createdAt', direction: 'asc' }))).toEqual([3, 1, 2]);
    expect(ids(sortReservations(list, { key: 'totalPrice', direction: 'desc' }))).toEqual([
      3, 1, 2,
    ]);
    expect(ids(sortReservations(list, { key: 'vehicleName', direction: 'asc' }))).toEqual([
      3, 1, 2,
    ]);
  });

  it('orders names as Spanish readers do, ignoring case and accents', () => {
    expect(ids(sortReservations(list, { key: 'userName', direction: 'asc' }))).toEqual([2, 3, 1]);
  });

  it('breaks ties by ID and leaves the input untouched', () => {
    const tied = [reservation(5), reservation(4), reservation(6)];
    expect(ids(sortReservations(tied, { key: 'totalPrice', direction: 'desc' }))).toEqual([
      6, 5, 4,
    ]);
    expect(ids(tied)).toEqual([5, 4, 6]);
  });
});

describe('matchesSearch', () => {
  const item = reservation(42, {
    user: { name: 'José Ramírez', email: 'jose.ramirez@elitedrive.sv', dui: '06789123-4' },
    vehicle: { name: 'Hilux', brand: 'Toyota', model: 'SRV 4x4 2024', type: 'PickUp' },
  });

  it('finds by user, e-mail, DUI, vehicle, brand and ID, ignoring case and accents', () => {
    for (const term of ['jose', 'RAMÍREZ', 'jose.ramirez@', '06789123', 'hilux', 'toyota', '#42']) {
      expect(matchesSearch(item, term), term).toBe(true);
    }
  });

  it('needs every word to match', () => {
    expect(matchesSearch(item, 'toyota jose')).toBe(true);
    expect(matchesSearch(item, 'toyota maria')).toBe(false);
  });

  it('matches everything when the box is empty', () => {
    expect(matchesSearch(item, '   ')).toBe(true);
  });
});

describe('addMonths', () => {
  it('keeps the day, or the last day of a shorter month', () => {
    expect(addMonths('2026-04-15', 1)).toBe('2026-05-15');
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-12-10', 1)).toBe('2027-01-10');
    expect(addMonths('2026-01-10', -1)).toBe('2025-12-10');
  });
});

describe('inDateWindow', () => {
  const at = (startDate: string, endDate: string) => ({ startDate, endDate });

  it('today: reservations that occupy today', () => {
    expect(inDateWindow(at('2026-04-10', '2026-04-15'), 'today', TODAY)).toBe(true);
    expect(inDateWindow(at('2026-04-15', '2026-04-18'), 'today', TODAY)).toBe(true);
    expect(inDateWindow(at('2026-04-16', '2026-04-18'), 'today', TODAY)).toBe(false);
    expect(inDateWindow(at('2026-04-01', '2026-04-14'), 'today', TODAY)).toBe(false);
  });

  it('week: any day within the next 7 days, today included', () => {
    expect(inDateWindow(at('2026-04-21', '2026-04-25'), 'week', TODAY)).toBe(true);
    expect(inDateWindow(at('2026-04-22', '2026-04-25'), 'week', TODAY)).toBe(false);
  });

  it('month: any day until the same date next month', () => {
    expect(inDateWindow(at('2026-05-15', '2026-05-20'), 'month', TODAY)).toBe(true);
    expect(inDateWindow(at('2026-05-16', '2026-05-20'), 'month', TODAY)).toBe(false);
  });

  it('past: ended before today', () => {
    expect(inDateWindow(at('2026-04-01', '2026-04-14'), 'past', TODAY)).toBe(true);
    expect(inDateWindow(at('2026-04-01', '2026-04-15'), 'past', TODAY)).toBe(false);
  });
});

describe('filterReservations', () => {
  const list = [
    reservation(1, { displayStatus: 'active', vehicle: { type: 'Sedan' } }),
    reservation(2, {
      startDate: '2026-05-01',
      endDate: '2026-05-03',
      displayStatus: 'upcoming',
      vehicle: { type: 'SUV', name: 'Tucson', brand: 'Hyundai' },
    }),
    reservation(3, {
      startDate: '2026-03-01',
      endDate: '2026-03-05',
      displayStatus: 'completed',
      vehicle: { type: 'PickUp', name: 'Hilux' },
    }),
  ];
  const ids = (filtered: ReservationView[]) => filtered.map((r) => r.id);

  it('keeps everything without filters', () => {
    expect(ids(filterReservations(list, NO_FILTERS, TODAY))).toEqual([1, 2, 3]);
  });

  it('combines status, type, date window and search', () => {
    expect(ids(filterReservations(list, { ...NO_FILTERS, status: 'upcoming' }, TODAY))).toEqual([
      2,
    ]);
    expect(ids(filterReservations(list, { ...NO_FILTERS, type: 'PickUp' }, TODAY))).toEqual([3]);
    expect(ids(filterReservations(list, { ...NO_FILTERS, window: 'past' }, TODAY))).toEqual([3]);
    expect(ids(filterReservations(list, { ...NO_FILTERS, search: 'hyundai' }, TODAY))).toEqual([2]);
    expect(
      ids(filterReservations(list, { ...NO_FILTERS, type: 'SUV', window: 'today' }, TODAY)),
    ).toEqual([]);
  });
});

describe('appliedFilterLabels', () => {
  it('names each filter in force', () => {
    expect(appliedFilterLabels(NO_FILTERS)).toEqual([]);
    expect(
      appliedFilterLabels({ search: ' kia ', status: 'active', type: 'SUV', window: 'week' }),
    ).toEqual(['Búsqueda: "kia"', 'Estado: Activas', 'Tipo: SUV', 'Fechas: Próximos 7 días']);
  });
});
