import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { ReservationView } from '#domain/reservation.ts';
import { api } from '../../../lib/api-client.ts';
import { apiErrorMessage, type ErrorTexts } from '../../../lib/api-error.ts';
import { allReservationsQuery, RESERVATIONS_KEY } from './get-reservations.ts';

const CANCEL_TEXTS: ErrorTexts = {
  byStatus: {
    404: 'Reserva no encontrada',
    409: 'No se puede cancelar una reserva completada',
    500: 'Error interno del servidor. Intenta más tarde.',
  },
  fallback: 'Error al cancelar la reserva',
};

/** 202 {queued: true} comes from the service worker when the cancellation waits for a network. */
interface CancelAnswer {
  success?: boolean;
  queued?: boolean;
}

interface CancelRequest {
  reservation: ReservationView;
  /** Made when the admin confirms, so a repeated request cancels once (DESIGN 7). */
  idempotencyKey: string;
}

async function cancelReservation({ reservation, idempotencyKey }: CancelRequest) {
  return api<CancelAnswer>(`/reservations/${reservation.id}`, {
    method: 'DELETE',
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

/** Cancels one reservation; on success the row leaves every cached list at once. */
export function useCancelReservation({ onCancelled }: { onCancelled?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelReservation,
    // Offline, the service worker answers for the server and replays the call later.
    networkMode: 'always',
    onSuccess: (answer, { reservation }) => {
      queryClient.setQueryData(allReservationsQuery().queryKey, (list) =>
        list?.filter((item) => item.id !== reservation.id),
      );
      void queryClient.invalidateQueries({ queryKey: RESERVATIONS_KEY });
      // The vehicle's dates are free again: availability and fleet views must refetch.
      void queryClient.invalidateQueries({ queryKey: ['vehicles'] });
      toast.success(
        answer?.queued
          ? 'Cancelación pendiente: se enviará al recuperar la conexión'
          : 'Reserva cancelada',
      );
      onCancelled?.();
    },
    onError: (error) => {
      toast.error(`Error al cancelar la reserva: ${apiErrorMessage(error, CANCEL_TEXTS)}`);
    },
  });
}

/** A UUID v4; crypto.randomUUID only exists on secure origins, so fall back to random bytes. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
