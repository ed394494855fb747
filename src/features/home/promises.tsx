import { Clock, MapPin, ShieldCheck } from 'lucide-react';

const PROMISES = [
  { icon: MapPin, title: 'Te lo llevamos', text: 'Entregamos el vehículo donde lo necesites.' },
  {
    icon: ShieldCheck,
    title: 'Sin filas ni papeleo',
    text: 'Reserva en minutos desde tu teléfono.',
  },
  { icon: Clock, title: 'Soporte 24/7', text: 'Estamos contigo a cualquier hora del día.' },
] as const;

/** The information section: what renting with us promises (SPEC 1). */
export function Promises() {
  return (
    <section aria-labelledby="promises-title" className="flex flex-col gap-5">
      <h2 id="promises-title" className="text-2xl font-bold text-white">
        ¿Por qué ELITE DRIVE?
      </h2>
      <ul className="grid gap-4 sm:grid-cols-3">
        {PROMISES.map(({ icon: Icon, title, text }) => (
          <li key={title} className="rounded-2xl border border-navy-700 bg-navy-800/50 p-5">
            <Icon aria-hidden="true" className="size-6 text-gold-400" />
            <h3 className="mt-3 font-semibold text-white">{title}</h3>
            <p className="mt-1 text-sm text-navy-200">{text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
