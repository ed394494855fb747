import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { adminToken } from './admin-reservations-fixtures.ts';
import {
  availableVehicles,
  type Customer,
  daysFromToday,
  listVehicles,
  openSignedIn,
  registerCustomer,
  shownDate,
  shownUsd,
} from './customer-fixtures.ts';
import { waitForServiceWorker } from './offline-support.ts';
import { expectNoSeriousA11yViolations, saveScreenshot } from './support.ts';

/** Issue 17 on the phone a renter holds: book, confirm, sort and deliver. */
test.use({ viewport: { width: 390, height: 844 } });

interface ApiReservation {
  id: number;
  startDate: string;
  vehicle: { id: number };
  delivery: { mode: string; address: string | null; phone: string | null };
  user: { email: string; phoneNumber: string };
}

const toast = (page: Page, text: string) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text });

async function myReservations(request: APIRequestContext, customer: Customer) {
  const response = await request.get('/api/reservations/user', {
    headers: { Authorization: `Bearer ${customer.token}` },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as ApiReservation[];
}

/** A vehicle free on the days, and the reservation page for it opened by a signed-in customer. */
async function openReservationPage(
  page: Page,
  request: APIRequestContext,
  name: string,
  from: number,
) {
  const customer = await registerCustomer(request, name);
  const range = { start: daysFromToday(from), end: daysFromToday(from + 3) };
  const [vehicle] = await availableVehicles(request, range);
  if (!vehicle) throw new Error('vehicles are available far ahead');
  await openSignedIn(
    page,
    customer,
    `/customer/reservation-page/${vehicle.id}?start=${range.start}&end=${range.end}`,
  );
  await expect(page.getByRole('heading', { name: 'Reservar Vehículo' })).toBeVisible();
  return { customer, range, vehicle, title: `${vehicle.brand} ${vehicle.name}` };
}

const bar = (page: Page) => page.getByTestId('booking-bar');

test('the bottom bar books from the first screen and the new reservation opens highlighted', async ({
  page,
  request,
}) => {
  const { customer, range, vehicle, title } = await openReservationPage(
    page,
    request,
    'Barra',
    350,
  );

  // In the first screen, without scrolling: the days, the total and the one button that books.
  const rent = page.getByRole('button', { name: 'Alquilar Vehículo' });
  await expect(rent).toHaveCount(1);
  await expect(rent).toBeEnabled();
  await expect(bar(page)).toContainText('3 días');
  await expect(bar(page)).toContainText(shownUsd(vehicle.pricePerDay * 3));
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  const box = await rent.boundingBox();
  expect(box).not.toBeNull();
  expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(844);
  expect(box?.y ?? -1).toBeGreaterThan(700);
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, 'booking-bar');

  // SPEC rules: no end date, no booking.
  await page.getByLabel('Fecha de Fin').fill('');
  await expect(rent).toBeDisabled();
  await expect(bar(page)).toContainText('Elige tus fechas');
  await page.getByLabel('Fecha de Fin').fill(range.end);
  await expect(rent).toBeEnabled();

  await rent.click();
  await expect(toast(page, '¡Reserva realizada con éxito!')).toBeVisible();
  await expect(page).toHaveURL('/customer/my-reservations');
  const [booked] = await myReservations(request, customer);
  if (!booked) throw new Error('the reservation was made');

  // At the top, highlighted: the number, the reservation's card and the recap.
  const confirmation = page.getByRole('region', { name: `Reserva #${booked.id}` });
  await expect(confirmation).toBeVisible();
  await expect(page.getByRole('listitem').first()).toContainText(`Reserva #${booked.id}`);
  await expect(confirmation.getByRole('heading', { name: `Reserva #${booked.id}` })).toBeFocused();
  await expect(confirmation).toContainText('Reserva confirmada');
  const card = confirmation.getByRole('article', { name: title, exact: true });
  await expect(card).toContainText(shownDate(range.start));
  await expect(card).toContainText(shownDate(range.end));
  await expect(card).toContainText('Recoger en la agencia');
  await expect(card.getByRole('button', { name: `Cancelar reserva de ${title}` })).toBeVisible();
  const recap = `3 días × ${shownUsd(vehicle.pricePerDay)} = ${shownUsd(vehicle.pricePerDay * 3)}`;
  await expect(confirmation).toContainText(recap);
  await expect(confirmation).toContainText(
    `Qué sigue: te esperamos en la agencia el ${shownDate(range.start)}`,
  );
  await expect(confirmation).toContainText(
    'Cancelación: sin costo desde Mis Reservas, hasta que te entreguemos el vehículo.',
  );
  const top = await confirmation.boundingBox();
  expect(top?.y ?? 999).toBeLessThan(200);
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, 'booking-confirmation');

  // The confirmation stands through a reload.
  await page.reload();
  await expect(page.getByRole('region', { name: `Reserva #${booked.id}` })).toBeVisible();
});

test('a delivery needs an address, then reaches the customer and the admin with the phone', async ({
  page,
  browser,
  request,
}) => {
  const { customer, title } = await openReservationPage(page, request, 'Domicilio', 355);
  const accountPhone = (
    await (
      await request.get('/api/auth/profile', {
        headers: { Authorization: `Bearer ${customer.token}` },
      })
    ).json()
  ).user.phoneNumber as string;

  const form = page.getByRole('form', { name: 'Detalles de la Reserva' });
  await expect(form.getByRole('radio', { name: /Recoger en la agencia/ })).toBeChecked();
  await form.getByRole('radio', { name: /Entrega a domicilio/ }).check();
  await expect(form.getByLabel('Teléfono de contacto')).toHaveValue(accountPhone);

  // Refused without an address, in Spanish, and nothing is booked.
  await page.getByRole('button', { name: 'Alquilar Vehículo' }).click();
  await expect(form.getByText('La dirección de entrega es requerida')).toBeVisible();
  await expect(form.getByLabel('Dirección de entrega')).toBeFocused();
  await expect(toast(page, 'Verifica los campos del formulario')).toBeVisible();
  expect(await myReservations(request, customer)).toEqual([]);
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, 'delivery-address-required');

  // A contact phone as at sign-up: 8 digits.
  await form.getByLabel('Dirección de entrega').fill('Col. Escalón, calle El Mirador #45');
  await form.getByLabel('Teléfono de contacto').fill('123');
  await page.getByRole('button', { name: 'Alquilar Vehículo' }).click();
  await expect(form.getByText('El número de teléfono debe tener 8 dígitos')).toBeVisible();
  await form.getByLabel('Teléfono de contacto').fill('2233 4455');
  await page.getByRole('button', { name: 'Alquilar Vehículo' }).click();
  await expect(page).toHaveURL('/customer/my-reservations');

  const [booked] = await myReservations(request, customer);
  expect(booked?.delivery).toEqual({
    mode: 'delivery',
    address: 'Col. Escalón, calle El Mirador #45',
    phone: '2233-4455',
  });
  const confirmation = page.getByRole('region', { name: `Reserva #${booked?.id}` });
  const card = confirmation.getByRole('article', { name: title, exact: true });
  await expect(card).toContainText('Entrega a domicilio');
  await expect(card).toContainText('Col. Escalón, calle El Mirador #45');
  await expect(card).toContainText('2233-4455');
  await expect(confirmation).toContainText(
    'llevamos el vehículo a tu dirección y te llamamos al 2233-4455 antes de llegar',
  );
  await expectNoSeriousA11yViolations(page);

  // The admin reads it in the reservation detail, with the customer's phone and e-mail as links.
  const token = await adminToken(request);
  const adminContext = await browser.newContext({
    viewport: { width: 390, height: 844 },
    baseURL: test.info().project.use.baseURL,
  });
  const admin = await adminContext.newPage();
  const me = (await (
    await request.get('/api/auth/validate', { headers: { Authorization: `Bearer ${token}` } })
  ).json()) as { user: Record<string, unknown> };
  await admin.addInitScript(
    ({ token: t, user }) => {
      localStorage.setItem('authToken', t);
      localStorage.setItem('userData', JSON.stringify(user));
    },
    { token, user: me.user },
  );
  await admin.goto('/admin/reservation');
  await admin.getByPlaceholder('Buscar por usuario, vehículo, ID...').fill(customer.email);
  await admin.getByRole('button', { name: `Ver detalle de la reserva #${booked?.id}` }).click();
  const detail = admin.getByRole('dialog', { name: 'Detalle de Reserva' });
  await expect(detail).toContainText('Entrega a domicilio');
  await expect(detail).toContainText('Col. Escalón, calle El Mirador #45');
  await expect(detail.getByRole('link', { name: '2233-4455' })).toHaveAttribute(
    'href',
    'tel:+50322334455',
  );
  await expect(detail.getByRole('link', { name: accountPhone })).toHaveAttribute(
    'href',
    `tel:+503${accountPhone.replace('-', '')}`,
  );
  await expect(detail.getByRole('link', { name: customer.email })).toHaveAttribute(
    'href',
    `mailto:${customer.email}`,
  );
  await expectNoSeriousA11yViolations(admin);
  await admin.screenshot({ path: 'e2e/screenshots/admin-delivery-detail-390x844.png' });
  await adminContext.close();
});

/** The titles of the result cards, top to bottom. */
async function shownTitles(page: Page) {
  const cards = page.getByRole('list').last().getByRole('article');
  await expect(cards.first()).toBeVisible();
  return cards.evaluateAll((nodes) =>
    nodes.map((node) => node.querySelector('h2')?.textContent ?? ''),
  );
}

async function choose(page: Page, label: string, option: string) {
  await page.getByLabel(label, { exact: true }).selectOption({ label: option });
}

test('sort and minimum capacity reorder the results and survive reload, back and offline', async ({
  page,
  context,
  request,
}) => {
  const customer = await registerCustomer(request, 'Orden');
  const catalogue = (await listVehicles(request)).filter(
    (v) => v.status === 'maintenanceCompleted',
  );
  const byTitle = new Map(
    catalogue.map((v) => [`${v.brand} ${v.name}`, v as typeof v & { capacity: number }]),
  );
  const prices = (titles: string[]) => titles.map((t) => byTitle.get(t)?.pricePerDay ?? NaN);
  const seats = (titles: string[]) => titles.map((t) => byTitle.get(t)?.capacity ?? NaN);
  const ascending = (values: number[]) =>
    values.every((v, i) => i === 0 || (values[i - 1] ?? 0) <= v);

  await openSignedIn(page, customer, '/customer/vehicles');
  const initial = await shownTitles(page);
  expect(initial.length).toBeGreaterThan(3);

  await choose(page, 'Ordenar por', 'Precio: mayor a menor');
  await expect(page).toHaveURL(/sort=price-desc/);
  const expensiveFirst = await shownTitles(page);
  expect(ascending(prices(expensiveFirst).reverse())).toBe(true);
  expect(expensiveFirst).not.toEqual(initial);

  await choose(page, 'Ordenar por', 'Precio: menor a mayor');
  await expect(page).toHaveURL(/sort=price-asc/);
  const cheapFirst = await shownTitles(page);
  expect(ascending(prices(cheapFirst))).toBe(true);

  await choose(page, 'Capacidad mínima', '7 o más personas');
  await expect(page).toHaveURL(/minCapacity=7/);
  await expect(page.getByText(/^\d+ vehículos?$/)).toBeVisible();
  const roomy = await shownTitles(page);
  expect(roomy.length).toBeGreaterThan(0);
  expect(roomy.length).toBeLessThan(cheapFirst.length);
  expect(seats(roomy).every((n) => n >= 7)).toBe(true);
  expect(ascending(prices(roomy))).toBe(true);
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, 'results-sorted');

  // A reload keeps both.
  await page.reload();
  expect(await shownTitles(page)).toEqual(roomy);
  await expect(page.getByLabel('Ordenar por', { exact: true })).toHaveValue('price-asc');
  await expect(page.getByLabel('Capacidad mínima', { exact: true })).toHaveValue('7');

  // Off to a vehicle and back: the list is as it was left.
  await page.getByRole('link', { name: `Alquilar ${roomy[0]}` }).click();
  await expect(page.getByRole('heading', { name: 'Reservar Vehículo' })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/sort=price-asc/);
  expect(await shownTitles(page)).toEqual(roomy);

  // Back once more undoes the capacity filter, the order stays.
  await page.goBack();
  await expect(page).not.toHaveURL(/minCapacity/);
  expect(await shownTitles(page)).toEqual(cheapFirst);

  // Offline, a cold reload of the sorted list answers from the saved catalogue, still sorted,
  // and sorting and filtering keep working on the device.
  await waitForServiceWorker(page);
  await page.reload();
  await expect(page.getByRole('article').first()).toBeVisible();
  await context.setOffline(true);
  await page.reload();
  expect(await shownTitles(page)).toEqual(cheapFirst);
  await choose(page, 'Ordenar por', 'Capacidad: mayor a menor');
  const mostSeats = await shownTitles(page);
  expect(ascending(seats(mostSeats).reverse())).toBe(true);
  await choose(page, 'Capacidad mínima', '7 o más personas');
  expect((await shownTitles(page)).length).toBe(roomy.length);
  await context.setOffline(false);
});
