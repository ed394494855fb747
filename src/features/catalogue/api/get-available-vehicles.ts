import { queryOptions, skipToken } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { UnexpectedResponseError } from '../../../lib/api-error.ts';
import { NOT_AN_ARRAY, type PublicVehicle, VEHICLES_KEY } from '../../../lib/vehicles.ts';

/** A vehicle on offer; with a date range it also carries the billed days and the total. */
export type CatalogueVehicle = PublicVehicle & { days?: number; totalPrice?: number };

export interface SearchedRange {
  start: string;
  end: string;
}

async function fetchAvailableVehicles({ start, end }: SearchedRange): Promise<CatalogueVehicle[]> {
  const body: unknown = await api('/vehicles/available', {
    query: { startDate: start, endDate: end },
  });
  if (!Array.isArray(body)) throw new UnexpectedResponseError(NOT_AN_ARRAY);
  return body as CatalogueVehicle[];
}

/**
 * GET /api/vehicles/available: the vehicles the server will let a customer reserve for the whole
 * range (both days inclusive), priced. Disabled (skipToken) until a range can be looked up.
 */
export function availableVehiclesQueryOptions(range: SearchedRange | null) {
  return queryOptions({
    queryKey: [...VEHICLES_KEY, 'available', range?.start ?? null, range?.end ?? null],
    queryFn: range ? () => fetchAvailableVehicles(range) : skipToken,
  });
}
