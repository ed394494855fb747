import { DateSearchForm } from '../../components/search/date-search-form.tsx';
import { Promises } from './promises.tsx';
import { TypeTeasers } from './type-teasers.tsx';

/** The public landing page (SPEC 2.4): hero with the date search, promises, type teasers. */
export function HomePage() {
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-12">
      <section className="relative isolate overflow-hidden rounded-3xl border border-navy-700 shadow-2xl shadow-black/30">
        <img
          src="/images/hero.svg"
          alt=""
          width={1600}
          height={700}
          fetchPriority="high"
          className="absolute inset-0 -z-10 size-full object-cover object-bottom"
        />
        <div className="absolute inset-0 -z-10 bg-gradient-to-b from-navy-950/75 via-navy-950/35 to-navy-950/80" />
        <div className="flex flex-col items-center gap-8 px-5 py-12 text-center sm:px-12 sm:py-16">
          <div>
            <h1 className="text-4xl font-bold tracking-[0.15em] text-gold-400 sm:text-6xl">
              ELITE DRIVE
            </h1>
            <p className="mt-4 text-lg text-navy-50 sm:text-xl">
              Encuentra tu libertad en cada viaje
            </p>
          </div>
          <div className="w-full max-w-2xl rounded-2xl border border-navy-600/70 bg-navy-900/85 p-5 text-left backdrop-blur sm:p-6">
            <h2 className="mb-4 text-lg font-semibold text-white">
              ¿Cuándo necesitas tu vehículo?
            </h2>
            <DateSearchForm />
          </div>
        </div>
      </section>

      <Promises />
      <TypeTeasers />
    </div>
  );
}
