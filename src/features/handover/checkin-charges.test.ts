import { describe, expect, it } from 'vitest';
import type { ProposedCharge } from '#domain/billing.ts';
import { addedChargesOf, chargeFromDamage, chargesOf, newCharge } from './checkin-charges.tsx';
import { depositDraft, depositOf, emptyMoney, moneyOf } from './money-fields.tsx';

const proposals: ProposedCharge[] = [
  { kind: 'late', description: '1 día de atraso', amount: 45 },
  { kind: 'fuel', description: '6/8 de tanque faltante', amount: 60 },
];

describe('the check-in charges (issue 30)', () => {
  it('sends the proposals as the rules made them', () => {
    expect(chargesOf(proposals, {})).toEqual({
      charges: [
        { kind: 'late', description: '1 día de atraso', amount: 45, reason: null },
        { kind: 'fuel', description: '6/8 de tanque faltante', amount: 60, reason: null },
      ],
      errors: {},
    });
  });

  it('asks for the reason of a changed amount, then sends it', () => {
    const changed = chargesOf(proposals, { fuel: { amount: '$20.00', reason: ' ' } });
    expect(changed.errors.fuel?.reason).toMatch(/propuesto \(\$60\.00\): indica el motivo/);
    const explained = chargesOf(proposals, { fuel: { amount: '20', reason: 'Cargó gasolina' } });
    expect(explained.errors).toEqual({});
    expect(explained.charges[1]).toMatchObject({ amount: 20, reason: 'Cargó gasolina' });
  });

  it('refuses an amount that is not money, with the server message', () => {
    const wrong = chargesOf(proposals, { late: { amount: '12.345', reason: 'x' } });
    expect(wrong.errors.late?.amount).toBe('El monto no puede tener más de dos decimales');
  });
});

describe('the charges staff add at a return (issue 30)', () => {
  it('starts a cleaning at the settings fee and asks the reason of another amount', () => {
    const cleaning = newCharge('cleaning', 25, 'c');
    expect(cleaning).toMatchObject({ amount: '25.00', description: 'Limpieza del vehículo' });
    expect(addedChargesOf([cleaning], 25)).toEqual({
      charges: [
        { kind: 'cleaning', description: 'Limpieza del vehículo', amount: 25, reason: null },
      ],
      errors: {},
    });
    const more = { ...cleaning, amount: '$40.00' };
    expect(addedChargesOf([more], 25).errors.c?.reason).toBe(
      "El cargo 'Limpieza' cambia el monto propuesto ($25.00): indica el motivo del cambio",
    );
    expect(addedChargesOf([{ ...more, reason: 'Vómito en el asiento' }], 25).charges).toEqual([
      {
        kind: 'cleaning',
        description: 'Limpieza del vehículo',
        amount: 40,
        reason: 'Vómito en el asiento',
      },
    ]);
  });

  it('needs a description and an amount above zero for damage and other charges', () => {
    const empty = newCharge('damage', 25, 'd');
    expect(addedChargesOf([empty], 25).errors.d).toEqual({
      description: 'La descripción del cargo es requerida',
      amount: 'El monto es requerido',
    });
    const zero = { ...newCharge('other', 25, 'o'), description: 'Llave', amount: '0' };
    expect(addedChargesOf([zero], 25).errors.o).toEqual({
      amount: 'El monto del cargo debe ser mayor que $0.00',
    });
    const two = [
      { ...empty, description: 'Rayón en la puerta', amount: '$1,250.50' },
      { ...zero, amount: '15' },
    ];
    expect(addedChargesOf(two, undefined)).toEqual({
      charges: [
        { kind: 'damage', description: 'Rayón en la puerta', amount: 1250.5, reason: null },
        { kind: 'other', description: 'Llave', amount: 15, reason: null },
      ],
      errors: {},
    });
  });

  it('suggests a damage charge from new damage with its own estimate, never a made-up one', () => {
    const noted = { area: 'Puerta', note: 'Abolladura', estimatedCost: null };
    expect(chargeFromDamage(noted, 'x')).toMatchObject({
      kind: 'damage',
      description: 'Puerta: Abolladura',
      amount: '',
    });
    expect(chargeFromDamage({ ...noted, estimatedCost: 80 }, 'y').amount).toBe('80.00');
  });
});

describe('a deposit or a payment', () => {
  it('is optional, and read as the server reads it when typed', () => {
    expect(moneyOf(emptyMoney())).toEqual({ errors: {} });
    expect(moneyOf({ amount: '$1,250.50', method: 'card', reference: ' 4411 ' })).toEqual({
      movement: { amount: 1250.5, method: 'card', reference: '4411' },
      errors: {},
    });
    expect(moneyOf({ ...emptyMoney('abc') }).errors.amount).toBe(
      'El monto debe ser un número mayor o igual a 0',
    );
  });
});

describe('the deposit at check-out', () => {
  it("shows the settings' amount until typed, then keeps what was typed, empty included", () => {
    expect(depositDraft(null, 200).amount).toBe('200.00');
    expect(depositDraft(null, undefined).amount).toBe('');
    expect(depositDraft(emptyMoney(''), 200).amount).toBe('');
  });

  it('refuses an empty deposit the settings ask for; 0 is recorded; none asked, none sent', () => {
    expect(depositOf(emptyMoney(' '), 200).errors.amount).toBe(
      'Indique el depósito; escriba 0 si no se cobra',
    );
    expect(depositOf(emptyMoney('0'), 200).movement).toEqual({
      amount: 0,
      method: 'cash',
      reference: null,
    });
    expect(depositOf(emptyMoney(''), 0)).toEqual({ errors: {} });
    expect(depositOf(emptyMoney(''), undefined)).toEqual({ errors: {} });
  });
});
