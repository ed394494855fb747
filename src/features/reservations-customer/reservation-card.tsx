import CloudUpload from 'lucide-react/icons/cloud-upload';
import { useState } from 'react';
import { formatDate } from '#domain/dates.ts';
import { deliveryOf } from '#domain/delivery.ts';
import { formatDays, formatUsd } from '#domain/money.ts';
import { ReservationMoney } from '../../components/billing/billing-summary.tsx';
import { CancellationNote } from '../../components/rental-state/cancellation-note.tsx';
import { RentalStateBadge } from '../../components/rental-state/rental-state-badge.tsx';
import { stateToday } from '../../components/rental-state/state-today.ts';
import { Button } from '../../components/ui/button.tsx';
import { AddToCalendarButton } from './add-to-calendar-button.tsx';
import type { Reservation } from './api/get-my-reservations.ts';
import { DeliverySummary } from './delivery-summary.tsx';
import { HandoverRecord } from './handover-record.tsx';
import { WhenWhereEntries } from './when-where.tsx';

export const CANCEL_PENDING_TEXT = 'Cancelación pendiente de sincronizar';

interface ReservationCardProps {
  reservation: Reservation;
  /** Present when the reservation may still be cancelled (active or upcoming). */
  onCancel?: (() => void) | undefined;
  cancelling?: boolean;
  /** A cancellation made offline that waits to be sent (DESIGN 7). */
  cancelPending?: boolean;
  /** The page's first card: its photo is fetched at once, not lazily (issue 32, LCP). */
  first?: boolean;
}

/** One reservation as SPEC 2.8 lists it. */
export function ReservationCard({
  reservation,
  onCancel,
  cancelling = false,
  cancelPending = false,
  first = false,
}: ReservationCardProps) {
  const { vehicle } = reservation;
  const state = stateToday(reservation);
  const [imageFailed, setImageFailed] = useState(false);
  const title = `${vehicle.brand} ${vehicle.name}`;
  const headingId = `reservation-${reservation.id}-title`;

  return (
    <article
      aria-labelledby={headingId}
      className="flex w-full flex-col overflow-hidden rounded-2xl border border-navy-700 bg-navy-800/60 sm:flex-row"
    >
      {vehicle.mainImageUrl && !imageFailed ? (
        <img
          src={vehicle.mainImageUrl}
          alt=""
          width={800}
          height={500}
          loading={first ? 'eager' : 'lazy'}
          fetchPriority={first ? 'high' : 'auto'}
          onError={() => setImageFailed(true)}
          className="h-36 w-full bg-navy-950 object-cover sm:aspect-[8/5] sm:h-auto sm:w-56 sm:shrink-0 sm:self-center"
        />
      ) : null}
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex items-start justify-between gap-3">
          <h2 id={headingId} className="text-lg font-semibold text-white">
            {title}
          </h2>
          <RentalStateBadge state={state} />
        </div>
        <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-4">
          <div>
            <dt className="text-navy-200">Precio por día</dt>
            <dd className="font-semibold text-white">{formatUsd(reservation.pricePerDay)}</dd>
          </div>
          <div>
            <dt className="text-navy-200">Inicio</dt>
            <dd className="font-semibold text-white">{formatDate(reservation.startDate)}</dd>
          </div>
          <div>
            <dt className="text-navy-200">Fin</dt>
            <dd className="font-semibold text-white">{formatDate(reservation.endDate)}</dd>
          </div>
          <div>
            <dt className="text-navy-200">Total ({formatDays(reservation.days)})</dt>
            <dd className="font-semibold text-gold-300">{formatUsd(reservation.totalPrice)}</dd>
          </div>
          <div className="col-span-2 sm:col-span-4">
            <dt className="text-navy-200">Entrega</dt>
            <dd className="font-semibold text-white">
              <DeliverySummary delivery={deliveryOf(reservation)} />
            </dd>
          </div>
          <WhenWhereEntries reservation={reservation} />
        </dl>
        {reservation.reassignedAt && state !== 'returned' && state !== 'cancelled' ? (
          <p className="rounded-lg border border-sky-400/40 bg-sky-500/10 p-2 text-sm text-sky-100">
            Cambiamos el vehículo de tu reserva: ahora es {title}, al mismo precio.
          </p>
        ) : null}
        <CancellationNote cancellation={reservation.cancellation ?? null} />
        <HandoverRecord reservation={reservation} />
        <ReservationMoney billing={reservation.billing} documents={reservation.documents} />
        <div className="mt-auto flex flex-col gap-2 pt-1 sm:flex-row sm:items-center sm:justify-end">
          <AddToCalendarButton reservationId={reservation.id} title={title} />
          {cancelPending ? (
            <p className="inline-flex items-center gap-1.5 self-end rounded-full border border-amber-400/50 bg-amber-500/10 px-3 py-1 text-xs font-semibold text-amber-100">
              <CloudUpload aria-hidden="true" className="size-3.5 shrink-0" />
              {CANCEL_PENDING_TEXT}
            </p>
          ) : onCancel ? (
            <Button
              variant="secondary"
              onClick={onCancel}
              disabled={cancelling}
              aria-label={`Cancelar reserva de ${title}`}
              className="w-full border-red-400/60 text-red-200 hover:bg-red-500/10 sm:w-auto"
            >
              {cancelling ? 'Cancelando...' : 'Cancelar'}
            </Button>
          ) : null}
        </div>
      </div>
    </article>
  );
}
