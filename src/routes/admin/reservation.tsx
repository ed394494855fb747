import { createFileRoute } from '@tanstack/react-router';
import { AccessRestricted } from '../../components/ui/access-restricted.tsx';
import { InsufficientPermissions } from '../../features/admin-reservations/insufficient-permissions.tsx';
import { ReservationManagementPage } from '../../features/admin-reservations/reservation-management-page.tsx';
import { useSession } from '../../lib/use-session.ts';

/**
 * Outside the admin guard on purpose: SPEC 2.12 gives this page its own answers for a visitor
 * (sign in first) and for a customer ('Permisos Insuficientes'), like /admin/vehicle does.
 */
function ReservationRoute() {
  const { user } = useSession();
  if (!user) {
    return (
      <AccessRestricted message="Debes iniciar sesión para acceder a la gestión de reservas" />
    );
  }
  if (user.routeRole !== 'admin') return <InsufficientPermissions />;
  return <ReservationManagementPage />;
}

export const Route = createFileRoute('/admin/reservation')({
  loader: ({ context }) => {
    // Fetch the first page while the page's code arrives, never the whole history (issue 14).
    // Imported lazily: loaders stay in the first download, which must not carry the API client
    // (see src/lib/revalidate-session.ts).
    // Not awaited, so the page draws at once; the shift prefetch (router.preloadRoute) awaits it.
    if (context.session.getSnapshot().user?.routeRole !== 'admin') return;
    const ready = import('../../features/admin-reservations/api/get-reservations.ts').then(
      ({ firstReservationPageQuery }) =>
        context.queryClient.prefetchInfiniteQuery(firstReservationPageQuery()),
    );
    return { ready };
  },
  component: ReservationRoute,
});
