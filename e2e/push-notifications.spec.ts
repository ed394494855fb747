import { type BrowserContext, expect, type Page, test, type Worker } from '@playwright/test';
import { startPushService } from '../server/test/push-endpoint.ts';
import {
  availableVehicles,
  daysFromToday,
  openSignedIn,
  registerCustomer,
  reserve,
} from './customer-fixtures.ts';
import { waitForServiceWorker } from './offline-support.ts';
import { standInForPush } from './push-stand-in.ts';
import { ADMIN, signIn } from './support.ts';

/**
 * Issue 29: a push reaches the installed app. Our server sends it, encrypted, to a test push
 * service (server/test/push-endpoint.ts) that decrypts it; Chromium then delivers that payload to
 * our service worker through the DevTools protocol (ServiceWorker.deliverPushMessage), as the
 * push service would (this Chromium cannot hold a real push subscription: e2e/push-stand-in.ts). Playwright
 * cannot click an operating-system notification: the tap is the worker's own notificationclick,
 * dispatched in the worker with the notification it really shows.
 */

/** The worker's global scope, as far as these steps use it (this file is typed for pages). */
interface WorkerScope {
  registration: ServiceWorkerRegistration;
  dispatchEvent(event: Event): boolean;
}
declare const NotificationEvent: new (type: string, init: { notification: Notification }) => Event;

interface ShownNotification {
  title: string;
  body: string;
  icon: string;
  tag: string;
  data: unknown;
}

async function serviceWorker(context: BrowserContext): Promise<Worker> {
  return context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
}

/** The registration's id as DevTools knows it, for deliverPushMessage. */
async function deliverPush(page: Page, payload: unknown) {
  const cdp = await page.context().newCDPSession(page);
  const origin = new URL(page.url()).origin;
  const registrationId = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find(
        (registration) => registration.scopeURL === `${origin}/` && !registration.isDeleted,
      );
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin,
    registrationId: await registrationId,
    data: JSON.stringify(payload),
  });
}

async function shownNotifications(worker: Worker): Promise<ShownNotification[]> {
  return worker.evaluate(async () => {
    const scope = self as unknown as WorkerScope;
    return (await scope.registration.getNotifications()).map(
      ({ title, body, icon, tag, data }) => ({ title, body, icon, tag, data }),
    );
  });
}

/** What a tap on the notification does, in the worker, with the notification it shows. */
async function tapNotification(worker: Worker, tag: string) {
  await worker.evaluate(async (wanted) => {
    const scope = self as unknown as WorkerScope;
    const [notification] = await scope.registration.getNotifications({ tag: wanted });
    if (!notification) throw new Error(`no notification tagged ${wanted}`);
    const event = new NotificationEvent('notificationclick', { notification });
    // A page-made event may not be extended by the browser's rules: keep what the handler waits on.
    let work: Promise<unknown> = Promise.resolve();
    Object.defineProperty(event, 'waitUntil', {
      value: (promise: Promise<unknown>) => {
        work = promise;
      },
    });
    scope.dispatchEvent(event);
    await work;
  }, tag);
}

test('a booking reaches the customer as a push: the notification is Spanish with the app icon, and a tap opens the reservation', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const pushService = await startPushService();
  const customer = await registerCustomer(request, 'Notificada');
  await context.grantPermissions(['notifications'], { origin: baseURL });
  await standInForPush(page, pushService.subscription('notificada'));
  await openSignedIn(page, customer, '/customer/notifications');
  await waitForServiceWorker(page);
  await page.getByRole('button', { name: 'Activar notificaciones push' }).click();
  await expect(page.getByText('Activadas en este dispositivo.', { exact: true })).toBeVisible();

  // A booking: our server encrypts the confirmation for this device and sends it.
  const range = { start: daysFromToday(230), end: daysFromToday(233) };
  const [vehicle] = await availableVehicles(request, range);
  if (!vehicle) throw new Error('no vehicle free for the test');
  const reservation = await reserve(request, customer, {
    vehicleId: vehicle.id,
    startDate: range.start,
    endDate: range.end,
  });
  await expect.poll(() => pushService.deliveries.length, { timeout: 30_000 }).toBe(1);
  const payload = pushService.deliveries[0]?.payload as Record<string, string>;
  expect(payload).toMatchObject({ url: `/customer/my-reservations?reserva=${reservation.id}` });
  await pushService.close();

  // What the push service would hand the browser, handed to it through DevTools.
  await deliverPush(page, payload);
  const worker = await serviceWorker(context);
  await expect.poll(() => shownNotifications(worker)).toHaveLength(1);
  const [shown] = await shownNotifications(worker);
  expect(shown).toMatchObject({
    title: payload.title,
    body: payload.body,
    tag: payload.tag,
    data: { url: `/customer/my-reservations?reserva=${reservation.id}` },
  });
  expect(shown?.title).toMatch(/[Rr]eserva/);
  expect(shown?.icon).toBe(`${baseURL}/icons/icon-192.png`);

  // The open window of the app is the one that shows the reservation; the notification goes.
  await tapNotification(worker, shown?.tag ?? '');
  await expect(page).toHaveURL(`/customer/my-reservations?reserva=${reservation.id}`);
  await expect(page.getByRole('heading', { name: 'Mis Reservas', level: 1 })).toBeVisible();
  const card = page.getByRole('listitem').filter({ hasText: vehicle.name });
  await expect(card).toBeFocused();
  await expect(card).toBeInViewport();
  await expect.poll(() => shownNotifications(worker)).toHaveLength(0);
  expect(context.pages()).toHaveLength(1);
});

test('a push to staff opens the operations page in the window already open', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['notifications'], { origin: baseURL });
  await signIn(page, ADMIN);
  await expect(page).toHaveURL(/\/admin$/);
  await waitForServiceWorker(page);

  await deliverPush(page, {
    title: 'Devolución atrasada',
    body: 'Toyota Corolla (P123-456) no ha vuelto: Carlos Hernández, 7000-1234',
    url: '/admin/operations',
    tag: 'overdue-return-1',
  });
  const worker = await serviceWorker(context);
  await expect.poll(() => shownNotifications(worker)).toHaveLength(1);
  await tapNotification(worker, 'overdue-return-1');
  await expect(page).toHaveURL('/admin/operations');
  await expect(page.getByRole('heading', { name: 'Operaciones de hoy', level: 1 })).toBeVisible();
});
