import { describe, expect, it } from 'vitest';
import {
  effectiveStatus,
  isImageUrl,
  maintenanceDue,
  parseList,
  parseNumeric,
  planStatusChange,
  STATUS_LABELS,
  VEHICLE_MESSAGES,
  VEHICLE_STATUSES,
} from './vehicle.ts';

describe('maintenanceDue', () => {
  it('counts the interval from the last service, or from 0 without one', () => {
    expect(maintenanceDue({ kilometers: 4999, kmForMaintenance: 5000 }, null)).toBe(false);
    expect(maintenanceDue({ kilometers: 5000, kmForMaintenance: 5000 }, null)).toBe(true);
    expect(maintenanceDue({ kilometers: 14_999, kmForMaintenance: 5000 }, 10_000)).toBe(false);
    expect(maintenanceDue({ kilometers: 15_000, kmForMaintenance: 5000 }, 10_000)).toBe(true);
  });

  it('never flags a vehicle without an interval', () => {
    expect(maintenanceDue({ kilometers: 1_000_000, kmForMaintenance: null }, null)).toBe(false);
    expect(maintenanceDue({ kilometers: 1_000_000, kmForMaintenance: 0 }, null)).toBe(false);
  });
});

describe('effectiveStatus', () => {
  it('puts maintenance and out of service before a reservation (SPEC 4.2)', () => {
    for (const status of ['maintenanceRequired', 'underMaintenance', 'outOfService'] as const) {
      expect(effectiveStatus({ status }, true)).toBe(status);
      expect(effectiveStatus({ status }, false)).toBe(status);
    }
  });

  it('marks an available vehicle reserved, and defaults a missing status to available', () => {
    expect(effectiveStatus({ status: 'maintenanceCompleted' }, true)).toBe('reserved');
    expect(effectiveStatus({ status: 'maintenanceCompleted' }, false)).toBe('maintenanceCompleted');
    expect(effectiveStatus({}, false)).toBe('maintenanceCompleted');
    expect(effectiveStatus({ status: null }, true)).toBe('reserved');
  });

  it('has a Spanish label for every status', () => {
    for (const status of VEHICLE_STATUSES) expect(STATUS_LABELS[status]).toMatch(/\S/);
  });
});

describe('list and value parsing', () => {
  it('splits comma text, trims and drops blanks', () => {
    expect(parseList(' GPS, , Bluetooth ,,Cámara ')).toEqual(['GPS', 'Bluetooth', 'Cámara']);
    expect(parseList(['  A ', '', ' ', 'B, C'])).toEqual(['A', 'B, C']);
    expect(parseList('')).toEqual([]);
  });

  it('accepts absolute http(s) URLs and same-origin paths only', () => {
    expect(isImageUrl('https://cdn.example.com/car.jpg')).toBe(true);
    expect(isImageUrl('http://example.com/a.png')).toBe(true);
    expect(isImageUrl('/vehicles/suv-1.svg')).toBe(true);
    for (const bad of [
      '//evil.com/x.png',
      'javascript:alert(1)',
      'data:image/png;base64,x',
      'car.jpg',
      'ftp://x.com/a',
      '/a b.png',
    ]) {
      expect(isImageUrl(bad)).toBe(false);
    }
  });

  it('reads numbers typed as text', () => {
    expect(parseNumeric(' 42 ', true)).toBe(42);
    expect(parseNumeric('45.50', false)).toBe(45.5);
    expect(parseNumeric('45.5', true)).toBeNull();
    expect(parseNumeric('1e3', false)).toBeNull();
    expect(parseNumeric('abc', false)).toBeNull();
    expect(parseNumeric(Number.NaN, false)).toBeNull();
    expect(parseNumeric(3.5, true)).toBeNull();
  });
});

describe('planStatusChange', () => {
  const available = {
    status: 'maintenanceCompleted' as const,
    kilometers: 9000,
    kmForMaintenance: 5000,
  };

  it('applies a status change when the vehicle is still where the user saw it', () => {
    expect(
      planStatusChange(
        available,
        { status: 'underMaintenance', expectedStatus: 'maintenanceCompleted' },
        5000,
      ),
    ).toEqual({
      kind: 'apply',
      status: 'underMaintenance',
      completesMaintenance: false,
      raisesAlert: false,
    });
  });

  it('accepts a repeat that finds the vehicle already in the target', () => {
    const plan = planStatusChange(
      { ...available, status: 'underMaintenance' },
      { status: 'underMaintenance', expectedStatus: 'maintenanceRequired' },
      5000,
    );
    expect(plan).toMatchObject({ kind: 'apply', status: 'underMaintenance' });
  });

  it('refuses a stale change', () => {
    expect(
      planStatusChange(
        { ...available, status: 'outOfService' },
        { status: 'underMaintenance', expectedStatus: 'maintenanceRequired' },
        null,
      ),
    ).toEqual({ kind: 'conflict' });
  });

  it('never lets kilometers go down', () => {
    expect(planStatusChange(available, { kilometers: 8999 }, null)).toEqual({
      kind: 'kilometersBelowCurrent',
      current: 9000,
    });
    expect(VEHICLE_MESSAGES.kilometersBelowCurrent(9000)).toBe(
      'Los kilómetros no pueden ser menores a 9,000',
    );
  });

  it('flags an available vehicle whose odometer reaches the interval', () => {
    expect(planStatusChange(available, { kilometers: 10_000 }, 5000)).toMatchObject({
      status: 'maintenanceRequired',
      raisesAlert: true,
    });
    expect(planStatusChange(available, { kilometers: 9999 }, 5000)).toMatchObject({
      status: 'maintenanceCompleted',
      raisesAlert: false,
    });
    // A shorter interval can make the service due too.
    expect(planStatusChange(available, { kmForMaintenance: 4000 }, 5000)).toMatchObject({
      raisesAlert: true,
    });
  });

  it('does not flag vehicles in other states, nor one without an odometer change', () => {
    const inShop = { ...available, status: 'underMaintenance' as const, kilometers: 20_000 };
    expect(planStatusChange(inShop, { kilometers: 21_000 }, 5000)).toMatchObject({
      status: 'underMaintenance',
      raisesAlert: false,
    });
    const overdue = { ...available, kilometers: 20_000 };
    expect(planStatusChange(overdue, {}, 5000)).toMatchObject({
      raisesAlert: false,
    });
  });

  it('records the service when a vehicle leaves the workshop, counting from its current km', () => {
    const inShop = { ...available, status: 'underMaintenance' as const, kilometers: 20_000 };
    expect(
      planStatusChange(inShop, { status: 'maintenanceCompleted', kilometers: 20_050 }, 5000),
    ).toEqual({
      kind: 'apply',
      status: 'maintenanceCompleted',
      completesMaintenance: true,
      raisesAlert: false,
    });
  });
});
