import { describe, expect, it } from 'vitest';
import {
  appliedFilterLabels,
  DEFAULT_SORT,
  exportQuery,
  NO_FILTERS,
  nextSort,
} from './reservation-list.ts';

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

describe('appliedFilterLabels', () => {
  it('names each filter in force', () => {
    expect(appliedFilterLabels(NO_FILTERS)).toEqual([]);
    expect(
      appliedFilterLabels({ search: ' kia ', status: 'active', type: 'SUV', window: 'week' }),
    ).toEqual(['Búsqueda: "kia"', 'Estado: Activas', 'Tipo: SUV', 'Fechas: Próximos 7 días']);
  });
});

describe('exportQuery', () => {
  it('carries the list filters and order to the CSV download, without paging', () => {
    const query = exportQuery(
      { ...NO_FILTERS, search: ' kia ', status: 'completed', type: 'SUV', window: 'week' },
      { key: 'totalPrice', direction: 'asc' },
    );
    expect(Object.fromEntries(new URLSearchParams(query))).toEqual({
      q: 'kia',
      status: 'completed',
      type: 'SUV',
      window: 'week',
      sort: 'totalPrice',
      dir: 'asc',
    });
  });
});
