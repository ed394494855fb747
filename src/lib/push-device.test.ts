import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiFailure } from '../test/api-failure.ts';
import { api } from './api-client.ts';
import { base64UrlToBytes, browserPushDevice, forgetPushDevice } from './push-device.ts';

vi.mock('./api-client.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./api-client.ts')>()),
  api: vi.fn(),
}));
const mockedApi = vi.mocked(api);

const SERVER_KEY = 'BAECAwQ'; // bytes 4, 1, 2, 3, 4
const ENDPOINT = 'https://push.example/abc';

interface FakeSubscription {
  endpoint: string;
  options: { applicationServerKey: ArrayBuffer };
  toJSON: () => unknown;
  unsubscribe: ReturnType<typeof vi.fn>;
}

/** The browser's side: a permission answer and a pushManager holding at most one subscription. */
function fakeBrowser(permission: NotificationPermission, existingKey?: number[]) {
  let current: FakeSubscription | null = null;
  const make = (key: ArrayBuffer): FakeSubscription => {
    const subscription: FakeSubscription = {
      endpoint: ENDPOINT,
      options: { applicationServerKey: key },
      toJSON: () => ({ endpoint: ENDPOINT, keys: { p256dh: 'p', auth: 'a' } }),
      unsubscribe: vi.fn(async () => {
        current = null;
        return true;
      }),
    };
    return subscription;
  };
  if (existingKey) current = make(new Uint8Array(existingKey).buffer);
  const pushManager = {
    getSubscription: async () => current,
    subscribe: vi.fn(async ({ applicationServerKey }: { applicationServerKey: Uint8Array }) => {
      current = make(applicationServerKey.buffer as ArrayBuffer);
      return current;
    }),
  };
  const registration = { pushManager };
  const requestPermission = vi.fn(async () => permission);
  vi.stubGlobal('Notification', { permission: 'default', requestPermission });
  vi.stubGlobal('PushManager', class {});
  vi.stubGlobal('navigator', {
    ...navigator,
    serviceWorker: {
      ready: Promise.resolve(registration),
      getRegistration: async () => registration,
    },
  });
  return { pushManager, requestPermission, current: () => current };
}

function serveApi(failPost?: unknown) {
  mockedApi.mockImplementation((async (path: string, options?: { method?: string }) => {
    if (path === '/push/public-key') return { publicKey: SERVER_KEY };
    if (path === '/push/subscriptions' && options?.method === 'POST') {
      if (failPost) throw failPost;
      return null;
    }
    if (path === '/push/subscriptions' && options?.method === 'DELETE') return null;
    throw new Error(`unexpected ${path}`);
  }) as never);
}

afterEach(() => {
  vi.unstubAllGlobals();
  mockedApi.mockReset();
});

describe('push on this device', () => {
  it('reads the VAPID key from base64url', () => {
    expect([...base64UrlToBytes(SERVER_KEY)]).toEqual([4, 1, 2, 3, 4]);
  });

  it('asks for permission, subscribes with the server key and tells the server', async () => {
    serveApi();
    const browser = fakeBrowser('granted');
    expect(await browserPushDevice.enable()).toBe('on');
    expect(browser.requestPermission).toHaveBeenCalledOnce();
    const [options] = browser.pushManager.subscribe.mock.calls[0] ?? [];
    expect(options?.applicationServerKey && [...options.applicationServerKey]).toEqual([
      4, 1, 2, 3, 4,
    ]);
    expect(mockedApi).toHaveBeenCalledWith('/push/subscriptions', {
      method: 'POST',
      body: { endpoint: ENDPOINT, keys: { p256dh: 'p', auth: 'a' } },
    });
  });

  it('stops at a refused permission, subscribing nothing', async () => {
    serveApi();
    const browser = fakeBrowser('denied');
    expect(await browserPushDevice.enable()).toBe('denied');
    expect(browser.pushManager.subscribe).not.toHaveBeenCalled();
    expect(mockedApi).not.toHaveBeenCalled();
  });

  it('replaces a subscription made with another server key', async () => {
    serveApi();
    const browser = fakeBrowser('granted', [9, 9, 9]);
    expect(await browserPushDevice.enable()).toBe('on');
    expect(browser.pushManager.subscribe).toHaveBeenCalledOnce();
  });

  it('keeps no subscription the server refused', async () => {
    serveApi(await apiFailure(400, { message: 'Las claves de la suscripción no son válidas.' }));
    const browser = fakeBrowser('granted');
    await expect(browserPushDevice.enable()).rejects.toThrow();
    expect(browser.current()).toBeNull();
  });

  it('at sign-out, drops the subscription and tells the server', async () => {
    serveApi();
    const browser = fakeBrowser('granted', [4, 1, 2, 3, 4]);
    await forgetPushDevice();
    expect(browser.current()).toBeNull();
    expect(mockedApi).toHaveBeenCalledWith('/push/subscriptions', {
      method: 'DELETE',
      body: { endpoint: ENDPOINT },
      timeout: 3_000,
    });
  });
});
