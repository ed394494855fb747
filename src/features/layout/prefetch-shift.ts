import type { RegisteredRouter } from '@tanstack/react-router';
import { vehiclesQueryOptions } from '../../lib/vehicles.ts';
import { whenIdle } from '../../lib/when-idle.ts';

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
 * The screens of an admin's shift. Each route's own loader knows what its screen reads and
 * returns `{ ready }`, a promise of those queries, without holding the page back.
 */
const SHIFT_SCREENS = [
  '/admin/vehicle',
  '/admin/maintenance',
  '/admin/operations',
  '/admin/reservation',
  '/admin',
] as const;

function readyOf(loaderData: unknown): Promise<unknown> | undefined {
  if (typeof loaderData !== 'object' || loaderData === null || !('ready' in loaderData)) return;
  return loaderData.ready instanceof Promise ? loaderData.ready : undefined;
}

/**
 * Prefetch for the shift: an admin who opens the app online gets, once a day, what the lot needs
 * if the line drops later, under the very query keys the screens ask for: the fleet and board
 * (every vehicle), today's bookings per vehicle, the day's operations, the management list's
 * first page, the dashboard's month (calendar, counters, alerts, service windows), and every
 * vehicle picture (stored by the worker's image cache). It runs the routes' own loaders
 * (router.preloadRoute), so it names no feature. The answers land in the persisted query cache,
 * so they survive a restart offline.
 */
export async function prefetchShift(router: RegisteredRouter): Promise<void> {
  // One screen at a time, each when the browser is idle: a screen's code and first answers are
  // tens of milliseconds of script on a phone, and five at once were one long task in the way of
  // the admin's first taps (issue 32, blocking time).
  for (const to of SHIFT_SCREENS) {
    await new Promise<void>((resolve) => whenIdle(resolve, 2000));
    const found = await router.preloadRoute({ to });
    await Promise.all((found ?? []).map((m) => readyOf(m.loaderData)));
  }
  const { queryClient } = router.options.context;
  const vehicles = queryClient.getQueryData(vehiclesQueryOptions().queryKey);
  // Without the fleet the shift is not ready: the next visit tries again.
  if (!vehicles) throw new Error('The fleet did not arrive');
  // The card pictures (what grows with history stays on the server, issue 14); a gallery is
  // stored when its vehicle is first opened.
  const pictures = new Set(vehicles.map((vehicle) => vehicle.mainImageUrl ?? ''));
  pictures.delete('');
  // Only the worker stores them: on the very first visit it may not control the page yet.
  await untilControlled();
  // One at a time: the lot's tablets are on thin lines, the screen the admin opened comes first.
  for (const src of pictures) await fetch(src).catch(() => undefined);
}
