import { expect, type Page, test } from '@playwright/test';
import { addDays, todayInElSalvador } from '../domain/dates.ts';
import {
  apiToken,
  archiveVehicle,
  createReservation,
  createVehicle,
  getVehicle,
  outboxResults,
  pendingCounter,
  recordOutboxMessages,
  reservationIdsOf,
  sendChange,
  topBar,
  waitForServiceWorker,
} from './offline-support.ts';
import { ADMIN, CUSTOMER, sidebar, signIn } from './support.ts';

const OFFLINE = 'Sin conexión';

// What a story creates is removed afterwards, pass or fail, so later stories see the seeded data.
const created = { vehicles: [] as number[], reservations: [] as number[] };

async function newVehicle(...args: Parameters<typeof createVehicle>) {
  const vehicle = await createVehicle(...args);
  created.vehicles.push(vehicle.id);
  return vehicle;
}

async function newReservation(...args: Parameters<typeof createReservation>) {
  const reservation = await createReservation(...args);
  created.reservations.push(reservation.id);
  return reservation;
}

test.afterEach(async ({ context, request }) => {
  await context.setOffline(false);
  if (created.vehicles.length === 0 && created.reservations.length === 0) return;
  const adminToken = await apiToken(request, ADMIN);
  for (const id of created.reservations.splice(0)) {
    await request.delete(`/api/reservations/${id}`, {
      headers: { Authorization: `Bearer ${adminToken}` },
    });
  }
  for (const id of created.vehicles.splice(0)) await archiveVehicle(request, adminToken, id);
});
const SYNCED = (label: string) => `Cambio sincronizado: ${label}`;

async function signInControlled(page: Page, account: typeof ADMIN) {
  await signIn(page, account);
  await expect(page).not.toHaveURL(/\/login/);
  await waitForServiceWorker(page);
}

test('the catalogue and its pictures load offline after one visit; a cold reload still shows them', async ({
  page,
  context,
}) => {
  const start = addDays(todayInElSalvador(), 30);
  const catalogue = `/customer/vehicles?start=${start}&end=${addDays(start, 3)}`;
  await page.goto(catalogue);
  await waitForServiceWorker(page);
  // The first load happened before the worker was in charge: this one goes through it.
  await page.reload();
  const pictures = page.locator('main img[src^="/vehicles/"]');
  await expect(pictures.first()).toBeVisible();
  const names = await page.getByRole('heading', { level: 2 }).allTextContents();
  expect(names.length).toBeGreaterThan(0);
  const online = await page.evaluate(async () => (await fetch('/api/vehicles')).json());
  expect(Array.isArray(online)).toBe(true);

  await context.setOffline(true);
  await page.reload();

  await expect(topBar(page).getByText(OFFLINE)).toBeVisible();
  await expect(topBar(page).getByText(/^Datos del \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Vehículos Disponibles' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: names[0] })).toBeVisible();
  await expect(pictures.first()).toBeVisible();
  await expect
    .poll(() => pictures.first().evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  // The network-first catalogue answers from its cache when there is no network.
  const cached = await page.evaluate(async () => {
    const response = await fetch('/api/vehicles');
    return { status: response.status, body: await response.json() };
  });
  expect(cached.status).toBe(200);
  expect(cached.body).toEqual(online);

  // Another screen, never opened before, still gets the app shell offline.
  await page.goto('/');
  await expect(topBar(page).getByText('ELITE DRIVE')).toBeVisible();
  await expect(topBar(page).getByText(OFFLINE)).toBeVisible();
});

test('a customer cancels offline: it stays pending across reloads and is cancelled once back online', async ({
  page,
  context,
  request,
}) => {
  const adminToken = await apiToken(request, ADMIN);
  const customerToken = await apiToken(request, CUSTOMER);
  const vehicle = await newVehicle(request, adminToken, 'maintenanceCompleted');
  const reservation = await newReservation(request, customerToken, vehicle.id, 60);
  const label = `Cancelar reserva #${reservation.id}`;

  await signInControlled(page, CUSTOMER);
  await context.setOffline(true);
  const answer = await sendChange(page, {
    method: 'DELETE',
    path: `/api/reservations/${reservation.id}`,
    label,
  });
  expect(answer).toEqual({ status: 202, body: { queued: true, id: expect.any(String) } });
  await expect(pendingCounter(page, 1)).toBeVisible();
  await expect(topBar(page).getByRole('button', { name: 'Sincronizar ahora' })).toBeDisabled();

  await page.reload();
  await expect(pendingCounter(page, 1)).toBeVisible();
  expect(await reservationIdsOf(request, customerToken)).toContain(reservation.id);

  await context.setOffline(false);
  await expect(page.getByText(SYNCED(label))).toBeVisible();
  await expect(pendingCounter(page, 1)).toHaveCount(0);
  expect(await reservationIdsOf(request, customerToken)).not.toContain(reservation.id);
});

test('an admin queues status moves and a cancellation offline; back online they replay in order, once', async ({
  page,
  context,
  request,
}) => {
  const adminToken = await apiToken(request, ADMIN);
  const customerToken = await apiToken(request, CUSTOMER);
  const first = await newVehicle(request, adminToken, 'maintenanceRequired');
  const second = await newVehicle(request, adminToken, 'maintenanceCompleted');
  const booked = await newVehicle(request, adminToken, 'maintenanceCompleted');
  const reservation = await newReservation(request, customerToken, booked.id, 70);
  const recordsBefore = (await getVehicle(request, first.id)).maintenanceRecords.length;

  await signInControlled(page, ADMIN);
  await context.setOffline(true);
  const changes = [
    {
      method: 'PUT' as const,
      path: `/api/vehicles/${first.id}`,
      body: { status: 'underMaintenance', expectedStatus: 'maintenanceRequired' },
      label: `Vehículo #${first.id}: En mantenimiento`,
    },
    {
      method: 'PUT' as const,
      path: `/api/vehicles/${second.id}`,
      body: { status: 'outOfService', expectedStatus: 'maintenanceCompleted' },
      label: `Vehículo #${second.id}: Fuera de servicio`,
    },
    // Only valid after the first move: replaying out of order would be a conflict.
    {
      method: 'PUT' as const,
      path: `/api/vehicles/${first.id}`,
      body: {
        status: 'maintenanceCompleted',
        expectedStatus: 'underMaintenance',
        maintenance: { description: 'Cambio de aceite', cost: 45 },
      },
      label: `Vehículo #${first.id}: Mantenimiento completado`,
    },
    {
      method: 'DELETE' as const,
      path: `/api/reservations/${reservation.id}`,
      label: `Cancelar reserva #${reservation.id}`,
    },
  ];
  for (const change of changes) {
    expect((await sendChange(page, change)).status).toBe(202);
  }
  await expect(pendingCounter(page, 4)).toBeVisible();

  await page.reload();
  await expect(pendingCounter(page, 4)).toBeVisible();
  expect((await getVehicle(request, first.id)).status).toBe('maintenanceRequired');

  await recordOutboxMessages(page);
  await context.setOffline(false);
  await expect(pendingCounter(page, 4)).toHaveCount(0, { timeout: 20_000 });
  await expect
    .poll(async () => (await outboxResults(page)).map((result) => result.label))
    .toEqual(changes.map((change) => change.label));
  expect((await outboxResults(page)).every((result) => result.outcome === 'success')).toBe(true);

  const firstNow = await getVehicle(request, first.id);
  expect(firstNow.status).toBe('maintenanceCompleted');
  expect(firstNow.version).toBe(first.version + 2);
  expect(firstNow.maintenanceRecords).toHaveLength(recordsBefore + 1);
  const secondNow = await getVehicle(request, second.id);
  expect(secondNow.status).toBe('outOfService');
  expect(secondNow.version).toBe(second.version + 1);
  expect(await reservationIdsOf(request, customerToken)).not.toContain(reservation.id);
});

test('a move queued offline that another admin overtook is shown as a conflict; the server keeps theirs', async ({
  page,
  context,
  request,
}) => {
  const adminToken = await apiToken(request, ADMIN);
  const vehicle = await newVehicle(request, adminToken, 'maintenanceRequired');

  await signInControlled(page, ADMIN);
  await context.setOffline(true);
  const queued = await sendChange(page, {
    method: 'PUT',
    path: `/api/vehicles/${vehicle.id}`,
    body: { status: 'underMaintenance', expectedStatus: 'maintenanceRequired' },
    label: `Vehículo #${vehicle.id}: En mantenimiento`,
  });
  expect(queued.status).toBe(202);

  // Meanwhile, at the counter, another admin takes the vehicle out of service.
  const other = await request.put(`/api/vehicles/${vehicle.id}`, {
    headers: { Authorization: `Bearer ${adminToken}` },
    data: { status: 'outOfService', expectedStatus: 'maintenanceRequired' },
  });
  expect(other.status()).toBe(200);

  await context.setOffline(false);
  await expect(
    page.getByText(
      'El estado cambió mientras estabas sin conexión: El estado del vehículo cambió mientras tanto. Estado actual: Fuera de servicio.',
    ),
  ).toBeVisible();
  await expect(pendingCounter(page, 1)).toHaveCount(0);
  expect((await getVehicle(request, vehicle.id)).status).toBe('outOfService');
});

test('with an expired session the change stays queued, the user is asked to sign in, then it replays', async ({
  page,
  context,
  request,
}) => {
  const adminToken = await apiToken(request, ADMIN);
  const vehicle = await newVehicle(request, adminToken, 'maintenanceRequired');
  const label = `Vehículo #${vehicle.id}: En mantenimiento`;

  await signInControlled(page, ADMIN);
  await context.setOffline(true);
  const queued = await sendChange(page, {
    method: 'PUT',
    path: `/api/vehicles/${vehicle.id}`,
    body: { status: 'underMaintenance', expectedStatus: 'maintenanceRequired' },
    label,
  });
  expect(queued.status).toBe(202);

  // While offline the session runs out: same user, a token the server no longer accepts.
  await page.evaluate(() => {
    const token = localStorage.getItem('authToken') ?? '';
    localStorage.setItem('authToken', `${token.split('.').slice(0, 2).join('.')}.expired`);
  });
  await page.reload();
  await expect(pendingCounter(page, 1)).toBeVisible();

  await context.setOffline(false);
  await expect(
    page.getByText('Inicia sesión de nuevo para sincronizar los cambios pendientes'),
  ).toBeVisible();
  await expect(pendingCounter(page, 1)).toBeVisible();
  expect((await getVehicle(request, vehicle.id)).status).toBe('maintenanceRequired');

  // Opening the app online, the stale session is found out and signed out; the change stays.
  await page.reload();
  await expect(sidebar(page).getByRole('link', { name: 'Iniciar Sesión' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(pendingCounter(page, 1)).toBeVisible();
  await expect(topBar(page).getByText('Inicia sesión para sincronizar')).toBeVisible();

  await signIn(page, ADMIN);
  await expect(page.getByText(SYNCED(label))).toBeVisible();
  await expect(pendingCounter(page, 1)).toHaveCount(0);
  expect((await getVehicle(request, vehicle.id)).status).toBe('underMaintenance');
});

test('a change whose answer was lost on the way back is queued, and its replay is not applied twice', async ({
  page,
  context,
  request,
}) => {
  const adminToken = await apiToken(request, ADMIN);
  const vehicle = await newVehicle(request, adminToken, 'underMaintenance');
  const recordsBefore = (await getVehicle(request, vehicle.id)).maintenanceRecords.length;
  const label = `Vehículo #${vehicle.id}: Mantenimiento completado`;

  await signInControlled(page, ADMIN);
  await recordOutboxMessages(page);

  // The request reaches the server and is applied; the connection drops before the answer.
  let delivered = 0;
  await context.route(`**/api/vehicles/${vehicle.id}`, async (route) => {
    if (route.request().method() !== 'PUT') return route.fallback();
    delivered++;
    await route.fetch();
    await route.abort('connectionreset');
  });
  const answer = await sendChange(page, {
    method: 'PUT',
    path: `/api/vehicles/${vehicle.id}`,
    body: {
      status: 'maintenanceCompleted',
      expectedStatus: 'underMaintenance',
      maintenance: { description: 'Frenos', cost: 80 },
    },
    label,
  });
  // (The browser's background sync may already have retried it, meeting the same fate.)
  expect(delivered).toBeGreaterThanOrEqual(1);
  expect(answer.status).toBe(202);
  await expect(pendingCounter(page, 1)).toBeVisible();
  const applied = await getVehicle(request, vehicle.id);
  expect(applied.status).toBe('maintenanceCompleted');
  await context.unrouteAll();

  await topBar(page).getByRole('button', { name: 'Sincronizar ahora' }).click();
  await expect(page.getByText(SYNCED(label))).toBeVisible();
  await expect(pendingCounter(page, 1)).toHaveCount(0);
  // The server recognised the key and answered from its store instead of running it again.
  expect(await outboxResults(page)).toEqual([
    expect.objectContaining({ outcome: 'success', label, replayed: true }),
  ]);
  const after = await getVehicle(request, vehicle.id);
  expect(after.version).toBe(applied.version);
  expect(after.maintenanceRecords).toHaveLength(recordsBefore + 1);
});
