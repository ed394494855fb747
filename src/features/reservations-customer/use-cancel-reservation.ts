import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { formatDate } from '#domain/dates.ts';
import { apiErrorMessage } from '../../lib/api-error.ts';
import { toast } from '../../lib/toast.ts';
import { useQueueableMutation } from '../../lib/use-queueable-mutation.ts';
import { newIdempotencyKey, VEHICLES_KEY } from '../../lib/vehicles.ts';
import { CANCEL_RESERVATION_ERROR_TEXTS, cancelReservation } from './api/cancel-reservation.ts';
import {
  myReservationsQueryOptions,
  RESERVATIONS_KEY,
  type Reservation,
} from './api/get-my-reservations.ts';

/**
 * The customer's cancel flow (SPEC 4.3): a toast asks '¿Deseas cancelar esta reserva?'; 'Sí,
 * cancelar' cancels, removes the card and says 'Reserva cancelada'; a failure names the error.
 * Offline the service worker keeps the cancellation (DESIGN 7) and the card stays, pending.
 */
export function useCancelReservation(userId: number | string | undefined) {
  const queryClient = useQueryClient();
  const openToast = useRef<string | null>(null);

  // Kept offline by the service worker (DESIGN 7), the card stays, marked pending, until the
  // replay's result refreshes the list.
  const mutation = useQueueableMutation('reservation-cancel', {
    mutationFn: cancelReservation,
    subject: () => undefined,
    onSent: (_data, { reservationId }) => {
      queryClient.setQueryData(
        myReservationsQueryOptions(userId).queryKey,
        (data) =>
          data && {
            ...data,
            pages: data.pages.map((page) => ({
              ...page,
              items: page.items.filter((reservation) => reservation.id !== reservationId),
            })),
          },
      );
      void queryClient.invalidateQueries({ queryKey: RESERVATIONS_KEY });
      void queryClient.invalidateQueries({ queryKey: [...VEHICLES_KEY, 'available'] });
      toast.success('Reserva cancelada');
    },
    onError: (error) => {
      toast.error(
        `Error al cancelar la reserva: ${apiErrorMessage(error, CANCEL_RESERVATION_ERROR_TEXTS)}`,
      );
    },
  });

  // A question left open must not outlive the page it was asked on.
  useEffect(
    () => () => {
      if (openToast.current !== null) toast.dismiss(openToast.current);
    },
    [],
  );

  function askToCancel(reservation: Reservation) {
    const { vehicle } = reservation;
    const testId = `cancel-confirm-${reservation.id}`;
    if (openToast.current !== null) toast.dismiss(openToast.current);
    openToast.current = testId;
    toast('¿Deseas cancelar esta reserva?', {
      id: testId,
      description: `${vehicle.brand} ${vehicle.name}, del ${formatDate(reservation.startDate)} al ${formatDate(reservation.endDate)}`,
      duration: Number.POSITIVE_INFINITY,
      testId,
      action: {
        label: 'Sí, cancelar',
        onClick: () =>
          mutation.mutate({
            reservationId: reservation.id,
            label: `Cancelar reserva de ${vehicle.brand} ${vehicle.name}`,
            idempotencyKey: newIdempotencyKey(),
          }),
      },
      cancel: { label: 'No', onClick: () => undefined },
      onDismiss: () => {
        openToast.current = null;
      },
      onAutoClose: () => {
        openToast.current = null;
      },
    });
    // Keyboard users land on the safe answer; sonner gives focus back when the toast closes.
    focusWhenShown(`[data-testid="${testId}"] [data-cancel]`);
  }

  return {
    askToCancel,
    cancellingId: mutation.isPending ? mutation.variables?.reservationId : undefined,
  };
}

/** Sonner mounts a toast a few frames after it is asked for: wait for it, briefly. */
function focusWhenShown(selector: string, attemptsLeft = 20): void {
  const element = document.querySelector<HTMLElement>(selector);
  if (element) {
    element.focus();
    return;
  }
  if (attemptsLeft > 0) window.setTimeout(() => focusWhenShown(selector, attemptsLeft - 1), 50);
}
