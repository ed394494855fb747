import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import CalendarClock from 'lucide-react/icons/calendar-clock';
import { formatDate } from '#domain/dates.ts';
import { formatDays, formatUsd } from '#domain/money.ts';
import { RentalStateBadge } from '../../components/rental-state/rental-state-badge.tsx';
import { stateToday } from '../../components/rental-state/state-today.ts';
import { buttonClasses } from '../../components/ui/button.tsx';
import { apiErrorMessage } from '../../lib/api-error.ts';
import { usePendingIds } from '../../lib/outbox-view.ts';
import { useSession } from '../../lib/use-session.ts';
import {
  MY_RESERVATIONS_ERROR_TEXTS,
  myReservationsQueryOptions,
} from './api/get-my-reservations.ts';
import { CANCEL_PENDING_TEXT } from './reservation-card.tsx';
import { nextReservation } from './reservation-order.ts';

/** The customer home's panel: the running or coming reservation, at a glance. */
export function NextReservationPanel() {
  const { user } = useSession();
  // The first page is enough: what is running or to come comes first (issue 14).
  const query = useInfiniteQuery(myReservationsQueryOptions(user?.id));
  const next = query.data ? nextReservation(query.data.pages[0]?.items ?? []) : undefined;
  const pendingCancels = usePendingIds('reservation-cancel');

  return (
    <section
      aria-labelledby="next-reservation-title"
      className="flex flex-col gap-4 rounded-2xl border border-navy-700 bg-navy-800/60 p-5 sm:p-6"
    >
      <h2
        id="next-reservation-title"
        className="flex items-center gap-2 text-lg font-semibold text-white"
      >
        <CalendarClock aria-hidden="true" className="size-5 text-gold-400" />
        Tu próxima reserva
      </h2>
      {query.isPending ? (
        <p role="status" className="text-navy-200">
          Cargando reservas...
        </p>
      ) : !query.data ? (
        <p role="alert" className="text-red-200">
          Error: {apiErrorMessage(query.error, MY_RESERVATIONS_ERROR_TEXTS)}
        </p>
      ) : next ? (
        <div className="flex flex-col gap-3">
          <div className="flex items-start justify-between gap-3">
            <p className="font-semibold text-white">
              {next.vehicle.brand} {next.vehicle.name}
            </p>
            <RentalStateBadge state={stateToday(next)} />
          </div>
          <p className="text-sm text-navy-100">
            Del {formatDate(next.startDate)} al {formatDate(next.endDate)} · {formatDays(next.days)}{' '}
            · {formatUsd(next.totalPrice)}
          </p>
          {pendingCancels.has(next.id) ? (
            <p className="text-sm font-semibold text-amber-200">{CANCEL_PENDING_TEXT}</p>
          ) : null}
          <Link to="/customer/my-reservations" className={buttonClasses('secondary', 'self-start')}>
            Ver Mis Reservas
          </Link>
        </div>
      ) : (
        <div className="flex flex-col gap-3">
          <p className="text-navy-200">No tienes reservas próximas. ¡Elige tus fechas y reserva!</p>
          <Link to="/customer/vehicles" className={buttonClasses('secondary', 'self-start')}>
            Ver vehículos
          </Link>
        </div>
      )}
    </section>
  );
}
