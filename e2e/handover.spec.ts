import { readFileSync } from 'node:fs';
import { expect, type Locator, type Page, test } from '@playwright/test';
import type { OutboxKind } from '../domain/outbox-kinds.ts';
import { formatKilometers } from '../src/lib/vehicle-format.ts';
import { type Customer, registerCustomer } from './customer-fixtures.ts';
import {
  ANGLES,
  bearer,
  cameraPhoto,
  drawSignature,
  expectPhotoStored,
  getReservation,
  type ReservationRecord,
  takeSixPhotos,
} from './handover-support.ts';
import {
  apiToken,
  createReservation,
  createVehicle,
  getVehicle,
  outboxResults,
  pendingCounter,
  recordOutboxMessages,
  type TestVehicle,
  toast,
  waitForServiceWorker,
} from './offline-support.ts';
import { ADMIN, expectNoSeriousA11yViolations, saveScreenshot, signIn } from './support.ts';

/**
 * Issue 11: at the counter and on the lot, staff hand a car over (check-out) and take it back
 * (check-in) on a phone, with six walk-around photos, fuel, odometer, the customer's signature
 * and new damage; then the customer sees the same record. Once online, once with no network.
 */
test.use({ viewport: { width: 390, height: 844 } });

const PENDING = 'pendiente de sincronizar';

interface Story {
  adminToken: string;
  customer: Customer;
  vehicle: TestVehicle;
  reservationId: number;
  /** As the server stores it ('12345678-9'). */
  dui: string;
}

async function setUp(request: Parameters<typeof apiToken>[0], tag: string): Promise<Story> {
  const adminToken = await apiToken(request, ADMIN);
  const customer = await registerCustomer(request, tag);
  // A car of our own (1,000 km, ready to rent) and a booking of it from today.
  const vehicle = await createVehicle(request, adminToken, 'maintenanceCompleted');
  const { id } = await createReservation(request, customer.token, vehicle.id, 0);
  const stored = await request.get(`/api/reservations/${id}`, { headers: bearer(adminToken) });
  const { user } = (await stored.json()) as { user: { dui: string } };
  return { adminToken, customer, vehicle, reservationId: id, dui: user.dui };
}

async function openOperations(page: Page, story: Story) {
  await page.goto('/admin/operations');
  await expect(page.getByRole('heading', { name: 'Operaciones de hoy', level: 1 })).toBeVisible();
  // Search by the customer's DUI: only this story's booking remains.
  await page.getByLabel('Buscar por cliente, DUI o vehículo').fill(story.dui);
  return operationCard(page, story);
}

function operationCard(page: Page, story: Story) {
  return page
    .getByRole('region', { name: /Entregas de hoy/ })
    .getByRole('listitem', { name: `${story.customer.firstName} Cliente` });
}

async function checkOut(page: Page, story: Story, seed: number) {
  await expect(page.getByRole('heading', { name: 'Entrega de vehículo' })).toBeVisible();
  await expect(page.getByText(story.dui, { exact: true })).toBeVisible();
  await page.getByLabel('Revisé el DUI del cliente con su documento').check();
  await page.getByLabel('Odómetro (km)').fill('1200');
  await page.getByRole('radio', { name: 'Lleno (8/8)' }).check({ force: true });
  await takeSixPhotos(page, seed);
  await page
    .getByLabel('Notas de daños existentes (opcional)')
    .fill('Rayón leve en el parachoques');
  await drawSignature(page, seed);
  await saveScreenshot(page, 'handover-checkout');
  await page.getByRole('button', { name: 'Confirmar entrega' }).click();
}

async function checkIn(page: Page, seed: number) {
  await expect(page.getByRole('heading', { name: 'Devolución de vehículo' })).toBeVisible();
  // The pickup photos sit beside the new ones.
  for (const angle of ['Frente', 'Tablero']) {
    await expect(page.getByRole('img', { name: `Foto de entrega: ${angle}` })).toBeVisible();
  }
  await page.getByLabel('Odómetro de devolución (km)').fill('1350');
  await page.getByRole('radio', { name: '6/8' }).check({ force: true });
  await takeSixPhotos(page, seed);
  await page.getByLabel('Área del daño').fill('Puerta trasera derecha');
  await page.getByLabel('Descripción del daño').fill('Abolladura nueva');
  await page.getByLabel('Costo estimado (USD, opcional)').fill('120.50');
  await page.getByLabel('Foto Daño (opcional)', { exact: true }).setInputFiles({
    name: 'dano.png',
    mimeType: 'image/png',
    buffer: cameraPhoto(seed + 50),
  });
  await expect(page.getByRole('img', { name: 'Foto: Daño (opcional)' })).toBeVisible();
  await page.getByRole('button', { name: 'Agregar daño' }).click();
  await expect(page.getByRole('list', { name: 'Daños nuevos' })).toContainText('Abolladura nueva');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Revisar resumen' }).click();

  const summary = page.getByRole('region', { name: 'Resumen de la devolución' });
  await expect(summary).toContainText(formatKilometers(150));
  await expect(summary).toContainText('-2/8');
  await expect(summary).toContainText('Puerta trasera derecha: Abolladura nueva');
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, 'handover-checkin-summary');
  await page.getByRole('button', { name: 'Confirmar devolución' }).click();
}

/** What the server holds after both flows: the record, every photo, the fleet updated. */
async function expectServerRecord(
  request: Parameters<typeof apiToken>[0],
  story: Story,
  record: ReservationRecord,
) {
  expect(record.rentalStatus).toBe('returned');
  const { checkout, checkin } = record;
  if (!checkout || !checkin) throw new Error('both sides recorded');
  expect(checkout).toMatchObject({ odometer: 1200, fuel: 8 });
  expect(checkin).toMatchObject({ odometer: 1350, fuel: 6 });
  expect(checkout.photos).toHaveLength(6);
  expect(checkin.photos).toHaveLength(6);
  expect(checkin.damages).toEqual([
    expect.objectContaining({ area: 'Puerta trasera derecha', estimatedCost: 120.5 }),
  ]);
  for (const photo of [...checkout.photos, ...checkin.photos]) {
    await expectPhotoStored(request, story.adminToken, photo.sha256);
  }
  await expectPhotoStored(request, story.adminToken, checkin.damages[0]?.sha256 ?? '');
  await expectPhotoStored(request, story.adminToken, checkout.signature ?? '', 'signature');

  const vehicle = (await getVehicle(request, story.vehicle.id)) as unknown as {
    kilometers: number;
    status: string;
  };
  expect(vehicle.kilometers).toBe(1350);
  const log = await request.get(`/api/vehicles/${story.vehicle.id}/odometer`, {
    headers: bearer(story.adminToken),
  });
  expect(log.status()).toBe(200);
  const readings = (await log.json()) as { km: number; source: string }[];
  expect(readings.slice(0, 2).map(({ km, source }) => `${source} ${km}`)).toEqual([
    'checkin 1350',
    'checkout 1200',
  ]);
  // New damage sends the car to the workshop and to the dashboard alerts.
  expect(vehicle.status).toBe('maintenanceRequired');
  const alerts = await request.get('/api/operations/damage-alerts', {
    headers: bearer(story.adminToken),
  });
  expect(alerts.status()).toBe(200);
  expect(await alerts.json()).toContainEqual(
    expect.objectContaining({ vehicleId: story.vehicle.id, reservationId: story.reservationId }),
  );
}

async function expectCustomerSeesRecord(page: Page, story: Story) {
  await page.evaluate(() => localStorage.clear());
  await signIn(page, story.customer);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/customer/my-reservations');
  const card = page.getByRole('article', {
    name: `${story.vehicle.brand} ${story.vehicle.name}`,
  });
  await expect(card.getByText(/^Entregado: \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/)).toBeVisible();
  await expect(card.getByText(/^Devuelto: \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/)).toBeVisible();
  await expect(card.getByText(formatKilometers(1350), { exact: true })).toBeVisible();
  await expect(card.getByText('Lleno (8/8)')).toBeVisible();
  // The photos arrive with the customer's own session (an <img src> could not send it).
  const photo = card.getByRole('img', { name: 'Devuelto: Tablero' });
  await expect(photo).toHaveAttribute('src', /^blob:/);
  await expect(card.getByRole('img', { name: 'Entregado: Frente' })).toHaveAttribute(
    'src',
    /^blob:/,
  );
  await expect(card.getByRole('button', { name: /^Cancelar/ })).toHaveCount(0);
  // Issue 30: the agreement issued at the check-out and the statement at the check-in.
  for (const [label, file] of [
    ['Descargar contrato', /^contrato-\d{4}-\d{6}\.pdf$/],
    ['Descargar liquidación', /^liquidacion-\d{4}-\d{6}\.pdf$/],
  ] as const) {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      card.getByRole('button', { name: new RegExp(`^${label}`) }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(file);
    expect(
      readFileSync((await download.path()) ?? '')
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  }
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, 'handover-customer-record');
}

test('staff hand a car over and take it back on a phone; the customer sees the record', async ({
  page,
  request,
}) => {
  const story = await setUp(request, 'Entrega');
  await signIn(page, ADMIN);
  await expect(page).not.toHaveURL(/\/login/);

  const card = await openOperations(page, story);
  await expect(card).toContainText(story.dui);
  await expect(card).toContainText(story.vehicle.name);
  await expect(card).toContainText('Activa');
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, 'handover-operations');
  await card.getByRole('link', { name: /Registrar entrega/ }).click();

  // Confirming with nothing filled names what is missing.
  await page.getByRole('button', { name: 'Confirmar entrega' }).click();
  await expect(page.getByText('El odómetro es requerido')).toBeVisible();
  await expect(page.getByText('Falta la foto: Tablero')).toBeVisible();
  await expect(page.getByText('Falta la firma del cliente')).toBeVisible();
  await expect(page.getByLabel('Revisé el DUI del cliente con su documento')).toBeFocused();
  await expectNoSeriousA11yViolations(page);

  await checkOut(page, story, 1);
  await expect(toast(page, 'Entrega registrada: la reserva está En curso')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/operations$/);
  const delivered = await getReservation(request, story.adminToken, story.reservationId);
  expect(delivered.rentalStatus).toBe('inProgress');

  await page.getByLabel('Buscar por cliente, DUI o vehículo').fill(story.dui);
  await expect(operationCard(page, story)).toContainText('Activa');
  await operationCard(page, story)
    .getByRole('link', { name: /Registrar devolución/ })
    .click();
  await checkIn(page, 11);
  await expect(toast(page, 'Devolución registrada: la reserva está Devuelta')).toBeVisible();

  await expectServerRecord(
    request,
    story,
    await getReservation(request, story.adminToken, story.reservationId),
  );

  // The dashboard's maintenance alerts name the car and the damage that sent it there.
  await page.goto('/admin');
  const alert = page
    .getByRole('region', { name: 'Alertas de Mantenimiento' })
    .getByRole('article', { name: story.vehicle.name });
  await expect(alert).toContainText('Puerta trasera derecha: Abolladura nueva');
  await expect(alert).toContainText(`reserva #${story.reservationId}`);

  await expectCustomerSeesRecord(page, story);
});

test('the whole handover done offline on the lot is sent, in order, once back online', async ({
  page,
  context,
  request,
}) => {
  const story = await setUp(request, 'Lote');
  await signIn(page, ADMIN);
  await expect(page).not.toHaveURL(/\/login/);
  await waitForServiceWorker(page);
  const card = await openOperations(page, story);
  await expect(card).toContainText('Activa');

  await context.setOffline(true);
  await card.getByRole('link', { name: /Registrar entrega/ }).click();
  await checkOut(page, story, 21);
  await expect(toast(page, `Entrega guardada sin conexión: ${PENDING}`)).toBeVisible();
  await page.getByLabel('Buscar por cliente, DUI o vehículo').fill(story.dui);
  await expect(operationCard(page, story)).toContainText('Activa');
  await expect(operationCard(page, story)).toContainText(PENDING);
  // Issue 30: the server makes the agreement when the record reaches it.
  await expect(operationCard(page, story)).toContainText(
    'El contrato estará disponible al sincronizar',
  );

  // A reload on the lot, still offline, loses nothing: the queue and photos live in IndexedDB.
  await page.reload();
  await page.getByLabel('Buscar por cliente, DUI o vehículo').fill(story.dui);
  await expect(operationCard(page, story)).toContainText(PENDING);
  await expect(pendingCounter(page, 8)).toBeAttached();

  // Nothing reached the server yet.
  expect((await getReservation(request, story.adminToken, story.reservationId)).rentalStatus).toBe(
    'booked',
  );

  // The return, still offline: the pickup photos come from this device.
  await operationCard(page, story)
    .getByRole('link', { name: /Registrar devolución/ })
    .click();
  await expect(page.getByText(`(entrega ${PENDING})`)).toBeVisible();
  await checkIn(page, 31);
  await expect(toast(page, `Devolución guardada sin conexión: ${PENDING}`)).toBeVisible();
  await page.getByLabel('Buscar por cliente, DUI o vehículo').fill(story.dui);
  await expect(operationCard(page, story)).toContainText('Completada');
  await expect(operationCard(page, story)).toContainText(PENDING);
  // 7 uploads + check-out, 7 uploads + check-in.
  await expect(pendingCounter(page, 16)).toBeAttached();
  await expect(page.getByTestId('storage-use')).toContainText(/1[45] fotos guardadas/);
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, 'handover-offline-pending');

  await recordOutboxMessages(page);
  await context.setOffline(false);
  await expect
    .poll(
      async () =>
        (await getReservation(request, story.adminToken, story.reservationId)).rentalStatus,
      { timeout: 30_000 },
    )
    .toBe('returned');
  await expect(operationCard(page, story)).not.toContainText(PENDING, { timeout: 15_000 });
  await expectServerRecord(
    request,
    story,
    await getReservation(request, story.adminToken, story.reservationId),
  );
  // Replayed in the order they were made, each once: photos before the record naming them.
  const results = await outboxResults(page);
  const sent = (kind: OutboxKind) => `${kind} success`;
  const photos = Array.from({ length: 7 }, () => sent('photo-upload'));
  expect(results.map((result) => `${result.kind} ${result.outcome}`)).toEqual([
    ...photos,
    sent('reservation-checkout'),
    ...photos,
    sent('reservation-checkin'),
  ]);
  expect(results.filter((result) => result.replayed)).toEqual([]);
  // Photos the server now has are dropped from the device.
  await expect(page.getByTestId('storage-use')).toContainText('0 fotos guardadas');
  await expectCustomerSeesRecord(page, story);
});

/** Presses Tab until `target` has the focus (the way a keyboard user gets there). */
async function tabTo(page: Page, target: Locator, limit = 60) {
  for (let press = 0; press < limit; press++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('never reached by Tab');
}

test('a check-out done with the keyboard alone, signed with the typed name', async ({
  page,
  request,
}) => {
  const story = await setUp(request, 'Teclado');
  await signIn(page, ADMIN);
  await expect(page).not.toHaveURL(/\/login/);
  const card = await openOperations(page, story);
  const deliver = card.getByRole('link', { name: /Registrar entrega/ });
  await tabTo(page, deliver);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Entrega de vehículo' })).toBeVisible();

  await tabTo(page, page.getByLabel('Revisé el DUI del cliente con su documento'));
  await page.keyboard.press('Space');
  await tabTo(page, page.getByLabel('Odómetro (km)'));
  await page.keyboard.type('1200');
  await tabTo(page, page.getByRole('radio', { name: 'Vacío (0/8)' }));
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('radio', { name: 'Lleno (8/8)' })).toBeChecked();

  for (const [index, angle] of ANGLES.entries()) {
    await tabTo(page, page.getByLabel(`Foto ${angle}`, { exact: true }));
    const chooser = page.waitForEvent('filechooser');
    await page.keyboard.press('Space');
    await (await chooser).setFiles({
      name: `${angle}.png`,
      mimeType: 'image/png',
      buffer: cameraPhoto(41 + index),
    });
    await expect(page.getByRole('img', { name: `Foto: ${angle}`, exact: true })).toBeVisible();
  }

  await tabTo(page, page.getByLabel('O escribe el nombre del cliente como firma'));
  await page.keyboard.type('Teclado Cliente');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Firmar con el nombre' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('signature-canvas')).toHaveAccessibleName(
    'Firma del cliente registrada',
  );
  await tabTo(page, page.getByRole('button', { name: 'Confirmar entrega' }));
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Entrega registrada: la reserva está En curso')).toBeVisible();

  const record = await getReservation(request, story.adminToken, story.reservationId);
  expect(record.rentalStatus).toBe('inProgress');
  expect(record.checkout?.photos).toHaveLength(6);
  await expectPhotoStored(request, story.adminToken, record.checkout?.signature ?? '', 'signature');
});
