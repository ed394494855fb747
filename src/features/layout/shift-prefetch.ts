import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { todayInElSalvador } from '#domain/dates.ts';
import { useConnectivity } from '../../lib/connectivity.ts';
import { useSession } from '../../lib/use-session.ts';
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

const doneKey = (userId: unknown) => `elite-drive-shift-prefetch-${String(userId)}`;

/** Runs prefetchShift for a signed-in admin, online, at most once per day per user. */
export function useShiftPrefetch(): void {
  const queryClient = useQueryClient();
  const { user } = useSession();
  const { browserOnline, unreachable } = useConnectivity();
  const online = browserOnline && !unreachable;
  const isAdmin = user?.routeRole === 'admin';
  const userId = user?.id;

  useEffect(() => {
    if (!isAdmin || !online) return;
    const today = todayInElSalvador();
    try {
      if (localStorage.getItem(doneKey(userId)) === today) return;
    } catch {
      return;
    }
    prefetchShift(queryClient, today)
      .then(() => localStorage.setItem(doneKey(userId), today))
      .catch(() => undefined);
  }, [queryClient, isAdmin, online, userId]);
}
