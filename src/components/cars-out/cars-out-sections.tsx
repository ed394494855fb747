import { Link } from '@tanstack/react-router';
import TriangleAlert from 'lucide-react/icons/triangle-exclamation-point';
import { type ReactNode, useState } from 'react';
import { formatDate, todayInElSalvador } from '#domain/dates.ts';
import { documentLabel } from '#domain/identity-document.ts';
import { NO_SHOW_DAYS, STRANDED_DAYS } from '#domain/reservation.ts';
import type {
  OperationsTodayView,
  ReservationView,
  StrandedReservationView,
} from '#domain/reservation-contracts.ts';
import { toast } from '../../lib/toast.ts';
import { ReassignList } from '../service-windows/reassign-list.tsx';
import { Button, buttonClasses } from '../ui/button.tsx';
import { ConfirmDialog } from '../ui/dialog.tsx';
import { markNoShowErrorMessage, useMarkNoShow } from './mark-no-show.ts';
import { matchesOperation } from './operations-search.ts';

/** Who, which car and which days: the head of every card of these sections. */
function BookingFacts({ reservation, section }: { reservation: ReservationView; section: string }) {
  const { id, user, vehicle, startDate, endDate } = reservation;
  return (
    <>
      <div className="min-w-0">
        <h3 id={`${section}-${id}`} className="font-semibold text-white">
          {user.name}
        </h3>
        <p className="text-sm text-navy-200">{documentLabel(user)}</p>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-navy-300">Vehículo</dt>
        <dd className="text-navy-50">
          {vehicle.name} · {vehicle.brand} {vehicle.model}
        </dd>
        <dt className="text-navy-300">Fechas</dt>
        <dd className="text-navy-50">
          {formatDate(startDate)} al {formatDate(endDate)} · Reserva #{id}
        </dd>
      </dl>
    </>
  );
}

/**
 * A booking whose start day passed without a check-out (issue 27): hand the car over now, or
 * mark the customer as a no-show, which cancels the booking and frees its days.
 */
export function NoShowCard({ reservation }: { reservation: ReservationView }) {
  const { id, user, vehicle, startDate, endDate } = reservation;
  const [asking, setAsking] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const mark = useMarkNoShow();
  // A check-out is only taken while the booking's days run.
  const canDeliver = endDate >= todayInElSalvador();

  function confirm() {
    setFailure(null);
    mark.mutate(id, {
      onSuccess: () => {
        setAsking(false);
        toast.success(`Reserva #${id} marcada como no presentada`);
      },
      onError: (error) => {
        setAsking(false);
        const message = markNoShowErrorMessage(error);
        setFailure(message);
        toast.error(message);
      },
    });
  }

  return (
    <li
      aria-labelledby={`no-show-${id}`}
      className="flex flex-col gap-3 rounded-xl border border-amber-400/40 bg-amber-500/10 p-4"
    >
      <BookingFacts reservation={reservation} section="no-show" />
      <p className="text-sm font-semibold text-amber-200">
        Debía recoger el vehículo el {formatDate(startDate)}
      </p>
      <div className="flex flex-wrap gap-2">
        {canDeliver ? (
          <Link
            to="/admin/operations/$reservationId/checkout"
            params={{ reservationId: id }}
            className={buttonClasses('primary')}
            aria-label={`Entregar ahora a ${user.name}`}
          >
            Entregar ahora
          </Link>
        ) : null}
        <Button
          variant="secondary"
          onClick={() => setAsking(true)}
          disabled={mark.isPending}
          aria-label={`Marcar como no presentado: reserva #${id} de ${user.name}`}
        >
          Marcar como no presentado
        </Button>
      </div>
      {failure ? (
        <p role="alert" className="text-sm text-red-200">
          {failure}
        </p>
      ) : null}
      <ConfirmDialog
        open={asking}
        onOpenChange={(open) => {
          if (!open && !mark.isPending) setAsking(false);
        }}
        title="Marcar como no presentado"
        description={`La reserva #${id} de ${user.name} (${vehicle.name}, del ${formatDate(startDate)} al ${formatDate(endDate)}) se cancelará con el motivo 'No se presentó' y sus días quedarán libres.`}
        confirmLabel="Marcar como no presentado"
        cancelLabel="Volver"
        pendingLabel="Marcando..."
        pending={mark.isPending}
        destructive
        onConfirm={confirm}
      />
    </li>
  );
}

/**
 * A coming booking whose car has not come back from an overdue rental (issue 27), with
 * 'Reasignar' to a free car of the same type at the booked price (issue 12's reassignment).
 */
export function StrandedCard({ reservation }: { reservation: StrandedReservationView }) {
  const { stillOut } = reservation;
  return (
    <li
      aria-labelledby={`stranded-${reservation.id}`}
      className="flex flex-col gap-3 rounded-xl border border-red-400/40 bg-red-500/10 p-4"
    >
      <BookingFacts reservation={reservation} section="stranded" />
      <p className="flex items-start gap-1.5 text-sm font-semibold text-red-100">
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>
          El vehículo sigue con {stillOut.customerName}: debía volver el{' '}
          {formatDate(stillOut.endDate)} (reserva #{stillOut.reservationId}).
        </span>
      </p>
      <ReassignList
        reservations={[
          {
            reservationId: reservation.id,
            startDate: reservation.startDate,
            endDate: reservation.endDate,
            userId: reservation.userId,
            customerName: reservation.user.name,
            vehicleType: reservation.vehicle.type,
          },
        ]}
        // The day's lists refresh after the move; the booking leaves this section then.
        onMoved={() => {}}
      />
    </li>
  );
}

interface CarsOutSectionProps<T extends ReservationView> {
  id: string;
  title: string;
  empty: string;
  all: readonly T[];
  search: string;
  render(reservation: T): ReactNode;
}

function CarsOutSection<T extends ReservationView>({
  id,
  title,
  empty,
  all,
  search,
  render,
}: CarsOutSectionProps<T>) {
  const shown = all.filter((reservation) => matchesOperation(reservation, search));
  const headingId = `section-${id}`;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="text-lg font-semibold text-white">
        {title} <span className="text-navy-300">({shown.length})</span>
      </h2>
      {shown.length === 0 ? (
        <p className="rounded-lg border border-dashed border-navy-600 p-4 text-sm text-navy-200">
          {all.length === 0 ? empty : 'Ninguna coincide con la búsqueda.'}
        </p>
      ) : (
        <ul className="flex flex-col gap-3">{shown.map(render)}</ul>
      )}
    </section>
  );
}

/** 'No se presentó' and 'Vehículo sin devolver' of 'Operaciones de hoy' (issue 27). */
export function CarsOutSections({ day, search }: { day: OperationsTodayView; search: string }) {
  return (
    <>
      <CarsOutSection
        id="no-shows"
        title="No se presentó"
        empty={`Nadie dejó de presentarse en los últimos ${NO_SHOW_DAYS} días.`}
        all={day.noShows ?? []}
        search={search}
        render={(reservation) => <NoShowCard key={reservation.id} reservation={reservation} />}
      />
      <CarsOutSection
        id="stranded"
        title="Vehículo sin devolver"
        empty={`Ninguna reserva de los próximos ${STRANDED_DAYS} días espera un vehículo sin devolver.`}
        all={day.stranded ?? []}
        search={search}
        render={(reservation) => <StrandedCard key={reservation.id} reservation={reservation} />}
      />
    </>
  );
}
