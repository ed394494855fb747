import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { NotificationPreferencesView } from '#domain/message-contracts.ts';
import { staffPreferencesOf } from '#domain/messages.ts';
import { api } from '../../lib/api-client.ts';
import type { PushDevice, PushState } from '../../lib/push-device.ts';
import type { SessionState } from '../../lib/session.ts';
import { apiFailure } from '../../test/api-failure.ts';
import { NOTIFICATIONS_TEXTS, NotificationsPage } from './notifications-page.tsx';
import { PREFERENCE_TEXTS } from './preference-fields.tsx';
import { PUSH_PANEL_TEXTS } from './push-device-panel.tsx';

vi.mock('../../lib/api-client.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../lib/api-client.ts')>()),
  api: vi.fn(),
}));
const mockedApi = vi.mocked(api);

let sessionState: SessionState;
vi.mock('../../lib/use-session.ts', () => ({ useSession: () => sessionState }));

const signedIn = (routeRole: 'admin' | 'customer'): SessionState => ({
  status: 'authenticated',
  token: 't',
  user: { id: 7, routeRole, isAuthenticated: true },
});

/** The server's stored choices: GET answers them, PUT merges a change into them. */
function serveServer(initial: NotificationPreferencesView, failPut?: unknown) {
  let stored = structuredClone(initial);
  const puts: unknown[] = [];
  mockedApi.mockImplementation((async (
    path: string,
    options?: { method?: string; body?: unknown },
  ) => {
    if (path !== '/me/notification-preferences') throw new Error(`unexpected ${path}`);
    if (options?.method === 'PUT') {
      puts.push(options.body);
      if (failPut) throw failPut;
      const change = options.body as Partial<NotificationPreferencesView>;
      stored = {
        ...stored,
        ...change,
        ...(change.staff && stored.staff
          ? {
              staff: staffPreferencesOf({ ...stored.staff, ...change.staff }),
            }
          : {}),
      };
    }
    return structuredClone(stored);
  }) as never);
  return puts;
}

function fakeDevice(initial: PushState, onEnable: PushState = 'on') {
  let state = initial;
  return {
    state: vi.fn(async () => state),
    enable: vi.fn(async () => {
      state = onEnable;
      return state;
    }),
    disable: vi.fn(async () => {
      state = 'off';
    }),
  } satisfies PushDevice;
}

function renderPage(device: PushDevice) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <QueryClientProvider client={client}>
      <NotificationsPage device={device} />
    </QueryClientProvider>,
  );
}

const isChecked = (element: HTMLElement) => (element as HTMLInputElement).checked;
const isDisabled = (element: HTMLElement) => (element as HTMLButtonElement).disabled;

const CUSTOMER_DEFAULTS: NotificationPreferencesView = { emailReminders: true, push: true };

beforeEach(() => {
  sessionState = signedIn('customer');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("a customer's 'Notificaciones'", () => {
  it('turns e-mail reminders off and says so; confirmations always go by e-mail', async () => {
    const puts = serveServer(CUSTOMER_DEFAULTS);
    renderPage(fakeDevice('off'));

    const reminders = await screen.findByRole('checkbox', { name: /Recordatorio de recogida/ });
    expect(isChecked(reminders)).toBe(true);
    expect(screen.getByText(PREFERENCE_TEXTS.always)).toBeTruthy();

    fireEvent.click(reminders);
    await waitFor(() => expect(isChecked(reminders)).toBe(false));
    expect(await screen.findByText(NOTIFICATIONS_TEXTS.saved)).toBeTruthy();
    expect(puts).toEqual([{ emailReminders: false }]);
    expect(isChecked(reminders)).toBe(false);
  });

  it('never asks for permission on load; the button subscribes and turns push on for the account', async () => {
    const puts = serveServer({ emailReminders: true, push: false });
    const device = fakeDevice('off');
    renderPage(device);

    expect(await screen.findByText(PUSH_PANEL_TEXTS.off)).toBeTruthy();
    expect(device.enable).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: PUSH_PANEL_TEXTS.enable }));
    expect(await screen.findByText(PUSH_PANEL_TEXTS.enabled)).toBeTruthy();
    expect(screen.getByText(PUSH_PANEL_TEXTS.on)).toBeTruthy();
    await waitFor(() => expect(puts).toEqual([{ push: true }]));

    fireEvent.click(screen.getByRole('button', { name: PUSH_PANEL_TEXTS.disable }));
    expect(await screen.findByText(PUSH_PANEL_TEXTS.disabled)).toBeTruthy();
    expect(device.disable).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: PUSH_PANEL_TEXTS.enable })).toBeTruthy();
  });

  it('explains a refused permission and an unsupported browser, with no button to press', async () => {
    serveServer(CUSTOMER_DEFAULTS);
    renderPage(fakeDevice('off', 'denied'));
    fireEvent.click(await screen.findByRole('button', { name: PUSH_PANEL_TEXTS.enable }));
    expect(await screen.findByText(PUSH_PANEL_TEXTS.denied)).toBeTruthy();
    expect(screen.queryByRole('button', { name: PUSH_PANEL_TEXTS.enable })).toBeNull();
    cleanup();

    renderPage(fakeDevice('unsupported'));
    expect(await screen.findByText(PUSH_PANEL_TEXTS.unsupported)).toBeTruthy();
    expect(screen.queryByRole('button', { name: PUSH_PANEL_TEXTS.enable })).toBeNull();
  });

  it("shows the server's refusal and puts the box back as the server has it", async () => {
    const puts = serveServer(
      CUSTOMER_DEFAULTS,
      await apiFailure(500, { message: 'Error interno del servidor. Intenta más tarde.' }),
    );
    renderPage(fakeDevice('off'));
    const reminders = await screen.findByRole('checkbox', { name: /Recordatorio de recogida/ });
    fireEvent.click(reminders);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Error interno del servidor. Intenta más tarde.',
    );
    expect(puts).toHaveLength(1);
    await waitFor(() => expect(isChecked(reminders)).toBe(true));
  });

  it('offline, says changes need the network and leaves everything as it is', async () => {
    serveServer(CUSTOMER_DEFAULTS);
    vi.stubGlobal('navigator', { ...navigator, onLine: false });
    renderPage(fakeDevice('off'));
    expect(await screen.findByText(NOTIFICATIONS_TEXTS.offline)).toBeTruthy();
    expect(isDisabled(await screen.findByRole('button', { name: PUSH_PANEL_TEXTS.enable }))).toBe(
      true,
    );
    expect(
      isDisabled(await screen.findByRole('checkbox', { name: /Recordatorio de recogida/ })),
    ).toBe(true);
  });
});

describe("staff 'Notificaciones'", () => {
  it('chooses each staff kind by e-mail and/or push', async () => {
    sessionState = signedIn('admin');
    const puts = serveServer({ emailReminders: true, push: true, staff: staffPreferencesOf({}) });
    renderPage(fakeDevice('off'));

    const damage = await screen.findByRole('group', { name: 'Daño nuevo' });
    const push = within(damage).getByRole('checkbox', { name: 'Push' });
    expect(isChecked(push)).toBe(true);
    for (const kind of ['Devolución atrasada', 'Resumen de servicios', 'Reserva cancelada']) {
      expect(screen.getByRole('group', { name: kind })).toBeTruthy();
    }
    expect(screen.queryByRole('checkbox', { name: /Recordatorio de recogida/ })).toBeNull();

    fireEvent.click(push);
    expect(await screen.findByText(NOTIFICATIONS_TEXTS.saved)).toBeTruthy();
    expect(puts).toEqual([{ staff: { 'new-damage': { push: false } } }]);
    expect(isChecked(push)).toBe(false);
    expect(isChecked(within(damage).getByRole('checkbox', { name: 'Correo electrónico' }))).toBe(
      true,
    );
  });
});
