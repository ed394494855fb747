import { type APIRequestContext, expect, test } from '@playwright/test';
import { uniquePlate } from './admin-fleet-api.ts';
import { registerCustomer } from './customer-fixtures.ts';
import { bearer, takeSixPhotos } from './handover-support.ts';
import { apiToken, createReservation, uniqueTag } from './offline-support.ts';
import { ADMIN, expectNoSeriousA11yViolations, saveScreenshot, signIn } from './support.ts';

/**
 * Issue 27 on a phone: the office types why it cancels, and the detail and the customer's
 * 'Historial' say it; a voided odometer reading is marked 'Anulada' on the hand-over record.
 */
test.use({ viewport: { width: 390, height: 844 } });
test.slow();

async function car(request: APIRequestContext, token: string) {
  const name = `Motivo ${uniqueTag()}`;
  const response = await request.post('/api/vehicles', {
    headers: bearer(token),
    data: {
      name,
      plate: uniquePlate(),
      brand: 'Prueba',
      model: 'E2E',
      vehicleType: 'Sedan',
      capacity: 5,
      pricePerDay: 40,
      kilometers: 27_300,
      kmForMaintenance: 100_000,
      features: ['Aire acondicionado'],
      mainImageUrl: '/vehicles/sedan-1.svg',
      insurancePhone: '2222-0000',
      status: 'maintenanceCompleted',
    },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as { id: number; name: string };
}

test('the office cancels with a reason; the detail and the customer history say who, when, why', async ({
  page,
  browser,
  request,
}) => {
  const token = await apiToken(request, ADMIN);
  const customer = await registerCustomer(request, 'Motivada');
  const vehicle = await car(request, token);
  const { id } = await createReservation(request, customer.token, vehicle.id, 5);

  await signIn(page, ADMIN);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/admin/reservation');
  await page.getByPlaceholder('Buscar por usuario, vehículo, ID...').fill(vehicle.name);
  await page.getByRole('button', { name: `Cancelar la reserva #${id}` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Cancelar Reserva' });
  const reason = confirm.getByLabel('Motivo (opcional)');
  await expect(reason).toBeVisible();
  // Keyboard: from the safe choice the field is reached with Tab.
  await expect(confirm.getByRole('button', { name: 'No, mantener' })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(reason).toBeFocused();
  await page.keyboard.type('El cliente cambió de planes');
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, 'cancel-with-reason');
  await confirm.getByRole('button', { name: 'Sí, cancelar' }).click();
  await expect(page.getByText('Reserva cancelada')).toBeVisible();

  // 'Canceladas' lists it; its detail says who, when and why.
  await page.getByLabel('Estado', { exact: true }).click();
  await page.getByRole('option', { name: 'Canceladas', exact: true }).click();
  await page.getByRole('button', { name: `Ver detalle de la reserva #${id}` }).click();
  const note = page.getByRole('dialog').getByText(/^Cancelada por Andrea Martínez el /);
  await expect(note).toContainText('Motivo: El cliente cambió de planes');
  await expectNoSeriousA11yViolations(page);

  const own = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await signIn(own, { email: customer.email, password: customer.password });
  // Signed in once the login page is left: going on earlier lands on the home page.
  await expect(own).not.toHaveURL(/\/login/);
  await own.goto('/customer/my-reservations');
  // A busy machine: the first load of the customer's list may take a while.
  await expect(own.getByRole('heading', { name: 'Mis Reservas' })).toBeVisible({ timeout: 30_000 });
  const history = own.getByRole('list', { name: 'Historial de reservas' });
  await expect(history.getByText(/^Cancelada por Andrea Martínez el /)).toContainText(
    'Motivo: El cliente cambió de planes',
  );
  await own.close();
});

test("a voided reading is marked 'Anulada' on the hand-over record, and is no floor at the return", async ({
  page,
  browser,
  request,
}) => {
  const token = await apiToken(request, ADMIN);
  const customer = await registerCustomer(request, 'Lectora');
  const vehicle = await car(request, token);
  const { id } = await createReservation(request, customer.token, vehicle.id, 0);
  const out = await request.post(`/api/reservations/${id}/checkout`, {
    headers: bearer(token),
    data: { odometer: 41_250, fuel: 8, photos: [], confirmImplausible: true },
  });
  expect(out.status()).toBe(201);
  const log = await request.get(`/api/vehicles/${vehicle.id}/odometer`, {
    headers: bearer(token),
  });
  const wrong = ((await log.json()) as { id: number; source: string }[]).find(
    (reading) => reading.source === 'checkout',
  );
  if (!wrong) throw new Error('no check-out reading');
  const voided = await request.post(`/api/vehicles/${vehicle.id}/odometer/${wrong.id}/void`, {
    headers: bearer(token),
    data: { reason: 'Error de digitación: eran 27,350 km' },
  });
  expect(voided.status()).toBe(200);

  await signIn(page, ADMIN);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto(`/admin/operations/${id}/checkin`);
  await expect(page.getByRole('heading', { name: 'Devolución de vehículo' })).toBeVisible();
  await expect(page.getByText(/^Al entregar: 41,250 km/)).toContainText('Anulada');
  // The return is read from the valid figure, not from the voided one.
  await page.getByLabel('Odómetro de devolución (km)').fill('27450');
  await page.getByRole('radio', { name: '6/8' }).check({ force: true });
  await takeSixPhotos(page, 91);
  await page.getByRole('button', { name: 'Revisar resumen' }).click();
  const summary = page.getByRole('region', { name: 'Resumen de la devolución' });
  await expect(summary).toContainText('Sin dato: la lectura de entrega fue anulada');
  await expect(summary).toContainText('Anulada');
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, 'checkin-voided-pickup-reading');
  await page.getByRole('button', { name: 'Confirmar devolución' }).click();
  await expect(page).toHaveURL(/\/admin\/operations$/);

  const own = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await signIn(own, { email: customer.email, password: customer.password });
  // Signed in once the login page is left: going on earlier lands on the home page.
  await expect(own).not.toHaveURL(/\/login/);
  await own.goto('/customer/my-reservations');
  // A busy machine: the first load of the customer's list may take a while.
  await expect(own.getByRole('heading', { name: 'Mis Reservas' })).toBeVisible({ timeout: 30_000 });
  const entregado = own.getByRole('region', { name: /^Entregado:/ });
  await expect(entregado).toContainText('41,250 km');
  await expect(entregado).toContainText('Anulada');
  await expect(own.getByRole('region', { name: /^Devuelto:/ })).not.toContainText('Anulada');
  await expectNoSeriousA11yViolations(own);
  await own.close();
});
