import { createFileRoute } from '@tanstack/react-router';
import { AccessRestricted } from '../../components/ui/access-restricted.tsx';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { useSession } from '../../lib/use-session.ts';

/** Open to every signed-in user; only admins will get the editing tools. */
function VehicleManagementPage() {
  const { user } = useSession();
  if (!user) {
    return (
      <AccessRestricted message="Debes iniciar sesión para acceder a la gestión de vehículos" />
    );
  }
  return (
    <PageHeading
      title="Gestión de Vehículos"
      subtitle={
        user.routeRole === 'admin'
          ? 'Panel administrativo para gestionar la flota de vehículos premium'
          : 'Catálogo de vehículos disponibles para renta'
      }
    />
  );
}

export const Route = createFileRoute('/admin/vehicle')({
  component: VehicleManagementPage,
});
