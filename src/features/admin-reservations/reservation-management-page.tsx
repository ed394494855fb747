import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import Ban from 'lucide-react/icons/ban';
import RefreshCw from 'lucide-react/icons/refresh-cw';
import { useMemo, useState } from 'react';
import { formatDate, todayInElSalvador } from '#domain/dates.ts';
import { formatNumber } from '#domain/number-format.ts';
import { canCancel } from '#domain/reservation.ts';
import type { ReservationView } from '#domain/reservation-contracts.ts';
import { Button } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/dialog.tsx';
import { ExportDownloads } from '../../components/ui/export-downloads.tsx';
import { Loading } from '../../components/ui/loading.tsx';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { useFirstPaintLimit } from '../../components/ui/show-more.tsx';
import { usePendingIds } from '../../lib/outbox-view.ts';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { useDrawnInBackground } from '../../lib/use-drawn-in-background.ts';
import { useMediaQuery } from '../../lib/use-media-query.ts';
import { newIdempotencyKey } from '../../lib/vehicles.ts';
import { useCancelReservation } from './api/cancel-reservation.ts';
import { reservationPagesQuery, reservationsErrorMessage } from './api/get-reservations.ts';
import { CancelReasonField } from './cancel-reason-field.tsx';
import { EmptyReservations } from './empty-reservations.tsx';
import { ReservationDetailDialog } from './lazy-reservation-detail-dialog.ts';
import { LoadErrorBanner } from './load-error-banner.tsx';
import { PendingCancelMark } from './pending-cancel-mark.tsx';
import type { RowActions } from './reservation-actions.tsx';
import { ReservationCards } from './reservation-cards.tsx';
import { isFiltering, ReservationFilters } from './reservation-filters.tsx';
import {
  appliedFilterLabels,
  DEFAULT_SORT,
  exportQuery,
  NO_FILTERS,
  nextSort,
} from './reservation-list.ts';
import { ReservationTable } from './reservation-table.tsx';
import { SummaryCards } from './summary-cards.tsx';

const SEARCH_DELAY_MS = 250;
/** Tailwind's `lg`: the table from here up, the cards below (one of them is drawn, not both). */
const WIDE = '(min-width: 64rem)';
/**
 * Rows (or cards) in the page's first render, about what the first screen shows under the
 * summary and the filters; the rest of the page of 25 follows at once, as a transition that
 * yields to the browser (the first render is one task: it kept a tap waiting ~250 ms).
 */
const FIRST_PAINT_ROWS = 8;

/** /admin/reservation for an administrator (SPEC 2.12), paged on the server (issue 14). */
const NO_SUMMARY = {
  total: 0,
  active: 0,
  upcoming: 0,
  completed: 0,
  overdue: 0,
  noShow: 0,
  cancelled: 0,
  revenue: 0,
};

export function ReservationManagementPage() {
  const today = todayInElSalvador();
  const [filters, setFilters] = useState(NO_FILTERS);
  const [sort, setSort] = useState(DEFAULT_SORT);
  const wide = useMediaQuery(WIDE);
  const drawnInBackground = useDrawnInBackground();
  // The search goes to the server once typing pauses; the box itself answers every key.
  const search = useDebouncedValue(filters.search, SEARCH_DELAY_MS);
  const query = useInfiniteQuery({
    ...reservationPagesQuery({ ...filters, search }, sort),
    placeholderData: keepPreviousData,
  });
  const pages = query.data?.pages;
  const visible = useMemo(() => pages?.flatMap((page) => page.items) ?? [], [pages]);
  const drawn = visible.slice(0, useFirstPaintLimit(FIRST_PAINT_ROWS, pages !== undefined));
  const first = pages?.[0];
  const total = first?.total ?? 0;
  const summary = first?.summary ?? NO_SUMMARY;

  const [detail, setDetail] = useState<ReservationView | null>(null);
  const [toCancel, setToCancelRow] = useState<ReservationView | null>(null);
  const [cancelReason, setCancelReason] = useState('');
  // Each cancellation starts without a reason: one typed for another row is not carried over.
  const setToCancel = (reservation: ReservationView | null) => {
    setCancelReason('');
    setToCancelRow(reservation);
  };
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

  // A visit that starts here draws the page in a background render (one long task otherwise).
  if (!drawnInBackground) return <Loading text="Cargando reservas..." />;
  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-x-4">
        <PageHeading
          title="Gestión de Reservas"
          subtitle="Consulta, busca y cancela las reservas de todos los clientes"
        />
        <div className="mb-6 flex flex-wrap gap-3">
          <Button
            variant="secondary"
            onClick={() => void query.refetch()}
            disabled={query.isFetching}
          >
            <RefreshCw
              aria-hidden="true"
              className={`size-4 ${query.isFetching ? 'motion-safe:animate-spin' : ''}`}
            />
            Actualizar
          </Button>
          <ExportDownloads
            path="/exports/reservations"
            query={exportQuery({ ...filters, search }, sort)}
            fileName="reservas"
          />
        </div>
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

      <SummaryCards counts={summary} revenue={summary.revenue} />
      <ReservationFilters filters={filters} onChange={setFilters} />

      {query.isPending ? (
        <Loading text="Cargando reservas..." />
      ) : !hasData ? null : visible.length === 0 ? (
        <EmptyReservations
          noneAtAll={total === 0 && !isFiltering(filters)}
          onClearFilters={() => setFilters(NO_FILTERS)}
        />
      ) : wide ? (
        <ReservationTable
          reservations={drawn}
          sort={sort}
          onSort={(key) => setSort(nextSort(sort, key))}
          actions={actions}
        />
      ) : (
        <ReservationCards
          reservations={drawn}
          sort={sort}
          onSortChange={setSort}
          actions={actions}
        />
      )}

      {query.hasNextPage ? (
        <div className="mt-4 flex justify-center">
          <Button
            variant="secondary"
            onClick={() => void query.fetchNextPage()}
            disabled={query.isFetchingNextPage}
          >
            {query.isFetchingNextPage ? 'Cargando reservas...' : 'Cargar más reservas'}
          </Button>
        </div>
      ) : null}

      {!hasData ? null : (
        <p role="status" className="mt-4 text-sm text-navy-200">
          Mostrando {formatNumber(visible.length)} de {formatNumber(total)} reservas
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
            cancel.mutate({
              reservation: toCancel,
              idempotencyKey: newIdempotencyKey(),
              reason: cancelReason,
            });
        }}
      >
        <CancelReasonField
          value={cancelReason}
          onChange={setCancelReason}
          disabled={cancel.isPending}
        />
      </ConfirmDialog>
    </>
  );
}
