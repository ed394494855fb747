import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { ADMIN } from './support.ts';

/** Talks to the real API the way the app does, to set the stage and check what the UI did. */

export interface ApiVehicle {
  id: number;
  name: string;
  type: string;
  status: string;
  pricePerDay: number;
  kilometers: number;
  capacity: number;
  features: string[];
  imageUrls: string[];
  mainImageUrl: string | null;
  insurancePhone: string | null;
  plate: string | null;
  version: number;
  maintenanceRecords: { description: string | null; cost: number | null }[];
}

let counter = 0;

/** A name no other test (or earlier run on the same database) uses. */
export function uniqueName(prefix: string): string {
  counter += 1;
  return `${prefix} ${Date.now().toString(36).slice(-5)}${counter}`;
}

/**
 * A plate no other vehicle has (issue 28: plates are unique in the fleet): two random letters,
 * never the seed's single 'P', and six digits from the clock and a counter.
 */
export function uniquePlate(): string {
  counter += 1;
  const letters = [0, 1].map(() => String.fromCharCode(65 + Math.floor(Math.random() * 26)));
  const digits = String((Date.now() + counter * 7919) % 1_000_000).padStart(6, '0');
  return `${letters.join('')} ${digits.slice(0, 3)}-${digits.slice(3)}`;
}

/** A date in El Salvador, days from today, as YYYY-MM-DD. */
export function isoDateFromToday(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/El_Salvador' }).format(
    new Date(),
  );
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export async function apiToken(
  request: APIRequestContext,
  account: { email: string; password: string },
): Promise<string> {
  const { email, password } = account;
  const response = await request.post('/api/auth/login', { data: { email, password } });
  expect(response.ok(), await response.text()).toBeTruthy();
  return ((await response.json()) as { token: string }).token;
}

/** The stored vehicle as admins see it (DESIGN 9: the public view leaves internal fields out). */
function adminToken(request: APIRequestContext): Promise<string> {
  return apiToken(request, ADMIN);
}

const auth = (token: string) => ({
  Authorization: `Bearer ${token}`,
  'Idempotency-Key': crypto.randomUUID(),
});

export async function createVehicle(
  request: APIRequestContext,
  token: string,
  overrides: Partial<Record<string, unknown>> & { name: string },
): Promise<ApiVehicle> {
  const response = await request.post('/api/vehicles', {
    headers: auth(token),
    data: {
      brand: 'Toyota',
      model: 'Hilux',
      vehicleType: { type: 'PickUp' },
      capacity: 5,
      pricePerDay: 70,
      kilometers: 12_345,
      kmForMaintenance: 100_000,
      features: ['4x4', 'Aire acondicionado', 'Bluetooth', 'Cámara de reversa', 'GPS'],
      mainImageUrl: '/vehicles/pickup-2.svg',
      imageUrls: [],
      insurancePhone: '2222-3333',
      plate: uniquePlate(),
      ...overrides,
    },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as ApiVehicle;
}

export async function setVehicleStatus(
  request: APIRequestContext,
  token: string,
  id: number,
  status: string,
): Promise<void> {
  const response = await request.put(`/api/vehicles/${id}`, {
    headers: auth(token),
    data: { status },
  });
  expect(response.ok()).toBeTruthy();
}

/** The vehicle as the server has it now, or null once archived. */
export async function fetchVehicle(
  request: APIRequestContext,
  id: number,
): Promise<ApiVehicle | null> {
  const response = await request.get(`/api/vehicles/${id}?view=full`, {
    headers: { Authorization: `Bearer ${await adminToken(request)}` },
  });
  if (response.status() === 404) return null;
  expect(response.ok()).toBeTruthy();
  return (await response.json()) as ApiVehicle;
}

export async function findVehicleByName(
  request: APIRequestContext,
  name: string,
): Promise<ApiVehicle | undefined> {
  const response = await request.get('/api/vehicles?view=full&include=details', {
    headers: { Authorization: `Bearer ${await adminToken(request)}` },
  });
  const vehicles = (await response.json()) as ApiVehicle[];
  return vehicles.find((vehicle) => vehicle.name === name);
}

export async function reserve(
  request: APIRequestContext,
  token: string,
  booking: { vehicleId: number; startDate: string; endDate: string },
): Promise<void> {
  const response = await request.post('/api/reservations', {
    headers: auth(token),
    data: booking,
  });
  expect(response.status(), await response.text()).toBe(201);
}

/** Lazy pictures below the fold would be blank in a full-page screenshot: load them all first. */
export async function loadAllImages(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const images = [...document.querySelectorAll('img')];
    for (const image of images) image.loading = 'eager';
    await Promise.all(
      images.map((image) =>
        image.complete
          ? null
          : new Promise((done) => image.addEventListener('load', done, { once: true })),
      ),
    );
  });
}
