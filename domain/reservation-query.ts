import { addDays } from './dates.ts';
import type { StateFilter } from './rental-state.ts';
import { MAX_QUERY_RANGE_DAYS } from './reservation.ts';
import type { VehicleType } from './vehicle-kinds.ts';

/**
 * The reservation management list as the server answers it (issue 14): search, filters, the
 * SPEC's sort keys and keyset pages. The same rules are the brute-force model of the tests.
 */

/** 'all' is every reservation that is not cancelled; the others are rental states (issue 27). */
export type StatusFilter = 'all' | StateFilter;
export type TypeFilter = 'all' | VehicleType;
export const DATE_WINDOWS = ['all', 'today', 'week', 'month', 'past'] as const;
export type DateWindow = (typeof DATE_WINDOWS)[number];

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

export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 25;

export const LIST_MESSAGES = {
  searchTooLong: 'La búsqueda no puede superar 100 caracteres',
  statusInvalid: 'El estado no es válido',
  typeInvalid: 'El tipo de vehículo no es válido',
  windowInvalid: 'El rango de fechas no es válido',
  sortInvalid: 'El campo de orden no es válido',
  dirInvalid: 'La dirección de orden debe ser asc o desc',
  limitInvalid: `El límite debe ser un número entero entre 1 y ${MAX_PAGE_SIZE}`,
  cursorInvalid: 'El cursor de paginación no es válido',
  fromRequired: 'La fecha inicial es requerida',
  fromInvalid: 'La fecha inicial no es válida',
  toRequired: 'La fecha final es requerida',
  toInvalid: 'La fecha final no es válida',
  rangeOutOfOrder: 'La fecha final no puede ser anterior a la fecha inicial',
  rangeTooLong: `El rango de fechas no puede superar ${MAX_QUERY_RANGE_DAYS} días`,
} as const;
/** Lower case without accents, so 'jose' finds 'José' and 'RAMIREZ' finds 'Ramírez'. */
export function normalizeText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}

/** The words a search asks for: every one must appear somewhere in the reservation. */
export function searchWords(search: string): string[] {
  return normalizeText(search).split(/\s+/).filter(Boolean);
}

/**
 * The accented letters SQL folds the same way normalizeText does (PostgreSQL has no NFD): the
 * ones Spanish names and words use. Both lists are the same length, letter for letter.
 */
export const FOLD_FROM = 'ÁÀÂÄÉÈÊËÍÌÎÏÓÒÔÖÚÙÛÜÑÇáàâäéèêëíìîïóòôöúùûüñç';
export const FOLD_TO = 'AAAAEEEEIIIIOOOOUUUUNCaaaaeeeeiiiioooouuuunc';

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
 * The days a date window covers: a reservation belongs to it when any of its days (start to end,
 * inclusive) falls in [from, to]; 'past' means it ended before today (SPEC 9).
 */
export function windowBounds(
  window: DateWindow,
  today: string,
): { from?: string; to?: string; endBefore?: string } {
  switch (window) {
    case 'all':
      return {};
    case 'today':
      return { from: today, to: today };
    case 'week':
      return { from: today, to: addDays(today, 6) };
    case 'month':
      return { from: today, to: addMonths(today, 1) };
    case 'past':
      return { endBefore: today };
  }
}

export function inDateWindow(
  reservation: { startDate: string; endDate: string },
  window: DateWindow,
  today: string,
): boolean {
  const { from, to, endBefore } = windowBounds(window, today);
  if (endBefore) return reservation.endDate < endBefore;
  if (from && to) return reservation.startDate <= to && reservation.endDate >= from;
  return true;
}
