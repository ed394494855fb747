import type { Vehicle, VehicleDetail } from '../lib/vehicles.ts';

/** A vehicle as the admins' list answers it (its card), for tests; override what the test is about. */
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
    monthsForMaintenance: null,
    features: ['Aire acondicionado', 'Bluetooth'],
    mainImageUrl: '/vehicles/sedan-1.svg',
    status: 'maintenanceCompleted',
    insurancePhone: '2222-3333',
    plate: 'P 123-456',
    version: 1,
    workshopPosition: null,
    lastMaintenanceAlertAt: null,
    lastMaintenanceDate: null,
    lastMaintenanceKm: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
    type,
    vehicleType: { type },
  };
}

/** One vehicle whole, as GET /api/vehicles/{id}?view=full answers it. */
export function testVehicleDetail(overrides: Partial<VehicleDetail> = {}): VehicleDetail {
  return { ...testVehicle(overrides), imageUrls: [], maintenanceRecords: [], ...overrides };
}
