import { expect, type Page, test } from '@playwright/test';
import { createVehicle, uniqueName } from './admin-fleet-api.ts';
import {
  adminToken,
  createReservation,
  daysFromToday,
  registerCustomer,
} from './admin-reservations-fixtures.ts';
import { ADMIN, expectNoSeriousA11yViolations, saveScreenshot, signIn } from './support.ts';

/** Issue 27: cancellations stay visible, on a 390 px phone. */
test.use({ viewport: { width: 390, height: 844 } });

type Request = Parameters<Parameters<typeof test>[2]>[0]['request'];

const WHEN = /\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/;

/** A customer of its own with two far-future bookings: one they cancel, one the office cancels. */
async function twoCancellations(request: Request, lastName: string) {
  const customer = await registerCustomer(request, lastName);
  // A car of its own: other specs book the seed's cars far ahead too.
  const vehicle = await createVehicle(request, await adminToken(request), {
    name: uniqueName('Sedán'),
  });
  const offset = 200;
  const own = await createReservation(request, customer.token, {
    vehicleId: vehicle.id,
    startDate: daysFromToday(offset),
    endDate: daysFromToday(offset + 2),
  });
  const byOffice = await createReservation(request, customer.token, {
    vehicleId: vehicle.id,
    startDate: daysFromToday(offset + 5),
    endDate: daysFromToday(offset + 7),
  });
  // An old client: no body at all.
  const mine = await request.delete(`/api/reservations/${own.id}`, {
    headers: { Authorization: `Bearer ${customer.token}` },
  });
  expect(mine.status()).toBe(200);
  const office = await request.delete(`/api/reservations/${byOffice.id}`, {
    headers: { Authorization: `Bearer ${await adminToken(request)}` },
    data: { reason: 'Vehículo retirado por mantenimiento' },
  });
  expect(office.status()).toBe(200);
  return { customer, own, byOffice, vehicle };
}

async function choose(page: Page, label: string, option: string) {
  await page.getByLabel(label, { exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test("the office finds cancellations under 'Canceladas' with who, when and why", async ({
  page,
  request,
}) => {
  const { customer, own, byOffice } = await twoCancellations(request, 'Canceladora');
  await signIn(page, ADMIN);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/admin/reservation');
  await expect(page.getByRole('heading', { name: 'Gestión de Reservas' })).toBeVisible();

  await page.getByLabel('Buscar', { exact: true }).fill(customer.email);
  // 'Todos los estados' still means every reservation that is not cancelled.
  await expect(page.getByText('No se encontraron reservas')).toBeVisible();
  await choose(page, 'Estado', 'Canceladas');
  const ownButton = page.getByRole('button', { name: `Ver detalle de la reserva #${own.id}` });
  await expect(ownButton).toBeVisible();
  await expect(
    page.getByRole('button', { name: `Ver detalle de la reserva #${byOffice.id}` }),
  ).toBeVisible();
  await expect(page.getByText('Cancelada', { exact: true }).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, 'reservations-cancelled-filter');

  await page.getByRole('button', { name: `Ver detalle de la reserva #${byOffice.id}` }).click();
  const dialog = page.getByRole('dialog');
  const note = dialog.getByText(/^Cancelada por Andrea Martínez el /);
  await expect(note).toBeVisible();
  await expect(note).toHaveText(WHEN);
  await expect(note).toContainText('Motivo: Vehículo retirado por mantenimiento');
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Escape');

  await ownButton.click();
  await expect(page.getByRole('dialog').getByText(/^Cancelada por el cliente el /)).toBeVisible();
  await expect(page.getByRole('dialog')).toContainText('Sin motivo indicado.');
});

test("the customer's 'Historial' keeps their cancellations and says who cancelled", async ({
  page,
  request,
}) => {
  const { customer, vehicle } = await twoCancellations(request, 'Historiadora');
  await signIn(page, { email: customer.email, password: customer.password });
  await page.goto('/customer/my-reservations');
  await expect(page.getByRole('heading', { name: 'Mis Reservas' })).toBeVisible();
  const history = page.getByRole('list', { name: 'Historial de reservas' });
  await expect(page.getByRole('heading', { name: 'Historial', exact: true })).toBeVisible();
  const cards = history.getByRole('article');
  await expect(cards).toHaveCount(2);
  await expect(history.getByText('Cancelada', { exact: true })).toHaveCount(2);
  await expect(history.getByText(/^Cancelada por el cliente el /)).toBeVisible();
  const byOffice = history.getByText(/^Cancelada por Andrea Martínez el /);
  await expect(byOffice).toBeVisible();
  await expect(byOffice).toContainText('Motivo: Vehículo retirado por mantenimiento');
  await expect(history).toContainText(vehicle.name);
  // A cancelled booking offers no 'Cancelar' any more.
  await expect(history.getByRole('button', { name: /Cancelar reserva/ })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, 'my-reservations-history-cancelled');
});
