import { Link } from '@tanstack/react-router';
import ArrowRight from 'lucide-react/icons/arrow-right';

const TEASERS = [
  {
    type: 'sedan',
    title: 'Sedan',
    text: 'Cómodos y eficientes para la ciudad y la carretera.',
  },
  {
    type: 'suv',
    title: 'SUV',
    text: 'Espacio y altura para la familia y los viajes largos.',
  },
  {
    type: 'pickup',
    title: 'PickUp',
    text: 'Fuerza y tracción para el trabajo y la aventura.',
  },
] as const;

/** The three vehicle types, each a card linking to its page (SPEC 2.4). */
export function TypeTeasers() {
  return (
    <section aria-labelledby="type-teasers-title" className="flex flex-col gap-5">
      <h2 id="type-teasers-title" className="text-2xl font-bold text-white">
        Elige tu tipo de vehículo
      </h2>
      <ul className="grid gap-5 sm:grid-cols-3">
        {TEASERS.map(({ type, title, text }) => (
          <li key={type}>
            <Link
              to="/customer/vehicle-type/$vehicleType"
              params={{ vehicleType: type }}
              className="group flex h-full flex-col overflow-hidden rounded-2xl border border-navy-700 bg-navy-800/60 transition-colors hover:border-gold-400/70"
            >
              <img
                src={`/images/type-${type}.svg`}
                alt=""
                width={800}
                height={500}
                loading="lazy"
                className="aspect-[8/5] w-full object-cover"
              />
              <span className="flex flex-1 flex-col gap-1 p-5">
                <span className="text-lg font-semibold text-white">{title}</span>
                <span className="text-sm text-navy-200">{text}</span>
                <span className="mt-3 inline-flex items-center gap-1 text-sm font-semibold text-gold-300 group-hover:text-gold-200">
                  Conocer más
                  <ArrowRight aria-hidden="true" className="size-4" />
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
