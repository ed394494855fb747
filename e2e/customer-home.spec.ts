import { expect, test } from '@playwright/test';
import {
  availableVehicles,
  checkAtBothSizes,
  daysFromToday,
  openSignedIn,
  registerCustomer,
  reserve,
  shownDate,
} from './customer-fixtures.ts';
import { signIn } from './support.ts';

test('the customer home greets, searches and shows the next reservation', async ({
  page,
  request,
}) => {
  const customer = await registerCustomer(request, 'Rosa');
  await signIn(page, customer);
  await expect(page).toHaveURL('/customer');
  await expect(page.getByRole('heading', { name: 'Hola, Rosa' })).toBeVisible();
  await expect(page.getByText('No tienes reservas próximas.', { exact: false })).toBeVisible();

  const range = { start: daysFromToday(276), end: daysFromToday(280) };
  const [vehicle] = await availableVehicles(request, range);
  if (!vehicle) throw new Error('vehicles are available far ahead');
  await reserve(request, customer, {
    vehicleId: vehicle.id,
    startDate: range.start,
    endDate: range.end,
  });
  await page.reload();
  const panel = page.getByRole('region', { name: 'Tu próxima reserva' });
  await expect(panel.getByText(`${vehicle.brand} ${vehicle.name}`)).toBeVisible();
  await expect(
    panel.getByText(`Del ${shownDate(range.start)} al ${shownDate(range.end)}`, { exact: false }),
  ).toBeVisible();
  await expect(panel.getByText('Próxima', { exact: true })).toBeVisible();
  await checkAtBothSizes(page, 'customer-home');

  await page.getByLabel('Fecha de Inicio').fill(range.start);
  await page.getByLabel('Fecha de Fin').fill(range.end);
  await page.getByRole('button', { name: 'Buscar Vehículos' }).click();
  await expect(page).toHaveURL(`/customer/vehicles?start=${range.start}&end=${range.end}`);

  await page.goto('/customer');
  await page
    .getByRole('link', { name: /^Mis Reservas/ })
    .last()
    .click();
  await expect(page).toHaveURL('/customer/my-reservations');
  await expect(page.getByRole('heading', { name: 'Mis Reservas' })).toBeVisible();
});

test.describe('with the API unreachable', () => {
  test.use({ serviceWorkers: 'block' });

  test('my reservations shows the error', async ({ page, request }) => {
    const customer = await registerCustomer(request, 'Desconectada');
    await page.route('/api/reservations/**', (route) => route.abort());
    await openSignedIn(page, customer, '/customer/my-reservations');
    await expect(
      page.getByText('Error: No se pudo conectar con el servidor. Verifica que esté ejecutándose.'),
    ).toBeVisible({ timeout: 15_000 });
    await checkAtBothSizes(page, 'my-reservations-error');
    await page.unroute('/api/reservations/**');
    await page.getByRole('button', { name: 'Reintentar' }).click();
    await expect(page.getByText('No tienes reservas registradas.')).toBeVisible();
  });
});
