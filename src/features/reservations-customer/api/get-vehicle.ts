import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { VEHICLES_KEY, type Vehicle } from '../../../lib/vehicles.ts';

/** GET /api/vehicles/:id, for the reservation page. */
export function vehicleQueryOptions(vehicleId: number) {
  return queryOptions({
    queryKey: [...VEHICLES_KEY, 'detail', vehicleId],
    queryFn: () => api<Vehicle>(`/vehicles/${vehicleId}`),
  });
}
