import { createFileRoute } from '@tanstack/react-router';
import { AccessRestricted } from '../../components/ui/access-restricted.tsx';
import { FleetPage } from '../../features/fleet/fleet-page.tsx';
import { parseFleetSearch } from '../../features/fleet/fleet-search.ts';
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
  loader: ({ context }) => {
    if (context.session.getSnapshot().user) {
      // Imported lazily: loaders stay in the first download, which must not carry the API client.
      void import('../../lib/vehicles.ts').then(({ vehiclesQueryOptions }) =>
        context.queryClient.prefetchQuery(vehiclesQueryOptions()),
      );
    }
  },
  component: VehicleManagementPage,
});
