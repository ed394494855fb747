import { expect, type Locator, test } from '@playwright/test';
import { registerCustomer } from './customer-fixtures.ts';
import {
  apiToken,
  archiveVehicle,
  createReservation,
  createVehicle,
  OFFLINE,
  signInThrough,
  toast,
  topBar,
  uniqueTag,
} from './offline-support.ts';
import { ADMIN } from './support.ts';

/** Issue 32: on a phone, what the app says offline never hides the status it is about. */

/** 'Sin conexión: la cancelación quedó pendiente…', or 'En cola: la cancelación…' behind another. */
const CANCEL_QUEUED = /^(Sin conexión|En cola): la cancelación (quedó pendiente|se enviará)/;

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not on screen');
  return found;
}

async function expectApart(a: Locator, b: Locator) {
  const [one, two] = [await box(a), await box(b)];
  const overlap =
    one.x < two.x + two.width &&
    two.x < one.x + one.width &&
    one.y < two.y + two.height &&
    two.y < one.y + one.height;
  expect(overlap, `${JSON.stringify(one)} overlaps ${JSON.stringify(two)}`).toBe(false);
}

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test('offline on a phone: the queued-change toast leaves the badge and the count in view; the count says what it counts; the sync summary names the changes and stays', async ({
  page,
  context,
  request,
}) => {
  // The service worker, two bookings, two cancellations and a replay: more than the default minute.
  test.setTimeout(150_000);
  const adminToken = await apiToken(request, ADMIN);
  const customer = await registerCustomer(request, 'Aviso');
  const vehicles = [
    await createVehicle(request, adminToken, 'maintenanceCompleted', `Aviso ${uniqueTag()}`),
    await createVehicle(request, adminToken, 'maintenanceCompleted', `Aviso ${uniqueTag()}`),
  ];
  try {
    for (const [index, vehicle] of vehicles.entries()) {
      await createReservation(request, customer.token, vehicle.id, 60 + index * 5);
    }
    const titles = vehicles.map((vehicle) => `${vehicle.brand} ${vehicle.name}`);

    await signInThrough(page, customer);
    await page.goto('/customer/my-reservations');
    for (const title of titles) {
      await expect(page.getByRole('article', { name: title, exact: true })).toBeVisible();
    }

    await context.setOffline(true);
    const badge = topBar(page).getByText(OFFLINE);
    for (const [index, title] of titles.entries()) {
      const card = page.getByRole('article', { name: title, exact: true });
      await card.getByRole('button', { name: `Cancelar reserva de ${title}` }).click();
      await toast(page, '¿Deseas cancelar esta reserva?')
        .getByRole('button', { name: 'Sí, cancelar' })
        .click();
      const queued = toast(page, CANCEL_QUEUED).last();
      await expect(queued).toBeVisible();
      await expect(badge).toBeVisible();
      // Held on screen (sonner pauses while pointed at) while its entry animation ends.
      await queued.hover();
      await page.waitForTimeout(600);
      await expectApart(queued, badge);
      const count = topBar(page).getByRole('button', {
        name: index === 0 ? '1 cambio sin enviar' : '2 cambios sin enviar',
      });
      await expect(count).toBeVisible();
      await expectApart(queued, count);
      await expectApart(queued, topBar(page).getByRole('button', { name: 'Sincronizar ahora' }));
    }

    await context.setOffline(false);
    const summary = toast(page, '2 cambios sincronizados');
    await expect(summary).toBeVisible({ timeout: 20_000 });
    for (const title of titles) await expect(summary).toContainText(`Cancelar reserva de ${title}`);
    // Still there to read well after the old 3 s.
    await page.waitForTimeout(6_000);
    await expect(summary).toBeVisible();
  } finally {
    for (const vehicle of vehicles) await archiveVehicle(request, adminToken, vehicle.id);
  }
});
