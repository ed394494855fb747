import { type APIRequestContext, expect, type Locator, test } from '@playwright/test';
import { hoursOn, timeChoices } from '#domain/company-settings.ts';
import type { CompanySettingsView } from '#domain/company-settings-contracts.ts';
import { addDays, todayInElSalvador } from '#domain/dates.ts';
import { LICENSE_MESSAGES } from '#domain/license.ts';
import { bearer, drawSignature, takeSixPhotos } from './handover-support.ts';
import { apiToken, createVehicle, toast } from './offline-support.ts';
import { ADMIN, expectNoSeriousA11yViolations, saveScreenshot, signIn } from './support.ts';
import { expectTapTargets } from './tap-targets.ts';

/**
 * Issue 28 on the phone a visitor holds at the airport: a tourist registers with a passport,
 * books a car with a pickup time, reads when, where and whom to write to; at the counter, staff
 * see the plate and record the driving licence.
 */
test.use({ viewport: { width: 390, height: 844 } });
// Registration, a booking, six camera photos, a signature and axe scans on a phone.
test.slow();

async function readSettings(request: APIRequestContext): Promise<CompanySettingsView> {
  const response = await request.get('/api/settings');
  expect(response.status()).toBe(200);
  return (await response.json()) as CompanySettingsView;
}

/** A tappable link: visible and at least 44 px tall. */
async function expectTappable(link: Locator) {
  await expect(link).toBeVisible();
  const box = await link.boundingBox();
  expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
}

test('a tourist registers with a passport, books with a pickup time, and the counter records the licence', async ({
  page,
  request,
}) => {
  const settings = await readSettings(request);
  if (!settings.whatsapp || !settings.phone) {
    throw new Error('the demo settings have a phone and a WhatsApp number');
  }
  const whatsapp = `https://wa.me/503${settings.whatsapp.replace(/\D/g, '')}`;
  const phone = `tel:+503${settings.phone.replace(/\D/g, '')}`;
  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 100)}`.toUpperCase();
  const passport = `X${tag}`.slice(0, 20);
  const email = `emily.${tag.toLowerCase()}@example.com`;
  const password = 'Volcan-de-Izalco-28';

  // A car of our own with a plate, ready from today: the counter hands it over today.
  const adminToken = await apiToken(request, ADMIN);
  const car = (await createVehicle(request, adminToken, 'maintenanceCompleted')) as Awaited<
    ReturnType<typeof createVehicle>
  > & { plate: string };
  expect(car.plate).toMatch(/^[A-Z]{2} \d{3}-\d{3}$/);

  // 1. Registration with a passport, the document chosen with the keyboard.
  await page.goto('/register');
  await expect(page.getByRole('heading', { name: 'Crear cuenta' })).toBeVisible();
  const documentType = page.getByRole('radiogroup', { name: 'Tipo de documento' });
  const dui = documentType.getByRole('radio', { name: /^DUI/ });
  const byPassport = documentType.getByRole('radio', { name: /^Pasaporte/ });
  await expect(dui).toBeChecked();
  await dui.focus();
  await page.keyboard.press('ArrowRight');
  await expect(byPassport).toBeChecked();
  await expect(byPassport).toBeFocused();
  await expect(page.getByLabel('DUI', { exact: true })).toHaveCount(0);

  await page.getByLabel('Nombre', { exact: true }).fill('Emily');
  await page.getByLabel('Apellido').fill('Turista');
  await page.getByLabel('Fecha de nacimiento').fill('1990-03-14');
  // Mistakes first: the server's rules, in Spanish, under each field.
  await page.getByLabel('Número de pasaporte').fill('ab-1');
  await page.getByLabel('Número de teléfono').fill('3055550100');
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(
    page.getByText('El número de pasaporte debe tener entre 5 y 20 letras o dígitos'),
  ).toBeVisible();
  await expect(page.getByText('La nacionalidad es requerida')).toBeVisible();
  await expect(
    page.getByText(
      'El número de teléfono debe estar en formato internacional, por ejemplo +13055550100',
    ),
  ).toBeVisible();
  await expect(page.getByLabel('Número de pasaporte')).toBeFocused();
  await expectTapTargets(page);
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, 'register-passport-errors');

  await page.getByLabel('Número de pasaporte').fill(passport.toLowerCase());
  await expect(page.getByLabel('Número de pasaporte')).toHaveValue(passport);
  await page.getByLabel('Nacionalidad').selectOption({ label: 'Estados Unidos' });
  await page.getByLabel('Número de teléfono').fill('+1 305 555 0100');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByLabel('Confirmar contraseña').fill(password);
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(page.getByText('¡Registro exitoso! Redirigiendo al login...')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/, { timeout: 10_000 });

  // 2. Signed in, the customer's data name the passport and its country.
  await signIn(page, { email, password });
  await expect(page).toHaveURL(/\/customer$/);
  const account = page.getByRole('region', { name: 'Mis datos' });
  await expect(account.getByTestId('account-Documento')).toHaveText(`Pasaporte ${passport}`);
  await expect(account.getByTestId('account-Nacionalidad')).toHaveText('Estados Unidos');
  await expect(account.getByTestId('account-Teléfono')).toHaveText('+13055550100');

  // 3. A booking from today, with a pickup time other than the default.
  const start = todayInElSalvador();
  const end = addDays(start, 2);
  const open = hoursOn(settings, start);
  if (!open) throw new Error('the agency opens every day');
  const pickupTime = timeChoices(open).filter((time) => time !== settings.defaultPickupTime)[2];
  if (!pickupTime) throw new Error('several times to choose from');
  await page.goto(`/customer/reservation-page/${car.id}?start=${start}&end=${end}`);
  await expect(page.getByRole('heading', { name: 'Reservar Vehículo' })).toBeVisible();
  const pickup = page.getByLabel(`Hora de recogida (de ${open.opens} a ${open.closes})`);
  await pickup.click();
  await page.getByRole('option', { name: pickupTime, exact: true }).click();
  await expect(pickup).toContainText(pickupTime);
  await page.getByRole('button', { name: 'Alquilar Vehículo' }).click();
  await expect(page).toHaveURL('/customer/my-reservations');

  const { token } = (await (
    await request.post('/api/auth/login', { data: { email, password } })
  ).json()) as { token: string };
  const listed = await request.get('/api/reservations/user', { headers: bearer(token) });
  const [booked] = (await listed.json()) as { id: number; pickupTime: string }[];
  if (!booked) throw new Error('the booking is listed');
  expect(booked.pickupTime).toBe(pickupTime);

  // The confirmation: the time, the place, and WhatsApp and the phone one tap away.
  const confirmation = page.getByRole('region', { name: `Reserva #${booked.id}` });
  await expect(confirmation.getByTestId('pickup-time')).toHaveText(pickupTime);
  await expect(confirmation.getByTestId('place')).toContainText(settings.address);
  await expect(confirmation).toContainText(`a las ${pickupTime}`);
  await expectTappable(confirmation.locator(`a[href="${whatsapp}"]`));
  await expectTappable(confirmation.locator(`a[href="${phone}"]`));
  await expectTapTargets(page);
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, 'tourist-confirmation');

  // 'Mis Reservas' and the footer keep the contact within reach.
  await page.reload();
  const help = page.getByRole('region', { name: '¿Necesitas ayuda?' });
  await expectTappable(help.locator(`a[href="${whatsapp}"]`));
  await expectTappable(help.locator(`a[href="${phone}"]`));
  const footer = page.getByRole('contentinfo');
  await expectTappable(footer.locator(`a[href="${whatsapp}"]`));
  await expectTappable(footer.locator(`a[href="${phone}"]`));

  // 4. The counter: finds the car by its plate, calls the tourist on their own number, and
  // records the licence at check-out.
  await page.evaluate(() => localStorage.clear());
  await signIn(page, ADMIN);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/admin/operations');
  await expect(page.getByRole('heading', { name: 'Operaciones de hoy', level: 1 })).toBeVisible();
  await page.getByLabel('Buscar por cliente, DUI o vehículo').fill(car.plate.toLowerCase());
  const card = page
    .getByRole('region', { name: /Entregas de hoy/ })
    .getByRole('listitem', { name: 'Emily Turista' });
  await expect(card).toContainText(car.plate);
  await expect(card).toContainText(`Pasaporte ${passport} (US)`);
  await expect(card.getByTestId('operation-times')).toContainText(`Recogida ${pickupTime}`);
  await expectTappable(card.locator('a[href="tel:+13055550100"]'));
  await card.getByRole('link', { name: /Registrar entrega/ }).click();

  await expect(page.getByRole('heading', { name: 'Entrega de vehículo' })).toBeVisible();
  await expect(page.getByText(car.plate, { exact: true })).toBeVisible();
  await expect(page.getByText('Pasaporte (Estados Unidos)')).toBeVisible();
  await page.getByLabel('Revisé el pasaporte del cliente con su documento').check();
  // A licence that runs out before the return day is refused before anything is sent.
  const licence = page.getByRole('group', { name: 'Licencia de conducir' });
  await licence.getByLabel('Número de licencia').fill('FL-D123-456-78-901');
  await licence.getByLabel('País que la emitió').selectOption('US');
  await licence.getByLabel('Vence el').fill(addDays(start, 1));
  await page.getByLabel('Odómetro (km)').fill('1200');
  await page.getByRole('radio', { name: 'Lleno (8/8)' }).check({ force: true });
  await takeSixPhotos(page, 28);
  await drawSignature(page, 28);
  await page.getByRole('button', { name: 'Confirmar entrega' }).click();
  await expect(
    licence.getByText(LICENSE_MESSAGES.expiresBeforeReturn(end, addDays(start, 1))),
  ).toBeVisible();
  const expiresOn = addDays(start, 400);
  await licence.getByLabel('Vence el').fill(expiresOn);
  await expectTapTargets(page);
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, 'tourist-checkout-licence');
  await page.getByRole('button', { name: 'Confirmar entrega' }).click();
  await expect(toast(page, 'Entrega registrada: la reserva está En curso')).toBeVisible();

  const stored = await request.get(`/api/reservations/${booked.id}`, {
    headers: bearer(adminToken),
  });
  expect(stored.status()).toBe(200);
  const record = (await stored.json()) as {
    rentalStatus: string;
    checkout: { license: unknown } | null;
    vehicle: { plate: string };
  };
  expect(record.rentalStatus).toBe('inProgress');
  expect(record.vehicle.plate).toBe(car.plate);
  expect(record.checkout?.license).toEqual({
    number: 'FL-D123-456-78-901',
    country: 'US',
    expiresOn,
  });
});
