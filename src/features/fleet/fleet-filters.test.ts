import { describe, expect, it } from 'vitest';
import { testVehicle } from '../../test/test-vehicle.ts';
import {
  countByStatus,
  emptyStateFor,
  filterByStatus,
  searchFleet,
  typesInFleet,
  withEffectiveStatus,
} from './fleet-filters.ts';

const fleet = [
  testVehicle({ id: 1, name: 'Corolla', brand: 'Toyota', model: 'LE' }),
  testVehicle({ id: 2, name: 'Camión Ligero', brand: 'Isuzu', model: 'D-Max', type: 'PickUp' }),
  testVehicle({
    id: 3,
    name: 'Tucson',
    brand: 'Hyundai',
    model: 'Limited',
    type: 'SUV',
    status: 'outOfService',
  }),
  testVehicle({ id: 4, name: 'Rio', brand: 'Kia', model: 'EX', status: 'maintenanceRequired' }),
  testVehicle({
    id: 5,
    name: 'Civic',
    brand: 'Honda',
    model: 'Touring',
    status: 'underMaintenance',
  }),
];

describe('withEffectiveStatus', () => {
  it('marks a rentable vehicle reserved, but maintenance and out of service win (SPEC 4.2)', () => {
    const items = withEffectiveStatus(fleet, new Set([1, 3, 4, 5]));
    expect(items.map((item) => item.status)).toEqual([
      'reserved',
      'maintenanceCompleted',
      'outOfService',
      'maintenanceRequired',
      'underMaintenance',
    ]);
  });
});

describe('countByStatus', () => {
  it('gives each of the six tiles its count', () => {
    expect(countByStatus(withEffectiveStatus(fleet, new Set([1])))).toEqual({
      all: 5,
      maintenanceCompleted: 1,
      reserved: 1,
      outOfService: 1,
      maintenanceRequired: 1,
      underMaintenance: 1,
    });
  });

  it('counts nothing in an empty fleet', () => {
    expect(countByStatus([]).all).toBe(0);
  });
});

describe('searchFleet and filterByStatus', () => {
  const items = withEffectiveStatus(fleet, new Set([1]));

  it('finds by name, brand or model, ignoring case and accents', () => {
    const names = (query: string) =>
      searchFleet(items, { query, type: undefined }).map((item) => item.vehicle.name);
    expect(names('camion')).toEqual(['Camión Ligero']);
    expect(names('HYUNDAI')).toEqual(['Tucson']);
    expect(names('touring')).toEqual(['Civic']);
    expect(names('  ')).toHaveLength(5);
    expect(names('nada')).toEqual([]);
  });

  it('narrows by type, then by effective status', () => {
    const sedans = searchFleet(items, { query: '', type: 'Sedan' });
    expect(sedans.map((item) => item.vehicle.id)).toEqual([1, 4, 5]);
    expect(filterByStatus(sedans, 'reserved').map((item) => item.vehicle.id)).toEqual([1]);
    expect(filterByStatus(sedans, undefined)).toHaveLength(3);
  });
});

describe('typesInFleet', () => {
  it('lists the types present, in the usual order', () => {
    expect(typesInFleet([fleet[2], fleet[1]].filter((v) => v !== undefined))).toEqual([
      'SUV',
      'PickUp',
    ]);
  });
});

describe('emptyStateFor', () => {
  it('says there is no vehicle at all before anything else', () => {
    expect(emptyStateFor({ fleetSize: 0, status: 'reserved', rangeIsToday: true })).toMatchObject({
      title: 'No hay vehículos registrados',
      noVehicles: true,
    });
  });

  it('names the reserved case for today, and for other dates', () => {
    expect(emptyStateFor({ fleetSize: 3, status: 'reserved', rangeIsToday: true }).hint).toBe(
      'No hay vehículos reservados para hoy',
    );
    expect(emptyStateFor({ fleetSize: 3, status: 'reserved', rangeIsToday: false }).hint).toBe(
      'No hay vehículos reservados en las fechas seleccionadas',
    );
  });

  it('names the status, or asks to adjust the filters', () => {
    expect(
      emptyStateFor({ fleetSize: 3, status: 'maintenanceRequired', rangeIsToday: true }),
    ).toEqual({
      title: 'No se encontraron vehículos',
      hint: 'No hay vehículos con estado "Revisión"',
      noVehicles: false,
    });
    expect(emptyStateFor({ fleetSize: 3, status: undefined, rangeIsToday: true }).hint).toBe(
      'Intenta ajustar tus filtros de búsqueda',
    );
  });
});
