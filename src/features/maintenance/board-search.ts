import { VEHICLE_TYPES, type VehicleType } from '#domain/vehicle-kinds.ts';

/** The board's search box and type filter, kept in the URL (?q=&type=). No zod: first download. */
export interface BoardSearch {
  q?: string;
  type?: VehicleType;
}

export function parseBoardSearch(raw: Record<string, unknown>): BoardSearch {
  const search: BoardSearch = {};
  if (typeof raw.q === 'string' && raw.q.trim() !== '') search.q = raw.q.slice(0, 100);
  const type = VEHICLE_TYPES.find((known) => known === raw.type);
  if (type) search.type = type;
  return search;
}
