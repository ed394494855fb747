import { describe, expect, it } from 'vitest';
import { testVehicleDetail as testVehicle } from '../../test/test-vehicle.ts';
import {
  EMPTY_VEHICLE_FORM,
  normalizeFieldInput,
  parseCreateForm,
  parseEditForm,
  type VehicleFormValues,
  valuesFromVehicle,
} from './vehicle-form-values.ts';

const valid: VehicleFormValues = {
  name: ' Santa Fe ',
  brand: 'Hyundai',
  model: 'Limited',
  vehicleType: 'SUV',
  capacity: '7',
  pricePerDay: '45.50',
  kilometers: '12345',
  kmForMaintenance: '10000',
  monthsForMaintenance: '6',
  features: ' GPS, , Bluetooth ,',
  mainImageUrl: 'https://example.com/santa-fe.jpg',
  imageUrls: '/vehicles/suv-interior.svg, ',
  insurancePhone: '2250-1000',
  plate: 'p 123456',
};

describe('normalizeFieldInput', () => {
  it('keeps digits only for capacity and kilometers, grouped or not', () => {
    expect(normalizeFieldInput('capacity', '1a2')).toBe('12');
    expect(normalizeFieldInput('kilometers', '45.000')).toBe('45000');
    expect(normalizeFieldInput('kmForMaintenance', '-5 km')).toBe('5');
  });

  it('keeps digits and one dot for the price', () => {
    expect(normalizeFieldInput('pricePerDay', '4x5.5.0')).toBe('45.50');
    expect(normalizeFieldInput('pricePerDay', '$ 1,200')).toBe('1200');
  });

  it('leaves text fields alone', () => {
    expect(normalizeFieldInput('name', ' Río 2024 ')).toBe(' Río 2024 ');
  });
});

describe('parseCreateForm', () => {
  it('gives every rule of SPEC 5.4 under its field', () => {
    const result = parseCreateForm(EMPTY_VEHICLE_FORM);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual({
      name: 'El nombre del vehículo es requerido',
      brand: 'La marca es requerida',
      model: 'El modelo es requerido',
      plate: 'La placa es requerida',
      vehicleType: 'El tipo de vehículo es requerido',
      capacity: 'La capacidad debe estar entre 1 y 50 personas',
      pricePerDay: 'El precio debe ser mayor a 0',
      kilometers: 'Los kilómetros son requeridos',
      kmForMaintenance: 'Los kilómetros para mantenimiento son requeridos',
      features: 'Las características son requeridas',
      mainImageUrl: 'La URL de la imagen principal no es válida',
      insurancePhone: 'El teléfono de la aseguradora es requerido',
    });
  });

  it('refuses a capacity out of range and a price of zero', () => {
    const result = parseCreateForm({ ...valid, capacity: '51', pricePerDay: '0' });
    expect(result.ok ? {} : result.errors).toEqual({
      capacity: 'La capacidad debe estar entre 1 y 50 personas',
      pricePerDay: 'El precio debe ser mayor a 0',
    });
  });

  it('parses the lists and numbers the API expects', () => {
    const result = parseCreateForm(valid);
    expect(result).toEqual({
      ok: true,
      data: {
        name: 'Santa Fe',
        brand: 'Hyundai',
        model: 'Limited',
        vehicleType: 'SUV',
        capacity: 7,
        pricePerDay: 45.5,
        kilometers: 12_345,
        kmForMaintenance: 10_000,
        monthsForMaintenance: 6,
        features: ['GPS', 'Bluetooth'],
        mainImageUrl: 'https://example.com/santa-fe.jpg',
        imageUrls: ['/vehicles/suv-interior.svg'],
        insurancePhone: '2250-1000',
        status: 'maintenanceCompleted',
        plate: 'P 123-456',
      },
    });
  });
});

describe('parseEditForm', () => {
  const current = testVehicle({ kilometers: 12_345, pricePerDay: 45, features: ['GPS'] });

  it('refuses kilometers below the current reading with the SPEC message', () => {
    const result = parseEditForm({ ...valuesFromVehicle(current), kilometers: '12000' }, current);
    expect(result.ok ? {} : result.errors).toEqual({
      kilometers: 'Los kilómetros no pueden ser menores a 12,345',
    });
  });

  it('requires price, kilometers, features and the insurance phone', () => {
    const result = parseEditForm(
      {
        ...valuesFromVehicle(current),
        pricePerDay: '',
        kilometers: '',
        features: ' , ',
        insurancePhone: '',
      },
      current,
    );
    expect(result.ok ? {} : result.errors).toEqual({
      pricePerDay: 'El precio debe ser mayor a 0',
      kilometers: 'Los kilómetros son requeridos',
      features: 'Las características son requeridas',
      insurancePhone: 'El teléfono de la aseguradora es requerido',
    });
  });

  it('edits the plate: normalised, kept when the same, optional only for a car without one', () => {
    const values = valuesFromVehicle(current);
    expect(parseEditForm({ ...values, plate: 'p123456' }, current)).toEqual({ ok: true, data: {} });
    expect(parseEditForm({ ...values, plate: 'c 12345' }, current)).toEqual({
      ok: true,
      data: { plate: 'C 12-345' },
    });
    const cleared = parseEditForm({ ...values, plate: '' }, current);
    expect(cleared.ok ? {} : cleared.errors).toEqual({ plate: 'La placa es requerida' });
    const old = testVehicle({ plate: null });
    expect(parseEditForm({ ...valuesFromVehicle(old), plate: '' }, old)).toEqual({
      ok: true,
      data: {},
    });
  });

  it('sends only what changed, and nothing when nothing did', () => {
    const values = valuesFromVehicle(current);
    expect(parseEditForm(values, current)).toEqual({ ok: true, data: {} });
    expect(
      parseEditForm(
        {
          ...values,
          kilometers: '15250',
          pricePerDay: '99',
          features: 'GPS, Bluetooth',
          mainImageUrl: '',
        },
        current,
      ),
    ).toEqual({
      ok: true,
      data: {
        kilometers: 15_250,
        pricePerDay: 99,
        features: ['GPS', 'Bluetooth'],
        mainImageUrl: null,
      },
    });
  });
});

describe('monthsForMaintenance (issue 12)', () => {
  it('is optional on create, checked 1 to 120, and sent on edit only when it changed', () => {
    const blank = parseCreateForm({ ...valid, monthsForMaintenance: '' });
    expect(blank.ok && blank.data.monthsForMaintenance).toBeNull();
    expect(parseCreateForm({ ...valid, monthsForMaintenance: '121' })).toEqual({
      ok: false,
      errors: { monthsForMaintenance: 'Los meses para mantenimiento deben estar entre 1 y 120' },
    });
    const current = testVehicle({ monthsForMaintenance: 6 });
    const same = valuesFromVehicle(current);
    expect(parseEditForm(same, current)).toEqual({ ok: true, data: {} });
    expect(parseEditForm({ ...same, monthsForMaintenance: '12' }, current)).toEqual({
      ok: true,
      data: { monthsForMaintenance: 12 },
    });
    expect(parseEditForm({ ...same, monthsForMaintenance: '' }, current)).toEqual({
      ok: true,
      data: { monthsForMaintenance: null },
    });
  });
});
