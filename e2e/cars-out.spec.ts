import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { addDays, todayInElSalvador } from '../domain/dates.ts';
import { bearer } from './handover-support.ts';
import { apiToken, toast } from './offline-support.ts';
import { ADMIN, expectNoSeriousA11yViolations, saveScreenshot, signIn } from './support.ts';

/**
 * Issue 27 at the counter, on a phone: a customer who never came ('No se presentó') is marked as
 * a no-show and the car's days are free again; a booking whose car has not come back from an
 * overdue rental ('Vehículo sin devolver') is moved to another car with 'Reasignar'. The demo
 * data has both: bookings whose start passed without a check-out, and the overdue car booked
 * again from tomorrow.
 */
test.use({ viewport: { width: 390, height: 844 } });
// Two pages, a dialog and three accessibility scans each: slow on a busy machine.
test.slow();

interface Booking {
  id: number;
  startDate: string;
  endDate: string;
  vehicleId: number;
  user: { name: string };
  vehicle: { name: string; type: string };
  stillOut?: { reservationId: number; customerName: string };
}

async function operationsToday(request: APIRequestContext, token: string) {
  const res = await request.get('/api/operations/today', { headers: bearer(token) });
  expect(res.status()).toBe(200);
  return (await res.json()) as { noShows: Booking[]; stranded: Booking[] };
}

async function availableIds(request: APIRequestContext, startDate: string, endDate: string) {
  const res = await request.get('/api/vehicles/available', { params: { startDate, endDate } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { id: number }[]).map((v) => v.id);
}

async function openOperations(page: Page, reservationId: number) {
  await page.goto('/admin/operations');
  await expect(page.getByRole('heading', { name: 'Operaciones de hoy', level: 1 })).toBeVisible();
  await page.getByLabel('Buscar por cliente, DUI o vehículo').fill(`#${reservationId}`);
}

test('the counter marks a customer who never came as a no-show, and the days are free', async ({
  page,
  request,
}) => {
  const token = await apiToken(request, ADMIN);
  const { noShows } = await operationsToday(request, token);
  // The one still within its days: marking it must free the rest of them.
  const today = todayInElSalvador();
  const noShow = noShows.find((r) => r.endDate > today);
  if (!noShow) throw new Error('the demo data has a no-show still within its days');
  const tomorrow = addDays(today, 1);
  expect(await availableIds(request, tomorrow, noShow.endDate)).not.toContain(noShow.vehicleId);

  await signIn(page, ADMIN);
  await page.waitForURL(/\/admin/);
  await openOperations(page, noShow.id);
  const section = page.getByRole('region', { name: /No se presentó/ });
  const card = section.getByRole('listitem', { name: noShow.user.name });
  await expect(card).toBeVisible();
  await expect(card.getByText(/Debía recoger el vehículo el \d{2}\/\d{2}\/\d{4}/)).toBeVisible();
  await expect(card.getByRole('link', { name: /Entregar ahora/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, 'operations-no-show');

  const mark = card.getByRole('button', { name: /Marcar como no presentado/ });
  const box = await mark.boundingBox();
  expect(box?.height).toBeGreaterThanOrEqual(44);
  await mark.click();
  const dialog = page.getByRole('alertdialog', { name: 'Marcar como no presentado' });
  await expect(dialog).toContainText(`La reserva #${noShow.id}`);
  await expect(dialog).toContainText('sus días quedarán libres');
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Marcar como no presentado' }).click();

  await expect(toast(page, `Reserva #${noShow.id} marcada como no presentada`)).toBeVisible();
  await expect(card).toHaveCount(0);
  await expect(section.getByRole('heading', { name: 'No se presentó (0)' })).toBeVisible();

  const stored = await request.get(`/api/reservations/${noShow.id}`, { headers: bearer(token) });
  expect(await stored.json()).toMatchObject({ status: 'cancelled' });
  expect(await availableIds(request, tomorrow, noShow.endDate)).toContain(noShow.vehicleId);
});

test("the counter and the dashboard show a booking whose car is not back, and 'Reasignar' moves it", async ({
  page,
  request,
}) => {
  const token = await apiToken(request, ADMIN);
  const { stranded } = await operationsToday(request, token);
  const booking = stranded[0];
  if (!booking?.stillOut) throw new Error('the demo data has a booking of the overdue car');

  await signIn(page, ADMIN);
  await page.waitForURL(/\/admin/);
  // The dashboard first: the same booking, with 'Reasignar'.
  await page.goto('/admin');
  const onDashboard = page
    .getByRole('region', { name: /Vehículo sin devolver/ })
    .getByRole('listitem', { name: booking.user.name });
  await expect(onDashboard).toBeVisible();
  await expect(
    onDashboard.getByRole('button', { name: `Reasignar la reserva #${booking.id}` }),
  ).toBeVisible();

  await openOperations(page, booking.id);
  const section = page.getByRole('region', { name: /Vehículo sin devolver/ });
  const card = section.getByRole('listitem', { name: booking.user.name });
  await expect(card).toBeVisible();
  await expect(card).toContainText(
    `El vehículo sigue con ${booking.stillOut.customerName}: debía volver el`,
  );
  await expect(card).toContainText(/Pasaría a .+/);
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, 'operations-stranded');

  const reassign = card.getByRole('button', { name: `Reasignar la reserva #${booking.id}` });
  expect((await reassign.boundingBox())?.height).toBeGreaterThanOrEqual(44);
  await reassign.click();
  await expect(toast(page, new RegExp(`Reserva #${booking.id} reasignada a `))).toBeVisible();
  await expect(section.getByRole('listitem', { name: booking.user.name })).toHaveCount(0);

  const moved = await request.get(`/api/reservations/${booking.id}`, { headers: bearer(token) });
  const after = (await moved.json()) as Booking;
  expect(after.vehicleId).not.toBe(booking.vehicleId);
  expect(after.vehicle.type).toBe(booking.vehicle.type);
});
