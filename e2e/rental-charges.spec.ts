import { expect, type Page, test } from '@playwright/test';
import { formatUsd } from '../domain/number-format.ts';
import { pdfText } from '../server/test/pdf.ts';
import { OUTBOX_DB } from '../src/lib/outbox-store.ts';
import { registerCustomer } from './customer-fixtures.ts';
import { bearer, drawSignature, takeSixPhotos } from './handover-support.ts';
import {
  apiToken,
  createReservation,
  createVehicle,
  toast,
  waitForServiceWorker,
} from './offline-support.ts';
import { ADMIN, expectNoSeriousA11yViolations, saveScreenshot, signIn } from './support.ts';
import { smallTapTargets } from './tap-targets.ts';

/**
 * Issue 30 at the counter, on a phone, on a booking of its own: the check-out keeps the deposit
 * field as typed (cleared is cleared, and an empty one is refused in Spanish); at the return
 * staff add a cleaning charge (from the settings' fee) and a damage charge (suggested by the new
 * damage, with its estimate), remove a third, watch the balance follow, and finish offline: the
 * queued check-in carries the charges and the time it was recorded; once online the server
 * bills them and the statement PDF lists them.
 */

test.use({ viewport: { width: 390, height: 844 } });
test.slow();

interface Money {
  cleaningFee: number;
  depositByType: { Sedan: number };
}

/** The bodies of the check-ins waiting in this device's outbox (IndexedDB). */
async function queuedCheckins(page: Page): Promise<Record<string, unknown>[]> {
  return page.evaluate(async (name) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open(name);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const entries = await new Promise<{ kind: string; body: unknown }[]>((resolve, reject) => {
      const request = db.transaction('entries').objectStore('entries').getAll();
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    db.close();
    return entries
      .filter((entry) => entry.kind === 'reservation-checkin' && typeof entry.body === 'string')
      .map((entry) => JSON.parse(entry.body as string));
  }, OUTBOX_DB);
}

test('staff add cleaning and damage charges at the return, offline, and the bill lists them', async ({
  page,
  context,
  request,
}) => {
  const adminToken = await apiToken(request, ADMIN);
  const { money } = (await (
    await request.get('/api/settings', { headers: bearer(adminToken) })
  ).json()) as { money: Money };
  const customer = await registerCustomer(request, 'Cargos');
  const vehicle = await createVehicle(request, adminToken, 'maintenanceCompleted');
  const { id } = await createReservation(request, customer.token, vehicle.id, 0);
  const booked = await request.get(`/api/reservations/${id}`, { headers: bearer(adminToken) });
  const { totalPrice } = (await booked.json()) as { totalPrice: number };

  await signIn(page, ADMIN);
  await page.waitForURL(/\/admin/);
  await waitForServiceWorker(page);

  // ---- the check-out: the deposit field keeps what is typed --------------------------------
  await page.goto(`/admin/operations/${id}/checkout`);
  await expect(page.getByRole('heading', { name: 'Entrega de vehículo' })).toBeVisible();
  await page.getByLabel('Revisé el DUI del cliente con su documento').check();
  await page.getByLabel('Odómetro (km)').fill('1200');
  await page.getByRole('radio', { name: 'Lleno (8/8)' }).check({ force: true });
  await takeSixPhotos(page, 610);
  const deposit = page.getByLabel('Depósito retenido (USD)');
  await expect(deposit).toHaveValue(money.depositByType.Sedan.toFixed(2));
  await deposit.fill('');
  await expect(deposit).toHaveValue('');
  await drawSignature(page, 61);
  await page.getByRole('button', { name: 'Confirmar entrega' }).click();
  await expect(page.getByText('Indique el depósito; escriba 0 si no se cobra')).toBeVisible();
  await expect(deposit).toBeFocused();
  await deposit.fill('150');
  await page.getByRole('button', { name: 'Confirmar entrega' }).click();
  await expect(toast(page, 'Entrega registrada: la reserva está En curso')).toBeVisible();
  const out = await request.get(`/api/reservations/${id}`, { headers: bearer(adminToken) });
  expect(((await out.json()) as { billing: { deposit: number } }).billing.deposit).toBe(150);

  // ---- the check-in ------------------------------------------------------------------------
  await page.goto(`/admin/operations/${id}/checkin`);
  await expect(page.getByRole('heading', { name: 'Devolución de vehículo' })).toBeVisible();
  await page.getByLabel('Odómetro de devolución (km)').fill('1310');
  await page.getByRole('radio', { name: 'Lleno (8/8)' }).check({ force: true });
  await takeSixPhotos(page, 640);
  await page.getByLabel('Área del daño').fill('Parachoques trasero');
  await page.getByLabel('Descripción del daño').fill('Golpe nuevo');
  await page.getByLabel('Costo estimado (USD, opcional)').fill('80');
  await page.getByRole('button', { name: 'Agregar daño' }).click();

  const bill = page.getByRole('region', { name: 'Cuenta de la reserva' });
  const balanceOf = (charges: number) => totalPrice + charges - 150;
  const expectBalance = async (charges: number) => {
    const balance = balanceOf(charges);
    await expect(bill).toContainText(balance >= 0 ? 'Saldo a pagar' : 'Saldo a devolver');
    await expect(bill).toContainText(formatUsd(Math.abs(balance)));
  };
  await expectBalance(0);

  // A cleaning, by keyboard: it starts at the settings' fee and the focus lands on its amount.
  await page.getByRole('button', { name: 'Limpieza', exact: true }).focus();
  await page.keyboard.press('Enter');
  const cleaning = page.getByLabel('Monto: Limpieza (USD)');
  await expect(cleaning).toBeFocused();
  await expect(cleaning).toHaveValue(money.cleaningFee.toFixed(2));
  await expectBalance(money.cleaningFee);

  // The new damage is offered as a damage charge with its own estimate.
  await page
    .getByRole('button', {
      name: `Cobrar daño: Parachoques trasero (costo estimado ${formatUsd(80)})`,
    })
    .click();
  await expect(page.getByLabel('Descripción: Daños')).toHaveValue(
    'Parachoques trasero: Golpe nuevo',
  );
  await expect(page.getByLabel('Monto: Daños (USD)')).toHaveValue('80.00');
  await expectBalance(money.cleaningFee + 80);

  // Another charge left empty is refused in Spanish, then removed.
  await page.getByRole('button', { name: 'Otro cargo', exact: true }).click();
  await expect(page.getByLabel('Descripción: Otro cargo')).toBeFocused();
  await page.getByLabel('Monto: Otro cargo (USD)').fill('0');
  await page.getByRole('button', { name: 'Revisar resumen' }).click();
  await expect(page.getByText('La descripción del cargo es requerida')).toBeVisible();
  await expect(page.getByLabel('Descripción: Otro cargo')).toBeFocused();
  await page.getByLabel('Descripción: Otro cargo').fill('Llave extraviada');
  await page.getByRole('button', { name: 'Revisar resumen' }).click();
  await expect(page.getByText('El monto del cargo debe ser mayor que $0.00')).toBeVisible();

  const added = page.getByRole('list', { name: 'Cargos agregados' });
  await expect(added.getByRole('listitem')).toHaveCount(3);
  await expectNoSeriousA11yViolations(page);
  expect(await smallTapTargets(page, 'main')).toEqual([]);
  await saveScreenshot(page, 'checkin-added-charges');
  await page.getByRole('button', { name: 'Quitar cargo: Otro cargo' }).click();
  await expect(added.getByRole('listitem')).toHaveCount(2);
  await expectBalance(money.cleaningFee + 80);

  // The damage costs more than estimated: the balance follows.
  await page.getByLabel('Monto: Daños (USD)').fill('$95.50');
  await expectBalance(money.cleaningFee + 95.5);
  await page.getByRole('button', { name: 'Revisar resumen' }).click();
  await expectBalance(money.cleaningFee + 95.5);
  await expect(bill).toContainText('Limpieza: Limpieza del vehículo');
  await expect(bill).toContainText('Daños: Parachoques trasero: Golpe nuevo');
  await expectNoSeriousA11yViolations(page);

  // Finished with no network: the check-in waits in the outbox with its charges.
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Confirmar devolución' }).click();
  await expect(toast(page, /Devolución guardada sin conexión/)).toBeVisible();
  const [queued] = await queuedCheckins(page);
  expect(queued?.charges).toEqual([
    {
      kind: 'cleaning',
      description: 'Limpieza del vehículo',
      amount: money.cleaningFee,
      reason: null,
    },
    {
      kind: 'damage',
      description: 'Parachoques trasero: Golpe nuevo',
      amount: 95.5,
      reason: null,
    },
  ]);
  const recordedAt = new Date(String(queued?.recordedAt));
  expect(Math.abs(Date.now() - recordedAt.getTime())).toBeLessThan(5 * 60_000);

  await context.setOffline(false);
  const stored = async () =>
    (await (
      await request.get(`/api/reservations/${id}`, { headers: bearer(adminToken) })
    ).json()) as {
      rentalStatus: string;
      billing: { balance: number; charges: { kind: string; amount: number }[] };
      documents: { statement: { url: string } | null };
    };
  await expect
    .poll(async () => (await stored()).rentalStatus, { timeout: 30_000 })
    .toBe('returned');
  const view = await stored();
  expect(view.billing.charges.map(({ kind, amount }) => `${kind} ${amount}`)).toEqual([
    `cleaning ${money.cleaningFee}`,
    'damage 95.5',
  ]);
  expect(view.billing.balance).toBeCloseTo(balanceOf(money.cleaningFee + 95.5), 2);
  const pdf = await request.get(view.documents.statement?.url ?? '', {
    headers: bearer(adminToken),
  });
  expect(pdf.status()).toBe(200);
  const text = pdfText(await pdf.body());
  for (const expected of [
    'Limpieza: Limpieza del vehículo',
    formatUsd(money.cleaningFee),
    'Daños: Parachoques trasero: Golpe nuevo',
    '$95.50',
    '-$150.00',
    'Fecha de devolución',
  ]) {
    expect(text).toContain(expected);
  }
});
