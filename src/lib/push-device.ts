import { api } from './api-client.ts';

/** Push on this device, as the screen shows it. */
export type PushState = 'unsupported' | 'denied' | 'off' | 'on';

/** What the screen needs from the browser's push machinery (a stand-in in component tests). */
export interface PushDevice {
  /** Read without asking anything: never a permission prompt on page load. */
  state(): Promise<PushState>;
  /** Asks for permission (after the press), subscribes, and tells the server. */
  enable(): Promise<PushState>;
  /** Tells the server first (so offline nothing changes), then drops the subscription. */
  disable(): Promise<void>;
}

/** A refusal with a sentence for people. */
export class PushDeviceError extends Error {
  override name = 'PushDeviceError';
}

export const PUSH_DEVICE_TEXTS = {
  dismissed: 'No se concedió el permiso para mostrar notificaciones.',
  notReady:
    'El servicio de notificaciones de la app aún no está listo. Recarga la página e inténtalo de nuevo.',
  subscribeFailed:
    'El navegador no pudo activar las notificaciones push. Inténtalo de nuevo más tarde.',
} as const;

const WORKER_READY_MS = 10_000;

function supported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/** The VAPID public key as the browser wants it. */
export function base64UrlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const base64 = value.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

function sameKey(current: ArrayBuffer | null, wanted: Uint8Array): boolean {
  if (!current || current.byteLength !== wanted.byteLength) return false;
  const bytes = new Uint8Array(current);
  return bytes.every((byte, index) => byte === wanted[index]);
}

async function activeRegistration(): Promise<ServiceWorkerRegistration> {
  // `ready` never settles without a worker (a dev server, a blocked registration).
  const registration = await Promise.race([
    navigator.serviceWorker.ready,
    new Promise<null>((resolve) => setTimeout(() => resolve(null), WORKER_READY_MS)),
  ]);
  if (!registration) throw new PushDeviceError(PUSH_DEVICE_TEXTS.notReady);
  return registration;
}

async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

async function subscribe(registration: ServiceWorkerRegistration): Promise<PushSubscription> {
  const { publicKey } = await api<{ publicKey: string }>('/push/public-key');
  const key = base64UrlToBytes(publicKey);
  const existing = await registration.pushManager.getSubscription();
  // Made with another server key (keys replaced): the browser refuses a second one beside it.
  if (existing && sameKey(existing.options.applicationServerKey, key)) return existing;
  await existing?.unsubscribe();
  try {
    return await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: key,
    });
  } catch {
    throw new PushDeviceError(PUSH_DEVICE_TEXTS.subscribeFailed);
  }
}

/** The browser's own push: Notification, the service worker's pushManager and our API. */
export const browserPushDevice: PushDevice = {
  async state() {
    if (!supported()) return 'unsupported';
    if (Notification.permission === 'denied') return 'denied';
    if (Notification.permission !== 'granted') return 'off';
    return (await currentSubscription()) ? 'on' : 'off';
  },

  async enable() {
    if (!supported()) return 'unsupported';
    const permission = await Notification.requestPermission();
    if (permission === 'denied') return 'denied';
    if (permission !== 'granted') throw new PushDeviceError(PUSH_DEVICE_TEXTS.dismissed);
    const subscription = await subscribe(await activeRegistration());
    const { endpoint, keys } = subscription.toJSON();
    try {
      await api('/push/subscriptions', {
        method: 'POST',
        body: { endpoint, keys: { p256dh: keys?.p256dh, auth: keys?.auth } },
      });
    } catch (error) {
      // The server does not know it: a subscription kept here would show 'on' and never ring.
      await subscription.unsubscribe().catch(() => undefined);
      throw error;
    }
    return 'on';
  },

  async disable() {
    const subscription = await currentSubscription();
    if (!subscription) return;
    await api('/push/subscriptions', {
      method: 'DELETE',
      body: { endpoint: subscription.endpoint },
    });
    await subscription.unsubscribe();
  },
};

const FORGET_TIMEOUT_MS = 3_000;

/**
 * At sign-out: a shared phone must not keep showing the previous person's messages. The
 * subscription is dropped here (a push service then answers 410 and the server forgets it) and
 * the server is told at once when it answers quickly; sign-out never waits long for it.
 */
export async function forgetPushDevice(): Promise<void> {
  if (!supported()) return;
  const subscription = await currentSubscription();
  if (!subscription) return;
  await api('/push/subscriptions', {
    method: 'DELETE',
    body: { endpoint: subscription.endpoint },
    timeout: FORGET_TIMEOUT_MS,
  }).catch(() => undefined);
  await subscription.unsubscribe();
}
