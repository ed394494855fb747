import { useQuery } from '@tanstack/react-query';
import Plus from 'lucide-react/icons/plus';
import RefreshCw from 'lucide-react/icons/refresh-cw';
import { useMemo, useState } from 'react';
import { todayInElSalvador } from '#domain/dates.ts';
import { ScheduleWindowDialog } from '../../components/service-windows/lazy-schedule-window-dialog.ts';
import { Button } from '../../components/ui/button.tsx';
import { deferred } from '../../components/ui/deferred.tsx';
import { ExportDownloads } from '../../components/ui/export-downloads.tsx';
import { Loading } from '../../components/ui/loading.tsx';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import {
  firstShown,
  ShowMore,
  useFirstPaintLimit,
  useShownCount,
} from '../../components/ui/show-more.tsx';
import { VehicleListError } from '../../components/ui/vehicle-list-error.tsx';
import { type Vehicle, vehiclesQueryOptions } from '../../lib/vehicles.ts';
import { reservedVehiclesQueryOptions } from './api/get-reserved-vehicles.ts';
import {
  countByStatus,
  emptyStateFor,
  filterByStatus,
  searchFleet,
  typesInFleet,
  withEffectiveStatus,
} from './fleet-filters.ts';
import { type FleetSearch, rangeOf } from './fleet-search.ts';
import { FleetToolbar } from './fleet-toolbar.tsx';
import { ActiveFilterBar, StatusTiles } from './status-tiles.tsx';
import { VehicleCard } from './vehicle-card.tsx';

// The admin's dialogs load after the cards are drawn (or when first opened), not with them.
const CreateVehicleDialog = deferred(
  () => import('./create-vehicle-dialog.tsx').then((module) => module.CreateVehicleDialog),
  { isOpen: ({ open }) => open, close: ({ onOpenChange }) => onOpenChange(false) },
);
const EditVehicleDialog = deferred(
  () => import('./edit-vehicle-dialog.tsx').then((module) => module.EditVehicleDialog),
  { isOpen: ({ vehicle }) => vehicle !== null, close: ({ onClose }) => onClose() },
);
const DeleteVehicleDialog = deferred(
  () => import('./delete-vehicle-dialog.tsx').then((module) => module.DeleteVehicleDialog),
  { isOpen: ({ vehicle }) => vehicle !== null, close: ({ onClose }) => onClose() },
);

/** Cards drawn at a time: the page stays quick with thousands of vehicles (issue 14). */
const CARDS_PER_STEP = 30;
/** Cards in the first render: two rows of three, what a desktop's first screen shows. */
const FIRST_PAINT_CARDS = 6;

interface FleetPageProps {
  isAdmin: boolean;
  search: FleetSearch;
  onSearchChange(patch: Partial<FleetSearch>): void;
}

/** Vehicle management (SPEC 2.14): the admin's tools, or a read-only catalogue for others. */
export function FleetPage({ isAdmin, search, onSearchChange }: FleetPageProps) {
  const today = todayInElSalvador();
  const range = rangeOf(search, today);
  const vehiclesQuery = useQuery(vehiclesQueryOptions());
  const reservedQuery = useQuery(reservedVehiclesQueryOptions(range));
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<Vehicle | null>(null);
  const [deleting, setDeleting] = useState<Vehicle | null>(null);
  const [scheduling, setScheduling] = useState<Vehicle | null>(null);

  const vehicles = vehiclesQuery.data;
  const reservedIds = useMemo(() => new Set(reservedQuery.data ?? []), [reservedQuery.data]);
  const fleet = useMemo(
    () => withEffectiveStatus(vehicles ?? [], reservedIds),
    [vehicles, reservedIds],
  );
  const searched = searchFleet(fleet, { query: search.q ?? '', type: search.type });
  const counts = countByStatus(searched);
  const matching = filterByStatus(searched, search.status);
  const { count, showMore } = useShownCount(
    CARDS_PER_STEP,
    JSON.stringify([search.q, search.type, search.status]),
  );
  const shown = firstShown(matching, count);
  const firstPaint = useFirstPaintLimit(FIRST_PAINT_CARDS, vehicles !== undefined);
  const refreshing = vehiclesQuery.isFetching || reservedQuery.isFetching;

  function refresh() {
    void vehiclesQuery.refetch();
    void reservedQuery.refetch();
  }

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <PageHeading
          title="Gestión de Vehículos"
          subtitle={
            isAdmin
              ? 'Panel administrativo para gestionar la flota de vehículos premium'
              : 'Catálogo de vehículos disponibles para renta'
          }
        />
        <div className="flex flex-wrap gap-3">
          <Button variant="secondary" onClick={refresh} disabled={refreshing}>
            <RefreshCw
              aria-hidden="true"
              className={`size-4 ${refreshing ? 'animate-spin' : ''}`}
            />
            Actualizar
          </Button>
          {isAdmin ? <ExportDownloads path="/exports/vehicles" fileName="vehiculos" /> : null}
          {isAdmin ? (
            <Button onClick={() => setCreating(true)}>
              <Plus aria-hidden="true" className="size-4" />
              Agregar Vehículo
            </Button>
          ) : null}
        </div>
      </div>

      <FleetToolbar
        query={search.q ?? ''}
        onQueryChange={(q) => onSearchChange({ q: q || undefined })}
        type={search.type}
        types={typesInFleet(vehicles ?? [])}
        onTypeChange={(type) => onSearchChange({ type })}
        startDate={range.startDate}
        endDate={range.endDate}
        onRangeChange={onSearchChange}
        onToday={() => onSearchChange({ from: undefined, to: undefined })}
      />

      {vehiclesQuery.isError ? (
        <VehicleListError error={vehiclesQuery.error} onRetry={refresh} />
      ) : null}

      {vehicles === undefined ? (
        vehiclesQuery.isPending ? (
          <Loading />
        ) : null
      ) : (
        <>
          <StatusTiles
            counts={counts}
            active={search.status}
            onSelect={(status) => onSearchChange({ status })}
          />
          {search.status ? (
            <ActiveFilterBar
              status={search.status}
              onClear={() => onSearchChange({ status: undefined })}
            />
          ) : null}
          {reservedQuery.isPending && reservedQuery.isFetching ? (
            <Loading text="Cargando reservaciones..." />
          ) : null}
          {reservedQuery.isError && reservedQuery.data === undefined ? (
            <VehicleListError error={reservedQuery.error} onRetry={refresh} />
          ) : null}
          {shown.length > 0 ? (
            <>
              <ul
                aria-label="Vehículos"
                className="grid grid-cols-1 gap-5 md:grid-cols-2 xl:grid-cols-3"
              >
                {shown.slice(0, firstPaint).map(({ vehicle, status }) => (
                  <li key={vehicle.id} className="flex">
                    <VehicleCard
                      vehicle={vehicle}
                      status={status}
                      onEdit={isAdmin ? () => setEditing(vehicle) : undefined}
                      onDelete={isAdmin ? () => setDeleting(vehicle) : undefined}
                      onSchedule={isAdmin ? () => setScheduling(vehicle) : undefined}
                    />
                  </li>
                ))}
              </ul>
              <ShowMore
                shown={shown.length}
                total={matching.length}
                step={CARDS_PER_STEP}
                noun="vehículos"
                onMore={showMore}
              />
            </>
          ) : (
            <FleetEmptyState
              {...emptyStateFor({
                fleetSize: vehicles.length,
                status: search.status,
                rangeIsToday: range.startDate === today && range.endDate === today,
              })}
              canAdd={isAdmin}
              onAdd={() => setCreating(true)}
            />
          )}
        </>
      )}

      {/* Mounted with the cards, so their code loads once the list is drawn (deferred), not
          while it is on the way; 'Agregar Vehículo' also when pressed before. */}
      {isAdmin && (vehicles !== undefined || creating) ? (
        <CreateVehicleDialog open={creating} onOpenChange={setCreating} />
      ) : null}
      {isAdmin && vehicles !== undefined ? (
        <>
          <EditVehicleDialog vehicle={editing} onClose={() => setEditing(null)} />
          <DeleteVehicleDialog vehicle={deleting} onClose={() => setDeleting(null)} />
          <ScheduleWindowDialog vehicle={scheduling} onClose={() => setScheduling(null)} />
        </>
      ) : null}
    </div>
  );
}

function FleetEmptyState({
  title,
  hint,
  noVehicles,
  canAdd,
  onAdd,
}: ReturnType<typeof emptyStateFor> & { canAdd: boolean; onAdd(): void }) {
  return (
    <section className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-navy-600 px-6 py-14 text-center">
      <h2 className="text-xl font-semibold text-white">{title}</h2>
      <p className="text-navy-200">{hint}</p>
      {noVehicles && canAdd ? (
        <Button onClick={onAdd} className="mt-2">
          <Plus aria-hidden="true" className="size-4" />
          Agregar Primer Vehículo
        </Button>
      ) : null}
    </section>
  );
}
