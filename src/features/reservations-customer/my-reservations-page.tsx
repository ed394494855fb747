import { useSuspenseInfiniteQuery } from '@tanstack/react-query';
import { Link, useRouterState } from '@tanstack/react-router';
import CalendarX from 'lucide-react/icons/calendar-x';
import { useEffect, useRef } from 'react';
import { LazyCalendarFeedsPanel } from '../../components/calendar-feeds/lazy-calendar-feeds-panel.tsx';
import { stateToday } from '../../components/rental-state/state-today.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { ContactLinks } from '../../components/ui/contact-links.tsx';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { apiErrorMessage } from '../../lib/api-error.ts';
import { usePendingIds } from '../../lib/outbox-view.ts';
import { useSession } from '../../lib/use-session.ts';
import {
  MY_RESERVATIONS_ERROR_TEXTS,
  myReservationsQueryOptions,
  type Reservation,
} from './api/get-my-reservations.ts';
import { BookingConfirmation } from './booking-confirmation.tsx';
import { ReservationCard } from './reservation-card.tsx';
import { byRelevance, isHistory } from './reservation-order.ts';
import { useCancelReservation } from './use-cancel-reservation.ts';

// A car already handed over cannot be cancelled (issue 11).
const mayCancel = (reservation: Reservation) =>
  (stateToday(reservation) === 'booked' || stateToday(reservation) === 'pickup-due') &&
  (reservation.rentalStatus ?? 'booked') === 'booked';

/**
 * 'Mis Reservas' (SPEC 2.8); the route's loader has the first page ready (or shows its loading).
 * The server sends what is running or to come first, then the past, a page at a time (issue 14);
 * 'Ver más reservas' asks for the next. Right after booking, the new reservation opens at the top
 * with its number and recap; a message's link (`?reserva=`) brings its reservation into view.
 */
export function MyReservationsPage() {
  const { user } = useSession();
  const booked = useRouterState({ select: (state) => state.location.state.bookedReservationId });
  const query = useSuspenseInfiniteQuery(myReservationsQueryOptions(user?.id));
  const data = query.data.pages.flatMap((page) => page.items);
  const { askToCancel, cancellingId } = useCancelReservation(user?.id);
  const pendingCancels = usePendingIds('reservation-cancel');
  const confirmed = data.find((reservation) => reservation.id === booked);
  // Issue 29: a message's link (an e-mail, a tapped notification) names one reservation.
  const openedId = useRouterState({
    select: (state) => Number((state.location.search as { reserva?: unknown }).reserva) || null,
  });
  const openedShown = data.some((reservation) => reservation.id === openedId);
  const openedRef = useRef<HTMLLIElement>(null);
  useEffect(() => {
    if (!openedShown) return;
    openedRef.current?.scrollIntoView({ block: 'center' });
    openedRef.current?.focus({ preventScroll: true });
  }, [openedShown]);
  // The reservation just booked first; then what matters now.
  const reservations = [
    ...(confirmed ? [confirmed] : []),
    // The server's order already; sorted again so a day turning over on an open page reads right.
    ...data.filter((reservation) => reservation !== confirmed).sort((a, b) => byRelevance(a, b)),
  ];
  // Issue 27: the past (returned, cancelled, no-shows) in a section of its own, 'Historial'.
  const current = reservations.filter((reservation) => !isHistory(reservation));
  const history = reservations.filter((reservation) => isHistory(reservation));
  const renderCard = (reservation: Reservation) => {
    const card = (
      <ReservationCard
        reservation={reservation}
        onCancel={mayCancel(reservation) ? () => askToCancel(reservation) : undefined}
        cancelling={cancellingId === reservation.id}
        cancelPending={pendingCancels.has(reservation.id)}
        first={reservation === (current[0] ?? history[0])}
      />
    );
    const opened = reservation.id === openedId;
    return (
      <li
        key={reservation.id}
        ref={opened ? openedRef : undefined}
        tabIndex={opened ? -1 : undefined}
        className={`flex ${opened ? 'rounded-2xl outline-2 outline-offset-4 outline-gold-400' : ''}`}
      >
        {reservation === confirmed ? (
          <BookingConfirmation reservation={reservation}>{card}</BookingConfirmation>
        ) : (
          card
        )}
      </li>
    );
  };

  return (
    <div className="mx-auto flex max-w-5xl flex-col">
      <PageHeading title="Mis Reservas" />
      {reservations.length === 0 ? (
        <div className="flex flex-col items-center gap-4 rounded-2xl border border-dashed border-navy-600 px-6 py-12 text-center">
          <CalendarX aria-hidden="true" className="size-10 text-navy-300" />
          <p className="text-lg text-navy-100">No tienes reservas registradas.</p>
          <Link to="/customer/vehicles" className={buttonClasses('primary')}>
            Buscar vehículos
          </Link>
        </div>
      ) : (
        <div className="flex flex-col gap-8">
          {current.length > 0 ? (
            <ul aria-label="Reservas próximas y en curso" className="flex flex-col gap-4">
              {current.map(renderCard)}
            </ul>
          ) : null}
          {history.length > 0 ? (
            <section aria-labelledby="my-reservations-history" className="flex flex-col gap-4">
              <h2 id="my-reservations-history" className="text-xl font-bold text-white">
                Historial
              </h2>
              <ul aria-label="Historial de reservas" className="flex flex-col gap-4">
                {history.map(renderCard)}
              </ul>
            </section>
          ) : null}
        </div>
      )}
      {query.isFetchNextPageError ? (
        <div className="mt-4">
          <Alert tone="error">
            Error: {apiErrorMessage(query.error, MY_RESERVATIONS_ERROR_TEXTS)}
          </Alert>
        </div>
      ) : null}
      {query.hasNextPage ? (
        <Button
          variant="secondary"
          className="mt-6 self-center"
          disabled={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          {query.isFetchingNextPage ? 'Cargando reservas...' : 'Ver más reservas'}
        </Button>
      ) : null}
      <section aria-labelledby="contact-title" className="mt-8 flex flex-col gap-2">
        <h2 id="contact-title" className="text-lg font-semibold text-white">
          ¿Necesitas ayuda?
        </h2>
        <ContactLinks />
      </section>
      <div className="mt-8">
        <LazyCalendarFeedsPanel
          choices={[{ label: 'Suscribirme a mis reservas', scope: 'mine' }]}
        />
      </div>
    </div>
  );
}
