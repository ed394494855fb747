import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { addDays, todayInElSalvador } from '../domain/dates.ts';
import { formatUsd } from '../domain/number-format.ts';
import { expectNoSeriousA11yViolations, saveScreenshot } from './support.ts';

/** The API as the public and customer specs use it to make their own data. */

export interface Customer {
  firstName: string;
  email: string;
  password: string;
  token: string;
  user: Record<string, unknown>;
}

export interface OfferedVehicle {
  id: number;
  name: string;
  brand: string;
  type: string;
  status: string;
  pricePerDay: number;
  days?: number;
  totalPrice?: number;
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** YYYY-MM-DD `days` after today in El Salvador. */
export const daysFromToday = (days: number) => addDays(todayInElSalvador(), days);

/** dd/mm/yyyy, as the screens show dates. */
export const shownDate = (isoDate: string) => isoDate.split('-').reverse().join('/');

/** '$2,656.00': the shared es-SV formatter the screens use. */
export const shownUsd = formatUsd;

/** A customer of one's own, so no spec depends on what another did to the demo accounts. */
export async function registerCustomer(
  request: APIRequestContext,
  firstName: string,
): Promise<Customer> {
  const unique = `${Date.now()}${Math.floor(Math.random() * 1000)}`.slice(-9).padStart(9, '6');
  const account = {
    firstName,
    lastName: 'Cliente',
    birthDate: '1992-04-11',
    dui: unique,
    phoneNumber: `6${unique.slice(-7)}`,
    email: `${firstName.toLowerCase()}.${unique}@example.com`,
    password: 'Suchitoto-Lago-2026',
    confirmPassword: 'Suchitoto-Lago-2026',
  };
  const registered = await request.post('/api/auth/register', { data: account });
  expect(registered.status(), await registered.text()).toBe(201);
  const login = await request.post('/api/auth/login', {
    data: { email: account.email, password: account.password },
  });
  expect(login.status()).toBe(200);
  const { token, user } = (await login.json()) as { token: string; user: Record<string, unknown> };
  return { firstName, email: account.email, password: account.password, token, user };
}

export async function availableVehicles(
  request: APIRequestContext,
  range: { start: string; end: string },
  type?: string,
): Promise<OfferedVehicle[]> {
  const response = await request.get('/api/vehicles/available', {
    params: { startDate: range.start, endDate: range.end, ...(type ? { type } : {}) },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as OfferedVehicle[];
}

export async function listVehicles(request: APIRequestContext): Promise<OfferedVehicle[]> {
  const response = await request.get('/api/vehicles');
  expect(response.status()).toBe(200);
  return (await response.json()) as OfferedVehicle[];
}

export async function reserve(
  request: APIRequestContext,
  customer: Customer,
  booking: { vehicleId: number; startDate: string; endDate: string },
) {
  const response = await request.post('/api/reservations', {
    data: booking,
    headers: bearer(customer.token),
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: number };
}

/** Starts the app already signed in (as a previous visit would have left it), with no cache. */
export async function openSignedIn(page: Page, customer: Customer, path: string) {
  await page.addInitScript(
    ({ token, user }) => {
      localStorage.setItem('authToken', token);
      localStorage.setItem('userData', JSON.stringify(user));
    },
    { token: customer.token, user: customer.user },
  );
  await page.goto(path);
}

/**
 * Screenshots at phone and desktop sizes, each checked by axe; ends at desktop size. A modal
 * covers the viewport only, so it is photographed as the viewport rather than the whole page.
 */
export async function checkAtBothSizes(page: Page, name: string, { modal = false } = {}) {
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    await page.setViewportSize(viewport);
    if (!modal) {
      // Lazy images load once scrolled near, and a full-page photo does not scroll.
      await page.mouse.wheel(0, 20_000);
      await page.waitForLoadState('networkidle');
      await page.evaluate(() => window.scrollTo(0, 0));
    }
    // Let the layout settle after crossing the sidebar breakpoint.
    await page.waitForTimeout(300);
    await expectNoSeriousA11yViolations(page);
    if (modal) {
      await page.screenshot({
        path: `e2e/screenshots/${name}-${viewport.width}x${viewport.height}.png`,
      });
    } else {
      await saveScreenshot(page, name);
    }
  }
}
