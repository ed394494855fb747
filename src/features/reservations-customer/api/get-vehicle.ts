import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { type PublicVehicleDetail, VEHICLES_KEY } from '../../../lib/vehicles.ts';

/** GET /api/vehicles/:id (the renter's view), for the reservation page. */
export function vehicleQueryOptions(vehicleId: number) {
  return queryOptions({
    queryKey: [...VEHICLES_KEY, 'detail', vehicleId],
    queryFn: () => api<PublicVehicleDetail>(`/vehicles/${vehicleId}`),
  });
}
