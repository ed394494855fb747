import type { DeliveryInput } from '#domain/reservation-contracts.ts';
import { api } from '../../../lib/api-client.ts';
import type { ErrorTexts } from '../../../lib/api-error.ts';
import type { Reservation } from './get-my-reservations.ts';

export interface NewReservation {
  vehicleId: number;
  startDate: string;
  endDate: string;
  delivery: DeliveryInput;
  /** Issue 28: 'HH:MM'; absent, the company's default for that day. */
  pickupTime?: string;
  returnTime?: string;
  /** Made when the customer presses the button, so a resent request is not booked twice. */
  idempotencyKey: string;
}

/** SPEC 8, Reservations: the server's own message first (e.g. dates already taken). */
export const CREATE_RESERVATION_ERROR_TEXTS: ErrorTexts = {
  fixedStatus: { 500: 'Error interno del servidor. Intenta más tarde.' },
  otherStatus: () => 'Error desconocido al crear la reserva',
  fallback: '❌ Error al crear la reserva.',
};

/** POST /api/reservations: 201 with the reservation; 409 when the dates were taken meanwhile. */
export function createReservation({
  idempotencyKey,
  ...booking
}: NewReservation): Promise<Reservation> {
  return api<Reservation>('/reservations', {
    method: 'POST',
    body: booking,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}
