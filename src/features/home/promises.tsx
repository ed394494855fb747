import Clock from 'lucide-react/icons/clock';
import MapPin from 'lucide-react/icons/map-pin';
import ShieldCheck from 'lucide-react/icons/shield-check';
import { phoneHref } from '#domain/company-settings.ts';
import { useCompanySettings } from '../../lib/company-settings.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';

const PROMISES = [
  { icon: MapPin, title: 'Te lo llevamos', text: 'Entregamos el vehículo donde lo necesites.' },
  {
    icon: ShieldCheck,
    title: 'Sin filas ni papeleo',
    text: 'Reserva en minutos desde tu teléfono.',
  },
] as const;

const SUPPORT = {
  icon: Clock,
  title: 'Soporte 24/7',
  text: 'Estamos contigo a cualquier hora del día.',
} as const;

/** The information section: what renting with us promises (SPEC 1). */
export function Promises() {
  // Issue 28: support is promised only with a number to call (known after hydration: the
  // prerendered page cannot know it).
  const settings = useCompanySettings();
  const phone = useHydrated() ? settings?.phone : null;
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
        {phone ? (
          <li className="rounded-2xl border border-navy-700 bg-navy-800/50 p-5">
            <SUPPORT.icon aria-hidden="true" className="size-6 text-gold-400" />
            <h3 className="mt-3 font-semibold text-white">{SUPPORT.title}</h3>
            <p className="mt-1 text-sm text-navy-200">{SUPPORT.text}</p>
            <a
              href={phoneHref(phone)}
              className="mt-2 inline-flex min-h-11 items-center font-semibold text-gold-400 underline-offset-4 hover:underline"
            >
              Llamar al {phone}
            </a>
          </li>
        ) : null}
      </ul>
    </section>
  );
}
