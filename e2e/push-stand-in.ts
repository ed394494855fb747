import type { Page } from '@playwright/test';

/**
 * Chromium under test cannot subscribe to a real push service (an incognito-like context is
 * refused, a profile on disk has no push service to register with). This stands in for the
 * browser's pushManager only: the subscription it hands the app is one of the test push service
 * (server/test/push-endpoint.ts: real P-256 keys, an endpoint that decrypts what our server sends).
 */
export interface StandInSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** Before the app loads: pushManager hands out `subscription`; permission prompts are counted. */
export async function standInForPush(page: Page, subscription: StandInSubscription) {
  await page.addInitScript((sub) => {
    const stored = 'e2e-push-subscription';
    const asked = window as unknown as { permissionAsks: number };
    asked.permissionAsks = 0;
    const ask = Notification.requestPermission.bind(Notification);
    Notification.requestPermission = () => {
      asked.permissionAsks += 1;
      return ask();
    };
    const subscriptionWith = (key: number[]) => ({
      endpoint: sub.endpoint,
      expirationTime: null,
      options: { userVisibleOnly: true, applicationServerKey: new Uint8Array(key).buffer },
      toJSON: () => ({
        endpoint: sub.endpoint,
        expirationTime: null,
        keys: sub.keys,
      }),
      unsubscribe: async () => {
        localStorage.removeItem(stored);
        return true;
      },
    });
    const pushManager = {
      getSubscription: async () => {
        const key = localStorage.getItem(stored);
        return key ? subscriptionWith(JSON.parse(key) as number[]) : null;
      },
      subscribe: async (options: { applicationServerKey: Uint8Array }) => {
        const key = [...new Uint8Array(options.applicationServerKey)];
        localStorage.setItem(stored, JSON.stringify(key));
        return subscriptionWith(key);
      },
      permissionState: async () => Notification.permission,
    };
    Object.defineProperty(ServiceWorkerRegistration.prototype, 'pushManager', {
      configurable: true,
      get: () => pushManager,
    });
  }, subscription);
}

export const permissionAsks = (page: Page) =>
  page.evaluate(() => (window as unknown as { permissionAsks: number }).permissionAsks);
