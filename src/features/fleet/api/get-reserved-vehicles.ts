import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { isConnectionFailure } from '../../../lib/offline.ts';

export interface DateRange {
  startDate: string;
  endDate: string;
}

/**
 * Ids of the vehicles with an active reservation overlapping the range (both days inclusive).
 * Everyone may ask; admins get full records, others only vehicle and dates, and both carry
 * vehicleId. A refused lookup marks nothing reserved rather than hiding the fleet (SPEC 7); no
 * answer at all (offline) is an error, so the screen says it needs the network instead of
 * claiming every vehicle is free.
 */
export async function fetchReservedVehicleIds(range: DateRange): Promise<number[]> {
  try {
    const body: unknown = await api('/reservations/date', { query: range });
    if (!Array.isArray(body)) return [];
    const ids = body
      .map((item: { vehicleId?: unknown; vehicle?: { id?: unknown } }) =>
        Number(item?.vehicleId ?? item?.vehicle?.id),
      )
      .filter((id) => Number.isInteger(id));
    return [...new Set(ids)];
  } catch (error) {
    if (isConnectionFailure(error)) throw error;
    return [];
  }
}

export function reservedVehiclesQueryOptions(range: DateRange) {
  return queryOptions({
    queryKey: ['reservations', 'date', range.startDate, range.endDate, 'vehicle-ids'],
    queryFn: () => fetchReservedVehicleIds(range),
  });
}
