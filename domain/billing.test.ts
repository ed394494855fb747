import { describe, expect, it } from 'vitest';
import {
  balanceCents,
  documentFileName,
  documentHeading,
  documentNumber,
  fromCents,
  hasCentsOnly,
  lateDays,
  missingEighths,
  proposedAmount,
  proposedCharges,
  proposedFuelCharge,
  proposedLateCharge,
  RECORDED_AT_SKEW_MS,
  returnMoment,
  toCents,
} from './billing.ts';

const settings = { lateFeePerDay: null, fuelChargePerEighth: 12.5, cleaningFee: 25 };
const facts = {
  endDate: '2026-03-10',
  returnedOn: '2026-03-12',
  pricePerDay: 45.5,
  fuelOut: 8,
  fuelIn: 5,
};

describe('billing (issue 30)', () => {
  it('counts late days after the end date; the end day itself is on time', () => {
    expect(lateDays('2026-03-10', '2026-03-10')).toBe(0);
    expect(lateDays('2026-03-10', '2026-03-09')).toBe(0);
    expect(lateDays('2026-02-27', '2026-03-02')).toBe(3);
  });

  it('counts missing eighths, never a refund for a fuller tank', () => {
    expect(missingEighths(8, 5)).toBe(3);
    expect(missingEighths(4, 6)).toBe(0);
  });

  it('proposes late days × the rate (the booking price unless a late fee is set) and eighths × the fuel rate', () => {
    expect(proposedLateCharge('2026-03-10', '2026-03-12', 45.5, null)).toBe(91);
    expect(proposedLateCharge('2026-03-10', '2026-03-12', 45.5, 60.1)).toBe(120.2);
    expect(proposedFuelCharge(8, 5, 12.5)).toBe(37.5);
    expect(proposedCharges(facts, settings)).toEqual([
      { kind: 'late', description: '2 días de atraso', amount: 91 },
      { kind: 'fuel', description: '3/8 de tanque faltante', amount: 37.5 },
    ]);
    expect(proposedCharges({ ...facts, returnedOn: '2026-03-10', fuelIn: 8 }, settings)).toEqual(
      [],
    );
    expect(proposedAmount('late', { ...facts, returnedOn: '2026-03-10' }, settings)).toBe(0);
    expect(proposedAmount('cleaning', facts, settings)).toBe(25);
    expect(proposedAmount('damage', facts, settings)).toBeNull();
  });

  it('keeps money in cents: 0.1 + 0.2 is 0.30, and balance = base + charges − deposit − paid', () => {
    expect(toCents(0.1) + toCents(0.2)).toBe(30);
    expect(fromCents(toCents(1.005))).toBe(1.01);
    expect(hasCentsOnly(19.99)).toBe(true);
    expect(hasCentsOnly(19.999)).toBe(false);
    expect(
      balanceCents({
        baseCents: 13650,
        chargeCents: [9100, 3750],
        depositCents: 20000,
        paidCents: [5000],
      }),
    ).toBe(1500);
    expect(
      balanceCents({ baseCents: 1000, chargeCents: [], depositCents: 5000, paidCents: [] }),
    ).toBe(-4000);
  });

  it('names documents as the counter prints them', () => {
    expect(documentHeading('agreement', documentNumber(2026, 123))).toBe(
      'Contrato de arrendamiento N.º 2026-000123',
    );
    expect(documentHeading('statement', documentNumber(2026, 98))).toBe(
      'Liquidación N.º 2026-000098',
    );
    expect(documentFileName('agreement', 2026, 123)).toBe('contrato-2026-000123.pdf');
    expect(documentFileName('statement', 2026, 98)).toBe('liquidacion-2026-000098.pdf');
  });

  it('counts a return from the time the counter recorded it, when that time is plausible', () => {
    // 10:00 in El Salvador on 12 March; the rental began on 8 March.
    const now = new Date('2026-03-12T16:00:00Z');
    const yesterday = '2026-03-11T15:30:00.000Z';
    expect(returnMoment(yesterday, '2026-03-08', now).toISOString()).toBe(yesterday);
    // A device a few minutes fast still counts; a day ahead, before the rental, or none: now.
    const fast = new Date(now.getTime() + RECORDED_AT_SKEW_MS - 1000).toISOString();
    expect(returnMoment(fast, '2026-03-08', now).toISOString()).toBe(fast);
    expect(returnMoment('2026-03-13T15:00:00Z', '2026-03-08', now)).toBe(now);
    expect(returnMoment('2026-03-07T23:00:00-06:00', '2026-03-08', now)).toBe(now);
    expect(returnMoment('2026-03-08T00:00:00-06:00', '2026-03-08', now).toISOString()).toBe(
      '2026-03-08T06:00:00.000Z',
    );
    expect(returnMoment(undefined, '2026-03-08', now)).toBe(now);
    expect(returnMoment('ayer', '2026-03-08', now)).toBe(now);
  });
});
