import { isIsoDate } from '#domain/dates.ts';
import {
  type EffectiveStatus,
  STATUS_LABELS,
  VEHICLE_TYPES,
  type VehicleType,
} from '#domain/vehicle-kinds.ts';

/**
 * The fleet screen's filters live in the URL (?q=&type=&status=&from=&to=), so a reload, the
 * back button or a shared link keeps them. Kept free of zod: the route file that reads it is in
 * the first download.
 */
export interface FleetSearch {
  q?: string;
  type?: VehicleType;
  status?: EffectiveStatus;
  from?: string;
  to?: string;
}

const STATUSES = Object.keys(STATUS_LABELS) as EffectiveStatus[];

function text(value: unknown): string | undefined {
  if (typeof value === 'number') return String(value);
  return typeof value === 'string' ? value : undefined;
}

/** Unknown or malformed values are dropped, never an error page. */
export function parseFleetSearch(raw: Record<string, unknown>): FleetSearch {
  const search: FleetSearch = {};
  const q = text(raw.q);
  if (q && q.trim() !== '') search.q = q.slice(0, 100);
  const type = VEHICLE_TYPES.find((known) => known === raw.type);
  if (type) search.type = type;
  const status = STATUSES.find((known) => known === raw.status);
  if (status) search.status = status;
  const from = text(raw.from);
  if (from && isIsoDate(from)) search.from = from;
  const to = text(raw.to);
  if (to && isIsoDate(to)) search.to = to;
  return search;
}

/** The range used to mark reserved vehicles: today..today unless chosen, never reversed. */
export function rangeOf(
  search: FleetSearch,
  today: string,
): { startDate: string; endDate: string } {
  const startDate = search.from ?? today;
  const endDate = search.to ?? today;
  if (endDate < startDate) return { startDate, endDate: startDate };
  return { startDate, endDate };
}
