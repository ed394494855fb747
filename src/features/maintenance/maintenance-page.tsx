import { useQuery } from '@tanstack/react-query';
import RefreshCw from 'lucide-react/icons/refresh-cw';
import Search from 'lucide-react/icons/search';
import { useDeferredValue, useMemo, useRef, useState } from 'react';
import { VEHICLE_TYPES, type VehicleType } from '#domain/vehicle.ts';
import { Button } from '../../components/ui/button.tsx';
import { deferred } from '../../components/ui/deferred.tsx';
import { ConfirmDialog } from '../../components/ui/dialog.tsx';
import { ExportDownloads } from '../../components/ui/export-downloads.tsx';
import { Loading } from '../../components/ui/loading.tsx';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { SelectField } from '../../components/ui/select.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { VehicleListError } from '../../components/ui/vehicle-list-error.tsx';
import { usePendingReorders, usePendingStatuses } from '../../lib/outbox-view.ts';
import { type Vehicle, vehiclesQueryOptions } from '../../lib/vehicles.ts';
import { useWorkshopReorder } from './api/workshop-position.ts';
import { Board } from './board.tsx';
import { BoardInstructions } from './board-instructions.tsx';
import { confirmMoveText, filterBoard, withPendingStatuses, withReorders } from './board-logic.ts';
import type { BoardSearch } from './board-search.ts';
import { useStatusMoves } from './use-status-moves.ts';

const ALL_TYPES = 'all';

// The board's dialogs load after the board is drawn (or when first opened), not with it.
const HistoryDialog = deferred(
  () => import('./history-dialog.tsx').then((module) => module.HistoryDialog),
  { isOpen: ({ vehicle }) => vehicle !== null, close: ({ onClose }) => onClose() },
);
const MaintenanceDetailsDialog = deferred(
  () =>
    import('./maintenance-details-dialog.tsx').then((module) => module.MaintenanceDetailsDialog),
  { isOpen: ({ vehicle }) => vehicle !== null, close: ({ onCancel }) => onCancel() },
);
const StrandedBookingsDialog = deferred(
  () => import('./stranded-bookings-dialog.tsx').then((module) => module.StrandedBookingsDialog),
  { isOpen: ({ stranded }) => stranded !== null, close: ({ onClose }) => onClose() },
);

interface MaintenancePageProps {
  isAdmin: boolean;
  search: BoardSearch;
  onSearchChange(patch: Partial<BoardSearch>): void;
}

/** The maintenance board (SPEC 2.13): admins move vehicles between statuses, others look. */
export function MaintenancePage({ isAdmin, search, onSearchChange }: MaintenancePageProps) {
  const vehiclesQuery = useQuery(vehiclesQueryOptions());
  const [history, setHistory] = useState<Vehicle | null>(null);
  const moves = useStatusMoves();
  const reorder = useWorkshopReorder();
  const pendingStatuses = usePendingStatuses();
  const pendingReorders = usePendingReorders();
  const { data } = vehiclesQuery;
  const copies = useRef(new WeakMap<Vehicle, Vehicle>());
  const vehicles = useMemo(
    () =>
      data
        ? withReorders(withPendingStatuses(data, pendingStatuses, copies.current), pendingReorders)
        : undefined,
    [data, pendingStatuses, pendingReorders],
  );
  const shown = filterBoard(vehicles ?? [], { query: search.q ?? '', type: search.type });
  // The list arrives as a store update, which React draws at once, in one task: the board's first
  // render was 1-2 s of a phone's main thread in one piece (issue 32). The first time, the board
  // is drawn in a background render instead, in slices; 'Cargando...' stays until then. When
  // the list is already here (cached, or a later visit) it is drawn at once.
  const arrived = useDeferredValue(vehicles !== undefined);
  const ready = vehicles !== undefined && arrived;
  // A move waiting for the admin's confirmation or details (not one waiting for the network).
  const asking = moves.pending;

  return (
    // Tighter on a phone, so the first cards show on the first screen.
    <div className="flex flex-col gap-3 sm:gap-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <PageHeading
          title="Gestión de Mantenimiento"
          subtitle="Estado de mantenimiento de cada vehículo de la flota"
        />
        <div className="flex flex-wrap gap-3">
          <Button
            variant="secondary"
            onClick={() => void vehiclesQuery.refetch()}
            disabled={vehiclesQuery.isFetching}
          >
            <RefreshCw
              aria-hidden="true"
              className={`size-4 ${vehiclesQuery.isFetching ? 'animate-spin' : ''}`}
            />
            {/* On a phone the icon alone, so the three buttons share one row (issue 32). */}
            <span className="max-sm:sr-only">Actualizar</span>
          </Button>
          {isAdmin ? (
            <ExportDownloads path="/exports/maintenance" fileName="mantenimiento" />
          ) : null}
        </div>
      </div>

      {isAdmin ? (
        <BoardInstructions />
      ) : (
        <p
          role="note"
          className="rounded-lg border border-gold-400/40 bg-gold-400/10 p-3 text-sm text-gold-200"
        >
          Solo puedes ver el estado de los vehículos. Se requieren permisos de administrador para
          cambiar estados.
        </p>
      )}

      <search className="grid gap-3 rounded-2xl border border-navy-700 bg-navy-800/40 p-3 sm:gap-4 sm:p-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="relative">
          <TextField
            label="Buscar"
            type="search"
            placeholder="Buscar vehículos..."
            value={search.q ?? ''}
            onChange={(event) => onSearchChange({ q: event.target.value || undefined })}
            className="[&_input]:pl-9"
          />
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute bottom-3.5 left-3 size-4 text-navy-300"
          />
        </div>
        <SelectField
          label="Tipo"
          value={search.type ?? ALL_TYPES}
          onValueChange={(value) =>
            onSearchChange({ type: value === ALL_TYPES ? undefined : (value as VehicleType) })
          }
          options={[
            { value: ALL_TYPES, label: 'Todos los tipos' },
            ...VEHICLE_TYPES.map((type) => ({ value: type, label: type })),
          ]}
        />
      </search>

      {vehiclesQuery.isError ? (
        <VehicleListError
          error={vehiclesQuery.error}
          onRetry={() => void vehiclesQuery.refetch()}
        />
      ) : null}

      {!ready ? (
        vehiclesQuery.isPending || vehicles !== undefined ? (
          <Loading />
        ) : null
      ) : (
        <Board
          vehicles={shown}
          filterKey={JSON.stringify([search.q, search.type])}
          canMove={isAdmin}
          onHistory={setHistory}
          onMove={moves.request}
          onReorder={(vehicle, change) =>
            reorder(
              vehicle,
              change,
              vehicles?.find((other) => other.id === change.before)?.name ?? null,
            )
          }
        />
      )}

      {/* Mounted with the cards they open from, so their code loads once the board is drawn
          (deferred), not while its list is on the way. */}
      {!ready ? null : (
        <>
          <HistoryDialog vehicle={history} onClose={() => setHistory(null)} />
          <MaintenanceDetailsDialog
            vehicle={asking?.step === 'details' ? asking.vehicle : null}
            onSave={(details) => moves.finish(details)}
            onCancel={moves.cancel}
          />
          <StrandedBookingsDialog stranded={moves.stranded} onClose={moves.closeStranded} />
        </>
      )}
      <ConfirmDialog
        open={asking?.step === 'confirm'}
        onOpenChange={(open) => {
          if (!open) moves.cancel();
        }}
        title="Confirmar Cambio"
        description={
          asking ? confirmMoveText(asking.vehicle.name, asking.vehicle.status, asking.to) : ''
        }
        confirmLabel="Confirmar"
        onConfirm={() => moves.finish()}
      />
    </div>
  );
}
