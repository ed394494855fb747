import { Link } from '@tanstack/react-router';
import { whenWhereOf } from '#domain/company-settings.ts';
import { formatDate, todayInElSalvador } from '#domain/dates.ts';
import { DELIVERY_LABELS, deliveryOf, telHref } from '#domain/delivery.ts';
import { documentLabel } from '#domain/identity-document.ts';
import { plateLabel } from '#domain/plate.ts';
import type { ReservationView } from '#domain/reservation-contracts.ts';
import { buttonClasses } from '../../components/ui/button.tsx';
import { formatDateTime } from '../../lib/format-date-time.ts';
import {
  DOCUMENTS_PENDING,
  effectiveRentalStatus,
  effectiveState,
  type PendingHandover,
} from './pending-handover.ts';
import { RentalStatusBadge } from './rental-status-badge.tsx';

interface OperationCardProps {
  reservation: ReservationView;
  pending: PendingHandover | undefined;
}

/** One reservation of the day: who, which car, when, and the next step at the counter. */
export function OperationCard({ reservation, pending }: OperationCardProps) {
  const { id, user, vehicle, startDate, endDate, checkout, checkin } = reservation;
  const status = effectiveRentalStatus(reservation.rentalStatus, pending);
  const today = todayInElSalvador();
  const canDeliver =
    status === 'booked' &&
    reservation.status === 'active' &&
    startDate <= today &&
    today <= endDate;
  const titleId = `operation-${id}`;
  const delivery = deliveryOf(reservation);
  const when = whenWhereOf(reservation);

  return (
    <li
      aria-labelledby={titleId}
      className="flex flex-col gap-3 rounded-xl border border-navy-700 bg-navy-800/50 p-4"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={titleId} className="font-semibold text-white">
            {user.name}
          </h3>
          <p className="text-sm text-navy-200">{documentLabel(user)}</p>
          {user.phoneNumber ? (
            <a
              href={telHref(user.phoneNumber)}
              className="inline-flex min-h-11 items-center text-sm text-gold-300 underline underline-offset-2"
              aria-label={`Tel. ${user.phoneNumber}: llamar a ${user.name}`}
            >
              Tel. {user.phoneNumber}
            </a>
          ) : null}
        </div>
        <RentalStatusBadge
          state={effectiveState(reservation, pending, today)}
          pending={pending !== undefined}
        />
      </div>
      {pending ? <p className="text-sm text-amber-200">{DOCUMENTS_PENDING}</p> : null}
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-navy-300">Vehículo</dt>
        <dd className="text-navy-50">
          {vehicle.name} · {vehicle.brand} {vehicle.model} ·{' '}
          <span className="font-mono font-semibold">{plateLabel(vehicle.plate)}</span>
        </dd>
        <dt className="text-navy-300">Fechas</dt>
        <dd className="text-navy-50">
          {formatDate(startDate)} al {formatDate(endDate)} · Reserva #{id}
        </dd>
        <dt className="text-navy-300">Horas</dt>
        <dd className="text-navy-50" data-testid="operation-times">
          Recogida {when.pickupTime} · Devolución {when.returnTime}
        </dd>
        <dt className="text-navy-300">Lugar</dt>
        <dd className="break-words text-navy-50">{when.place.address}</dd>
        <dt className="text-navy-300">Entrega</dt>
        <dd className="break-words text-navy-50">
          {DELIVERY_LABELS[delivery.mode]}
          {delivery.mode === 'delivery' ? (
            <>
              {' · '}
              {delivery.address}
              {delivery.phone ? (
                <>
                  {' · '}
                  <a
                    href={telHref(delivery.phone)}
                    className="inline-flex min-h-11 items-center text-gold-300 underline underline-offset-2"
                  >
                    {delivery.phone}
                  </a>
                </>
              ) : null}
            </>
          ) : null}
        </dd>
        {checkout ? (
          <>
            <dt className="text-navy-300">Entregado</dt>
            <dd className="text-navy-50">{formatDateTime(checkout.at)}</dd>
          </>
        ) : null}
        {checkin ? (
          <>
            <dt className="text-navy-300">Devuelto</dt>
            <dd className="text-navy-50">{formatDateTime(checkin.at)}</dd>
          </>
        ) : null}
      </dl>
      {canDeliver ? (
        <Link
          to="/admin/operations/$reservationId/checkout"
          params={{ reservationId: id }}
          className={buttonClasses('primary', 'self-start')}
          aria-label={`Registrar entrega a ${user.name}`}
        >
          Registrar entrega
        </Link>
      ) : null}
      {status === 'inProgress' ? (
        <Link
          to="/admin/operations/$reservationId/checkin"
          params={{ reservationId: id }}
          className={buttonClasses('primary', 'self-start')}
          aria-label={`Registrar devolución de ${user.name}`}
        >
          Registrar devolución
        </Link>
      ) : null}
    </li>
  );
}
