import { expect, type Page, test } from '@playwright/test';
import { CLASHING_VEHICLE_NAME } from '../server/db/seed-service-plan.ts';
import { adminToken } from './admin-reservations-fixtures.ts';
import { availableVehicles, daysFromToday, openSignedIn, shownDate } from './customer-fixtures.ts';
import { askForWindow, bookFreeCar } from './maintenance-support.ts';
import { ADMIN, expectNoSeriousA11yViolations, saveScreenshot, signIn } from './support.ts';

const upcoming = (page: Page) => page.getByRole('region', { name: 'Próximos servicios' });

test('the dashboard lists the seeded forecast clash under Próximos servicios', async ({ page }) => {
  await signIn(page, ADMIN);
  await expect(page).toHaveURL(/\/admin$/);
  // Other tests add cars and bookings to the same database (some on this car, after its seeded
  // booking): the seeded car shows its clash, whatever else is listed.
  await expect(
    upcoming(page)
      .getByRole('article', { name: CLASHING_VEHICLE_NAME, exact: true })
      .getByText(
        /^Superará su servicio durante la reserva #\d+ \(\d\d\/\d\d - \d\d\/\d\d\): programa el servicio antes de la entrega$/,
      )
      .first(),
  ).toBeVisible();
  await expect(upcoming(page).getByText('Próximo', { exact: true }).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, 'dashboard-upcoming-services');
});

test('the dashboard calendar wears the app palette from its first paint', async ({ page }) => {
  // schedule-x adds its dark class in an effect, after the first paint: a palette keyed on it
  // left dark text on navy meanwhile, and axe (above) failed whenever it ran in that moment.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { firstSurface: string[] }).firstSurface = seen;
    new MutationObserver(() => {
      const wrapper = document.querySelector('.elite-calendar .sx__calendar-wrapper');
      if (wrapper && seen.length === 0) {
        seen.push(getComputedStyle(wrapper).getPropertyValue('--sx-color-surface').trim());
      }
    }).observe(document, { childList: true, subtree: true });
  });
  await signIn(page, ADMIN);
  await expect(page).toHaveURL(/\/admin$/);
  const calendar = page.getByRole('region', { name: 'Calendario de Reservas' });
  await expect(calendar.locator('.sx__month-grid-event').first()).toBeVisible();
  expect(
    await page.evaluate(() => (window as unknown as { firstSurface: string[] }).firstSurface),
  ).toEqual(['#0b1529']);
});

test('a window over a booking lists it; Reasignar moves it and the customer sees the new car', async ({
  page,
  browser,
  request,
}) => {
  // Days far ahead, so no other spec's booking is in the way.
  const { customer, range, car, booking } = await bookFreeCar(request, 'Reasignada', 'Sedan', {
    from: 150,
    to: 152,
  });

  await signIn(page, ADMIN);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/admin/vehicle');
  await page.getByRole('button', { name: `Programar servicio de ${car.name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Programar servicio' });
  await askForWindow(dialog, { from: 151, to: 153 }, 'Cambio de frenos');

  const clash = dialog.getByRole('alert');
  await expect(clash).toContainText(`Reserva #${booking.id}`);
  await expect(clash).toContainText(`${shownDate(range.start)} - ${shownDate(range.end)}`);
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, 'schedule-window-clash');

  await dialog.getByRole('button', { name: `Reasignar la reserva #${booking.id}` }).click();
  const moved = page
    .locator('[data-sonner-toast]')
    .filter({ hasText: `Reserva #${booking.id} reasignada a` });
  await expect(moved).toBeVisible();
  const newName = ((await moved.textContent()) ?? '').split('reasignada a ')[1]?.trim() ?? '';
  expect(newName).not.toBe('');
  await expect(clash).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Programar', exact: true }).click();
  await expect(
    page.locator('[data-sonner-toast]').filter({ hasText: 'Servicio programado' }),
  ).toBeVisible();
  await expect(dialog).toHaveCount(0);

  // The customer's 'Mis Reservas' shows the new car with a notice.
  const context = await browser.newContext();
  const customerPage = await context.newPage();
  await openSignedIn(customerPage, customer, '/customer/my-reservations');
  const card = customerPage.getByRole('article').filter({ hasText: shownDate(range.start) });
  await expect(card).toContainText(newName);
  await expect(card).toContainText('Cambiamos el vehículo de tu reserva');
  await expectNoSeriousA11yViolations(customerPage);
  await context.close();
});

test('board cards show the way to the next service by km and by time', async ({ page }) => {
  await signIn(page, ADMIN);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/admin/maintenance');
  const bars = page.getByRole('progressbar', { name: /^Próximo servicio de .+ por kilómetros$/ });
  await expect(bars.first()).toBeVisible();
  await expect(bars.first()).toHaveAttribute(
    'aria-valuetext',
    /^Servicio (en|pasado por) [\d,]+ km$/,
  );
  await expectNoSeriousA11yViolations(page);
});

test('the dashboard calendar shows a service window in its own colour', async ({
  page,
  request,
}) => {
  const days = { start: daysFromToday(70), end: daysFromToday(71) };
  const [car] = await availableVehicles(request, days, 'PickUp');
  if (!car) throw new Error('no free PickUp in the demo fleet');
  const created = await request.post(`/api/vehicles/${car.id}/maintenance-windows`, {
    data: { startDate: days.start, endDate: days.end, reason: 'Revisión de suspensión' },
    headers: { authorization: `Bearer ${await adminToken(request)}` },
  });
  expect(created.status(), await created.text()).toBe(201);

  await signIn(page, ADMIN);
  await expect(page).toHaveURL(/\/admin$/);
  const calendar = page.getByRole('region', { name: 'Calendario de Reservas' });
  const months = (iso: string) => Number(iso.slice(0, 4)) * 12 + Number(iso.slice(5, 7));
  for (let i = months(daysFromToday(0)); i < months(days.start); i++) {
    await calendar.getByRole('button', { name: 'Siguiente' }).click();
  }
  const event = calendar.getByText(`Servicio: ${car.name} - Revisión de suspensión`).first();
  await expect(event).toBeVisible();
  // schedule-x paints each calendar with its own colour variables.
  await expect(
    calendar
      .locator('[style*="maintenance"]')
      .filter({ hasText: `Servicio: ${car.name}` })
      .first(),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
