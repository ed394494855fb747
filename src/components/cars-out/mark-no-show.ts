import { useMutation, useQueryClient } from '@tanstack/react-query';
import { NO_SHOW_REASON } from '#domain/rental-state.ts';
import type { ReservationView } from '#domain/reservation-contracts.ts';
import { api } from '../../lib/api-client.ts';
import { apiErrorMessage, type ErrorTexts } from '../../lib/api-error.ts';

const TEXTS: ErrorTexts = {
  fixedStatus: { 500: 'Error interno del servidor. Intenta más tarde.' },
  otherStatus: () => 'No se pudo marcar la reserva como no presentada',
  fallback: 'No se pudo marcar la reserva como no presentada',
};

export function markNoShowErrorMessage(error: unknown): string {
  return apiErrorMessage(error, TEXTS);
}

/**
 * 'Marcar como no presentado' (issue 27): DELETE /api/reservations/{id} with the reason
 * `no-show`; the booking is cancelled and its days are free again. Online only: the counter
 * sees the answer at once. The day's lists and the fleet refresh after, done or not.
 */
export function useMarkNoShow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reservationId: number) =>
      api<{ success: true; reservation: ReservationView }>(`/reservations/${reservationId}`, {
        method: 'DELETE',
        body: { reason: NO_SHOW_REASON },
      }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ['reservations'] });
      void queryClient.invalidateQueries({ queryKey: ['vehicles'] });
    },
  });
}
