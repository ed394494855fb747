import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDate } from '#domain/dates.ts';
import type { AffectedReservation } from '#domain/maintenance-contracts.ts';
import { apiErrorBody } from '../../lib/api-error.ts';
import { toast } from '../../lib/toast.ts';
import { Button } from '../ui/button.tsx';
import { reassignTargetQuery, useReassign } from './service-windows-api.ts';

export const NO_FREE_VEHICLE = 'Sin vehículo libre del mismo tipo';

interface ReassignListProps {
  reservations: readonly AffectedReservation[];
  /** A reservation now has another car: the caller drops it from its list. */
  onMoved(reservationId: number): void;
}

/**
 * The bookings in the way of a service (issue 12), each with where 'Reasignar' would send it:
 * one click moves it to a free car of the same type at the booked price, or the row says plainly
 * that there is none and nothing changes.
 */
export function ReassignList({ reservations, onMoved }: ReassignListProps) {
  return (
    <ul className="flex flex-col gap-2">
      {reservations.map((reservation) => (
        <ReassignRow
          key={reservation.reservationId}
          reservation={reservation}
          onMoved={() => onMoved(reservation.reservationId)}
        />
      ))}
    </ul>
  );
}

function ReassignRow({
  reservation,
  onMoved,
}: {
  reservation: AffectedReservation;
  onMoved(): void;
}) {
  const target = useQuery(reassignTargetQuery(reservation));
  const reassign = useReassign();
  const [refused, setRefused] = useState<string | null>(null);
  const id = reservation.reservationId;
  const free = target.data;

  function move() {
    if (!free) return;
    setRefused(null);
    reassign.mutate(
      { reservationId: id, vehicleId: free.id },
      {
        onSuccess: (moved) => {
          toast.success(`Reserva #${moved.id} reasignada a ${moved.vehicle.name}`);
          onMoved();
        },
        // Taken meanwhile: say why; the refreshed query offers the next free car, if any.
        onError: (error) =>
          setRefused(apiErrorBody(error)?.message ?? 'No se pudo reasignar la reserva'),
      },
    );
  }

  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border border-navy-600 bg-navy-950/40 p-2 text-sm">
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-white">
          Reserva #{id} · {formatDate(reservation.startDate)} - {formatDate(reservation.endDate)}
        </p>
        <p className="text-navy-200">{reservation.customerName}</p>
        <p className={free === null ? 'font-semibold text-amber-200' : 'text-navy-100'}>
          {target.isPending
            ? 'Buscando un vehículo libre...'
            : target.isError
              ? 'No se pudo buscar un vehículo libre'
              : free
                ? `Pasaría a ${free.name}`
                : NO_FREE_VEHICLE}
        </p>
      </div>
      <Button
        variant="secondary"
        disabled={!free || reassign.isPending}
        onClick={move}
        aria-label={`Reasignar la reserva #${id}`}
      >
        {reassign.isPending ? 'Reasignando...' : 'Reasignar'}
      </Button>
      {refused ? (
        <p role="alert" className="w-full text-amber-200">
          {refused} La reserva sigue igual.
        </p>
      ) : null}
    </li>
  );
}
