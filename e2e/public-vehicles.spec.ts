import { expect, type Page, test } from '@playwright/test';
import {
  availableVehicles,
  checkAtBothSizes,
  daysFromToday,
  listVehicles,
  registerCustomer,
  reserve,
  shownDate,
  shownUsd,
} from './customer-fixtures.ts';

const cards = (page: Page) => page.getByRole('article');
const card = (page: Page, v: { brand: string; name: string }) =>
  page.getByRole('article', { name: `${v.brand} ${v.name}`, exact: true });
const sameModel = (a: { brand: string; name: string }) => (b: { brand: string; name: string }) =>
  a.brand === b.brand && a.name === b.name;

test('without dates the list shows every vehicle ready to rent', async ({ page, request }) => {
  const ready = (await listVehicles(request)).filter((v) => v.status === 'maintenanceCompleted');
  await page.goto('/customer/vehicles');
  await expect(page.getByRole('heading', { name: 'Vehículos Disponibles' })).toBeVisible();
  await expect(cards(page)).toHaveCount(ready.length);
  const first = ready[0];
  if (!first) throw new Error('the seed has vehicles ready to rent');
  const firstCard = card(page, first).first();
  await expect(firstCard.getByText(`Renta por dia: ${shownUsd(first.pricePerDay)}`)).toBeVisible();
  await expect(firstCard.getByText('Total:')).toBeHidden();
  await expect(page.getByText(/Mostrando disponibilidad/)).toBeHidden();

  await page.getByRole('button', { name: 'SUV', exact: true }).click();
  await expect(page).toHaveURL(/type=SUV/);
  await expect(cards(page)).toHaveCount(ready.filter((v) => v.type === 'SUV').length);
  for (const type of await cards(page)
    .locator('span', { hasText: /^(Sedan|SUV|PickUp)$/ })
    .all()) {
    await expect(type).toHaveText('SUV');
  }
});

test('with dates the list shows only what the server offers, with days and totals, and keeps them on reload', async ({
  page,
  request,
}) => {
  const range = { start: daysFromToday(230), end: daysFromToday(233) };
  const before = await availableVehicles(request, range);
  const taken = before[0];
  if (!taken) throw new Error('vehicles are available far ahead');
  // Someone else books one of them for a day inside the range.
  const other = await registerCustomer(request, 'Ocupante');
  await reserve(request, other, {
    vehicleId: taken.id,
    startDate: daysFromToday(232),
    endDate: daysFromToday(235),
  });

  await page.goto('/customer/vehicles');
  await page.getByLabel('Fecha de Inicio').fill(range.start);
  await page.getByLabel('Fecha de Fin').fill(range.end);
  const banner = page.getByText(
    `Mostrando disponibilidad del ${shownDate(range.start)} al ${shownDate(range.end)}`,
  );
  await expect(banner).toBeVisible();
  await expect(cards(page)).toHaveCount(before.length - 1);
  await expect(card(page, taken)).toHaveCount(before.filter(sameModel(taken)).length - 1);
  const shown = before[1];
  if (!shown) throw new Error('more than one vehicle is available');
  const shownCard = card(page, shown).first();
  await expect(shownCard.getByText('3 días')).toBeVisible();
  await expect(shownCard.getByText(shownUsd(shown.pricePerDay * 3))).toBeVisible();
  await checkAtBothSizes(page, 'vehicles-with-dates');

  await page.reload();
  await expect(banner).toBeVisible();
  await expect(page.getByLabel('Fecha de Inicio')).toHaveValue(shownDate(range.start));
  await expect(page.getByLabel('Fecha de Fin')).toHaveValue(shownDate(range.end));

  await page.getByRole('button', { name: 'Limpiar fechas' }).click();
  await expect(banner).toBeHidden();
  await expect(page).toHaveURL(/\/customer\/vehicles$/);
});

test('a start after the end is ignored with a warning and looks nothing up', async ({ page }) => {
  const lookups: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/vehicles/available')) lookups.push(r.url());
  });
  await page.goto('/customer/vehicles');
  await page.getByLabel('Fecha de Fin').fill(daysFromToday(240));
  await page.getByLabel('Fecha de Inicio').fill(daysFromToday(245));
  await expect(
    page.getByText(/La fecha de fin debe ser posterior a la fecha de inicio/),
  ).toBeVisible();
  await expect(page.getByText(/Mostrando disponibilidad/)).toBeHidden();
  await expect(cards(page).first()).toBeVisible();
  expect(lookups).toEqual([]);
});

test('when nothing is free for the dates the list says so', async ({ page, request }) => {
  const range = { start: daysFromToday(250), end: daysFromToday(252) };
  const pickups = await availableVehicles(request, range, 'PickUp');
  const booker = await registerCustomer(request, 'Flotilla');
  for (const pickup of pickups) {
    await reserve(request, booker, {
      vehicleId: pickup.id,
      startDate: range.start,
      endDate: range.end,
    });
  }
  await page.goto(`/customer/vehicles?start=${range.start}&end=${range.end}&type=PickUp`);
  await expect(page.getByRole('heading', { name: 'No hay vehículos disponibles' })).toBeVisible();
  await expect(
    page.getByText('No hay vehículos disponibles para las fechas seleccionadas.'),
  ).toBeVisible();
  await expect(cards(page)).toHaveCount(0);
  await checkAtBothSizes(page, 'vehicles-empty');
});

test.describe('with the API unreachable', () => {
  // The service worker would answer from its cache; this test is about the page without it.
  test.use({ serviceWorkers: 'block' });

  test('the list shows the error and retries on demand', async ({ page }) => {
    await page.route('/api/**', (route) => route.abort());
    await page.goto('/customer/vehicles');
    await expect(
      page.getByText('Error: No se pudo conectar con el servidor. Verifica que esté ejecutándose.'),
    ).toBeVisible({ timeout: 15_000 });
    await checkAtBothSizes(page, 'vehicles-error');

    await page.unroute('/api/**');
    await page.getByRole('button', { name: 'Reintentar' }).click();
    await expect(cards(page).first()).toBeVisible();
  });
});

test('a visitor who clicks Alquilar is asked to sign in first', async ({ page }) => {
  await page.goto('/customer/vehicles');
  const rent = page.getByRole('link', { name: /^Alquilar/ }).first();
  await rent.click();
  await expect(page).toHaveURL(/\/login$/);
  const stored = await page.evaluate(() => sessionStorage.getItem('redirectAfterLogin'));
  expect(stored).toMatch(/^\/customer\/reservation-page\/\d+$/);
});
