import { expect, test } from '@playwright/test';
import {
  availableVehicles,
  daysFromToday,
  registerCustomer,
  reserve,
} from './customer-fixtures.ts';
import { BOUNCE_REPLY, BOUNCING, startSmtpSink } from './smtp-sink.ts';
import { ADMIN, expectNoSeriousA11yViolations, saveScreenshot, signIn } from './support.ts';
import { smallTapTargets } from './tap-targets.ts';

/**
 * Issue 29, 'Mensajes' (/admin/messages) on a 390 px phone and by keyboard: a booking's
 * confirmation to an address the mail server refuses (a real SMTP server answering 550) is
 * 'fallido' with its reason, and 'Reenviar' puts it back in the queue.
 */
test.use({ viewport: { width: 390, height: 844 } });

let sink: Awaited<ReturnType<typeof startSmtpSink>>;
test.beforeAll(async () => {
  sink = await startSmtpSink();
});
test.afterAll(async () => {
  await sink.close();
});

test("a refused confirmation is 'fallido' with its reason, and 'Reenviar' sends it again", async ({
  page,
  request,
}) => {
  const customer = await registerCustomer(request, BOUNCING);
  const range = { start: daysFromToday(250), end: daysFromToday(252) };
  const [vehicle] = await availableVehicles(request, range);
  if (!vehicle) throw new Error('no vehicle free for the test');
  const reservation = await reserve(request, customer, {
    vehicleId: vehicle.id,
    startDate: range.start,
    endDate: range.end,
  });

  await signIn(page, ADMIN);
  await expect(page).toHaveURL(/\/admin$/);
  // Through the menu, by keyboard: the phone's menu button, then 'Mensajes'.
  await page.getByRole('button', { name: 'Mostrar menú' }).focus();
  await page.keyboard.press('Enter');
  const menuItem = page.getByRole('link', { name: 'Mensajes', exact: true });
  await menuItem.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/admin/messages');
  await expect(page.getByRole('heading', { name: 'Mensajes', level: 1 })).toBeVisible();

  const filter = page.getByRole('textbox', { name: 'Reserva' });
  await filter.focus();
  await page.keyboard.type(String(reservation.id));
  const card = page
    .getByRole('article')
    .filter({ hasText: 'Reserva confirmada' })
    .filter({ hasText: `#${reservation.id}` });
  // The worker tries within seconds; the refusal is permanent, so it is 'fallido' at once.
  await expect(async () => {
    await page.getByRole('button', { name: 'Actualizar' }).click();
    await expect(card.getByText('fallido', { exact: true })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(card.getByText(new RegExp(`Motivo: .*${BOUNCE_REPLY}`))).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  expect(await smallTapTargets(page, 'main')).toEqual([]);
  // Nothing wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await saveScreenshot(page, 'messages-failed');

  // The state filter by keyboard too: only failed messages, this one among them.
  await page.getByRole('combobox', { name: 'Estado' }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('option', { name: 'fallido' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('combobox', { name: 'Estado' })).toHaveText('fallido');
  await expect(card).toBeVisible();
  await expect(page.getByRole('article').getByText('enviado', { exact: true })).toHaveCount(0);

  const resend = card.getByRole('button', { name: 'Reenviar' });
  await resend.focus();
  const answer = page.waitForResponse(
    (response) =>
      /\/api\/messages\/\d+\/resend$/.test(response.url()) &&
      response.request().method() === 'POST',
  );
  await page.keyboard.press('Enter');
  expect((await answer).status()).toBe(202);
  const id = /\/api\/messages\/(\d+)\/resend$/.exec((await answer).url())?.[1];
  const done = page.getByText(`Mensaje #${id} reenviado: volvió a la cola de envío.`);
  await expect(done).toBeVisible();
  await expect(done).toBeFocused();

  // The same message again is no longer a failed one: the server says so in Spanish.
  const token = await page.evaluate(() => localStorage.getItem('authToken'));
  const again = await request.post(`/api/messages/${id}/resend`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  if (again.status() === 409) {
    expect((await again.json()).message).toBe('Solo se puede reenviar un mensaje fallido.');
  } else {
    // The worker already tried it again, and the server refused it again: failed once more.
    expect(again.status()).toBe(202);
  }
  expect(sink.received).not.toContain(customer.email);
});
