import { describe, expect, it } from 'vitest';
import { formatDailyPrice, formatKilometers, groupDigits } from './vehicle-format.ts';
import { matchesVehicleSearch } from './vehicle-search.ts';

describe('vehicle formats', () => {
  it('groups kilometers by thousands, four digits too', () => {
    expect(formatKilometers(45_000)).toBe('45,000 km');
    expect(formatKilometers(1_234)).toBe('1,234 km');
    expect(formatKilometers(0)).toBe('0 km');
    expect(groupDigits('1234567')).toBe('1,234,567');
    expect(groupDigits('')).toBe('');
  });

  it('shows the daily price without decimals', () => {
    expect(formatDailyPrice(45)).toBe('$45 / día');
    expect(formatDailyPrice(45.5)).toBe('$46 / día');
  });
});

describe('matchesVehicleSearch', () => {
  const vehicle = { name: 'Camión Ligero', brand: 'Isuzu', model: 'D-Max' };

  it('matches name, brand or model without regard to case or accents', () => {
    expect(matchesVehicleSearch(vehicle, 'CAMION')).toBe(true);
    expect(matchesVehicleSearch(vehicle, 'isu')).toBe(true);
    expect(matchesVehicleSearch(vehicle, 'd-max')).toBe(true);
    expect(matchesVehicleSearch(vehicle, '')).toBe(true);
    expect(matchesVehicleSearch(vehicle, 'hilux')).toBe(false);
  });

  it('finds a car by its plate, comparing letters and digits only (issue 28)', () => {
    const plated = { ...vehicle, plate: 'P 123-456' };
    for (const typed of ['P 123-456', 'p123456', '123456', '123-4', 'P-123 456']) {
      expect(matchesVehicleSearch(plated, typed), typed).toBe(true);
    }
    expect(matchesVehicleSearch(plated, 'P 123-457')).toBe(false);
    expect(matchesVehicleSearch(vehicle, '123456')).toBe(false);
    expect(matchesVehicleSearch({ ...vehicle, plate: null }, '---')).toBe(false);
  });
});
