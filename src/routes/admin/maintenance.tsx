import { createFileRoute } from '@tanstack/react-router';
import { AccessRestricted } from '../../components/ui/access-restricted.tsx';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { useSession } from '../../lib/use-session.ts';

/** Open to every signed-in user; only admins may move vehicles between statuses. */
function MaintenancePage() {
  const { user } = useSession();
  if (!user) {
    return (
      <AccessRestricted message="Debes iniciar sesión para acceder a la gestión de mantenimiento" />
    );
  }
  return (
    <PageHeading title="Gestión de Mantenimiento">
      {user.routeRole === 'admin' ? null : (
        <p
          role="note"
          className="rounded-lg border border-gold-400/40 bg-gold-400/10 p-3 text-sm text-gold-200"
        >
          Solo puedes ver el estado de los vehículos. Se requieren permisos de administrador para
          cambiar estados.
        </p>
      )}
    </PageHeading>
  );
}

export const Route = createFileRoute('/admin/maintenance')({
  component: MaintenancePage,
});
