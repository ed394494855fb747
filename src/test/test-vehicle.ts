import type { Vehicle } from '../lib/vehicles.ts';

/** A vehicle as the API answers it, for tests; override what the test is about. */
export function testVehicle(overrides: Partial<Vehicle> = {}): Vehicle {
  const type = overrides.type ?? overrides.vehicleType?.type ?? 'Sedan';
  return {
    id: 1,
    name: 'Corolla',
    brand: 'Toyota',
    model: 'LE 2024',
    capacity: 5,
    pricePerDay: 45,
    price: 45,
    kilometers: 18_250,
    kmForMaintenance: 10_000,
    features: ['Aire acondicionado', 'Bluetooth'],
    mainImageUrl: '/vehicles/sedan-1.svg',
    imageUrls: [],
    status: 'maintenanceCompleted',
    insurancePhone: '2222-3333',
    version: 1,
    lastMaintenanceAlertAt: null,
    lastMaintenanceDate: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    maintenanceRecords: [],
    ...overrides,
    type,
    vehicleType: { type },
  };
}
