import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { VEHICLES_KEY } from '../../../lib/vehicles.ts';
import type { BookedRange } from '../booked-days.ts';

/** GET /api/vehicles/:id/booked-ranges: the vehicle's taken days from today on (only dates). */
export function bookedRangesQueryOptions(vehicleId: number) {
  return queryOptions({
    queryKey: [...VEHICLES_KEY, 'booked-ranges', vehicleId],
    queryFn: () => api<BookedRange[]>(`/vehicles/${vehicleId}/booked-ranges`),
    staleTime: 30_000,
  });
}
