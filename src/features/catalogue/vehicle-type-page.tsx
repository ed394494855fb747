import { Link } from '@tanstack/react-router';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import Check from 'lucide-react/icons/check';
import CircleHelp from 'lucide-react/icons/circle-question-mark';
import { buttonClasses } from '../../components/ui/button.tsx';
import { useSession } from '../../lib/use-session.ts';
import { typeContentFor } from './vehicle-types.ts';

/** SPEC 2.5 sends 'Volver al inicio' to /customer; a visitor's home is '/', so they go there. */
function useHomePath(): '/' | '/customer' {
  const { user } = useSession();
  return user?.routeRole === 'customer' ? '/customer' : '/';
}

export function VehicleTypePage({ slug }: { slug: string }) {
  const home = useHomePath();
  const content = typeContentFor(slug);
  if (!content) return <UnknownType home={home} />;
  const image = `/images/type-${slug.toLowerCase()}.svg`;

  return (
    <article className="mx-auto flex max-w-5xl flex-col gap-8">
      <div className="grid items-center gap-6 lg:grid-cols-2">
        <img
          src={image}
          alt=""
          width={800}
          height={500}
          className="aspect-[8/5] w-full rounded-3xl border border-navy-700 object-cover"
        />
        <header className="flex flex-col gap-4">
          <p className="text-sm font-semibold tracking-widest text-gold-400 uppercase">
            Tipo de vehículo
          </p>
          <h1 className="text-3xl font-bold text-white sm:text-4xl">{content.title}</h1>
          <p className="text-navy-100">{content.description}</p>
        </header>
      </div>

      <section aria-labelledby="type-specs-title">
        <h2 id="type-specs-title" className="mb-4 text-xl font-semibold text-white">
          Especificaciones
        </h2>
        <dl className="grid grid-cols-2 gap-4 md:grid-cols-4">
          {content.specs.map((spec) => (
            <div
              key={spec.label}
              className="rounded-2xl border border-navy-700 bg-navy-800/60 p-4 text-center"
            >
              <dt className="text-xs font-medium tracking-wide text-navy-200 uppercase">
                {spec.label}
              </dt>
              <dd className="mt-1 font-semibold text-white">{spec.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="type-features-title">
        <h2 id="type-features-title" className="mb-4 text-xl font-semibold text-white">
          Características
        </h2>
        <ul className="grid gap-3 sm:grid-cols-2">
          {content.features.map((feature) => (
            <li key={feature} className="flex items-start gap-3 text-navy-100">
              <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-gold-400" />
              {feature}
            </li>
          ))}
        </ul>
      </section>

      <div className="flex flex-col gap-3 sm:flex-row">
        <Link to={home} className={buttonClasses('secondary')}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          Volver al inicio
        </Link>
        <Link
          to="/customer/vehicles"
          search={{ type: content.type }}
          className={buttonClasses('primary')}
        >
          Ver Modelos
        </Link>
      </div>
    </article>
  );
}

function UnknownType({ home }: { home: '/' | '/customer' }) {
  return (
    <section className="mx-auto mt-10 flex max-w-md flex-col items-center gap-4 rounded-2xl border border-navy-700 bg-navy-800/60 p-8 text-center">
      <CircleHelp aria-hidden="true" className="size-10 text-gold-400" />
      <h1 className="text-2xl font-bold text-white">Tipo de vehículo no encontrado</h1>
      <p className="text-navy-200">El tipo de vehículo no es válido.</p>
      <Link to={home} className={buttonClasses('primary')}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        Volver al inicio
      </Link>
    </section>
  );
}
