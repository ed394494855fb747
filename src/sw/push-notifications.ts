/// <reference lib="webworker" />

/**
 * What a push from our server carries (issue 29), agreed with the server's sender: JSON
 * `{ "title", "body", "url", "tag"? }`, texts already in Spanish, `url` the screen to open (the
 * reservation for a customer, /admin/operations or /admin/maintenance for staff).
 */
export interface PushPayload {
  title: string;
  body: string;
  url: string;
  tag?: string;
}

/** The app's own icon (public/icons), shown beside every notification. */
export const NOTIFICATION_ICON = '/icons/icon-192.png';

/** Shown when a push arrives without a readable payload: the browser insists on a notification. */
export const FALLBACK_PAYLOAD: PushPayload = {
  title: 'ELITE DRIVE',
  body: 'Tienes un aviso nuevo en ELITE DRIVE.',
  url: '/',
};

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value : null;

/**
 * Only a page of this app may be opened from a notification: a payload pointing elsewhere (or
 * nowhere) opens the app's home instead. Returns a path with its query and hash.
 */
export function appPath(url: unknown, origin: string): string {
  const raw = text(url);
  if (raw === null) return '/';
  try {
    const target = new URL(raw, origin);
    if (target.origin !== origin) return '/';
    return `${target.pathname}${target.search}${target.hash}`;
  } catch {
    return '/';
  }
}

/** The payload as the server sent it, or the fallback for anything unreadable. */
export function parsePushPayload(data: string | null, origin: string): PushPayload {
  let body: unknown = null;
  try {
    body = data === null ? null : JSON.parse(data);
  } catch {
    return FALLBACK_PAYLOAD;
  }
  if (typeof body !== 'object' || body === null) return FALLBACK_PAYLOAD;
  const fields = body as Record<string, unknown>;
  const title = text(fields.title);
  const message = text(fields.body);
  if (title === null || message === null) return FALLBACK_PAYLOAD;
  const tag = text(fields.tag);
  return { title, body: message, url: appPath(fields.url, origin), ...(tag ? { tag } : {}) };
}

export function notificationOptions(payload: PushPayload): NotificationOptions {
  return {
    body: payload.body,
    // No badge: Android draws a badge as a one-colour mask, and our full-bleed icon is a square.
    icon: NOTIFICATION_ICON,
    lang: 'es',
    // The same tag replaces an older notification about the same thing instead of piling up.
    ...(payload.tag ? { tag: payload.tag } : {}),
    data: { url: payload.url },
  };
}

/** The path a shown notification opens (set by notificationOptions). */
export function notificationPath(notification: Notification, origin: string): string {
  const data: unknown = notification.data;
  const url = typeof data === 'object' && data !== null ? (data as { url?: unknown }).url : null;
  return appPath(url, origin);
}

/**
 * A tap opens the path in a window of the app that is already open (the one showing that page if
 * there is one, else any), and only opens a new window when none is.
 */
export async function openAppWindow(clients: Clients, path: string, origin: string) {
  const target = new URL(path, origin).href;
  const windows = await clients.matchAll({ type: 'window', includeUncontrolled: true });
  const ours = windows.filter((client) => new URL(client.url).origin === origin);
  const showing = ours.find((client) => client.url === target);
  if (showing) return focusQuietly(showing);
  for (const client of ours) {
    try {
      // Only a window this worker controls may be navigated; another one is tried next.
      const navigated = await client.navigate(target);
      if (navigated) return focusQuietly(navigated);
    } catch {
      // Not controlled by us (or closed meanwhile): try the next one.
    }
  }
  return clients.openWindow(target);
}

/** Focusing needs the tap's permission, which the browser may already have withdrawn. */
async function focusQuietly(client: WindowClient) {
  try {
    return await client.focus();
  } catch {
    return client;
  }
}

/** The worker's push and notificationclick handlers. */
export function registerPushHandlers(worker: ServiceWorkerGlobalScope) {
  const origin = worker.location.origin;
  worker.addEventListener('push', (event: PushEvent) => {
    const payload = parsePushPayload(event.data?.text() ?? null, origin);
    event.waitUntil(
      worker.registration.showNotification(payload.title, notificationOptions(payload)),
    );
  });
  worker.addEventListener('notificationclick', (event: NotificationEvent) => {
    event.notification.close();
    event.waitUntil(
      openAppWindow(worker.clients, notificationPath(event.notification, origin), origin),
    );
  });
}
