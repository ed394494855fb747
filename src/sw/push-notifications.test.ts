import { describe, expect, it } from 'vitest';
import {
  appPath,
  FALLBACK_PAYLOAD,
  NOTIFICATION_ICON,
  notificationOptions,
  openAppWindow,
  parsePushPayload,
} from './push-notifications.ts';

const ORIGIN = 'https://app.elitedrive.sv';

describe('a push payload becomes a notification', () => {
  it('shows the Spanish title and body with the app icon, and keeps where a tap goes', () => {
    const payload = parsePushPayload(
      JSON.stringify({
        title: 'Reserva confirmada',
        body: 'Toyota Corolla del 03/12/2026 al 06/12/2026',
        url: '/customer/my-reservations?reservation=42',
        tag: 'reservation-42',
      }),
      ORIGIN,
    );
    expect(payload).toEqual({
      title: 'Reserva confirmada',
      body: 'Toyota Corolla del 03/12/2026 al 06/12/2026',
      url: '/customer/my-reservations?reservation=42',
      tag: 'reservation-42',
    });
    expect(notificationOptions(payload)).toMatchObject({
      body: 'Toyota Corolla del 03/12/2026 al 06/12/2026',
      icon: NOTIFICATION_ICON,
      tag: 'reservation-42',
      data: { url: '/customer/my-reservations?reservation=42' },
    });
  });

  it('still shows something for an unreadable or incomplete payload', () => {
    expect(parsePushPayload(null, ORIGIN)).toEqual(FALLBACK_PAYLOAD);
    expect(parsePushPayload('not json', ORIGIN)).toEqual(FALLBACK_PAYLOAD);
    expect(parsePushPayload('{"title":"Solo título"}', ORIGIN)).toEqual(FALLBACK_PAYLOAD);
  });

  it('opens only pages of the app, never another site', () => {
    expect(appPath(`${ORIGIN}/admin/operations`, ORIGIN)).toBe('/admin/operations');
    expect(appPath('https://evil.example/phish', ORIGIN)).toBe('/');
    expect(appPath('//evil.example/x', ORIGIN)).toBe('/');
    expect(appPath(42, ORIGIN)).toBe('/');
  });
});

interface FakeWindow {
  url: string;
  focused: boolean;
  controlled: boolean;
}

function fakeClients(windows: FakeWindow[]) {
  const opened: string[] = [];
  const asClient = (window: FakeWindow): WindowClient =>
    ({
      get url() {
        return window.url;
      },
      focus: async () => {
        window.focused = true;
        return asClient(window);
      },
      navigate: async (url: string) => {
        if (!window.controlled) throw new TypeError('not controlled');
        window.url = url;
        return asClient(window);
      },
    }) as unknown as WindowClient;
  const clients = {
    matchAll: async () => windows.map(asClient),
    openWindow: async (url: string) => {
      opened.push(url);
      return null;
    },
  } as unknown as Clients;
  return { clients, opened };
}

const window = (url: string, controlled = true): FakeWindow => ({
  url: `${ORIGIN}${url}`,
  focused: false,
  controlled,
});

describe('a tap on the notification opens the right screen', () => {
  it('focuses a window already showing the page', async () => {
    const showing = window('/admin/operations');
    const other = window('/admin');
    const { clients, opened } = fakeClients([other, showing]);
    await openAppWindow(clients, '/admin/operations', ORIGIN);
    expect(showing.focused).toBe(true);
    expect(other).toMatchObject({ focused: false, url: `${ORIGIN}/admin` });
    expect(opened).toEqual([]);
  });

  it('brings an open window of the app to the page, skipping one it may not steer', async () => {
    const foreign = window('/customer', false);
    const ours = window('/customer/vehicles');
    const { clients, opened } = fakeClients([foreign, ours]);
    await openAppWindow(clients, '/customer/my-reservations?reservation=7', ORIGIN);
    expect(ours).toMatchObject({
      url: `${ORIGIN}/customer/my-reservations?reservation=7`,
      focused: true,
    });
    expect(foreign.url).toBe(`${ORIGIN}/customer`);
    expect(opened).toEqual([]);
  });

  it('opens a new window when the app is not open', async () => {
    const { clients, opened } = fakeClients([]);
    await openAppWindow(clients, '/admin/maintenance', ORIGIN);
    expect(opened).toEqual([`${ORIGIN}/admin/maintenance`]);
  });
});
