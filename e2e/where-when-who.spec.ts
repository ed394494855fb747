import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { weekdayOf } from '#domain/company-settings.ts';
import { adminToken } from './admin-reservations-fixtures.ts';
import {
  availableVehicles,
  daysFromToday,
  openSignedIn,
  registerCustomer,
} from './customer-fixtures.ts';
import { ADMIN, expectNoSeriousA11yViolations, saveScreenshot, signIn } from './support.ts';

/** Issue 28 on the phone a renter holds: when, where, and whom to call. */
test.use({ viewport: { width: 390, height: 844 } });
// The admin's test changes the shared settings for a moment: not while the booking test reads them.
test.describe.configure({ mode: 'serial' });

interface Settings {
  address: string;
  whatsapp: string | null;
  phone: string | null;
  [field: string]: unknown;
}

async function readSettings(request: APIRequestContext): Promise<Settings> {
  const response = await request.get('/api/settings');
  expect(response.status()).toBe(200);
  return (await response.json()) as Settings;
}

/** A tappable link: visible and at least 44 px tall. */
async function expectTappable(link: Locator) {
  await expect(link).toBeVisible();
  const box = await link.boundingBox();
  expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
}

const whatsappLink = (scope: Page | Locator, digits: string) =>
  scope.locator(`a[href="https://wa.me/503${digits}"]`);

test('a customer books with a pickup time and sees the time, the place and WhatsApp', async ({
  page,
  request,
}) => {
  const settings = await readSettings(request);
  if (!settings.whatsapp) throw new Error('the demo settings have a WhatsApp number');
  const digits = settings.whatsapp.replace(/\D/g, '');
  const customer = await registerCustomer(request, 'Horario');
  // A Tuesday far ahead: the agency opens 08:00 to 18:00.
  let from = 300;
  while (weekdayOf(daysFromToday(from)) !== 2) from += 1;
  const range = { start: daysFromToday(from), end: daysFromToday(from + 2) };
  const [vehicle] = await availableVehicles(request, range);
  if (!vehicle) throw new Error('vehicles are available far ahead');
  await openSignedIn(
    page,
    customer,
    `/customer/reservation-page/${vehicle.id}?start=${range.start}&end=${range.end}`,
  );
  await expect(page.getByRole('heading', { name: 'Reservar Vehículo' })).toBeVisible();

  // The default is chosen already; the customer picks 10:30 with the keyboard-ready dropdown.
  const pickup = page.getByLabel('Hora de recogida (de 08:00 a 18:00)');
  await expect(pickup).toContainText('09:00');
  await pickup.click();
  await page.getByRole('option', { name: '10:30', exact: true }).click();
  await expect(pickup).toContainText('10:30');
  await expect(page.getByLabel('Hora de devolución (de 08:00 a 18:00)')).toContainText('17:00');
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Alquilar Vehículo' }).click();
  await expect(page).toHaveURL('/customer/my-reservations');
  const listed = await request.get('/api/reservations/user', {
    headers: { Authorization: `Bearer ${customer.token}` },
  });
  const [booked] = (await listed.json()) as {
    id: number;
    pickupTime: string;
    returnTime: string;
  }[];
  expect(booked).toMatchObject({ pickupTime: '10:30', returnTime: '17:00' });
  if (!booked) throw new Error('booked');

  const confirmation = page.getByRole('region', { name: `Reserva #${booked.id}` });
  await expect(confirmation).toBeVisible();
  await expect(confirmation.getByTestId('pickup-time')).toHaveText('10:30');
  await expect(confirmation.getByTestId('return-time')).toHaveText('17:00');
  await expect(confirmation.getByTestId('place')).toContainText(settings.address);
  await expect(confirmation).toContainText('a las 10:30');
  await expectTappable(whatsappLink(confirmation, digits));
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, 'confirmation-time-place-contact');

  // 'Mis Reservas' another day: the card keeps the time and the place, help is one tap away.
  await page.goto('/customer');
  await page.goto('/customer/my-reservations');
  const card = page.getByRole('article').filter({ hasText: vehicle.name }).first();
  await expect(card.getByTestId('pickup-time')).toHaveText('10:30');
  await expect(card.getByTestId('place')).toContainText(settings.address);
  const help = page.getByRole('region', { name: '¿Necesitas ayuda?' });
  await expectTappable(whatsappLink(help, digits));
  if (settings.phone) {
    await expectTappable(help.locator(`a[href="tel:+503${settings.phone.replace(/\D/g, '')}"]`));
  }
  // And the footer under every screen.
  await expectTappable(whatsappLink(page.getByRole('contentinfo'), digits));
  await expectNoSeriousA11yViolations(page);
});

test('an admin edits the settings on a phone, Spanish errors first', async ({ page, request }) => {
  const before = await readSettings(request);
  const token = await adminToken(request);
  try {
    await signIn(page, ADMIN);
    await expect(page).toHaveURL('/admin');
    await page.goto('/admin/settings');
    await expect(page.getByRole('heading', { name: 'Configuración', level: 1 })).toBeVisible();
    const address = page.getByLabel('Dirección de la agencia');
    await expect(address).toHaveValue(before.address);
    await expectNoSeriousA11yViolations(page);

    // Mistakes are named in Spanish, next to the field, and nothing is saved.
    await address.fill('');
    await page.getByLabel('WhatsApp').fill('7777-88');
    await page.getByRole('button', { name: 'Guardar configuración' }).click();
    await expect(page.getByText('La dirección de la agencia es requerida').first()).toBeVisible();
    await expect(page.getByText('El número de WhatsApp debe tener 8 dígitos')).toBeVisible();
    await expect(address).toBeFocused();
    expect((await readSettings(request)).address).toBe(before.address);

    await address.fill('Paseo General Escalón 3700, San Salvador');
    await page.getByLabel('WhatsApp').fill('7123 4567');
    await page.getByLabel('Cierra (Sábado)').fill('14:00');
    await page.getByRole('button', { name: 'Guardar configuración' }).click();
    await expect(page.getByText('Configuración guardada')).toBeVisible();
    const saved = await readSettings(request);
    expect(saved).toMatchObject({
      address: 'Paseo General Escalón 3700, San Salvador',
      whatsapp: '7123-4567',
    });
    expect(saved.openingHours).toContainEqual({ day: 6, opens: '08:00', closes: '14:00' });
    await saveScreenshot(page, 'admin-settings');
    // The footer customers see (staff screens have none) reads the new number.
    await page.goto('/');
    await expectTappable(whatsappLink(page.getByRole('contentinfo'), '71234567'));
  } finally {
    const { updatedAt: _updatedAt, ...fields } = before;
    const restored = await request.put('/api/settings', {
      headers: { Authorization: `Bearer ${token}` },
      data: fields,
    });
    expect(restored.status()).toBe(200);
  }
});
