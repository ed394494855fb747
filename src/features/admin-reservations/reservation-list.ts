import { addDays } from '#domain/dates.ts';
import type { DisplayStatus } from '#domain/reservation.ts';
import type { ReservationView } from '#domain/reservation-contracts.ts';
import type { VehicleType } from '#domain/vehicle.ts';

/** How the management table narrows, searches and orders the reservations (SPEC 2.12, 9). */

export type StatusFilter = 'all' | DisplayStatus;
export type TypeFilter = 'all' | VehicleType;
export type DateWindow = 'all' | 'today' | 'week' | 'month' | 'past';

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

export const STATUS_FILTER_LABELS: Record<StatusFilter, string> = {
  all: 'Todos los estados',
  active: 'Activas',
  upcoming: 'Próximas',
  completed: 'Completadas',
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

export const SORT_KEYS = [
  'startDate',
  'endDate',
  'createdAt',
  'totalPrice',
  'userName',
  'vehicleName',
] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export type SortDirection = 'asc' | 'desc';
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

/** Lower case without accents, so 'jose' finds 'José' and 'RAMIREZ' finds 'Ramírez'. */
export function normalizeText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}

function searchableText(reservation: ReservationView): string {
  const { user, vehicle } = reservation;
  return normalizeText(
    [
      `#${reservation.id}`,
      user.name,
      user.email,
      user.dui,
      vehicle.name,
      vehicle.brand,
      vehicle.model,
      vehicle.type,
    ].join(' '),
  );
}

/** Every word typed must appear in the ID, the user (name, e-mail, DUI) or the vehicle. */
export function matchesSearch(reservation: ReservationView, search: string): boolean {
  const words = normalizeText(search).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = searchableText(reservation);
  return words.every((word) => haystack.includes(word));
}

/** The same day `months` later, kept inside shorter months (31 Jan + 1 month = 28/29 Feb). */
export function addMonths(isoDate: string, months: number): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  const monthIndex = y * 12 + (m - 1) + months;
  const year = Math.floor(monthIndex / 12);
  const month = monthIndex - year * 12;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const day = Math.min(d, lastDay);
  return `${String(year).padStart(4, '0')}-${String(month + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * The date filter windows of SPEC 9: a reservation belongs to a window when any of its days
 * (start to end, inclusive) falls in it; 'past' means it ended before today.
 */
export function inDateWindow(
  reservation: { startDate: string; endDate: string },
  window: DateWindow,
  today: string,
): boolean {
  const overlaps = (from: string, to: string) =>
    reservation.startDate <= to && reservation.endDate >= from;
  switch (window) {
    case 'all':
      return true;
    case 'today':
      return overlaps(today, today);
    case 'week':
      return overlaps(today, addDays(today, 6));
    case 'month':
      return overlaps(today, addMonths(today, 1));
    case 'past':
      return reservation.endDate < today;
  }
}

export function filterReservations(
  reservations: readonly ReservationView[],
  filters: ReservationFilters,
  today: string,
): ReservationView[] {
  return reservations.filter(
    (reservation) =>
      (filters.status === 'all' || reservation.displayStatus === filters.status) &&
      (filters.type === 'all' || reservation.vehicle.type === filters.type) &&
      inDateWindow(reservation, filters.window, today) &&
      matchesSearch(reservation, filters.search),
  );
}

const collator = new Intl.Collator('es', { sensitivity: 'base', numeric: true });

function compareBy(key: SortKey, a: ReservationView, b: ReservationView): number {
  switch (key) {
    case 'totalPrice':
      return a.totalPrice - b.totalPrice;
    case 'userName':
      return collator.compare(a.user.name, b.user.name);
    case 'vehicleName':
      return collator.compare(a.vehicle.name, b.vehicle.name);
    default:
      // YYYY-MM-DD dates and ISO timestamps order correctly as text.
      return a[key] < b[key] ? -1 : a[key] > b[key] ? 1 : 0;
  }
}

/** A new sorted list; equal keys fall back to the ID in the same direction, so order is stable. */
export function sortReservations(
  reservations: readonly ReservationView[],
  { key, direction }: SortState,
): ReservationView[] {
  const sign = direction === 'asc' ? 1 : -1;
  return [...reservations].sort((a, b) => sign * (compareBy(key, a, b) || a.id - b.id));
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
