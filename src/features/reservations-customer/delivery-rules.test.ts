import { describe, expect, it } from 'vitest';
import { checkDelivery, offeredDeliveryPhone, PICKUP_DRAFT } from './delivery-rules.ts';

describe('checkDelivery', () => {
  it('sends a pickup with nothing else', () => {
    expect(checkDelivery({ ...PICKUP_DRAFT, address: 'ignored' }, '7000-0000')).toEqual({
      payload: { mode: 'pickup' },
      errors: {},
    });
  });

  it('offers the account phone until the customer types another', () => {
    const draft = { mode: 'delivery', address: ' Col. Escalón ', phone: null } as const;
    expect(checkDelivery(draft, '7123-4567').payload).toEqual({
      mode: 'delivery',
      address: 'Col. Escalón',
      phone: '7123-4567',
    });
    expect(checkDelivery({ ...draft, phone: '2233 4455' }, '7123-4567').payload).toMatchObject({
      phone: '2233-4455',
    });
    expect(checkDelivery(draft, undefined).payload).toEqual({
      mode: 'delivery',
      address: 'Col. Escalón',
    });
  });

  it('gives the sign-up and address messages under their fields', () => {
    expect(
      checkDelivery({ mode: 'delivery', address: '', phone: '123' }, undefined).errors,
    ).toEqual({
      address: 'La dirección de entrega es requerida',
      phone: 'El número de teléfono debe tener 8 dígitos',
    });
    expect(
      checkDelivery({ mode: 'delivery', address: 'x'.repeat(301), phone: '' }, undefined).errors,
    ).toEqual({
      address: 'La dirección de entrega no puede tener más de 300 caracteres',
      phone: 'El número de teléfono es requerido',
    });
  });
});

describe('offeredDeliveryPhone (issue 28)', () => {
  it('offers a Salvadoran account phone, and asks a customer from abroad for a local one', () => {
    expect(offeredDeliveryPhone('7777-8888')).toBe('7777-8888');
    expect(offeredDeliveryPhone(undefined)).toBeUndefined();
    expect(offeredDeliveryPhone('+13055550100')).toBe('');
    const { errors } = checkDelivery(
      { mode: 'delivery', address: 'Hotel Sheraton, San Salvador', phone: null },
      offeredDeliveryPhone('+13055550100'),
    );
    expect(errors.phone).toBe('El número de teléfono es requerido');
  });
});
