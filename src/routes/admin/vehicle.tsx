import { createFileRoute } from '@tanstack/react-router';
import { todayInElSalvador } from '#domain/dates.ts';
import { AccessRestricted } from '../../components/ui/access-restricted.tsx';
import { FleetPage } from '../../features/fleet/fleet-page.tsx';
import { parseFleetSearch, rangeOf } from '../../features/fleet/fleet-search.ts';
import { useSession } from '../../lib/use-session.ts';

/** Open to every signed-in user; only admins get the editing tools (SPEC 2.14, 6). */
function VehicleManagementPage() {
  const { user } = useSession();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  if (!user) {
    return (
      <AccessRestricted message="Debes iniciar sesión para acceder a la gestión de vehículos" />
    );
  }
  return (
    <FleetPage
      isAdmin={user.routeRole === 'admin'}
      search={search}
      onSearchChange={(patch) =>
        void navigate({ search: (previous) => ({ ...previous, ...patch }), replace: true })
      }
    />
  );
}

export const Route = createFileRoute('/admin/vehicle')({
  validateSearch: parseFleetSearch,
  loaderDeps: ({ search }) => ({ from: search.from, to: search.to }),
  loader: ({ context, deps }) => {
    if (!context.session.getSnapshot().user) return;
    // Imported lazily: loaders stay in the first download, which must not carry the API client.
    // Not awaited, so the page draws at once; the shift prefetch (router.preloadRoute) awaits it.
    const range = rangeOf(deps, todayInElSalvador());
    const ready = Promise.all([
      import('../../lib/vehicles.ts').then(({ vehiclesQueryOptions }) =>
        context.queryClient.prefetchQuery(vehiclesQueryOptions()),
      ),
      import('../../features/fleet/api/get-reserved-vehicles.ts').then(
        ({ reservedVehiclesQueryOptions }) =>
          context.queryClient.prefetchQuery(reservedVehiclesQueryOptions(range)),
      ),
    ]);
    return { ready };
  },
  component: VehicleManagementPage,
});
