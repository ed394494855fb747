/// <reference lib="webworker" />

import type { WorkboxPlugin } from 'workbox-core/types.js';
import { ExpirationPlugin } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';

/**
 * Bump the suffix when the shape of cached answers changes; old caches are then deleted. v2: the
 * renter's view (DESIGN 9; a v1 cache may hold an admin's full catalogue, so it must go), each
 * copy stamped with the time it was stored.
 */
export const CATALOGUE_CACHE = 'elite-drive-catalogue-v2';
export const IMAGE_CACHE = 'elite-drive-images-v1';
export const RUNTIME_CACHES = [CATALOGUE_CACHE, IMAGE_CACHE];

const DAY_SECONDS = 24 * 60 * 60;

/**
 * Only the renter's view may be kept: one copy serves every user of the device, so an admin's
 * full vehicles (costs, history, insurance phone) must never enter it. The server marks those
 * answers private; they are neither stored nor, for the admin's own `view=full` requests, looked
 * up here (admin screens keep their data in the query cache, which logout wipes).
 */
export function isPublicCatalogueAnswer(response: Response): boolean {
  if (response.status !== 200) return false;
  const cacheControl = response.headers.get('cache-control') ?? '';
  return (
    !/private|no-store/i.test(cacheControl) && response.headers.get('x-vehicle-view') !== 'full'
  );
}

const publicAnswersOnly: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => (isPublicCatalogueAnswer(response) ? response : null),
};

/**
 * Set on a copy when it is stored (ms since the epoch); an answer that carries it came from the
 * worker's cache, not the server, and the page shows that time as the age of its data.
 */
export const STORED_AT_HEADER = 'X-Stored-At';

async function withHeader(response: Response, name: string, value: string): Promise<Response> {
  const headers = new Headers(response.headers);
  headers.set(name, value);
  return new Response(await response.blob(), {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}

/** Stamps each stored answer with the time it was stored; only cached copies carry the stamp. */
export const storedAtPlugin: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) =>
    response.ok ? withHeader(response, STORED_AT_HEADER, String(Date.now())) : null,
};

/**
 * The catalogue (GET /api/vehicles, one vehicle, availability): the network when it answers within
 * 3 s, else the last copy, so a patchy connection still shows vehicles.
 */
export function registerCatalogueRoute(): void {
  registerRoute(
    ({ url, sameOrigin }) =>
      sameOrigin && /^\/api\/vehicles(\/|\?|$)/.test(url.pathname) && !url.searchParams.has('view'),
    new NetworkFirst({
      cacheName: CATALOGUE_CACHE,
      networkTimeoutSeconds: 3,
      plugins: [
        publicAnswersOnly,
        storedAtPlugin,
        new ExpirationPlugin({
          maxEntries: 100,
          maxAgeSeconds: 7 * DAY_SECONDS,
          purgeOnQuotaError: true,
        }),
      ],
    }),
  );
}

/** Vehicle photos and bundled pictures: cache first, bounded, since they rarely change. */
export function registerImageRoute(): void {
  registerRoute(
    ({ url, sameOrigin, request }) =>
      sameOrigin &&
      (request.destination === 'image' || /\.(svg|png|jpe?g|webp|avif)$/i.test(url.pathname)) &&
      /^\/(vehicles|images)\//.test(url.pathname),
    new CacheFirst({
      cacheName: IMAGE_CACHE,
      plugins: [
        new ExpirationPlugin({
          // Room for the whole fleet's pictures, which the shift prefetch stores.
          maxEntries: 300,
          maxAgeSeconds: 30 * DAY_SECONDS,
          purgeOnQuotaError: true,
        }),
      ],
    }),
  );
}

/** Removes our runtime caches of older versions (their names differ only in the suffix). */
export async function deleteOldRuntimeCaches(): Promise<void> {
  const names = await caches.keys();
  await Promise.all(
    names
      .filter((name) => name.startsWith('elite-drive-') && !RUNTIME_CACHES.includes(name))
      .map((name) => caches.delete(name)),
  );
}
