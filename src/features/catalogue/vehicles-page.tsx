import { getRouteApi } from '@tanstack/react-router';
import CalendarDays from 'lucide-react/icons/calendar-days';
import SlidersHorizontal from 'lucide-react/icons/sliders-horizontal';
import { useId, useState } from 'react';
import { earliestSearchStart, formatDate } from '#domain/dates.ts';
import { earliestSearchEnd } from '#domain/search.ts';
import { DateRangeFields } from '../../components/search/date-range-fields.tsx';
import { withDates } from '../../components/search/search-params.ts';
import { Button } from '../../components/ui/button.tsx';
import { Loading } from '../../components/ui/loading.tsx';
import { Notice } from '../../components/ui/notice.tsx';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { useSession } from '../../lib/use-session.ts';
import { type CatalogueSearch, catalogueSearch } from './catalogue-search.ts';
import { CatalogueEmpty, CatalogueError } from './catalogue-states.tsx';
import { ResultsControls } from './results-controls.tsx';
import { TypeFilter } from './type-filter.tsx';
import { useCatalogue } from './use-catalogue.ts';
import { VehicleCard, type Viewer } from './vehicle-card.tsx';

const route = getRouteApi('/customer/vehicles');

/** 'Vehículos Disponibles' (SPEC 2.6): the search lives in the URL, so a reload keeps it. */
export function VehiclesPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const { user } = useSession();
  const viewer: Viewer = user ? user.routeRole : 'visitor';
  const earliest = earliestSearchStart();
  const { check, vehicles, offeredCount, isPending, error, refetch } = useCatalogue(
    search,
    earliest,
  );

  /**
   * Dates and type replace the entry as the customer edits them; a new order or capacity is a
   * step of its own, so the back button returns to the list as it was.
   */
  function update(next: CatalogueSearch, step = false) {
    void navigate({ search: catalogueSearch(next), replace: !step, resetScroll: false });
  }

  // A phone that arrives with the days chosen sees the search as one line with 'Cambiar', so the
  // first car is on the first screen (issue 32); a larger screen always shows the whole form.
  const [arrivedWithDates] = useState(check.kind === 'valid');
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filtersId = useId();
  const folded = arrivedWithDates && check.kind === 'valid' && !filtersOpen;

  const carried =
    check.kind === 'valid' || check.kind === 'partial' ? withDates(search.start, search.end) : {};

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      <PageHeading
        title="Vehículos Disponibles"
        subtitle="Elige tus fechas para ver qué vehículos están libres y cuánto cuesta tu viaje."
        subtitleClassName={folded ? 'max-sm:hidden' : ''}
      />

      <section
        id={filtersId}
        aria-label="Filtros de búsqueda"
        className={`grid gap-6 rounded-2xl border border-navy-700 bg-navy-800/50 p-4 sm:p-5 xl:grid-cols-[auto_1fr] xl:items-end ${
          folded ? 'max-sm:hidden' : ''
        }`}
      >
        <TypeFilter value={search.type} onChange={(type) => update({ ...search, type })} />
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <DateRangeFields
            className="flex-1"
            start={search.start ?? ''}
            end={search.end ?? ''}
            minStart={earliest}
            minEnd={earliestSearchEnd(search.start, earliest)}
            onStartChange={(start) => update({ ...search, start })}
            onEndChange={(end) => update({ ...search, end })}
          />
          {search.start || search.end ? (
            <Button variant="ghost" onClick={() => update({ ...search, start: '', end: '' })}>
              Limpiar fechas
            </Button>
          ) : null}
        </div>
      </section>

      {check.kind === 'valid' ? (
        <div className="flex items-center gap-3 rounded-lg border border-gold-400/40 bg-gold-400/10 py-1 pr-1 pl-4 text-sm text-gold-200 sm:py-3 sm:pr-4">
          <CalendarDays aria-hidden="true" className="size-5 shrink-0" />
          <p role="status" className="flex-1 py-2 sm:py-0">
            <span>
              Mostrando disponibilidad del {formatDate(check.start)} al {formatDate(check.end)}
            </span>
            {folded && search.type ? <span className="sm:hidden"> · {search.type}</span> : null}
          </p>
          {arrivedWithDates ? (
            <Button
              variant="secondary"
              aria-expanded={!folded}
              aria-controls={filtersId}
              onClick={() => setFiltersOpen((open) => !open)}
              className="shrink-0 px-3 sm:hidden"
            >
              <SlidersHorizontal aria-hidden="true" className="size-4" />
              {folded ? 'Cambiar' : 'Ocultar'}
              <span className="sr-only"> búsqueda</span>
            </Button>
          ) : null}
        </div>
      ) : null}
      {check.kind === 'invalid' ? (
        <Notice tone="warning">
          {check.message}. Elige otras fechas para consultar la disponibilidad.
        </Notice>
      ) : null}

      <ResultsControls
        count={vehicles?.length}
        sort={search.sort}
        minCapacity={search.minCapacity}
        onChange={(order) => update({ ...search, ...order }, true)}
      />

      {isPending ? (
        <Loading text="Cargando vehículos..." />
      ) : !vehicles ? (
        <CatalogueError error={error} onRetry={refetch} />
      ) : vehicles.length === 0 ? (
        <CatalogueEmpty
          withDates={check.kind === 'valid'}
          tooFewSeats={offeredCount > 0 ? search.minCapacity : undefined}
          onClearCapacity={() => update({ ...search, minCapacity: undefined }, true)}
        />
      ) : (
        <ul className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
          {vehicles.map((vehicle, index) => (
            <li key={vehicle.id} className="flex">
              <VehicleCard vehicle={vehicle} dates={carried} viewer={viewer} first={index === 0} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
