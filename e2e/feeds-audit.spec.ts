import { expect, test } from '@playwright/test';
import { apiToken, createVehicle, setVehicleStatus, uniqueName } from './admin-fleet-api.ts';
import {
  availableVehicles,
  daysFromToday,
  openSignedIn,
  registerCustomer,
  reserve,
} from './customer-fixtures.ts';
import { ADMIN, expectNoSeriousA11yViolations, saveScreenshot, signIn } from './support.ts';

// Issue 18: calendar feeds and the audit trail. Bookings use day offsets 110–119.

test('a customer subscribes to their reservations, the feed serves them, and revoking ends it', async ({
  page,
  request,
}) => {
  const customer = await registerCustomer(request, 'Calendario');
  const range = { start: daysFromToday(110), end: daysFromToday(112) };
  const [car] = await availableVehicles(request, range);
  if (!car) throw new Error('no free vehicle on days 110-112');
  const booking = await reserve(request, customer, {
    vehicleId: car.id,
    startDate: range.start,
    endDate: range.end,
  });

  await openSignedIn(page, customer, '/customer/my-reservations');
  await expect(page.getByRole('heading', { name: 'Mis Reservas' })).toBeVisible();

  // 'Agregar a mi calendario': the one reservation as a .ics download.
  const downloading = page.waitForEvent('download');
  await page
    .getByRole('button', { name: `Agregar a mi calendario la reserva de ${car.brand} ${car.name}` })
    .click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`reserva-${booking.id}.ics`);

  const panel = page.getByRole('region', { name: 'Calendario' });
  await panel.getByRole('button', { name: 'Suscribirme a mis reservas' }).click();
  const urlField = panel.getByLabel(/URL de tu calendario/);
  await expect(urlField).toHaveValue(/\/api\/calendar-feeds\/[A-Za-z0-9_-]{43}\.ics$/);
  const url = await urlField.inputValue();
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, 'calendar-feed-created');
  await page.setViewportSize({ width: 1280, height: 800 });

  // A calendar app fetches it without any session.
  const feed = await request.get(new URL(url).pathname);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  const body = await feed.text();
  expect(body).toContain(`UID:reservation-${booking.id}@elitedrive`);
  expect(body).toContain(`DTSTART;VALUE=DATE:${range.start.replace(/-/g, '')}`);

  await panel.getByRole('button', { name: /^Revocar el calendario Mis reservas/ }).click();
  const confirm = page.getByRole('alertdialog', { name: '¿Revocar este calendario?' });
  await confirm.getByRole('button', { name: 'Revocar' }).click();
  await expect(confirm).toBeHidden();
  await expect(panel.getByText('Aún no tienes calendarios suscritos.')).toBeVisible();
  expect((await request.get(new URL(url).pathname)).status()).toBe(404);
});

test("the vehicle's 'Historial' tab shows a status change made just now, newest first", async ({
  page,
  request,
}) => {
  const token = await apiToken(request, ADMIN);
  const name = uniqueName('Historial');
  const vehicle = await createVehicle(request, token, { name });
  await setVehicleStatus(request, token, vehicle.id, 'underMaintenance');

  await signIn(page, ADMIN);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto(`/admin/maintenance?q=${encodeURIComponent(name)}`);
  await page.getByRole('button', { name: `Ver historial de mantenimiento de ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Historial de Mantenimiento' });
  const tab = dialog.getByRole('tab', { name: 'Historial' });
  // Keyboard: from the first tab, the arrow key moves to 'Historial' (once the dialog's focus
  // scope has put focus on its close button; a focus set earlier is taken back).
  await expect(dialog.getByRole('button', { name: 'Cerrar' })).toBeFocused();
  await dialog.getByRole('tab', { name: 'Mantenimientos' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(tab).toBeFocused();
  await expect(tab).toHaveAttribute('aria-selected', 'true');

  const entries = dialog.getByRole('list', { name: 'Historial de cambios' }).locator('> li');
  await expect(entries).toHaveCount(2);
  await expect(entries.first()).toContainText('Estado cambiado: Disponible → En mantenimiento');
  await expect(entries.first()).toContainText(`(${ADMIN.email})`);
  await expect(entries.last()).toContainText('Vehículo creado');
  await expect(entries.first()).toContainText(/\d\d\/\d\d\/\d{4} \d\d:\d\d/);
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, 'vehicle-audit-trail');
});

test("the reservation's 'Historial' tab names who booked it, and when", async ({
  page,
  request,
}) => {
  const customer = await registerCustomer(request, 'Bitacora');
  const range = { start: daysFromToday(114), end: daysFromToday(115) };
  const [car] = await availableVehicles(request, range);
  if (!car) throw new Error('no free vehicle on days 114-115');
  const booking = await reserve(request, customer, {
    vehicleId: car.id,
    startDate: range.start,
    endDate: range.end,
  });

  await signIn(page, ADMIN);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/admin/reservation');
  await page.getByPlaceholder('Buscar por usuario, vehículo, ID...').fill(customer.firstName);
  await page.getByRole('button', { name: `Ver detalle de la reserva #${booking.id}` }).click();
  const detail = page.getByRole('dialog', { name: 'Detalle de Reserva' });
  const tab = detail.getByRole('tab', { name: 'Historial' });
  // Keyboard: from the first tab, the arrow key moves to 'Historial' (once the dialog's focus
  // scope has put focus on its close button; a focus set earlier is taken back).
  await expect(detail.getByRole('button', { name: 'Cerrar' })).toBeFocused();
  await detail.getByRole('tab').first().focus();
  await page.keyboard.press('ArrowRight');
  await expect(tab).toBeFocused();
  await expect(tab).toHaveAttribute('aria-selected', 'true');

  const entries = detail.getByRole('list', { name: 'Historial de cambios' }).locator('> li');
  await expect(entries).toHaveCount(1);
  await expect(entries.first()).toContainText('Reserva creada');
  await expect(entries.first()).toContainText(`(${customer.email})`);
  await expect(entries.first()).toContainText(car.name);
  await expect(entries.first()).toContainText(/\d\d\/\d\d\/\d{4} \d\d:\d\d/);
  await expectNoSeriousA11yViolations(page);
});
