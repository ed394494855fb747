import { createFileRoute } from '@tanstack/react-router';
import { AccessRestricted } from '../../components/ui/access-restricted.tsx';
import { parseBoardSearch } from '../../features/maintenance/board-search.ts';
import { MaintenancePage } from '../../features/maintenance/maintenance-page.tsx';
import { useSession } from '../../lib/use-session.ts';

/** Open to every signed-in user; only admins may move vehicles between statuses (SPEC 2.13). */
function MaintenanceRoute() {
  const { user } = useSession();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  if (!user) {
    return (
      <AccessRestricted message="Debes iniciar sesión para acceder a la gestión de mantenimiento" />
    );
  }
  return (
    <MaintenancePage
      isAdmin={user.routeRole === 'admin'}
      search={search}
      onSearchChange={(patch) =>
        void navigate({ search: (previous) => ({ ...previous, ...patch }), replace: true })
      }
    />
  );
}

export const Route = createFileRoute('/admin/maintenance')({
  validateSearch: parseBoardSearch,
  loader: ({ context }) => {
    if (!context.session.getSnapshot().user) return;
    // Imported lazily: loaders stay in the first download, which must not carry the API client.
    // Not awaited, so the page draws at once; the shift prefetch (router.preloadRoute) awaits it.
    const ready = import('../../lib/vehicles.ts').then(({ vehiclesQueryOptions }) =>
      context.queryClient.prefetchQuery(vehiclesQueryOptions()),
    );
    return { ready };
  },
  component: MaintenanceRoute,
});
