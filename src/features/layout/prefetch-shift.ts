import type { QueryClient } from '@tanstack/react-query';
import { vehiclesQueryOptions } from '../../lib/vehicles.ts';
import { allReservationsQuery } from '../admin-reservations/api/get-reservations.ts';
import { reservedVehiclesQueryOptions } from '../fleet/api/get-reserved-vehicles.ts';

/**
 * Prefetch for the shift: an admin who opens the app online gets, once a day, what the lot needs
 * if the line drops later: the fleet and board (every vehicle), all reservations, today's
 * bookings per vehicle, and every vehicle picture (stored by the worker's image cache). The
 * answers land in the persisted query cache, so they survive a restart offline.
 */
export async function prefetchShift(queryClient: QueryClient, today: string): Promise<void> {
  const [vehicles] = await Promise.all([
    queryClient.fetchQuery(vehiclesQueryOptions()),
    queryClient.prefetchQuery(allReservationsQuery()),
    queryClient.prefetchQuery(reservedVehiclesQueryOptions({ startDate: today, endDate: today })),
  ]);
  const pictures = new Set(
    vehicles.flatMap((vehicle) => [vehicle.mainImageUrl ?? '', ...(vehicle.imageUrls ?? [])]),
  );
  pictures.delete('');
  // One at a time: the lot's tablets are on thin lines, the screen the admin opened comes first.
  for (const src of pictures) await fetch(src).catch(() => undefined);
}
