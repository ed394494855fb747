import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { addDays, todayInElSalvador } from '../domain/dates.ts';
import { OUTBOX_CHANNEL } from '../domain/outbox-policy.ts';
import type { VehicleStatus } from '../domain/vehicle.ts';
import { uniquePlate } from './admin-fleet-api.ts';
import { ADMIN, signIn } from './support.ts';

/** Helpers for the offline and PWA stories: API set-up and the page's own requests. */

/** What the top bar says while the line is down. */
export const OFFLINE = 'Sin conexión';
/** What a screen says when it has nothing saved to show without the network. */
export const NEEDS_NETWORK = 'Sin conexión: esta información necesita internet';

export async function apiToken(
  request: APIRequestContext,
  account: { email: string; password: string },
): Promise<string> {
  const { email, password } = account;
  const response = await request.post('/api/auth/login', { data: { email, password } });
  expect(response.status(), await response.text()).toBe(200);
  const body = (await response.json()) as { token: string; user: { id: number } };
  return body.token;
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

export interface TestVehicle {
  id: number;
  name: string;
  brand: string;
  status: VehicleStatus;
  version: number;
}

/** A short tag no other run on the same database uses, to name (and search) our own data. */
export function uniqueTag(): string {
  return `${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 1000)}`;
}

/** A vehicle of our own, so the seeded fleet other stories count on stays as it was. */
export async function createVehicle(
  request: APIRequestContext,
  adminToken: string,
  status: VehicleStatus,
  name = `Offline ${uniqueTag()}`,
): Promise<TestVehicle> {
  const response = await request.post('/api/vehicles', {
    headers: bearer(adminToken),
    data: {
      name,
      brand: 'Prueba',
      model: 'E2E',
      vehicleType: 'Sedan',
      capacity: 5,
      pricePerDay: 40,
      kilometers: 1000,
      kmForMaintenance: 10000,
      features: ['Aire acondicionado'],
      mainImageUrl: '/vehicles/sedan-1.svg',
      insurancePhone: '2222-0000',
      plate: uniquePlate(),
      status,
    },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as TestVehicle;
}

export interface StoredVehicle extends TestVehicle {
  maintenanceRecords: { description: string | null; cost: number | null }[];
}

export async function getVehicle(request: APIRequestContext, id: number): Promise<StoredVehicle> {
  // The full vehicle (version, history) is for admins only (DESIGN 9).
  const token = await apiToken(request, ADMIN);
  const response = await request.get(`/api/vehicles/${id}?view=full`, { headers: bearer(token) });
  expect(response.status()).toBe(200);
  return (await response.json()) as StoredVehicle;
}

/** The move to the workshop reached the server exactly once: there it is, one version on. */
export async function expectInWorkshopOnce(request: APIRequestContext, vehicle: TestVehicle) {
  expect(await getVehicle(request, vehicle.id)).toMatchObject({
    status: 'underMaintenance',
    version: vehicle.version + 1,
  });
}

/** Archives a test vehicle (best effort), so later stories do not see it in the fleet. */
export async function archiveVehicle(request: APIRequestContext, adminToken: string, id: number) {
  await request.delete(`/api/vehicles/${id}`, { headers: bearer(adminToken) }).catch(() => null);
}

export async function createReservation(
  request: APIRequestContext,
  token: string,
  vehicleId: number,
  startOffsetDays: number,
): Promise<{ id: number }> {
  const startDate = addDays(todayInElSalvador(), startOffsetDays);
  const response = await request.post('/api/reservations', {
    headers: bearer(token),
    data: { vehicleId, startDate, endDate: addDays(startDate, 2) },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as { id: number };
}

/** Every active reservation, as an administrator sees them. */
export async function activeReservationIds(
  request: APIRequestContext,
  adminToken: string,
): Promise<number[]> {
  const response = await request.get('/api/reservations', { headers: bearer(adminToken) });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { id: number }[]).map((reservation) => reservation.id);
}

export async function reservationIdsOf(
  request: APIRequestContext,
  token: string,
): Promise<number[]> {
  const response = await request.get('/api/reservations/user', { headers: bearer(token) });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { id: number }[]).map((reservation) => reservation.id);
}

/** The service worker controls the page only after its first load (clients.claim). */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise((resolve) =>
      navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
    );
  });
}

export interface PageAnswer {
  status: number;
  body: unknown;
}

/**
 * A change sent from the page exactly as a screen sends it (through the service worker, with
 * the session token, an Idempotency-Key and a label): the path the outbox stands on.
 */
export async function sendChange(
  page: Page,
  change: { method: 'DELETE' | 'PUT'; path: string; body?: unknown; label: string; key?: string },
): Promise<PageAnswer> {
  return page.evaluate(async ({ method, path, body, label, key }) => {
    const headers: Record<string, string> = {
      Accept: 'application/json',
      Authorization: `Bearer ${localStorage.getItem('authToken')}`,
      'Idempotency-Key': key ?? crypto.randomUUID(),
      'X-Outbox-Label': encodeURIComponent(label),
    };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const response = await fetch(path, {
      method,
      headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : null };
  }, change);
}

/** Starts recording what the service worker broadcasts to the pages. */
export async function recordOutboxMessages(page: Page): Promise<void> {
  await page.evaluate((name) => {
    const messages: unknown[] = [];
    (window as unknown as { outboxMessages: unknown[] }).outboxMessages = messages;
    new BroadcastChannel(name).addEventListener('message', (event) => messages.push(event.data));
  }, OUTBOX_CHANNEL);
}

export async function outboxResults(page: Page): Promise<Record<string, unknown>[]> {
  return page.evaluate(() =>
    (
      (window as unknown as { outboxMessages?: Record<string, unknown>[] }).outboxMessages ?? []
    ).filter((message) => message.type === 'outbox-result'),
  );
}

export function pendingCounter(page: Page, count: number) {
  return page
    .getByRole('banner')
    .getByText(`${count} ${count === 1 ? 'pendiente' : 'pendientes'} de sincronizar`);
}

export function topBar(page: Page) {
  return page.getByRole('banner');
}

export function toast(page: Page, text: string | RegExp) {
  return page.locator('[data-sonner-toast]').filter({ hasText: text });
}

export function boardColumn(page: Page, title: string) {
  return page.getByRole('region', { name: title });
}

/** Drags with the real mouse: press on the card's picture, travel, release over the column. */
export async function dragTo(page: Page, source: Locator, target: Locator): Promise<void> {
  const from = await source.boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error('card or column not on screen');
  await page.mouse.move(from.x + from.width / 2, from.y + 30);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 12, from.y + 40, { steps: 4 });
  await page.mouse.move(to.x + to.width / 2, to.y + 80, { steps: 12 });
  await page.mouse.up();
}

/** Signs in as `account` and waits until the service worker controls the page. */
export async function signInThrough(page: Page, account: { email: string; password: string }) {
  await signIn(page, account);
  await expect(page).not.toHaveURL(/\/login/);
  await waitForServiceWorker(page);
}

/** A status move from 'Requiere mantenimiento' to the workshop, sent as the board sends it. */
export function moveToWorkshop(page: Page, vehicle: TestVehicle) {
  return sendChange(page, {
    method: 'PUT',
    path: `/api/vehicles/${vehicle.id}`,
    body: { status: 'underMaintenance', expectedStatus: 'maintenanceRequired' },
    label: `Taller: ${vehicle.name}`,
  });
}
