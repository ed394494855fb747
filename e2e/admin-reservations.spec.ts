import { expect, type Page, test } from '@playwright/test';
import { createVehicle, uniqueName } from './admin-fleet-api.ts';
import {
  type ApiReservation,
  adminToken,
  allReservations,
  bookableVehicles,
  createReservation,
  daysFromToday,
  registerCustomer,
  reserve,
  shownDate,
  shownUsd,
} from './admin-reservations-fixtures.ts';
import {
  ADMIN,
  CUSTOMER,
  expectNoSeriousA11yViolations,
  saveScreenshot,
  signIn,
} from './support.ts';

type Request = Parameters<Parameters<typeof test>[2]>[0]['request'];

/** A customer of this test with two far-future bookings on vehicles of different types. */
async function customerWithTwoBookings(request: Request, lastName: string, offset: number) {
  const customer = await registerCustomer(request, lastName);
  const vehicles = await bookableVehicles(request);
  const first = vehicles[0];
  const second = vehicles.find((v) => v.type !== first?.type);
  if (!first || !second) throw new Error('the seed has bookable vehicles of several types');
  const short = await createReservation(request, customer.token, {
    vehicleId: first.id,
    startDate: daysFromToday(offset),
    endDate: daysFromToday(offset + 3),
  });
  const long = await createReservation(request, customer.token, {
    vehicleId: second.id,
    startDate: daysFromToday(offset + 20),
    endDate: daysFromToday(offset + 26),
  });
  return { customer, short, long };
}

async function openManagement(page: Page) {
  await signIn(page, ADMIN);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/admin/reservation');
  await expect(page.getByRole('heading', { name: 'Gestión de Reservas' })).toBeVisible();
}

async function choose(page: Page, label: string, option: string) {
  await page.getByLabel(label, { exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The management page's page size (PAGE_SIZE in its api). */
const PAGE = 25;

const footer = (page: Page) => page.getByText(/^Mostrando \d+ de \d+ reservas/);
const dataRows = (page: Page) => page.getByRole('table').getByRole('row').filter({ hasText: '#' });

test('an admin searches, filters and sorts every reservation', async ({ page, request }) => {
  const { customer, short, long } = await customerWithTwoBookings(request, 'Buscador', 100);
  const everything = await allReservations(request, await adminToken(request));
  const total = everything.length;
  await openManagement(page);

  const summary = page.getByRole('region', { name: 'Resumen de reservas' });
  await expect(
    summary.getByRole('listitem').filter({ hasText: 'Total de reservas' }),
  ).toContainText(String(total));
  await expect(summary.getByRole('listitem').filter({ hasText: 'Ingresos totales' })).toContainText(
    shownUsd(everything.reduce((sum, r) => sum + r.totalPrice, 0)),
  );
  // The server sends the first page; the footer counts what is on screen of what matches.
  await expect(footer(page)).toHaveText(`Mostrando ${Math.min(total, PAGE)} de ${total} reservas`);
  await expect(page.getByRole('columnheader', { name: 'Inicio' })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, 'admin-reservations');

  // Search: by the customer's surname, without the accent-sensitive exactness.
  await page.getByPlaceholder('Buscar por usuario, vehículo, ID...').fill(customer.lastName);
  await expect(dataRows(page)).toHaveCount(2);
  await expect(footer(page)).toHaveText(
    `Mostrando 2 de 2 reservas · Filtros: Búsqueda: "${customer.lastName}"`,
  );
  // The summary cards follow the same filters, summed by the server.
  await expect(summary.getByRole('listitem').filter({ hasText: 'Total de reservas' })).toHaveText(
    /^Total de reservas2$/,
  );
  await expect(summary.getByRole('listitem').filter({ hasText: 'Ingresos totales' })).toContainText(
    shownUsd(short.totalPrice + long.totalPrice),
  );
  const row = (id: number) => dataRows(page).filter({ hasText: `#${id}` });
  await expect(row(short.id)).toContainText(shownDate(short.startDate));
  await expect(row(short.id)).toContainText(shownDate(short.endDate));
  await expect(row(short.id)).toContainText('3 días');
  await expect(row(short.id)).toContainText('Próxima');

  // Filters: status, type and date window, each narrowing the same search.
  await choose(page, 'Estado', 'Próximas');
  await expect(dataRows(page)).toHaveCount(2);
  await choose(page, 'Estado', 'Completadas');
  await expect(page.getByText('No se encontraron reservas')).toBeVisible();
  await expect(page.getByText(/ajustar los filtros/)).toBeVisible();
  await choose(page, 'Estado', 'Todos los estados');
  await choose(page, 'Tipo de vehículo', short.vehicle.type);
  await expect(dataRows(page)).toHaveCount(1);
  await expect(row(short.id)).toBeVisible();
  await choose(page, 'Tipo de vehículo', 'Todos los tipos');
  await choose(page, 'Fechas', 'Pasadas');
  await expect(page.getByText('No se encontraron reservas')).toBeVisible();
  await choose(page, 'Fechas', 'Próximo mes');
  await expect(page.getByText('No se encontraron reservas')).toBeVisible();
  await expect(footer(page)).toContainText('Fechas: Próximo mes');
  await page.getByRole('button', { name: 'Limpiar filtros' }).first().click();
  await expect(footer(page)).toHaveText(`Mostrando ${Math.min(total, PAGE)} de ${total} reservas`);

  // Sorting: a new header starts descending, the same header flips it.
  await page.getByPlaceholder('Buscar por usuario, vehículo, ID...').fill(customer.lastName);
  const price = page.getByRole('columnheader', { name: 'Precio total' });
  await price.getByRole('button').click();
  await expect(price).toHaveAttribute('aria-sort', 'descending');
  await expect(page.getByRole('columnheader', { name: 'Inicio' })).toHaveAttribute(
    'aria-sort',
    'none',
  );
  await expect(dataRows(page).first()).toContainText(`#${long.id}`);
  await price.getByRole('button').click();
  await expect(price).toHaveAttribute('aria-sort', 'ascending');
  await expect(dataRows(page).first()).toContainText(`#${short.id}`);
  const start = page.getByRole('columnheader', { name: 'Inicio' });
  await start.getByRole('button').click();
  await expect(start).toHaveAttribute('aria-sort', 'descending');
  await expect(dataRows(page).first()).toContainText(`#${long.id}`);
});

test('an admin pages through a long list, sorted by the server', async ({ page, request }) => {
  const customer = await registerCustomer(request, 'Paginador');
  const admin = await adminToken(request);
  const cars = [
    await createVehicle(request, admin, { name: uniqueName('Pagina A'), pricePerDay: 20 }),
    await createVehicle(request, admin, { name: uniqueName('Pagina B'), pricePerDay: 30 }),
  ];
  const count = PAGE + 3;
  const booked: ApiReservation[] = [];
  for (let i = 0; i < count; i += 1) {
    // Alternating cars, each stay 1 to 4 nights long, so prices differ and none overlap.
    const start = 2 + 6 * Math.floor(i / 2);
    booked.push(
      await createReservation(request, admin, {
        vehicleId: (cars[i % 2] as { id: number }).id,
        userId: customer.id,
        startDate: daysFromToday(start),
        endDate: daysFromToday(start + 1 + (i % 4)),
      }),
    );
  }
  await openManagement(page);
  await page.getByPlaceholder('Buscar por usuario, vehículo, ID...').fill(customer.lastName);
  await expect(footer(page)).toHaveText(
    `Mostrando ${PAGE} de ${count} reservas · Filtros: Búsqueda: "${customer.lastName}"`,
  );
  await expect(dataRows(page)).toHaveCount(PAGE);
  // Newest start first: the last booking leads, the first two are on the next page.
  const latest = booked.reduce((a, b) =>
    b.startDate > a.startDate || (b.startDate === a.startDate && b.id > a.id) ? b : a,
  );
  await expect(dataRows(page).first()).toContainText(`#${latest.id}`);
  await page.getByRole('button', { name: 'Cargar más reservas' }).click();
  await expect(footer(page)).toHaveText(
    `Mostrando ${count} de ${count} reservas · Filtros: Búsqueda: "${customer.lastName}"`,
  );
  await expect(page.getByRole('button', { name: 'Cargar más reservas' })).toHaveCount(0);
  const ids = await dataRows(page).locator('td:first-child').allInnerTexts();
  expect(new Set(ids).size).toBe(count);

  // Sorted by price on the server, the dearest booking of all leads the first page.
  await page.getByRole('columnheader', { name: 'Precio total' }).getByRole('button').click();
  const dearest = [...booked].sort((a, b) => b.totalPrice - a.totalPrice || b.id - a.id)[0];
  await expect(dataRows(page).first()).toContainText(`#${dearest?.id}`);
  await expect(footer(page)).toHaveText(
    `Mostrando ${PAGE} de ${count} reservas · Filtros: Búsqueda: "${customer.lastName}"`,
  );
  // A status filter goes to the server too: all of them are ahead, none completed.
  await choose(page, 'Estado', 'Próximas');
  await expect(footer(page)).toContainText(`de ${count} reservas`);
  await choose(page, 'Estado', 'Completadas');
  await expect(page.getByText('No se encontraron reservas')).toBeVisible();
});

test('an admin reads a reservation and cancels it; the server frees its dates', async ({
  page,
  request,
}) => {
  const { customer, short, long } = await customerWithTwoBookings(request, 'Cancelador', 130);
  await openManagement(page);
  await page.getByPlaceholder('Buscar por usuario, vehículo, ID...').fill(customer.lastName);
  await expect(dataRows(page)).toHaveCount(2);

  await page.getByRole('button', { name: `Ver detalle de la reserva #${short.id}` }).click();
  const detail = page.getByRole('dialog', { name: 'Detalle de Reserva' });
  await expect(detail).toContainText(`#${short.id}`);
  for (const text of [
    customer.name,
    customer.email,
    short.user.dui,
    short.vehicle.name,
    `${short.vehicle.brand} / ${short.vehicle.model}`,
    short.vehicle.type,
    `${short.vehicle.capacity} personas`,
    shownDate(short.startDate),
    shownDate(short.endDate),
    shownUsd(short.totalPrice),
  ]) {
    await expect(detail.getByText(text, { exact: true })).toBeVisible();
  }
  await expectNoSeriousA11yViolations(page);
  await detail.getByRole('button', { name: 'Cerrar' }).click();
  await expect(detail).toBeHidden();

  // Changing one's mind keeps the reservation.
  await page.getByRole('button', { name: `Cancelar la reserva #${short.id}` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Cancelar Reserva' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'No, mantener' }).click();
  await expect(confirm).toBeHidden();
  await expect(dataRows(page)).toHaveCount(2);

  await page.getByRole('button', { name: `Cancelar la reserva #${short.id}` }).click();
  await confirm.getByRole('button', { name: 'Sí, cancelar' }).click();
  await expect(page.getByText('Reserva cancelada')).toBeVisible();
  await expect(dataRows(page)).toHaveCount(1);
  await expect(dataRows(page).first()).toContainText(`#${long.id}`);

  // The server agrees: the reservation left the list and its dates can be booked again.
  const remaining = await allReservations(request, await adminToken(request));
  expect(remaining.some((r) => r.id === short.id)).toBe(false);
  expect(remaining.some((r) => r.id === long.id)).toBe(true);
  const again = await reserve(request, customer.token, {
    vehicleId: short.vehicle.id,
    startDate: short.startDate,
    endDate: short.endDate,
  });
  expect(again.status()).toBe(201);
});

test('completed reservations offer their detail but no cancellation', async ({ page }) => {
  await openManagement(page);
  await choose(page, 'Estado', 'Completadas');
  const first = dataRows(page).first();
  await expect(first).toContainText('Completada');
  await expect(first.getByRole('button', { name: /^Ver detalle/ })).toBeVisible();
  await expect(first.getByRole('button', { name: /^Cancelar/ })).toHaveCount(0);
});

test.describe('when the list cannot be loaded', () => {
  test.use({ serviceWorkers: 'block' });

  test('a red banner offers "Cerrar" and "Reintentar"', async ({ page }) => {
    const pageRequests = (url: URL) => url.pathname === '/api/admin/reservations';
    await page.route(pageRequests, (route) => route.abort());
    await openManagement(page);
    const banner = page.getByRole('alert').filter({ hasText: 'Error al cargar las reservas' });
    await expect(banner).toBeVisible({ timeout: 20_000 });
    await expect(banner).toContainText('No se pudo conectar con el servidor');
    await expectNoSeriousA11yViolations(page);
    await banner.getByRole('button', { name: 'Cerrar' }).click();
    await expect(banner).toBeHidden();

    await page.getByRole('button', { name: 'Actualizar' }).click();
    await expect(banner).toBeVisible({ timeout: 20_000 });
    await page.unroute(pageRequests);
    await banner.getByRole('button', { name: 'Reintentar' }).click();
    await expect(banner).toBeHidden();
    await expect(dataRows(page).first()).toBeVisible();
  });
});

test('a customer is told that reservation management needs an administrator', async ({ page }) => {
  await signIn(page, CUSTOMER);
  await expect(page).toHaveURL(/\/customer$/);
  await page.goto('/admin/reservation');
  await expect(page.getByRole('heading', { name: 'Permisos Insuficientes' })).toBeVisible();
  await expect(
    page.getByText('Se requieren permisos de administrador para acceder a la gestión de reservas'),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, 'admin-reservations-customer');
  await page.getByRole('link', { name: 'Volver al inicio' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('a visitor is asked to sign in, and comes back after doing so', async ({ page }) => {
  await page.goto('/admin/reservation');
  await expect(
    page.getByText('Debes iniciar sesión para acceder a la gestión de reservas'),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('main').getByRole('link', { name: 'Iniciar Sesión' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Correo electrónico').fill(ADMIN.email);
  await page.getByLabel('Contraseña').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page).toHaveURL(/\/admin\/reservation$/);
  await expect(page.getByRole('heading', { name: 'Gestión de Reservas' })).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('reservations are cards with their own sort control', async ({ page, request }) => {
    const { customer, short, long } = await customerWithTwoBookings(request, 'Movil', 160);
    await openManagement(page);
    await expectNoSeriousA11yViolations(page);
    await saveScreenshot(page, 'admin-reservations');

    await page.getByPlaceholder('Buscar por usuario, vehículo, ID...').fill(customer.lastName);
    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(2);
    await choose(page, 'Ordenar por', 'Precio total');
    await expect(cards.first()).toHaveAccessibleName(`Reserva #${long.id}`);
    await page.getByRole('button', { name: 'Orden descendente' }).click();
    await expect(cards.first()).toHaveAccessibleName(`Reserva #${short.id}`);

    await cards
      .first()
      .getByRole('button', { name: `Ver detalle de la reserva #${short.id}` })
      .click();
    await expect(page.getByRole('dialog', { name: 'Detalle de Reserva' })).toContainText(
      customer.email,
    );
  });

  test('a customer sees the same refusal, readable on a small screen', async ({ page }) => {
    await signIn(page, CUSTOMER);
    await expect(page).toHaveURL(/\/customer$/);
    await page.goto('/admin/reservation');
    await expect(page.getByRole('heading', { name: 'Permisos Insuficientes' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await saveScreenshot(page, 'admin-reservations-customer');
  });
});
