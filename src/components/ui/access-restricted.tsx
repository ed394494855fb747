import { Link, useLocation } from '@tanstack/react-router';
import Lock from 'lucide-react/icons/lock';
import { rememberReturnPath } from '../../lib/return-path.ts';
import { buttonClasses } from './button.tsx';

/** Shown instead of a page that needs a signed-in user; login brings the visitor back here. */
export function AccessRestricted({ message }: { message: string }) {
  const href = useLocation({ select: (location) => location.href });
  return (
    <section className="mx-auto mt-10 flex max-w-md flex-col items-center gap-4 rounded-2xl border border-navy-700 bg-navy-800/60 p-8 text-center">
      <Lock aria-hidden="true" className="size-10 text-gold-400" />
      <h1 className="text-2xl font-bold text-white">Acceso Restringido</h1>
      <p className="text-navy-200">{message}</p>
      <Link
        to="/login"
        onClick={() => rememberReturnPath(href)}
        className={buttonClasses('primary')}
      >
        Iniciar Sesión
      </Link>
    </section>
  );
}
