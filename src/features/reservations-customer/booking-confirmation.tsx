import { CircleCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { formatDate } from '#domain/dates.ts';
import { deliveryOf } from '#domain/delivery.ts';
import { formatDays, formatUsd } from '#domain/money.ts';
import { Button } from '../../components/ui/button.tsx';
import type { Reservation } from './api/get-my-reservations.ts';
import { DeliverySummary } from './delivery-summary.tsx';
import { CANCEL_PENDING_TEXT } from './reservation-card.tsx';
import { StatusBadge } from './status-badge.tsx';

interface BookingConfirmationProps {
  reservation: Reservation;
  onCancel?: (() => void) | undefined;
  cancelling: boolean;
  cancelPending: boolean;
}

/** What happens next: the agency's counter, or the car coming to the address given. */
function nextStep(reservation: Reservation): string {
  const delivery = deliveryOf(reservation);
  const start = formatDate(reservation.startDate);
  return delivery.mode === 'delivery'
    ? `Qué sigue: el ${start} te llevamos el vehículo a la dirección indicada y te llamamos al ${delivery.phone} antes de llegar. Ten a mano tu DUI y tu licencia de conducir.`
    : `Qué sigue: te esperamos en la agencia el ${start}; presenta tu DUI y tu licencia de conducir.`;
}

export const CANCEL_POLICY =
  'Cancelación: puedes cancelarla sin costo desde Mis Reservas hasta que te entreguemos el vehículo.';

/**
 * The reservation just made, opened at the top of 'Mis Reservas' with its number and recap. Focus
 * moves to its title so a screen reader reads the confirmation first.
 */
export function BookingConfirmation({
  reservation,
  onCancel,
  cancelling,
  cancelPending,
}: BookingConfirmationProps) {
  const titleRef = useRef<HTMLHeadingElement>(null);
  const { vehicle } = reservation;
  const title = `${vehicle.brand} ${vehicle.name}`;
  const headingId = `booked-${reservation.id}-title`;

  useEffect(() => {
    titleRef.current?.focus();
  }, []);

  return (
    <article
      aria-labelledby={headingId}
      data-testid="booking-confirmation"
      className="flex flex-col gap-4 rounded-2xl border-2 border-gold-400 bg-gold-400/10 p-5 shadow-lg shadow-gold-400/10 sm:p-6"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="flex flex-col gap-1">
          <p className="flex items-center gap-2 text-sm font-semibold text-gold-200">
            <CircleCheck aria-hidden="true" className="size-5" />
            Reserva confirmada
          </p>
          <h2
            id={headingId}
            ref={titleRef}
            tabIndex={-1}
            className="text-2xl font-bold text-white focus:outline-none"
          >
            Reserva #{reservation.id}
          </h2>
          <p className="text-lg text-navy-50">
            {title} <span className="text-sm text-navy-200">{vehicle.model}</span>
          </p>
        </div>
        <StatusBadge status={reservation.displayStatus} />
      </div>

      <dl className="grid gap-x-4 gap-y-3 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-navy-200">Inicio</dt>
          <dd className="font-semibold text-white">{formatDate(reservation.startDate)}</dd>
        </div>
        <div>
          <dt className="text-navy-200">Fin</dt>
          <dd className="font-semibold text-white">{formatDate(reservation.endDate)}</dd>
        </div>
        <div>
          <dt className="text-navy-200">Total</dt>
          <dd className="font-semibold text-white">
            {formatDays(reservation.days)} × {formatUsd(reservation.pricePerDay)} ={' '}
            <span className="text-gold-300">{formatUsd(reservation.totalPrice)}</span>
          </dd>
        </div>
        <div>
          <dt className="text-navy-200">Entrega</dt>
          <dd className="font-semibold text-white">
            <DeliverySummary delivery={deliveryOf(reservation)} />
          </dd>
        </div>
      </dl>

      <div className="flex flex-col gap-1 border-t border-gold-400/30 pt-3 text-sm text-navy-50">
        <p>{nextStep(reservation)}</p>
        <p>{CANCEL_POLICY}</p>
      </div>

      {cancelPending ? (
        <p className="self-end text-xs font-semibold text-amber-100">{CANCEL_PENDING_TEXT}</p>
      ) : onCancel ? (
        <Button
          variant="secondary"
          onClick={onCancel}
          disabled={cancelling}
          aria-label={`Cancelar reserva de ${title}`}
          className="w-full self-end border-red-400/60 text-red-200 hover:bg-red-500/10 sm:w-auto"
        >
          {cancelling ? 'Cancelando...' : 'Cancelar'}
        </Button>
      ) : null}
    </article>
  );
}
