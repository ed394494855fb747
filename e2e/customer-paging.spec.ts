import { expect, test } from '@playwright/test';
import {
  availableVehicles,
  daysFromToday,
  openSignedIn,
  registerCustomer,
  reserve,
  shownDate,
} from './customer-fixtures.ts';
import { waitForServiceWorker } from './offline-support.ts';

/** Issue 14: 'Mis Reservas' pages on the server; the pages seen stay readable offline. */
test('Mis Reservas shows the soonest ten, pages the rest, and keeps them offline', async ({
  page,
  context,
  request,
}) => {
  const customer = await registerCustomer(request, 'Paginas');
  const whole = { start: daysFromToday(140), end: daysFromToday(149) };
  const vehicles = (await availableVehicles(request, whole)).slice(0, 3);
  expect(vehicles).toHaveLength(3);
  // Five two-day bookings per vehicle over days 140-149: fifteen in all.
  for (const vehicle of vehicles) {
    for (let offset = 140; offset < 150; offset += 2) {
      await reserve(request, customer, {
        vehicleId: vehicle.id,
        startDate: daysFromToday(offset),
        endDate: daysFromToday(offset + 1),
      });
    }
  }

  await openSignedIn(page, customer, '/customer');
  await waitForServiceWorker(page);
  await page
    .getByRole('navigation', { name: /menú principal/i })
    .getByRole('link', { name: 'Mis Reservas' })
    .click();
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards).toHaveCount(10);
  // Soonest first: the first card starts on day 140.
  await expect(cards.first()).toContainText(shownDate(daysFromToday(140)));

  const more = page.getByRole('button', { name: 'Ver más reservas' });
  await more.click();
  await expect(cards).toHaveCount(15);
  await expect(more).toBeHidden();
  await expect(cards.last()).toContainText(shownDate(daysFromToday(148)));

  // Offline, a reload shows the pages already seen, from the persisted cache.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Mis Reservas' })).toBeVisible();
  await expect(cards).toHaveCount(15);
  // The reload refetched and failed: the saved copy must still be there for the next start.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Mis Reservas' })).toBeVisible();
  await expect(cards).toHaveCount(15);
  await context.setOffline(false);
});
