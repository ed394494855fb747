import type { QueryClient } from '@tanstack/react-query';
import { addDays } from '#domain/dates.ts';
import { vehiclesQueryOptions } from '../../lib/vehicles.ts';
import { maintenanceAlertsQuery } from '../admin-dashboard/api/get-maintenance-alerts.ts';
import { maintenanceWindowsQuery } from '../admin-dashboard/api/get-maintenance-windows.ts';
import { visibleRange } from '../admin-dashboard/calendar-events.ts';
import {
  calendarRangeQuery,
  firstReservationPageQuery,
  reservationCountsQuery,
} from '../admin-reservations/api/get-reservations.ts';
import { reservedVehiclesQueryOptions } from '../fleet/api/get-reserved-vehicles.ts';
import { operationsQuery } from '../handover/api/get-operations.ts';

/** Resolves once the service worker controls this page (never, where there is none). */
async function untilControlled(): Promise<void> {
  const workers = navigator.serviceWorker;
  if (!workers) return new Promise(() => undefined);
  await workers.ready;
  if (workers.controller) return;
  await new Promise((resolve) =>
    workers.addEventListener('controllerchange', resolve, { once: true }),
  );
}

/**
 * Prefetch for the shift: an admin who opens the app online gets, once a day, what the lot needs
 * if the line drops later, under the very query keys the screens ask for: the fleet and board
 * (every vehicle), today's bookings per vehicle, the day's operations, the management list's
 * first page, the dashboard's month (calendar, counters, alerts, service windows), and every
 * vehicle picture (stored by the worker's image cache). The answers land in the persisted query
 * cache, so they survive a restart offline.
 */
export async function prefetchShift(queryClient: QueryClient, today: string): Promise<void> {
  const [vehicles] = await Promise.all([
    queryClient.fetchQuery(vehiclesQueryOptions()),
    queryClient.prefetchQuery(reservedVehiclesQueryOptions({ startDate: today, endDate: today })),
    queryClient.prefetchQuery(operationsQuery(today)),
    queryClient.prefetchInfiniteQuery(firstReservationPageQuery()),
    queryClient.prefetchQuery(calendarRangeQuery(visibleRange(today, 'month'))),
    queryClient.prefetchQuery(reservationCountsQuery()),
    queryClient.prefetchQuery(maintenanceAlertsQuery()),
    queryClient.prefetchQuery(maintenanceWindowsQuery(addDays(today, -90))),
  ]);
  // The card pictures (what grows with history stays on the server, issue 14); a gallery is
  // stored when its vehicle is first opened.
  const pictures = new Set(vehicles.map((vehicle) => vehicle.mainImageUrl ?? ''));
  pictures.delete('');
  // Only the worker stores them: on the very first visit it may not control the page yet.
  await untilControlled();
  // One at a time: the lot's tablets are on thin lines, the screen the admin opened comes first.
  for (const src of pictures) await fetch(src).catch(() => undefined);
}
