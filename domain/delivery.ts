// How the customer gets the car (issue 17), without zod so pages that only show a reservation
// can read the labels. The zod contract that enforces these rules is in reservation-contracts.ts.

export const DELIVERY_MODES = ['pickup', 'delivery'] as const;
export type DeliveryMode = (typeof DELIVERY_MODES)[number];

export const DELIVERY_LABELS: Record<DeliveryMode, string> = {
  pickup: 'Recoger en la agencia',
  delivery: 'Entrega a domicilio',
};

export const DELIVERY_ADDRESS_MIN = 5;
export const DELIVERY_ADDRESS_MAX = 300;

export const DELIVERY_MESSAGES = {
  modeInvalid: 'La forma de entrega no es válida',
  addressRequired: 'La dirección de entrega es requerida',
  addressShort: `La dirección de entrega debe tener al menos ${DELIVERY_ADDRESS_MIN} caracteres`,
  addressLong: `La dirección de entrega no puede tener más de ${DELIVERY_ADDRESS_MAX} caracteres`,
  // Issue 28: an account with an international phone gives a Salvadoran one for the delivery.
  localPhoneRequired: 'Indica un teléfono de El Salvador (8 dígitos) para coordinar la entrega',
} as const;

/** The delivery as stored and shown: pickup carries no address or phone. */
export interface Delivery {
  mode: DeliveryMode;
  address: string | null;
  phone: string | null;
}

export const PICKUP: Delivery = { mode: 'pickup', address: null, phone: null };

/** A view cached before deliveries existed reads as a pickup, which is what those were. */
export function deliveryOf(view: { delivery?: Delivery | undefined }): Delivery {
  return view.delivery ?? PICKUP;
}

/**
 * A phone staff can call from a phone: El Salvador's +503 and the 8 digits, or an international
 * number (E.164, a customer registered with a passport) as it is.
 */
export function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return phone.trim().startsWith('+') ? `tel:+${digits}` : `tel:+503${digits}`;
}
