import type { ErrorTexts } from '../../../lib/api-error.ts';
import { type QueuedResult, queuedRequest } from '../../../lib/outbox-client.ts';

/** SPEC 7: the failure text is the server's, default 'Error al cancelar la reserva'. */
export const CANCEL_RESERVATION_ERROR_TEXTS: ErrorTexts = {
  fixedStatus: { 500: 'Error interno del servidor. Intenta más tarde.' },
  otherStatus: () => 'Error al cancelar la reserva',
  fallback: 'Error al cancelar la reserva',
};

export interface CancelRequest {
  reservationId: number;
  /** What the pending list and the sync toast call it: 'Cancelar reserva de Toyota Corolla'. */
  label: string;
  idempotencyKey: string;
}

/**
 * DELETE /api/reservations/:id: a soft cancel that frees the dates; repeating it is harmless.
 * Offline, the service worker keeps it and answers {queued: true} (DESIGN 7).
 */
export function cancelReservation({
  reservationId,
  label,
  idempotencyKey,
}: CancelRequest): Promise<QueuedResult<unknown>> {
  return queuedRequest({
    method: 'DELETE',
    path: `/reservations/${reservationId}`,
    label,
    idempotencyKey,
  });
}
