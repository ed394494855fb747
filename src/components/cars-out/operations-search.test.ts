import { describe, expect, it } from 'vitest';
import type { ReservationView } from '#domain/reservation-contracts.ts';
import { matchesOperation } from './operations-search.ts';

const reservation = {
  id: 42,
  user: { name: 'Carlos Hernández', dui: '04567891-2' },
  vehicle: { name: 'Corolla Ejecutivo', brand: 'Toyota', model: 'Corolla' },
} as ReservationView;

describe('matchesOperation', () => {
  it('finds by customer name without accents or case', () => {
    expect(matchesOperation(reservation, 'hernandez')).toBe(true);
    expect(matchesOperation(reservation, 'CARLOS hern')).toBe(true);
  });

  it('finds by DUI with or without the dash', () => {
    expect(matchesOperation(reservation, '04567891-2')).toBe(true);
    expect(matchesOperation(reservation, '045678912')).toBe(true);
  });

  it('finds by vehicle name, brand or model', () => {
    expect(matchesOperation(reservation, 'toyota')).toBe(true);
    expect(matchesOperation(reservation, 'ejecutivo')).toBe(true);
  });

  it('needs every word to match', () => {
    expect(matchesOperation(reservation, 'carlos nissan')).toBe(false);
    expect(matchesOperation(reservation, '99999999')).toBe(false);
  });

  it('shows everything for an empty search', () => {
    expect(matchesOperation(reservation, '   ')).toBe(true);
  });
});
