import { describe, expect, it } from 'vitest';
import type { ProposedCharge } from '#domain/billing.ts';
import { chargesOf } from './checkin-charges.tsx';
import { emptyMoney, moneyOf } from './money-fields.tsx';

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
