import { Link } from '@tanstack/react-router';
import CarFront from 'lucide-react/icons/car-front';
import ChevronRight from 'lucide-react/icons/chevron-right';
import ClipboardList from 'lucide-react/icons/clipboard-list';
import type { ReactNode } from 'react';
import { DateSearchForm } from '../../components/search/date-search-form.tsx';
import { useSession } from '../../lib/use-session.ts';

const SHORTCUTS = [
  {
    to: '/customer/vehicles',
    icon: CarFront,
    title: 'Vehículos',
    text: 'Todo el catálogo disponible para alquilar.',
  },
  {
    to: '/customer/my-reservations',
    icon: ClipboardList,
    title: 'Mis Reservas',
    text: 'Consulta o cancela tus reservas.',
  },
] as const;

/**
 * The customer's home ('Inicio'): a greeting, the date search, shortcuts and, in `nextReservation`,
 * the panel of the coming reservation and, in `account`, the customer's own data (composed by the
 * route, features do not import each other).
 */
export function CustomerHomePage({
  nextReservation,
  account,
}: {
  nextReservation: ReactNode;
  account?: ReactNode;
}) {
  const { user } = useSession();
  const name = user?.firstName || user?.name || 'Usuario';

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-8">
      <header>
        <h1 className="text-2xl font-bold tracking-tight text-white sm:text-3xl">Hola, {name}</h1>
        <p className="mt-1 text-navy-200">¿A dónde te llevamos en tu próximo viaje?</p>
      </header>

      <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
        <section
          aria-labelledby="customer-search-title"
          className="rounded-2xl border border-navy-700 bg-navy-800/60 p-5 sm:p-6"
        >
          <h2 id="customer-search-title" className="mb-4 text-lg font-semibold text-white">
            Buscar por fechas
          </h2>
          <DateSearchForm />
        </section>
        {nextReservation}
      </div>

      {account}

      <nav aria-label="Accesos directos">
        <ul className="grid gap-4 sm:grid-cols-2">
          {SHORTCUTS.map(({ to, icon: Icon, title, text }) => (
            <li key={to}>
              <Link
                to={to}
                className="flex items-center gap-4 rounded-2xl border border-navy-700 bg-navy-800/50 p-5 transition-colors hover:border-gold-400/70"
              >
                <Icon aria-hidden="true" className="size-8 shrink-0 text-gold-400" />
                <span className="flex flex-1 flex-col">
                  <span className="font-semibold text-white">{title}</span>
                  <span className="text-sm text-navy-200">{text}</span>
                </span>
                <ChevronRight aria-hidden="true" className="size-5 text-navy-300" />
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
