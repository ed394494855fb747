import { type APIRequestContext, expect } from '@playwright/test';
import { formatUsd } from '../domain/number-format.ts';
import type { RentalState } from '../domain/rental-state.ts';
import { ADMIN } from './support.ts';

/** The API as the admin screens' specs use it to make their own data and to check the server. */

export interface ApiReservation {
  id: number;
  startDate: string;
  endDate: string;
  days: number;
  totalPrice: number;
  displayStatus: 'upcoming' | 'active' | 'completed';
  state: RentalState;
  user: { name: string; email: string; dui: string };
  vehicle: {
    id: number;
    name: string;
    brand: string;
    model: string;
    type: string;
    capacity: number;
  };
}

export interface ApiVehicle {
  id: number;
  name: string;
  brand: string;
  model: string;
  type: string;
  status: string;
  kilometers: number;
  lastMaintenanceDate: string | null;
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

export async function apiLogin(
  request: APIRequestContext,
  account: { email: string; password: string },
): Promise<string> {
  const response = await request.post('/api/auth/login', { data: account });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

export const adminToken = (request: APIRequestContext) => apiLogin(request, ADMIN);

/** A customer of one's own, so a spec never depends on what another spec did to the demo ones. */
export async function registerCustomer(request: APIRequestContext, lastName: string) {
  const unique = `${Date.now()}${Math.floor(Math.random() * 1000)}`.slice(-9).padStart(9, '7');
  const account = {
    firstName: 'Prueba',
    lastName,
    birthDate: '1990-05-20',
    dui: unique,
    phoneNumber: `7${unique.slice(-7)}`,
    email: `${lastName.toLowerCase()}.${unique}@example.com`,
    password: 'Ilopango-Lago-2026',
    confirmPassword: 'Ilopango-Lago-2026',
  };
  const response = await request.post('/api/auth/register', { data: account });
  expect(response.status(), await response.text()).toBe(201);
  const { user } = (await response.json()) as { user: { id: number } };
  const token = await apiLogin(request, { email: account.email, password: account.password });
  return { ...account, id: user.id, name: `${account.firstName} ${lastName}`, token };
}

/** Every vehicle; with an admin token the full view (kilometers, history: DESIGN 9). */
export async function listVehicles(
  request: APIRequestContext,
  adminToken?: string,
): Promise<ApiVehicle[]> {
  const response = adminToken
    ? await request.get('/api/vehicles?view=full', {
        headers: { Authorization: `Bearer ${adminToken}` },
      })
    : await request.get('/api/vehicles');
  expect(response.status()).toBe(200);
  return (await response.json()) as ApiVehicle[];
}

/** Vehicles a customer may book (the server refuses the others). */
export async function bookableVehicles(request: APIRequestContext): Promise<ApiVehicle[]> {
  return (await listVehicles(request)).filter((v) => v.status === 'maintenanceCompleted');
}

export async function reserve(
  request: APIRequestContext,
  token: string,
  booking: { vehicleId: number; startDate: string; endDate: string; userId?: number },
) {
  return request.post('/api/reservations', { data: booking, headers: bearer(token) });
}

export async function createReservation(
  request: APIRequestContext,
  token: string,
  booking: { vehicleId: number; startDate: string; endDate: string; userId?: number },
): Promise<ApiReservation> {
  const response = await reserve(request, token, booking);
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as ApiReservation;
}

/** Every reservation the server still holds (cancelled ones leave this list). */
export async function allReservations(
  request: APIRequestContext,
  token: string,
): Promise<ApiReservation[]> {
  const response = await request.get('/api/reservations', { headers: bearer(token) });
  expect(response.status()).toBe(200);
  return (await response.json()) as ApiReservation[];
}

/** YYYY-MM-DD `days` after today in El Salvador. */
export function daysFromToday(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/El_Salvador' }).format(
    new Date(),
  );
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** dd/mm/yyyy, as the screens show dates. */
export const shownDate = (isoDate: string) => isoDate.split('-').reverse().join('/');

/** '$2,656.00': the shared es-SV formatter the screens use. */
export const shownUsd = formatUsd;
