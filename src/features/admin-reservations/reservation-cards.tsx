import ArrowDownWideNarrow from 'lucide-react/icons/arrow-down-wide-narrow';
import ArrowUpNarrowWide from 'lucide-react/icons/arrow-up-narrow-wide';
import { formatDate } from '#domain/dates.ts';
import { formatDays, formatUsd } from '#domain/money.ts';
import type { ReservationView } from '#domain/reservation-contracts.ts';
import { RentalStateBadge } from '../../components/rental-state/rental-state-badge.tsx';
import { stateToday } from '../../components/rental-state/state-today.ts';
import { Button } from '../../components/ui/button.tsx';
import { SelectField } from '../../components/ui/select.tsx';
import { PendingCancelMark } from './pending-cancel-mark.tsx';
import { CardActions, type RowActions } from './reservation-actions.tsx';
import { SORT_KEY_LABELS, SORT_KEYS, type SortKey, type SortState } from './reservation-list.ts';

const SORT_OPTIONS = SORT_KEYS.map((key) => ({ value: key, label: SORT_KEY_LABELS[key] }));

interface ReservationCardsProps {
  reservations: readonly ReservationView[];
  sort: SortState;
  onSortChange(sort: SortState): void;
  actions: RowActions;
}

/** The phone layout: one card per reservation, and the sort as a dropdown instead of headers. */
export function ReservationCards({
  reservations,
  sort,
  onSortChange,
  actions,
}: ReservationCardsProps) {
  const ascending = sort.direction === 'asc';
  return (
    <div>
      <div className="mb-3 flex items-end gap-2">
        <SelectField
          label="Ordenar por"
          value={sort.key}
          onValueChange={(key: SortKey) => onSortChange({ key, direction: 'desc' })}
          options={SORT_OPTIONS}
          className="flex-1"
        />
        <Button
          variant="secondary"
          onClick={() => onSortChange({ ...sort, direction: ascending ? 'desc' : 'asc' })}
          aria-label={ascending ? 'Orden ascendente' : 'Orden descendente'}
          className="!px-3"
        >
          {ascending ? (
            <ArrowUpNarrowWide aria-hidden="true" className="size-5" />
          ) : (
            <ArrowDownWideNarrow aria-hidden="true" className="size-5" />
          )}
        </Button>
      </div>
      <ul className="flex flex-col gap-3">
        {reservations.map((reservation) => (
          <li key={reservation.id} className="rounded-xl border border-navy-700 bg-navy-800/60 p-4">
            <article aria-label={`Reserva #${reservation.id}`} className="flex flex-col gap-3">
              <header className="flex items-start justify-between gap-3">
                <div className="min-w-0">
                  <p className="font-mono text-xs text-navy-300">#{reservation.id}</p>
                  <h2 className="truncate font-semibold text-white">{reservation.vehicle.name}</h2>
                  <p className="truncate text-sm text-navy-200">{reservation.user.name}</p>
                </div>
                <RentalStateBadge state={stateToday(reservation)} />
              </header>
              <dl className="grid grid-cols-3 gap-2 text-sm">
                <div>
                  <dt className="text-xs text-navy-300">Inicio</dt>
                  <dd>{formatDate(reservation.startDate)}</dd>
                </div>
                <div>
                  <dt className="text-xs text-navy-300">Fin</dt>
                  <dd>{formatDate(reservation.endDate)}</dd>
                </div>
                <div>
                  <dt className="text-xs text-navy-300">Precio total</dt>
                  <dd className="font-semibold text-gold-300">
                    {formatUsd(reservation.totalPrice)}
                  </dd>
                  <dd className="text-xs text-navy-200">{formatDays(reservation.days)}</dd>
                </div>
              </dl>
              {actions.cancelPending(reservation) ? (
                <p>
                  <PendingCancelMark />
                </p>
              ) : null}
              <CardActions reservation={reservation} actions={actions} />
            </article>
          </li>
        ))}
      </ul>
    </div>
  );
}
