import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { daysBetween, todayInElSalvador } from '../domain/dates.ts';
import { formatUsd } from '../domain/number-format.ts';
import { bearer, takeSixPhotos } from './handover-support.ts';
import { apiToken, toast } from './offline-support.ts';
import { ADMIN, expectNoSeriousA11yViolations, saveScreenshot, signIn } from './support.ts';

/**
 * Issue 30 at the counter, on a phone: the demo data's overdue rental (handed over with a full
 * tank, due back yesterday) comes back with a quarter of a tank. The check-in proposes the late
 * and fuel charges, staff lower the fuel one with a reason, the bill shows the balance, and the
 * customer downloads the statement from 'Mis Reservas' (the seeded hand-over has no agreement).
 * It runs after the specs that read the overdue rental (cars-out, admin-dashboard): it returns it.
 */

test.use({ viewport: { width: 390, height: 844 } });
test.slow();

interface Late {
  id: number;
  endDate: string;
  pricePerDay: number;
  totalPrice: number;
  user: { email: string };
  vehicle: { name: string; brand: string };
  checkout: { odometer: number; fuel: number };
  billing?: { deposit: number; paid: number };
}

test('a late return with a low tank is billed, and the customer downloads the statement', async ({
  page,
  request,
  browser,
}) => {
  const token = await apiToken(request, ADMIN);
  const today = await request.get('/api/operations/today', { headers: bearer(token) });
  const late = ((await today.json()) as { overdue: Late[] }).overdue[0];
  if (!late) throw new Error('the demo data has an overdue rental');
  const settings = await request.get('/api/settings', { headers: bearer(token) });
  const { money } = (await settings.json()) as {
    money: { lateFeePerDay: number | null; fuelChargePerEighth: number };
  };
  const days = daysBetween(late.endDate, todayInElSalvador());
  const lateCharge = days * (money.lateFeePerDay ?? late.pricePerDay);
  const fuelIn = late.checkout.fuel - 6;
  const fuelCharge = 6 * money.fuelChargePerEighth;

  await signIn(page, ADMIN);
  await page.waitForURL(/\/admin/);
  await page.goto(`/admin/operations/${late.id}/checkin`);
  await expect(page.getByRole('heading', { name: 'Devolución de vehículo' })).toBeVisible();
  await page.getByLabel('Odómetro de devolución (km)').fill(String(late.checkout.odometer + 120));
  await page.getByRole('radio', { name: `${fuelIn}/8` }).check({ force: true });
  await takeSixPhotos(page, 930);

  const proposals = page.getByRole('list', { name: 'Cargos propuestos' });
  await expect(proposals).toContainText(
    `Devolución tardía: ${days} ${days === 1 ? 'día' : 'días'}`,
  );
  await expect(proposals).toContainText(`propuesto ${formatUsd(lateCharge)}`);
  await expect(proposals).toContainText(`propuesto ${formatUsd(fuelCharge)}`);
  await expectNoSeriousA11yViolations(page);

  // Staff lower the fuel charge: without a reason the form says what is missing.
  const fuelAmount = page.getByLabel('Monto: Combustible faltante (USD)');
  await expect(fuelAmount).toHaveValue(fuelCharge.toFixed(2));
  await fuelAmount.fill('20.00');
  await page.getByRole('button', { name: 'Revisar resumen' }).click();
  await expect(page.getByText(/indica el motivo del cambio/)).toBeVisible();
  await page
    .getByLabel('Motivo del cambio: Combustible faltante')
    .fill('El cliente cargó gasolina antes de llegar');
  await page.getByLabel('Pago recibido (USD)').fill('10');
  await page.getByRole('button', { name: 'Revisar resumen' }).click();

  const deposit = late.billing?.deposit ?? 0;
  const paid = (late.billing?.paid ?? 0) + 10;
  const balance = late.totalPrice + lateCharge + 20 - deposit - paid;
  const bill = page.getByRole('region', { name: 'Cuenta de la reserva' });
  await expect(bill).toContainText(balance >= 0 ? 'Saldo a pagar' : 'Saldo a devolver');
  await expect(bill).toContainText(formatUsd(Math.abs(balance)));
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, 'checkin-bill');
  await page.getByRole('button', { name: 'Confirmar devolución' }).click();
  await expect(toast(page, 'Devolución registrada: la reserva está Devuelta')).toBeVisible();

  const stored = await request.get(`/api/reservations/${late.id}`, { headers: bearer(token) });
  const view = await stored.json();
  expect(view.billing.balance).toBeCloseTo(balance, 2);
  expect(view.billing.charges).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ kind: 'late', amount: lateCharge, reason: null }),
      expect.objectContaining({
        kind: 'fuel',
        amount: 20,
        proposed: fuelCharge,
        reason: 'El cliente cargó gasolina antes de llegar',
      }),
    ]),
  );

  const customerToken = await apiToken(request, {
    email: late.user.email,
    password: 'Cliente2026',
  });
  // The demo data's hand-over was written by the seed, not by a check-out: it has no agreement.
  expect(view.documents.agreement).toBeNull();
  const pdf = await request.get(view.documents.statement.url, { headers: bearer(customerToken) });
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');

  // The customer, on their own phone, takes both documents from 'Mis Reservas'.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const customer = await phone.newPage();
  await signIn(customer, { email: late.user.email, password: 'Cliente2026' });
  await customer.waitForURL((url) => url.pathname !== '/login');
  await customer.goto('/customer/my-reservations');
  const card = customer.getByRole('article', {
    name: `${late.vehicle.brand} ${late.vehicle.name}`,
  });
  await expect(card.getByRole('region', { name: 'Cuenta de la reserva' })).toContainText(
    formatUsd(Math.abs(balance)),
  );
  for (const [label, name] of [
    ['Descargar liquidación', /^liquidacion-\d{4}-\d{6}\.pdf$/],
  ] as const) {
    const [download] = await Promise.all([
      customer.waitForEvent('download', { timeout: 20_000 }),
      card.getByRole('button', { name: new RegExp(`^${label}`) }).click(),
    ]).catch(async (error: unknown) => {
      await customer.screenshot({ path: `test-results/rental-bill-${label}.png` });
      throw error;
    });
    expect(download.suggestedFilename()).toMatch(name);
    expect(
      readFileSync((await download.path()) ?? '')
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  }
  await phone.close();
});
