import { describe, expect, it } from 'vitest';
import {
  cancelRefusal,
  checkInRefusal,
  checkOutRefusal,
  formatFuel,
  formatFuelDifference,
  fuelDifference,
  HANDOVER_MESSAGES,
  type HandoverReservation,
  kmDriven,
  namedPhotos,
  sniffImageType,
} from './handover.ts';
import { handoverInput } from './handover-contracts.ts';
import { formatKilometers } from './number-format.ts';
import type { VehicleStatus } from './vehicle.ts';

const today = '2026-11-23';
const booked: HandoverReservation = {
  status: 'active',
  rentalStatus: 'booked',
  startDate: '2026-11-22',
  endDate: '2026-11-25',
};
const ready: { status: VehicleStatus; kilometers: number; outOnAnotherRental: boolean } = {
  status: 'maintenanceCompleted',
  kilometers: 1000,
  outOnAnotherRental: false,
};
const sha = (c: string) => c.repeat(64);

describe('check-out rules', () => {
  it('allows an active, booked reservation whose dates include today, on a ready car', () => {
    expect(checkOutRefusal(booked, ready, 1000, today)).toBeNull();
    expect(checkOutRefusal({ ...booked, startDate: today }, ready, 1000, today)).toBeNull();
    expect(checkOutRefusal({ ...booked, endDate: today }, ready, 1000, today)).toBeNull();
  });

  it('refuses each case with its code and Spanish message', () => {
    const code = (r: HandoverReservation, v = ready, km = 1000) =>
      checkOutRefusal(r, v, km, today)?.code;
    expect(code({ ...booked, rentalStatus: 'inProgress' })).toBe('RESERVATION_DELIVERED');
    expect(code({ ...booked, rentalStatus: 'returned' })).toBe('RESERVATION_RETURNED');
    expect(code({ ...booked, status: 'cancelled' })).toBe('RESERVATION_CANCELLED');
    expect(code({ ...booked, startDate: '2026-11-24' })).toBe('RESERVATION_NOT_STARTED');
    expect(code({ ...booked, startDate: '2026-11-20', endDate: '2026-11-22' })).toBe(
      'RESERVATION_COMPLETED',
    );
    expect(code(booked, { ...ready, status: 'underMaintenance' })).toBe('VEHICLE_NOT_READY');
    expect(code(booked, { ...ready, outOnAnotherRental: true })).toBe('VEHICLE_STILL_OUT');
    expect(code(booked, ready, 999)).toBe('ODOMETER_BELOW_LAST');
    expect(
      checkOutRefusal({ ...booked, startDate: '2026-11-24' }, ready, 1000, today)?.message,
    ).toBe('La reserva no se puede entregar antes de su fecha de inicio (24/11/2026)');
  });
});

describe('check-in and cancel rules', () => {
  it('takes back only a car in progress, never below the last reading', () => {
    const out = { ...booked, rentalStatus: 'inProgress' as const };
    expect(checkInRefusal(out, 1000, 1000)).toBeNull();
    expect(checkInRefusal(booked, 1000, 1200)?.code).toBe('RESERVATION_NOT_DELIVERED');
    expect(checkInRefusal({ ...booked, rentalStatus: 'returned' }, 1000, 1200)?.code).toBe(
      'RESERVATION_RETURNED',
    );
    expect(checkInRefusal(out, 12_500, 12_000)).toEqual({
      status: 409,
      code: 'ODOMETER_BELOW_LAST',
      message: `El odómetro no puede ser menor a ${formatKilometers(12_500)}`,
    });
  });

  it('refuses to cancel what was handed over', () => {
    expect(cancelRefusal({ rentalStatus: 'booked' })).toBeNull();
    expect(cancelRefusal({ rentalStatus: 'inProgress' })?.message).toBe(
      'La reserva ya fue entregada',
    );
    expect(cancelRefusal({ rentalStatus: 'returned' })?.code).toBe('RESERVATION_DELIVERED');
  });
});

describe('the return summary', () => {
  it('counts km driven and the fuel difference in eighths', () => {
    expect(kmDriven({ odometer: 1000 }, { odometer: 1480 })).toBe(480);
    expect(fuelDifference({ fuel: 8 }, { fuel: 5 })).toBe(-3);
    expect(formatFuelDifference(-3)).toBe('-3/8');
    expect(formatFuelDifference(2)).toBe('+2/8');
    expect(formatFuelDifference(0)).toBe('Sin cambio');
    expect([0, 4, 8].map(formatFuel)).toEqual(['Vacío (0/8)', '4/8', 'Lleno (8/8)']);
  });

  it('names every photo a record needs, once', () => {
    expect(
      namedPhotos({
        photos: [{ sha256: sha('a') }, { sha256: sha('b') }],
        signature: sha('c'),
        damages: [{ sha256: sha('a') }, { sha256: null }, {}],
      }),
    ).toEqual([sha('a'), sha('b'), sha('c')]);
  });

  it('recognises JPEG, PNG and WebP by their first bytes only', () => {
    expect(sniffImageType(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniffImageType(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 13, 10]))).toBe('image/png');
    expect(sniffImageType(new TextEncoder().encode('RIFF\0\0\0\0WEBPVP8 '))).toBe('image/webp');
    expect(sniffImageType(new TextEncoder().encode('GIF89a'))).toBeNull();
    expect(sniffImageType(new Uint8Array())).toBeNull();
  });
});

describe('the handover body', () => {
  const body = { odometer: 1200, fuel: 6, photos: [{ angle: 'front', sha256: sha('A') }] };

  it('reads digits, lower-cases hashes and fills the optional parts', () => {
    expect(handoverInput.parse({ ...body, odometer: '1200' })).toEqual({
      odometer: 1200,
      fuel: 6,
      notes: null,
      photos: [{ angle: 'front', sha256: sha('a') }],
      signature: null,
      damages: [],
    });
  });

  it('refuses bad values in Spanish', () => {
    const message = (input: unknown) => handoverInput.safeParse(input).error?.issues[0]?.message;
    expect(message({ ...body, fuel: 9 })).toBe(HANDOVER_MESSAGES.fuelInvalid);
    expect(message({ ...body, fuel: 2.5 })).toBe(HANDOVER_MESSAGES.fuelInvalid);
    expect(message({ ...body, odometer: -1 })).toBe(HANDOVER_MESSAGES.odometerInvalid);
    expect(message({ ...body, odometer: 6_000_000 })).toBe(HANDOVER_MESSAGES.odometerTooHigh);
    expect(message({ ...body, photos: [{ angle: 'roof', sha256: sha('a') }] })).toBe(
      HANDOVER_MESSAGES.photoAngleInvalid,
    );
    expect(message({ ...body, signature: 'abc' })).toBe(HANDOVER_MESSAGES.sha256Invalid);
    expect(message({ ...body, damages: [{ area: ' ', note: 'x' }] })).toBe(
      HANDOVER_MESSAGES.damageAreaRequired,
    );
    expect(message({ ...body, damages: [{ area: 'Puerta', note: 'x', estimatedCost: -5 }] })).toBe(
      HANDOVER_MESSAGES.damageCostInvalid,
    );
    expect(message({ ...body, photos: undefined })).toBe(HANDOVER_MESSAGES.photosRequired);
  });
});
