import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from './user.ts';
import { VEHICLE_MESSAGES } from './vehicle.ts';
import { createVehicleInput, updateVehicleInput } from './vehicle-contracts.ts';

const valid = {
  name: 'Corolla',
  plate: 'P 123-456',
  brand: 'Toyota',
  model: 'LE 2024',
  vehicleType: { type: 'Sedan' },
  capacity: 5,
  pricePerDay: 45,
  kilometers: 1000,
  kmForMaintenance: 5000,
  features: ['Aire acondicionado'],
  mainImageUrl: '/vehicles/sedan-1.svg',
  insurancePhone: '2250-7000',
};

function createErrors(overrides: Record<string, unknown>) {
  const result = createVehicleInput.safeParse({ ...valid, ...overrides });
  return result.success ? {} : fieldErrorsOf(result.error);
}

describe('createVehicleInput', () => {
  it('normalises the form payload', () => {
    const data = createVehicleInput.parse({
      ...valid,
      name: '  Corolla ',
      vehicleType: 'suv',
      capacity: '7',
      pricePerDay: '45.555',
      kilometers: '0',
      kmForMaintenance: '10000',
      features: 'GPS,  , Bluetooth',
      imageUrls: 'https://x.com/a.jpg, /vehicles/b.svg',
    });
    expect(data).toMatchObject({
      name: 'Corolla',
      vehicleType: 'SUV',
      capacity: 7,
      pricePerDay: 45.56,
      kilometers: 0,
      kmForMaintenance: 10_000,
      features: ['GPS', 'Bluetooth'],
      imageUrls: ['https://x.com/a.jpg', '/vehicles/b.svg'],
      status: 'maintenanceCompleted',
    });
  });

  it.each([
    ['name', '   ', VEHICLE_MESSAGES.nameRequired],
    ['brand', undefined, VEHICLE_MESSAGES.brandRequired],
    ['model', '', VEHICLE_MESSAGES.modelRequired],
    ['vehicleType', 'Moto', VEHICLE_MESSAGES.typeRequired],
    ['vehicleType', { type: '' }, VEHICLE_MESSAGES.typeRequired],
    ['vehicleType', undefined, VEHICLE_MESSAGES.typeRequired],
    ['capacity', 0, VEHICLE_MESSAGES.capacityRange],
    ['capacity', 51, VEHICLE_MESSAGES.capacityRange],
    ['capacity', undefined, VEHICLE_MESSAGES.capacityRange],
    ['capacity', 'cinco', VEHICLE_MESSAGES.invalidValues],
    ['capacity', 4.5, VEHICLE_MESSAGES.invalidValues],
    ['pricePerDay', 0, VEHICLE_MESSAGES.priceAboveZero],
    ['pricePerDay', '0.001', VEHICLE_MESSAGES.priceAboveZero],
    ['pricePerDay', -5, VEHICLE_MESSAGES.priceAboveZero],
    ['pricePerDay', 'gratis', VEHICLE_MESSAGES.invalidValues],
    ['kilometers', -1, VEHICLE_MESSAGES.kilometersNegative],
    ['kilometers', '', VEHICLE_MESSAGES.kilometersRequired],
    ['kmForMaintenance', undefined, VEHICLE_MESSAGES.kmForMaintenanceRequired],
    ['kmForMaintenance', 0, VEHICLE_MESSAGES.kmForMaintenancePositive],
    ['features', ' , ', VEHICLE_MESSAGES.featuresRequired],
    ['features', [], VEHICLE_MESSAGES.featuresRequired],
    ['mainImageUrl', 'no es url', VEHICLE_MESSAGES.mainImageInvalid],
    ['mainImageUrl', undefined, VEHICLE_MESSAGES.mainImageInvalid],
    ['imageUrls', 'https://ok.com/a.png, javascript:x', VEHICLE_MESSAGES.imageUrlsInvalid],
    ['insurancePhone', ' ', VEHICLE_MESSAGES.insurancePhoneRequired],
    ['status', 'broken', VEHICLE_MESSAGES.statusInvalid],
  ])('refuses %s = %j with «%s»', (field, value, message) => {
    expect(createErrors({ [field]: value })[field]).toBe(message);
  });

  it('refuses unknown fields', () => {
    expect(createErrors({ id: 9 })).toEqual({ _: 'Campo no permitido: id' });
  });
});

describe('updateVehicleInput', () => {
  it('takes the edit form alias price and clears an empty main image', () => {
    expect(updateVehicleInput.parse({ price: '60', mainImageUrl: '' })).toMatchObject({
      pricePerDay: 60,
      mainImageUrl: null,
    });
  });

  it('needs at least one field to change', () => {
    for (const body of [{}, { expectedStatus: 'underMaintenance' }, { maintenance: { cost: 5 } }]) {
      const result = updateVehicleInput.safeParse(body);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(VEHICLE_MESSAGES.nothingToUpdate);
    }
  });

  it('checks the fields it is given with the edit messages', () => {
    const result = updateVehicleInput.safeParse({ pricePerDay: 0, insurancePhone: '' });
    if (result.success) throw new Error('expected a validation error');
    expect(fieldErrorsOf(result.error)).toEqual({
      pricePerDay: VEHICLE_MESSAGES.priceAboveZero,
      insurancePhone: VEHICLE_MESSAGES.insurancePhoneRequired,
    });
  });

  it('reads the maintenance details of a finished service', () => {
    expect(
      updateVehicleInput.parse({ status: 'maintenanceCompleted', maintenance: { cost: '65.5' } }),
    ).toMatchObject({ maintenance: { cost: 65.5 } });
    expect(
      updateVehicleInput.safeParse({ status: 'outOfService', maintenance: { cost: -1 } }).success,
    ).toBe(false);
  });
});
