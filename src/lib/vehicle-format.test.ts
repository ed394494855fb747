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
});
