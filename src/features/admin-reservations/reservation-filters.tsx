import Search from 'lucide-react/icons/search';
import X from 'lucide-react/icons/x';
import { VEHICLE_TYPES } from '#domain/vehicle.ts';
import { Button } from '../../components/ui/button.tsx';
import { SelectField, type SelectOption } from '../../components/ui/select.tsx';
import {
  DATE_WINDOW_LABELS,
  type DateWindow,
  type ReservationFilters as Filters,
  NO_FILTERS,
  STATUS_FILTER_LABELS,
  type StatusFilter,
  TYPE_FILTER_LABELS,
  type TypeFilter,
} from './reservation-list.ts';

function optionsOf<T extends string>(labels: Record<T, string>, order: readonly T[]) {
  return order.map((value): SelectOption<T> => ({ value, label: labels[value] }));
}

const STATUS_OPTIONS = optionsOf<StatusFilter>(STATUS_FILTER_LABELS, [
  'all',
  'active',
  'upcoming',
  'completed',
  'overdue',
  'no-show',
  'cancelled',
]);
const TYPE_OPTIONS = optionsOf<TypeFilter>(TYPE_FILTER_LABELS, ['all', ...VEHICLE_TYPES]);
const WINDOW_OPTIONS = optionsOf<DateWindow>(DATE_WINDOW_LABELS, [
  'all',
  'today',
  'week',
  'month',
  'past',
]);

interface ReservationFiltersProps {
  filters: Filters;
  onChange(filters: Filters): void;
}

export function isFiltering(filters: Filters): boolean {
  return (
    filters.search.trim() !== '' ||
    filters.status !== 'all' ||
    filters.type !== 'all' ||
    filters.window !== 'all'
  );
}

/** Search box and the status, vehicle type and date window filters (SPEC 2.12). */
export function ReservationFilters({ filters, onChange }: ReservationFiltersProps) {
  const set = <K extends keyof Filters>(key: K, value: Filters[K]) =>
    onChange({ ...filters, [key]: value });

  return (
    <search
      aria-label="Buscar y filtrar reservas"
      className="mb-4 grid gap-3 rounded-xl border border-navy-700 bg-navy-800/40 p-4 sm:grid-cols-2 lg:grid-cols-3 lg:items-end 2xl:grid-cols-[minmax(16rem,2fr)_1fr_1fr_1fr_auto]"
    >
      <div className="flex flex-col gap-1.5 sm:col-span-2 lg:col-span-3 2xl:col-span-1">
        <label htmlFor="reservation-search" className="text-sm font-medium text-navy-100">
          Buscar
        </label>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-navy-300"
          />
          <input
            id="reservation-search"
            type="search"
            value={filters.search}
            onChange={(event) => set('search', event.target.value)}
            placeholder="Buscar por usuario, vehículo, ID..."
            autoComplete="off"
            className="min-h-11 w-full rounded-lg border border-navy-600 bg-navy-950/60 pr-3 pl-9 text-base text-white placeholder:text-navy-300 hover:border-navy-400 focus-visible:outline-gold-400"
          />
        </div>
      </div>
      <SelectField
        label="Estado"
        value={filters.status}
        onValueChange={(value) => set('status', value)}
        options={STATUS_OPTIONS}
      />
      <SelectField
        label="Tipo de vehículo"
        value={filters.type}
        onValueChange={(value) => set('type', value)}
        options={TYPE_OPTIONS}
      />
      <SelectField
        label="Fechas"
        value={filters.window}
        onValueChange={(value) => set('window', value)}
        options={WINDOW_OPTIONS}
      />
      {isFiltering(filters) ? (
        <Button
          variant="ghost"
          onClick={() => onChange(NO_FILTERS)}
          className="sm:col-span-2 lg:col-span-3 lg:justify-self-end 2xl:col-span-1"
        >
          <X aria-hidden="true" className="size-4" />
          Limpiar filtros
        </Button>
      ) : null}
    </search>
  );
}
