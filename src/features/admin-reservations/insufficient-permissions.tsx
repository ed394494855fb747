import { Link } from '@tanstack/react-router';
import ShieldAlert from 'lucide-react/icons/shield-exclamation-point';
import { buttonClasses } from '../../components/ui/button.tsx';

/** A signed-in customer who opens reservation management (SPEC 2.12). */
export function InsufficientPermissions() {
  return (
    <section className="mx-auto mt-10 flex max-w-md flex-col items-center gap-4 rounded-2xl border border-navy-700 bg-navy-800/60 p-8 text-center">
      <ShieldAlert aria-hidden="true" className="size-10 text-gold-400" />
      <h1 className="text-2xl font-bold text-white">Permisos Insuficientes</h1>
      <p className="text-navy-200">
        Se requieren permisos de administrador para acceder a la gestión de reservas
      </p>
      <Link to="/" className={buttonClasses('primary')}>
        Volver al inicio
      </Link>
    </section>
  );
}
