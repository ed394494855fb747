import { toast } from 'sonner';

/**
 * Registers the service worker and offers a reload when a new version is waiting, instead of
 * swapping code under a user who may be filling in a form.
 */
export async function registerServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const { Workbox } = await import('workbox-window');
  const workbox = new Workbox('/sw.js', { scope: '/' });

  workbox.addEventListener('waiting', () => {
    toast('Hay una nueva versión disponible.', {
      duration: Number.POSITIVE_INFINITY,
      action: {
        label: 'Actualizar',
        onClick: () => {
          workbox.addEventListener('controlling', () => window.location.reload());
          workbox.messageSkipWaiting();
        },
      },
    });
  });

  try {
    await workbox.register();
  } catch {
    // Without a service worker the app still works online; nothing to tell the user.
  }
}
