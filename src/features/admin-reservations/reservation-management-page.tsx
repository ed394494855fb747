import { useQuery } from '@tanstack/react-query';
import { Ban, RefreshCw } from 'lucide-react';
import { useMemo, useState } from 'react';
import { formatDate, todayInElSalvador } from '#domain/dates.ts';
import { formatNumber } from '#domain/number-format.ts';
import { canCancel } from '#domain/reservation.ts';
import type { ReservationView } from '#domain/reservation-contracts.ts';
import {
  countByDisplayStatus,
  totalRevenue,
  withCurrentStatus,
} from '#domain/reservation-stats.ts';
import { Button } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/dialog.tsx';
import { Loading } from '../../components/ui/loading.tsx';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { usePendingIds } from '../../lib/outbox-client.ts';
import { newIdempotencyKey } from '../../lib/vehicles.ts';
import { useCancelReservation } from './api/cancel-reservation.ts';
import { allReservationsQuery, reservationsErrorMessage } from './api/get-reservations.ts';
import { EmptyReservations } from './empty-reservations.tsx';
import { LoadErrorBanner } from './load-error-banner.tsx';
import { PendingCancelMark } from './pending-cancel-mark.tsx';
import type { RowActions } from './reservation-actions.tsx';
import { ReservationCards } from './reservation-cards.tsx';
import { ReservationDetailDialog } from './reservation-detail-dialog.tsx';
import { ReservationFilters } from './reservation-filters.tsx';
import {
  appliedFilterLabels,
  DEFAULT_SORT,
  filterReservations,
  NO_FILTERS,
  nextSort,
  sortReservations,
} from './reservation-list.ts';
import { ReservationTable } from './reservation-table.tsx';
import { SummaryCards } from './summary-cards.tsx';

/** /admin/reservation for an administrator (SPEC 2.12). */
export function ReservationManagementPage() {
  const query = useQuery(allReservationsQuery());
  const today = todayInElSalvador();
  const all = useMemo(() => withCurrentStatus(query.data ?? [], today), [query.data, today]);
  const [filters, setFilters] = useState(NO_FILTERS);
  const [sort, setSort] = useState(DEFAULT_SORT);
  const visible = useMemo(
    () => sortReservations(filterReservations(all, filters, today), sort),
    [all, filters, sort, today],
  );
  const counts = useMemo(() => countByDisplayStatus(all), [all]);
  const revenue = useMemo(() => totalRevenue(all), [all]);

  const [detail, setDetail] = useState<ReservationView | null>(null);
  const [toCancel, setToCancel] = useState<ReservationView | null>(null);
  const cancel = useCancelReservation({ onDone: () => setToCancel(null) });
  const pendingCancels = usePendingIds('reservation-cancel');
  const [dismissedErrorAt, setDismissedErrorAt] = useState(0);

  const actions: RowActions = {
    onView: setDetail,
    onCancel: setToCancel,
    canCancel: (reservation) =>
      canCancel(reservation, today) && !pendingCancels.has(reservation.id),
    cancelPending: (reservation) => pendingCancels.has(reservation.id),
  };
  const showError = query.isError && query.errorUpdatedAt !== dismissedErrorAt;
  const filterLabels = appliedFilterLabels(filters);
  // A failed first load has nothing to list: the banner says why, no empty state pretends.
  const hasData = query.data !== undefined;

  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-x-4">
        <PageHeading
          title="Gestión de Reservas"
          subtitle="Consulta, busca y cancela las reservas de todos los clientes"
        />
        <Button
          variant="secondary"
          onClick={() => void query.refetch()}
          disabled={query.isFetching}
          className="mb-6"
        >
          <RefreshCw
            aria-hidden="true"
            className={`size-4 ${query.isFetching ? 'motion-safe:animate-spin' : ''}`}
          />
          Actualizar
        </Button>
      </div>

      {showError ? (
        <LoadErrorBanner
          title="Error al cargar las reservas"
          message={reservationsErrorMessage(query.error)}
          onRetry={() => void query.refetch()}
          onClose={() => setDismissedErrorAt(query.errorUpdatedAt)}
          retrying={query.isFetching}
        />
      ) : null}

      <SummaryCards counts={counts} revenue={revenue} />
      <ReservationFilters filters={filters} onChange={setFilters} />

      {query.isPending ? (
        <Loading text="Cargando reservas..." />
      ) : !hasData ? null : visible.length === 0 ? (
        <EmptyReservations
          noneAtAll={all.length === 0}
          onClearFilters={() => setFilters(NO_FILTERS)}
        />
      ) : (
        <>
          <div className="hidden lg:block">
            <ReservationTable
              reservations={visible}
              sort={sort}
              onSort={(key) => setSort(nextSort(sort, key))}
              actions={actions}
            />
          </div>
          <div className="lg:hidden">
            <ReservationCards
              reservations={visible}
              sort={sort}
              onSortChange={setSort}
              actions={actions}
            />
          </div>
        </>
      )}

      {!hasData ? null : (
        <p role="status" className="mt-4 text-sm text-navy-200">
          Mostrando {formatNumber(visible.length)} de {formatNumber(all.length)} reservas
          {filterLabels.length > 0 ? ` · Filtros: ${filterLabels.join(' · ')}` : ''}
        </p>
      )}

      <ReservationDetailDialog
        reservation={detail}
        onClose={() => setDetail(null)}
        actions={
          detail && actions.cancelPending(detail) ? (
            <PendingCancelMark />
          ) : detail && actions.canCancel(detail) ? (
            <Button
              variant="ghost"
              onClick={() => {
                setToCancel(detail);
                setDetail(null);
              }}
              className="border border-red-400/40 !text-red-300 hover:!bg-red-500/15"
            >
              <Ban aria-hidden="true" className="size-4" />
              Cancelar reserva
            </Button>
          ) : null
        }
      />

      <ConfirmDialog
        open={toCancel !== null}
        onOpenChange={(open) => {
          if (!open && !cancel.isPending) setToCancel(null);
        }}
        title="Cancelar Reserva"
        description={
          toCancel ? (
            <>
              ¿Seguro que deseas cancelar la reserva #{toCancel.id} de {toCancel.user.name} (
              {toCancel.vehicle.name}, del {formatDate(toCancel.startDate)} al{' '}
              {formatDate(toCancel.endDate)})? Las fechas quedarán libres para otros clientes.
            </>
          ) : (
            ''
          )
        }
        confirmLabel="Sí, cancelar"
        cancelLabel="No, mantener"
        pendingLabel="Cancelando..."
        pending={cancel.isPending}
        destructive
        onConfirm={() => {
          if (toCancel)
            cancel.mutate({ reservation: toCancel, idempotencyKey: newIdempotencyKey() });
        }}
      />
    </>
  );
}
