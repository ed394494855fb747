import { CircleCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { formatDate } from '#domain/dates.ts';
import { deliveryOf } from '#domain/delivery.ts';
import type { Reservation } from './api/get-my-reservations.ts';

declare module '@tanstack/react-router' {
  interface HistoryState {
    /**
     * The reservation just booked. Kept in the history entry rather than the URL: it survives a
     * reload and back/forward, while 'Mis Reservas' keeps its plain address.
     */
    bookedReservationId?: number;
  }
}

/** What happens next: the agency's counter, or the car coming to the address given. */
export function nextStep(reservation: Reservation): string {
  const delivery = deliveryOf(reservation);
  const start = formatDate(reservation.startDate);
  return delivery.mode === 'delivery'
    ? `Qué sigue: el ${start} te llevamos el vehículo a la dirección indicada y te llamamos al ${delivery.phone} antes de llegar; ten a mano tu DUI y tu licencia de conducir.`
    : `Qué sigue: te esperamos en la agencia el ${start}; presenta tu DUI y tu licencia de conducir.`;
}

export const CANCEL_POLICY =
  'Cancelación: puedes cancelarla sin costo desde Mis Reservas hasta que te entreguemos el vehículo.';

/**
 * The top of the reservation just made: that it is confirmed and its number. Focus moves here on
 * arrival so a screen reader reads the confirmation first.
 */
export function ConfirmationHeader({ id }: { id: number }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <p
      ref={ref}
      tabIndex={-1}
      className="flex flex-wrap items-center gap-x-3 gap-y-1 focus:outline-none"
    >
      <span className="flex items-center gap-1.5 text-sm font-semibold text-gold-200">
        <CircleCheck aria-hidden="true" className="size-5" />
        Reserva confirmada
      </span>
      <span className="text-2xl font-bold text-white">Reserva #{id}</span>
    </p>
  );
}

/** The two lines on what happens next and on cancelling. */
export function ConfirmationNotes({ reservation }: { reservation: Reservation }) {
  return (
    <div className="flex flex-col gap-1 border-t border-gold-400/30 pt-3 text-sm text-navy-50">
      <p>{nextStep(reservation)}</p>
      <p>{CANCEL_POLICY}</p>
    </div>
  );
}
