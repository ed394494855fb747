import { toast } from './toast.ts';

/** Tablets at the counter stay open for days: look for a new version now and then. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

export const UPDATE_TEXTS = {
  available: 'Hay una nueva versión disponible.',
  update: 'Actualizar',
} as const;

/**
 * Registers the service worker and offers a reload when a new version is waiting, instead of
 * swapping code under a user who may be filling in a form.
 */
export async function registerServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const { Workbox } = await import('workbox-window');
  const workbox = new Workbox('/sw.js', { scope: '/' });

  // Also fired for a version installed by another tab (isExternal): the offer is the same.
  workbox.addEventListener('waiting', () => {
    toast(UPDATE_TEXTS.available, {
      id: 'sw-update',
      duration: Number.POSITIVE_INFINITY,
      action: {
        label: UPDATE_TEXTS.update,
        onClick: () => {
          workbox.addEventListener('controlling', () => window.location.reload());
          workbox.messageSkipWaiting();
        },
      },
    });
  });

  try {
    await workbox.register();
    setInterval(() => void workbox.update().catch(() => undefined), UPDATE_CHECK_MS);
  } catch {
    // Without a service worker the app still works online; nothing to tell the user.
  }
}
