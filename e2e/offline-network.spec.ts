import { expect } from '@playwright/test';
import { addDays, todayInElSalvador } from '../domain/dates.ts';
import { formatDataTime } from '../src/lib/offline.ts';
import {
  expectInWorkshopOnce,
  getVehicle,
  moveToWorkshop,
  NEEDS_NETWORK,
  OFFLINE,
  pendingCounter,
  signInThrough,
  toast,
  topBar,
  waitForServiceWorker,
} from './offline-support.ts';
import { test } from './relay-fixture.ts';
import { ADMIN, signIn } from './support.ts';

/**
 * The line broken at the transport level: the browser talks to the app through a TCP relay
 * (e2e/relay.ts) that these stories cut, stall or turn into a failing server, while
 * navigator.onLine keeps saying "online". The server itself is checked directly, not through it.
 */
/** The page's own time-out for API requests (REQUEST_TIMEOUT_MS in src/lib/api-client.ts). */
const REQUEST_TIMEOUT_MS = 10_000;

test('a browser restarted with the line cut keeps the queue, and replays it once when the line returns', async ({
  launchOnProfile,
  ourVehicle,
  relay,
  server,
}) => {
  const vehicle = await ourVehicle();
  let page = await launchOnProfile();
  await signInThrough(page, ADMIN);
  await page.goto('/admin/maintenance');
  relay.cut();
  const queued = await moveToWorkshop(page, vehicle);
  expect(queued).toMatchObject({ status: 202, body: { queued: true, reason: 'offline' } });
  await expect(pendingCounter(page, 1)).toBeVisible();
  await page.context().close();

  // A new browser process on the same profile, the line still cut: the app and queue are there.
  page = await launchOnProfile();
  await page.goto('/admin/maintenance');
  await expect(pendingCounter(page, 1)).toBeVisible();
  await expect(topBar(page).getByText(OFFLINE)).toBeVisible();
  expect((await getVehicle(server, vehicle.id)).version).toBe(vehicle.version);

  relay.restore();
  // Nobody presses anything: the app notices the line is back and sends the queue.
  await expect(pendingCounter(page, 1)).toBeHidden({ timeout: 30_000 });
  await expect(toast(page, `Cambio sincronizado: Taller: ${vehicle.name}`)).toBeVisible();
  await expectInWorkshopOnce(server, vehicle);
  // Once: a reload (the worker starting again) sends nothing more.
  await page.reload();
  await expect(topBar(page).getByText(OFFLINE)).toBeHidden();
  expect((await getVehicle(server, vehicle.id)).version).toBe(vehicle.version + 1);
  await page.context().close();
});

test('after a spell of server errors the queue drains unattended within 30 s; the top bar says why it waits', async ({
  ourVehicle,
  page,
  relay,
  server,
}) => {
  const vehicle = await ourVehicle();
  await signInThrough(page, ADMIN);
  await page.goto('/admin/maintenance');
  relay.cut();
  expect((await moveToWorkshop(page, vehicle)).status).toBe(202);

  relay.fail();
  await expect(topBar(page).getByText(/^El servidor no responde: reintento en \d+ s$/)).toBeVisible(
    {
      timeout: 15_000,
    },
  );
  // A long spell: several attempts fail, the wait between them grows.
  await page.waitForTimeout(12_000);
  expect((await getVehicle(server, vehicle.id)).version).toBe(vehicle.version);

  relay.restore();
  const restoredAt = Date.now();
  await expect(pendingCounter(page, 1)).toBeHidden({ timeout: 30_000 });
  testInfo().annotations.push({
    type: 'drained after recovery',
    description: `${Date.now() - restoredAt} ms`,
  });
  await expectInWorkshopOnce(server, vehicle);
  await expect(topBar(page).getByText(/El servidor no responde/)).toBeHidden();
});

function testInfo() {
  return test.info();
}

test('lie-fi (the line accepts but never answers) shows the offline state within the time-out, and drains once it answers', async ({
  ourVehicle,
  page,
  relay,
  server,
}) => {
  const vehicle = await ourVehicle();
  await signInThrough(page, ADMIN);
  await page.goto('/admin/vehicle');
  await expect(page.getByRole('list', { name: 'Vehículos' })).toBeVisible();

  relay.stall();
  const stalledAt = Date.now();
  await page.getByRole('button', { name: 'Actualizar' }).click();
  // The page's own request time-out is 10 s (the worker answers the catalogue from its copy
  // after 3 s when it has one): the offline state shows when the first of them fires, plus the
  // moment it takes to render.
  await expect(topBar(page).getByText(OFFLINE)).toBeVisible({
    timeout: REQUEST_TIMEOUT_MS + 1_500,
  });
  testInfo().annotations.push({
    type: 'offline shown after',
    description: `${Date.now() - stalledAt} ms`,
  });
  await expect(topBar(page).getByText(/^Datos del /)).toBeVisible();

  // A change made on the dead line is kept once the worker stops waiting for it.
  expect(await moveToWorkshop(page, vehicle)).toMatchObject({ status: 202 });
  await expect(pendingCounter(page, 1)).toBeVisible();

  relay.restore();
  await expect(pendingCounter(page, 1)).toBeHidden({ timeout: 30_000 });
  await expect(topBar(page).getByText(OFFLINE)).toBeHidden();
  await expectInWorkshopOnce(server, vehicle);
});

test('offline with nothing saved, the fleet, a new date search and the reservation list say they need the network', async ({
  page,
  context,
  server,
}) => {
  await page.goto('/login');
  await waitForServiceWorker(page);
  const login = await server.post('/api/auth/login', {
    data: { email: ADMIN.email, password: ADMIN.password },
  });
  const { token, user } = (await login.json()) as { token: string; user: unknown };
  // The device offline (airplane mode): the screens must say so, not blame the server.
  await context.setOffline(true);

  const start = addDays(todayInElSalvador(), 200);
  await page.goto(`/customer/vehicles?start=${start}&end=${addDays(start, 2)}`);
  await expect(page.getByText(NEEDS_NETWORK)).toBeVisible();
  await expect(page.getByText('Cargando vehículos...')).toBeHidden();
  await expect(page.getByText(/Verifica que esté ejecutándose/)).toBeHidden();
  await expect(page.getByRole('button', { name: 'Reintentar' })).toBeVisible();
  await expect(topBar(page).getByText(OFFLINE)).toBeVisible();

  // Signed in (as after an earlier visit), but no list was ever loaded on this device.
  await page.evaluate(
    ({ token, user }) => {
      localStorage.setItem('authToken', token);
      localStorage.setItem('userData', JSON.stringify(user));
    },
    { token, user },
  );
  await page.goto('/admin/vehicle');
  await expect(page.getByRole('heading', { name: 'Gestión de Vehículos' })).toBeVisible();
  await expect(page.getByText(NEEDS_NETWORK)).toBeVisible();
  await expect(page.getByText('Cargando reservaciones...')).toBeHidden();

  await page.goto('/admin/reservation');
  await expect(page.getByText(NEEDS_NETWORK)).toBeVisible();
  await expect(page.getByText('Cargando reservas...')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Reintentar' })).toBeVisible();

  // Back online, the screen loads its list by itself (no need to press 'Reintentar').
  await context.setOffline(false);
  await expect(page.getByText(NEEDS_NETWORK)).toBeHidden({ timeout: 15_000 });
  await expect(page.getByRole('button', { name: /^Cancelar la reserva #/ }).first()).toBeVisible();
});

test("after an offline cold start, 'Datos del …' is the time the worker stored the data, not now", async ({
  page,
  relay,
}) => {
  await page.goto('/customer/vehicles');
  await waitForServiceWorker(page);
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  // The list as the screen asks for it once the worker is in charge (a later visit's refetch).
  await page.evaluate(async () => (await fetch('/api/vehicles')).ok);
  // The worker stores its copy in the background: wait for it, then read its stamp.
  const readStamp = () =>
    page.evaluate(async () => {
      let oldest = 0;
      for (const name of await caches.keys()) {
        if (!name.startsWith('elite-drive-catalogue')) continue;
        const cache = await caches.open(name);
        for (const key of await cache.keys()) {
          const stamp = Number((await cache.match(key))?.headers.get('X-Stored-At'));
          if (stamp > 0 && (oldest === 0 || stamp < oldest)) oldest = stamp;
        }
      }
      return oldest;
    });
  await expect.poll(readStamp).toBeGreaterThan(0);
  const storedAt = await readStamp();
  expect(storedAt).toBeGreaterThan(0);

  // Three hours later by the page's clock, the line gone, the app started cold.
  await page.clock.setFixedTime(storedAt + 3 * 60 * 60 * 1000);
  relay.cut();
  await page.reload();
  await expect(topBar(page).getByText(OFFLINE)).toBeVisible();
  await expect(topBar(page).getByText(`Datos del ${formatDataTime(storedAt)}`)).toBeVisible();
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
});

test("the board's dialogs, not in its first download, still open once the line is cut (no service worker)", async ({
  browser,
  ourVehicle,
  relay,
}) => {
  const vehicle = await ourVehicle();
  // A browser that never had the service worker: only what the page itself loaded is there.
  const context = await browser.newContext({
    baseURL: relay.url,
    serviceWorkers: 'block',
    locale: 'es-ES',
    timezoneId: 'America/El_Salvador',
  });
  const page = await context.newPage();
  await signIn(page, ADMIN);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto(`/admin/maintenance?q=${encodeURIComponent(vehicle.name)}`);
  const schedule = page.getByRole('button', { name: `Programar servicio de ${vehicle.name}` });
  await expect(schedule).toBeVisible();
  // The dialogs' code arrives once the board is drawn and the browser is idle.
  await page.waitForLoadState('networkidle');
  relay.cut();

  await schedule.click();
  const dialog = page.getByRole('dialog', { name: 'Programar servicio' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cerrar' }).click();
  await expect(schedule).toBeFocused();
  await page
    .getByRole('button', { name: `Ver historial de mantenimiento de ${vehicle.name}` })
    .click();
  await expect(page.getByRole('dialog', { name: 'Historial de Mantenimiento' })).toBeVisible();
  await context.close();
});
