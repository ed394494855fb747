import { useQuery } from '@tanstack/react-query';
import Search from 'lucide-react/icons/search';
import { useState } from 'react';
import { formatDate, todayInElSalvador } from '#domain/dates.ts';
import type { ReservationView } from '#domain/reservation-contracts.ts';
import { CarsOutSections } from '../../components/cars-out/cars-out-sections.tsx';
import { matchesOperation } from '../../components/cars-out/operations-search.ts';
import { Button } from '../../components/ui/button.tsx';
import { Loading } from '../../components/ui/loading.tsx';
import { Notice } from '../../components/ui/notice.tsx';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { useOnline } from '../../lib/offline.ts';
import { operationsErrorMessage, operationsQuery } from '../../lib/operations-api.ts';
import { OperationCard } from './operation-card.tsx';
import { usePendingHandovers } from './pending-handover.ts';
import { StorageUseLine } from './storage-use.tsx';

const SECTIONS = [
  { key: 'pickups', title: 'Entregas de hoy', empty: 'No hay entregas para hoy.' },
  { key: 'returns', title: 'Devoluciones de hoy', empty: 'No hay devoluciones para hoy.' },
  { key: 'overdue', title: 'Devoluciones atrasadas', empty: 'No hay devoluciones atrasadas.' },
] as const;

/** 'Operaciones de hoy' (issue 11): the counter's day, phone first. */
export function OperationsPage() {
  const today = todayInElSalvador();
  const online = useOnline();
  const query = useQuery(operationsQuery(today));
  const pending = usePendingHandovers();
  const [search, setSearch] = useState('');

  return (
    <>
      <PageHeading
        title="Operaciones de hoy"
        subtitle={`Entregas y devoluciones del ${formatDate(today)}`}
      >
        <StorageUseLine />
      </PageHeading>

      <search aria-label="Buscar operaciones" className="mb-5">
        <label
          htmlFor="operations-search"
          className="mb-1.5 block text-sm font-medium text-navy-100"
        >
          Buscar por cliente, DUI o vehículo
        </label>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-3.5 left-3 size-4 text-navy-300"
          />
          <input
            id="operations-search"
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder="Nombre, DUI o vehículo"
            className="min-h-11 w-full rounded-lg border border-navy-600 bg-navy-950/60 pr-3 pl-9 text-base text-white placeholder:text-navy-300 hover:border-navy-400 focus-visible:outline-gold-400"
          />
        </div>
      </search>

      {query.data ? (
        <div className="grid gap-6 lg:grid-cols-3">
          {SECTIONS.map((section) => {
            const all: ReservationView[] = query.data[section.key];
            const shown = all.filter((reservation) => matchesOperation(reservation, search));
            const headingId = `section-${section.key}`;
            return (
              <section
                key={section.key}
                aria-labelledby={headingId}
                className="flex flex-col gap-3"
              >
                <h2 id={headingId} className="text-lg font-semibold text-white">
                  {section.title} <span className="text-navy-300">({shown.length})</span>
                </h2>
                {shown.length === 0 ? (
                  <p className="rounded-lg border border-dashed border-navy-600 p-4 text-sm text-navy-200">
                    {all.length === 0 ? section.empty : 'Ninguna coincide con la búsqueda.'}
                  </p>
                ) : (
                  <ul className="flex flex-col gap-3">
                    {shown.map((reservation) => (
                      <OperationCard
                        key={reservation.id}
                        reservation={reservation}
                        pending={pending.get(reservation.id)}
                      />
                    ))}
                  </ul>
                )}
              </section>
            );
          })}
          <CarsOutSections day={query.data} search={search} />
        </div>
      ) : !online ? (
        <Notice tone="warning">
          Sin conexión: las operaciones de hoy no se han cargado en este dispositivo. Se cargarán al
          recuperar la conexión.
        </Notice>
      ) : query.isError ? (
        <div
          role="alert"
          className="flex flex-col items-start gap-3 rounded-xl border border-red-400/50 bg-red-500/15 p-4 text-red-100"
        >
          <p className="font-semibold text-white">Error al cargar las operaciones</p>
          <p className="text-sm">{operationsErrorMessage(query.error)}</p>
          <Button onClick={() => void query.refetch()}>Reintentar</Button>
        </div>
      ) : (
        <Loading text="Cargando operaciones..." />
      )}
    </>
  );
}
