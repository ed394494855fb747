import { STATE_FILTER_LABELS } from '#domain/rental-state.ts';
import type {
  DateWindow,
  SortDirection,
  SortKey,
  StatusFilter,
  TypeFilter,
} from '#domain/reservation-query.ts';

/**
 * How the management page asks the server to narrow, search and order the reservations
 * (SPEC 2.12, 9): the rules themselves live in the server's query (issue 14).
 */

export { SORT_KEYS } from '#domain/reservation-query.ts';
export type { DateWindow, SortDirection, SortKey, StatusFilter, TypeFilter };

export interface ReservationFilters {
  search: string;
  status: StatusFilter;
  type: TypeFilter;
  window: DateWindow;
}

export const NO_FILTERS: ReservationFilters = {
  search: '',
  status: 'all',
  type: 'all',
  window: 'all',
};

/** The states' filters (issue 27): their labels are domain/rental-state.ts's. */
export const STATUS_FILTER_LABELS: Record<StatusFilter, string> = {
  all: 'Todos los estados',
  ...STATE_FILTER_LABELS,
};

export const TYPE_FILTER_LABELS: Record<TypeFilter, string> = {
  all: 'Todos los tipos',
  Sedan: 'Sedan',
  SUV: 'SUV',
  PickUp: 'PickUp',
};

export const DATE_WINDOW_LABELS: Record<DateWindow, string> = {
  all: 'Todas las fechas',
  today: 'Hoy',
  week: 'Próximos 7 días',
  month: 'Próximo mes',
  past: 'Pasadas',
};

export interface SortState {
  key: SortKey;
  direction: SortDirection;
}

export const DEFAULT_SORT: SortState = { key: 'startDate', direction: 'desc' };

export const SORT_KEY_LABELS: Record<SortKey, string> = {
  startDate: 'Fecha de inicio',
  endDate: 'Fecha de fin',
  createdAt: 'Fecha de creación',
  totalPrice: 'Precio total',
  userName: 'Usuario',
  vehicleName: 'Vehículo',
};

/** The same header flips the direction; another header starts descending (SPEC 9). */
export function nextSort(current: SortState, key: SortKey): SortState {
  if (current.key === key) {
    return { key, direction: current.direction === 'desc' ? 'asc' : 'desc' };
  }
  return { key, direction: 'desc' };
}

/** The query string of one page of GET /api/admin/reservations (issue 14). */
export function pageQuery(
  filters: ReservationFilters,
  sort: SortState,
  limit: number,
  cursor?: string | null,
): string {
  const params = new URLSearchParams({
    q: filters.search.trim(),
    status: filters.status,
    type: filters.type,
    window: filters.window,
    sort: sort.key,
    dir: sort.direction,
    limit: String(limit),
  });
  if (cursor) params.set('cursor', cursor);
  return params.toString();
}

/** The same filters and order for the downloads (CSV and .xlsx): every matching row, no paging. */
export function exportQuery(filters: ReservationFilters, sort: SortState): string {
  const params = new URLSearchParams(pageQuery(filters, sort, 1));
  params.delete('limit');
  return params.toString();
}

/** The filters in force, in words, for the footer ('Estado: Activas', 'Búsqueda: "kia"'). */
export function appliedFilterLabels(filters: ReservationFilters): string[] {
  const labels: string[] = [];
  const search = filters.search.trim();
  if (search) labels.push(`Búsqueda: "${search}"`);
  if (filters.status !== 'all') labels.push(`Estado: ${STATUS_FILTER_LABELS[filters.status]}`);
  if (filters.type !== 'all') labels.push(`Tipo: ${TYPE_FILTER_LABELS[filters.type]}`);
  if (filters.window !== 'all') labels.push(`Fechas: ${DATE_WINDOW_LABELS[filters.window]}`);
  return labels;
}
