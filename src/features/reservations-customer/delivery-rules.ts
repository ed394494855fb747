import type { DeliveryMode } from '#domain/delivery.ts';
import { type DeliveryInput, deliveryInput } from '#domain/reservation-contracts.ts';
import { fieldErrorsOf } from '#domain/user.ts';

/** What the 'Entrega' fields hold while the customer types. */
export interface DeliveryDraft {
  mode: DeliveryMode;
  address: string;
  /** null until the customer edits it: the account's phone is offered meanwhile. */
  phone: string | null;
}

export const PICKUP_DRAFT: DeliveryDraft = { mode: 'pickup', address: '', phone: null };

export interface DeliveryErrors {
  address?: string | undefined;
  phone?: string | undefined;
}

/**
 * The account's phone as the delivery contact offers it: a Salvadoran number as it is; an
 * international one (a customer registered with a passport, issue 28) cannot be the delivery
 * contact, so the field starts empty and asks for a local number. Undefined while unknown.
 */
export function offeredDeliveryPhone(accountPhone: string | undefined): string | undefined {
  if (accountPhone === undefined) return undefined;
  return /^\d{4}-\d{4}$/.test(accountPhone) ? accountPhone : '';
}

/**
 * The body's `delivery` and the messages of the same contract the server applies. An untouched
 * phone is left out when the account's is not known yet: the server then uses the account's.
 */
export function checkDelivery(
  draft: DeliveryDraft,
  accountPhone: string | undefined,
): { payload: DeliveryInput; errors: DeliveryErrors } {
  if (draft.mode === 'pickup') return { payload: { mode: 'pickup' }, errors: {} };
  const phone = draft.phone ?? accountPhone;
  const payload: DeliveryInput = {
    mode: 'delivery',
    address: draft.address,
    ...(phone === undefined ? {} : { phone }),
  };
  const result = deliveryInput.safeParse(payload);
  if (result.success) return { payload: result.data, errors: {} };
  const fields = fieldErrorsOf(result.error);
  return { payload, errors: { address: fields.address, phone: fields.phone } };
}

export function deliveryErrorList(errors: DeliveryErrors): string[] {
  return [errors.address, errors.phone].filter((message): message is string => Boolean(message));
}
