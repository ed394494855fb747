import { expect, test } from '@playwright/test';
import { startPushService } from '../server/test/push-endpoint.ts';
import { openSignedIn, registerCustomer } from './customer-fixtures.ts';
import { waitForServiceWorker } from './offline-support.ts';
import { permissionAsks, standInForPush } from './push-stand-in.ts';
import { ADMIN, expectNoSeriousA11yViolations, saveScreenshot, signIn } from './support.ts';
import { smallTapTargets } from './tap-targets.ts';

/**
 * Issue 29, 'Notificaciones', on a 390 px phone and by keyboard only: e-mail reminders saved on
 * the server, push turned on (the browser asked only after the press) and off again, and the
 * staff's choice of each kind by e-mail and/or push.
 */
test.use({ viewport: { width: 390, height: 844 } });

test('a customer turns reminders off and push on and off, by keyboard on a phone', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const customer = await registerCustomer(request, 'Avisos');
  const pushService = await startPushService();
  const subscription = pushService.subscription('avisos');
  await context.grantPermissions(['notifications'], { origin: baseURL });
  await standInForPush(page, subscription);
  await openSignedIn(page, customer, '/customer');
  await waitForServiceWorker(page);

  // From 'Mis datos' on the customer's home.
  const link = page.getByRole('link', { name: 'Notificaciones: recordatorios y avisos push' });
  await link.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Notificaciones', level: 1 })).toBeVisible();
  await expect(page.getByText('Desactivadas en este dispositivo.', { exact: true })).toBeVisible();
  expect(await permissionAsks(page)).toBe(0);
  await expect(
    page.getByText(
      'Las confirmaciones de reserva, las cancelaciones y las constancias de entrega y devolución siempre te llegan por correo electrónico.',
    ),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  expect(await smallTapTargets(page, 'main')).toEqual([]);

  // E-mail reminders off: Space on the box, saved on the server.
  const reminders = page.getByRole('checkbox', { name: /Recordatorio de recogida por correo/ });
  await expect(reminders).toBeChecked();
  await reminders.focus();
  const saved = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/me/notification-preferences') &&
      response.request().method() === 'PUT',
  );
  await page.keyboard.press('Space');
  expect((await saved).status()).toBe(200);
  await expect(page.getByText('Preferencias guardadas.')).toBeVisible();
  const stored = await request.get('/api/me/notification-preferences', {
    headers: { Authorization: `Bearer ${customer.token}` },
  });
  expect(await stored.json()).toMatchObject({ emailReminders: false, push: true });

  // Push on: the press asks the browser, and the server keeps this device's subscription.
  const enable = page.getByRole('button', { name: 'Activar notificaciones push' });
  await enable.focus();
  const subscribed = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/push/subscriptions') && response.request().method() === 'POST',
  );
  await page.keyboard.press('Enter');
  expect((await subscribed).status()).toBe(201);
  expect((await subscribed).request().postDataJSON()).toEqual({
    endpoint: subscription.endpoint,
    keys: subscription.keys,
  });
  await expect(page.getByText('Activadas en este dispositivo.', { exact: true })).toBeVisible();
  await expect(page.getByText('Notificaciones push activadas en este dispositivo.')).toBeVisible();
  expect(await permissionAsks(page)).toBe(1);
  await saveScreenshot(page, 'notifications-customer');

  // Still on after a reload (read from the browser, no prompt).
  await page.reload();
  await expect(page.getByText('Activadas en este dispositivo.', { exact: true })).toBeVisible();
  expect(await permissionAsks(page)).toBe(0);
  await expect(reminders).not.toBeChecked();

  // Push off: the same button, still focused after the change.
  const disable = page.getByRole('button', { name: 'Desactivar notificaciones push' });
  await disable.focus();
  const unsubscribed = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/push/subscriptions') &&
      response.request().method() === 'DELETE',
  );
  await page.keyboard.press('Enter');
  expect((await unsubscribed).status()).toBe(204);
  await expect(page.getByText('Desactivadas en este dispositivo.', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Activar notificaciones push' })).toBeFocused();
  await expectNoSeriousA11yViolations(page);

  // On again, then signing out forgets this device: the next person gets nothing of ours.
  await page.keyboard.press('Enter');
  await expect(page.getByText('Activadas en este dispositivo.', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Mostrar menú' }).click();
  const forgotten = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/push/subscriptions') &&
      response.request().method() === 'DELETE',
  );
  await page.getByRole('button', { name: 'Cerrar Sesión' }).click();
  expect((await forgotten).status()).toBe(204);
  await expect(page).toHaveURL('/');
  expect(await page.evaluate(() => localStorage.getItem('e2e-push-subscription'))).toBeNull();
  await pushService.close();
});

test('staff choose each kind by e-mail and/or push, by keyboard on a phone', async ({
  page,
  request,
}) => {
  await signIn(page, ADMIN);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/admin/notifications');
  await expect(page.getByRole('heading', { name: 'Notificaciones', level: 1 })).toBeVisible();

  const damage = page.getByRole('group', { name: 'Daño nuevo' });
  const push = damage.getByRole('checkbox', { name: 'Push' });
  const email = damage.getByRole('checkbox', { name: 'Correo electrónico' });
  await expect(email).toBeChecked();
  const wasOn = await push.isChecked();
  await push.focus();
  const saved = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/me/notification-preferences') &&
      response.request().method() === 'PUT',
  );
  await page.keyboard.press('Space');
  expect((await saved).request().postDataJSON()).toEqual({
    staff: { 'new-damage': { push: !wasOn } },
  });
  expect((await saved).status()).toBe(200);
  await expect(page.getByText('Preferencias guardadas.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  expect(await smallTapTargets(page, 'main')).toEqual([]);
  await saveScreenshot(page, 'notifications-staff');

  const token = await page.evaluate(() => localStorage.getItem('authToken'));
  const headers = { Authorization: `Bearer ${token}` };
  const stored = await (await request.get('/api/me/notification-preferences', { headers })).json();
  expect(stored.staff['new-damage']).toEqual({ email: true, push: !wasOn });

  // The shared admin account goes back as it was for other stories.
  const restored = await request.put('/api/me/notification-preferences', {
    headers,
    data: { staff: { 'new-damage': { push: wasOn } } },
  });
  expect(restored.status()).toBe(200);
});
