import CircleCheck from 'lucide-react/icons/circle-check';
import { type ReactNode, useEffect, useRef } from 'react';
import { whenWhereOf } from '#domain/company-settings.ts';
import { formatDate } from '#domain/dates.ts';
import { deliveryOf } from '#domain/delivery.ts';
import { formatDays, formatUsd } from '#domain/money.ts';
import { ContactLinks } from '../../components/ui/contact-links.tsx';
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
  const { pickupTime, place } = whenWhereOf(reservation);
  return delivery.mode === 'delivery'
    ? `Qué sigue: el ${start} a las ${pickupTime} llevamos el vehículo a tu dirección y te llamamos al ${delivery.phone} antes de llegar.`
    : `Qué sigue: te esperamos en la agencia el ${start} a las ${pickupTime} (${place.address}) con tu DUI y tu licencia de conducir.`;
}

export const CANCEL_POLICY =
  'Cancelación: sin costo desde Mis Reservas, hasta que te entreguemos el vehículo.';

interface BookingConfirmationProps {
  reservation: Reservation;
  /** The reservation's own card, kept as every other card so the list reads the same. */
  children: ReactNode;
}

/**
 * The reservation just made, opened at the top of 'Mis Reservas': its number, its card, the price
 * worked out and the two lines on what happens next and on cancelling. Focus moves to the number
 * on arrival so a screen reader reads the confirmation first.
 */
export function BookingConfirmation({ reservation, children }: BookingConfirmationProps) {
  const ref = useRef<HTMLHeadingElement>(null);
  const headingId = `booked-${reservation.id}`;
  useEffect(() => {
    ref.current?.focus();
  }, []);

  return (
    <section
      aria-labelledby={headingId}
      data-testid="booking-confirmation"
      className="flex w-full flex-col gap-3 rounded-3xl border-2 border-gold-400 bg-gold-400/10 p-3 shadow-lg shadow-gold-400/10 sm:p-4"
    >
      <div className="flex flex-col gap-0.5 px-2 pt-1">
        <p className="flex items-center gap-1.5 text-sm font-semibold text-gold-200">
          <CircleCheck aria-hidden="true" className="size-5" />
          Reserva confirmada
        </p>
        <h2
          id={headingId}
          ref={ref}
          tabIndex={-1}
          className="text-2xl font-bold text-white focus:outline-none"
        >
          Reserva #{reservation.id}
        </h2>
      </div>
      {children}
      <div className="flex flex-col gap-1 px-2 pb-1 text-sm text-navy-50">
        <p className="font-semibold text-white">
          {`${formatDays(reservation.days)} × ${formatUsd(reservation.pricePerDay)} = ${formatUsd(reservation.totalPrice)}`}
        </p>
        <p>{nextStep(reservation)}</p>
        <p>{CANCEL_POLICY}</p>
        <p className="mt-1">¿Dudas sobre tu reserva? Contáctanos:</p>
        <ContactLinks />
      </div>
    </section>
  );
}
