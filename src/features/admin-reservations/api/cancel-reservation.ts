import { type InfiniteData, useQueryClient } from '@tanstack/react-query';
import type { ReservationView } from '#domain/reservation-contracts.ts';
import { apiErrorMessage, type ErrorTexts } from '../../../lib/api-error.ts';
import { queuedRequest } from '../../../lib/outbox-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useQueueableMutation } from '../../../lib/use-queueable-mutation.ts';
import { RESERVATIONS_KEY, type ReservationPage } from './get-reservations.ts';

const CANCEL_TEXTS: ErrorTexts = {
  byStatus: {
    404: 'Reserva no encontrada',
    409: 'No se puede cancelar una reserva completada',
    500: 'Error interno del servidor. Intenta más tarde.',
  },
  fallback: 'Error al cancelar la reserva',
};

interface CancelRequest {
  reservation: ReservationView;
  /** Made when the admin confirms, so a repeated request cancels once (DESIGN 7). */
  idempotencyKey: string;
  /** Why, as staff typed it (issue 27); blank sends no body: the API keeps no reason. */
  reason?: string;
}

function cancelReservation({ reservation, idempotencyKey, reason }: CancelRequest) {
  const why = reason?.trim();
  return queuedRequest<{ success?: boolean }>({
    method: 'DELETE',
    path: `/reservations/${reservation.id}`,
    ...(why ? { body: { reason: why } } : {}),
    label: `Cancelar reserva #${reservation.id}`,
    idempotencyKey,
  });
}

/**
 * Cancels one reservation; on success the row leaves every cached list at once. Offline, the
 * service worker keeps it (DESIGN 7): the row stays, marked as pending, until it is sent.
 * `onDone` runs either way, when the confirmation may close.
 */
export function useCancelReservation({ onDone }: { onDone?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useQueueableMutation('reservation-cancel', {
    mutationFn: cancelReservation,
    subject: () => undefined,
    // Kept by the service worker: the row stays, marked pending, until the replay's refresh.
    onQueued: () => onDone?.(),
    onSent: (_data, { reservation }) => {
      // The paged lists drop the row at once too; the refetch below brings the counts.
      queryClient.setQueriesData<InfiniteData<ReservationPage>>(
        { queryKey: [...RESERVATIONS_KEY, 'admin-pages'] },
        (data) =>
          data && {
            ...data,
            pages: data.pages.map((page) => ({
              ...page,
              items: page.items.filter((item) => item.id !== reservation.id),
            })),
          },
      );
      void queryClient.invalidateQueries({ queryKey: RESERVATIONS_KEY });
      // The vehicle's dates are free again: availability and fleet views must refetch.
      void queryClient.invalidateQueries({ queryKey: ['vehicles'] });
      toast.success('Reserva cancelada');
      onDone?.();
    },
    onError: (error) => {
      toast.error(`Error al cancelar la reserva: ${apiErrorMessage(error, CANCEL_TEXTS)}`);
    },
  });
}
