import { Link } from '@tanstack/react-router';
import { Clock, MapPin, ShieldCheck } from 'lucide-react';
import { buttonClasses } from '../../components/ui/button.tsx';

const PROMISES = [
  { icon: MapPin, title: 'Te lo llevamos', text: 'Entregamos el vehículo donde lo necesites.' },
  {
    icon: ShieldCheck,
    title: 'Sin filas ni papeleo',
    text: 'Reserva en minutos desde tu teléfono.',
  },
  { icon: Clock, title: 'Soporte 24/7', text: 'Estamos contigo a cualquier hora del día.' },
] as const;

/** The public landing page (and the customer's home). */
export function HomePage() {
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-10">
      <section className="rounded-3xl border border-navy-700 bg-gradient-to-br from-navy-800 via-navy-900 to-navy-950 px-6 py-12 text-center shadow-2xl shadow-black/30 sm:px-12 sm:py-16">
        <h1 className="text-4xl font-bold tracking-[0.15em] text-gold-400 sm:text-6xl">
          ELITE DRIVE
        </h1>
        <p className="mt-4 text-lg text-navy-100 sm:text-xl">Encuentra tu libertad en cada viaje</p>
        <Link to="/customer/vehicles" className={buttonClasses('primary', 'mt-8')}>
          Ver vehículos
        </Link>
      </section>

      <ul className="grid gap-4 sm:grid-cols-3">
        {PROMISES.map(({ icon: Icon, title, text }) => (
          <li key={title} className="rounded-2xl border border-navy-700 bg-navy-800/50 p-5">
            <Icon aria-hidden="true" className="size-6 text-gold-400" />
            <h2 className="mt-3 font-semibold text-white">{title}</h2>
            <p className="mt-1 text-sm text-navy-200">{text}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
