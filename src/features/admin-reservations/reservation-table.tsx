import ArrowDown from 'lucide-react/icons/arrow-down';
import ArrowUp from 'lucide-react/icons/arrow-up';
import ArrowUpDown from 'lucide-react/icons/arrow-up-down';
import { formatDate } from '#domain/dates.ts';
import { formatDays, formatUsd } from '#domain/money.ts';
import type { ReservationView } from '#domain/reservation-contracts.ts';
import { RentalStateBadge } from '../../components/rental-state/rental-state-badge.tsx';
import { stateToday } from '../../components/rental-state/state-today.ts';
import { PendingCancelMark } from './pending-cancel-mark.tsx';
import { type RowActions, RowIconActions } from './reservation-actions.tsx';
import type { SortKey, SortState } from './reservation-list.ts';

interface ReservationTableProps {
  reservations: readonly ReservationView[];
  sort: SortState;
  onSort(key: SortKey): void;
  actions: RowActions;
}

function SortHeader({
  label,
  sortKey,
  sort,
  onSort,
  className = '',
}: {
  label: string;
  sortKey: SortKey;
  sort: SortState;
  onSort(key: SortKey): void;
  className?: string;
}) {
  const active = sort.key === sortKey;
  const Icon = !active ? ArrowUpDown : sort.direction === 'asc' ? ArrowUp : ArrowDown;
  return (
    <th
      scope="col"
      aria-sort={active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none'}
      className={`px-2.5 py-2 ${className}`}
    >
      <button
        type="button"
        onClick={() => onSort(sortKey)}
        className={`inline-flex min-h-9 items-center gap-1.5 rounded-md px-1 font-semibold hover:text-white ${
          active ? 'text-gold-300' : 'text-navy-100'
        }`}
      >
        {label}
        <Icon aria-hidden="true" className="size-3.5" />
      </button>
    </th>
  );
}

/** The wide-screen table (SPEC 2.12): headers are buttons that sort, aria-sort says how. */
export function ReservationTable({ reservations, sort, onSort, actions }: ReservationTableProps) {
  const header = { sort, onSort };
  return (
    <div className="overflow-x-auto rounded-xl border border-navy-700">
      <table className="w-full min-w-[52rem] text-left text-sm">
        <caption className="sr-only">Reservas</caption>
        <thead className="bg-navy-800/80 text-xs">
          <tr>
            <SortHeader label="ID" sortKey="createdAt" {...header} />
            <SortHeader label="Usuario" sortKey="userName" {...header} />
            <SortHeader label="Vehículo" sortKey="vehicleName" {...header} />
            <SortHeader label="Inicio" sortKey="startDate" {...header} />
            <SortHeader label="Fin" sortKey="endDate" {...header} />
            <SortHeader
              label="Precio total"
              sortKey="totalPrice"
              className="whitespace-nowrap"
              {...header}
            />
            <th scope="col" className="px-2.5 py-2 font-semibold text-navy-100">
              Estado
            </th>
            <th scope="col" className="px-2.5 py-2 text-right font-semibold text-navy-100">
              Acciones
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-navy-700">
          {reservations.map((reservation) => (
            <tr key={reservation.id} className="bg-navy-900/40 hover:bg-navy-800/60">
              <td className="px-2.5 py-3 font-mono text-navy-200">#{reservation.id}</td>
              <td className="px-2.5 py-3">
                <p className="font-medium text-white">{reservation.user.name}</p>
                <p
                  className="max-w-[11rem] truncate text-xs text-navy-200"
                  title={reservation.user.email}
                >
                  {reservation.user.email}
                </p>
              </td>
              <td className="px-2.5 py-3">
                <p className="font-medium text-white">{reservation.vehicle.name}</p>
                <p className="text-xs whitespace-nowrap text-navy-200">
                  {reservation.vehicle.brand} · {reservation.vehicle.type}
                </p>
              </td>
              <td className="px-2.5 py-3 whitespace-nowrap">{formatDate(reservation.startDate)}</td>
              <td className="px-2.5 py-3 whitespace-nowrap">{formatDate(reservation.endDate)}</td>
              <td className="px-2.5 py-3 whitespace-nowrap">
                <p className="font-semibold text-gold-300">{formatUsd(reservation.totalPrice)}</p>
                <p className="text-xs text-navy-200">{formatDays(reservation.days)}</p>
              </td>
              <td className="px-2.5 py-3">
                <div className="flex flex-col items-start gap-1.5">
                  <RentalStateBadge state={stateToday(reservation)} />
                  {actions.cancelPending(reservation) ? <PendingCancelMark compact /> : null}
                </div>
              </td>
              <td className="px-2.5 py-3">
                <RowIconActions reservation={reservation} actions={actions} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
