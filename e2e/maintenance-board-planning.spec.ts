import { expect, type Page, test } from '@playwright/test';
import { apiToken, createVehicle, fetchVehicle, uniqueName } from './admin-fleet-api.ts';
import {
  availableVehicles,
  daysFromToday,
  openSignedIn,
  registerCustomer,
  reserve,
  shownDate,
} from './customer-fixtures.ts';
import { askForWindow, bookFreeCar, offeredCar } from './maintenance-support.ts';
import { ADMIN, expectNoSeriousA11yViolations, saveScreenshot, signIn } from './support.ts';

/** Issue 12 from the maintenance board: service windows, moves that strand bookings, services. */

const toast = (page: Page, text: string) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text });

async function openBoardAt(page: Page, vehicleName: string) {
  await signIn(page, ADMIN);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/admin/maintenance');
  await page.getByRole('searchbox', { name: 'Buscar' }).fill(vehicleName);
}

test('Programar servicio on a board card lists the booking in its way; Reasignar clears it', async ({
  page,
  request,
}) => {
  const { range, car, booking } = await bookFreeCar(request, 'Tablero', 'SUV', {
    from: 120,
    to: 122,
  });

  await openBoardAt(page, car.name);
  await page.getByRole('button', { name: `Programar servicio de ${car.name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Programar servicio' });
  await askForWindow(dialog, { from: 121, to: 123 }, 'Cambio de llantas');

  const clash = dialog.getByRole('alert');
  await expect(clash).toContainText(`Reserva #${booking.id}`);
  await expect(clash).toContainText(`${shownDate(range.start)} - ${shownDate(range.end)}`);
  const target = await offeredCar(clash.getByRole('listitem'));
  expect(target).not.toBe(car.name);
  await expectNoSeriousA11yViolations(page);

  await dialog.getByRole('button', { name: `Reasignar la reserva #${booking.id}` }).click();
  await expect(toast(page, `Reserva #${booking.id} reasignada a ${target}`)).toBeVisible();
  await expect(clash).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Programar', exact: true }).click();
  await expect(toast(page, 'Servicio programado')).toBeVisible();
  await expect(dialog).toHaveCount(0);

  // The workshop has those days now: nobody can book the car for them.
  const free = await availableVehicles(request, {
    start: daysFromToday(121),
    end: daysFromToday(123),
  });
  expect(free.map((v) => v.id)).not.toContain(car.id);
});

test('moving a booked car to En mantenimiento lists its bookings of the next 14 days to reassign', async ({
  page,
  browser,
  request,
}) => {
  // A car of our own, so the move strands only our booking. The 14 days are the rule itself:
  // the booking has to start within them (days 12 and 13, which no other spec books).
  const token = await apiToken(request, ADMIN);
  const name = uniqueName('Taller');
  const car = await createVehicle(request, token, { name });
  const customer = await registerCustomer(request, 'Varada');
  const range = { start: daysFromToday(12), end: daysFromToday(13) };
  const booking = await reserve(request, customer, {
    vehicleId: car.id,
    startDate: range.start,
    endDate: range.end,
  });

  await openBoardAt(page, name);
  // Four columns on a desktop: the card's three actions fit, none cut short.
  const menu = page.getByRole('button', { name: `Cambiar estado de ${name}` });
  expect(await menu.evaluate((el) => el.scrollWidth - el.clientWidth)).toBe(0);
  await menu.click();
  await page.getByRole('menuitem', { name: 'En mantenimiento' }).click();
  await expect(toast(page, `"${name}" ahora está en "En mantenimiento"`)).toBeVisible();

  const dialog = page.getByRole('dialog', { name: 'Reservas por reasignar' });
  await expect(dialog).toContainText(
    `"${name}" pasó a "En mantenimiento" y tiene reservas en los próximos 14 días.`,
  );
  const row = dialog.getByRole('listitem').filter({ hasText: `Reserva #${booking.id}` });
  await expect(row).toContainText(`${shownDate(range.start)} - ${shownDate(range.end)}`);
  const target = await offeredCar(row);
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, 'stranded-bookings');
  // On a 360 px phone the row wraps inside the dialog: nothing runs off the side.
  await page.setViewportSize({ width: 360, height: 740 });
  await expect.poll(() => dialog.evaluate((el) => el.scrollWidth - el.clientWidth)).toBe(0);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: 'e2e/screenshots/stranded-bookings-360x740.png' });
  await page.setViewportSize({ width: 1280, height: 800 });

  await row.getByRole('button', { name: `Reasignar la reserva #${booking.id}` }).click();
  await expect(toast(page, `Reserva #${booking.id} reasignada a ${target}`)).toBeVisible();
  await expect(dialog.getByRole('status')).toHaveText('Todas las reservas quedaron reasignadas.');
  await dialog.getByRole('button', { name: 'Cerrar' }).last().click();
  await expect(dialog).toHaveCount(0);

  // The customer sees the new car, with a notice.
  const context = await browser.newContext();
  const customerPage = await context.newPage();
  await openSignedIn(customerPage, customer, '/customer/my-reservations');
  const card = customerPage.getByRole('article').filter({ hasText: shownDate(range.start) });
  await expect(card).toContainText(target);
  await expect(card).toContainText('Cambiamos el vehículo de tu reserva');
  await context.close();

  // Our car leaves the fleet again, so no later spec meets it.
  const removed = await request.delete(`/api/vehicles/${car.id}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(removed.status(), await removed.text()).toBe(200);
});

test('completing a service on the board asks date, km, description and cost and writes the record', async ({
  page,
  request,
}) => {
  const token = await apiToken(request, ADMIN);
  const name = uniqueName('Servicio');
  const car = await createVehicle(request, token, {
    name,
    status: 'underMaintenance',
    kilometers: 12_000,
  });

  await openBoardAt(page, name);
  await page.getByRole('button', { name: `Cambiar estado de ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Mantenimiento al día' }).click();
  const details = page.getByRole('dialog', { name: 'Registrar Mantenimiento' });
  await expect(details.getByLabel('Kilometraje')).toHaveValue('12,000');
  await details.getByLabel('Fecha del servicio').fill(shownDate(daysFromToday(-1)));
  await details.getByLabel('Kilometraje').fill('12450');
  await expect(details.getByLabel('Kilometraje')).toHaveValue('12,450');
  await details.getByLabel('Descripción (opcional)').fill('Cambio de aceite y filtros');
  await details.getByLabel('Costo en USD (opcional)').fill('65.00');
  await expectNoSeriousA11yViolations(page);
  await details.getByRole('button', { name: 'Guardar' }).click();
  await expect(toast(page, `"${name}" ahora está en "Mantenimiento al día"`)).toBeVisible();

  const stored = (await fetchVehicle(request, car.id)) as unknown as {
    status: string;
    kilometers: number;
    maintenanceRecords: {
      maintenanceDate: string;
      kmAtMaintenance: number;
      description: string | null;
      cost: number | null;
    }[];
  };
  expect(stored.status).toBe('maintenanceCompleted');
  expect(stored.kilometers).toBe(12_450);
  expect(stored.maintenanceRecords[0]).toMatchObject({
    maintenanceDate: daysFromToday(-1),
    kmAtMaintenance: 12_450,
    description: 'Cambio de aceite y filtros',
    cost: 65,
  });
  // The board's bar counts from this service now.
  await expect(
    page.getByRole('progressbar', { name: `Próximo servicio de ${name} por kilómetros` }),
  ).toHaveAttribute('aria-valuetext', 'Servicio en 100,000 km');
});
