import { expect, type Page } from '@playwright/test';
import { todayInElSalvador } from '../domain/dates.ts';
import {
  apiToken,
  boardColumn,
  expectInWorkshopOnce,
  getVehicle,
  moveToWorkshop,
  NEEDS_NETWORK,
  OFFLINE,
  pendingCounter,
  signInThrough,
  toast,
  topBar,
  uniqueTag,
} from './offline-support.ts';
import { test } from './relay-fixture.ts';
import { ADMIN, CUSTOMER } from './support.ts';

/**
 * The sync panel, the 'en cola' answer, shared devices and the shift prefetch, with the line
 * broken at the transport level (e2e/relay.ts) while navigator.onLine keeps saying "online".
 */
const QUEUED_AT = /En cola desde \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/;

function syncPanel(page: Page) {
  return page.getByRole('dialog', { name: 'Cambios pendientes' });
}

test("the sync panel lists what waits, discards one only once confirmed, 'Reintentar' sends at once, and shows the last conflicts and the storage", async ({
  ourVehicle,
  page,
  relay,
  server,
}) => {
  const tag = uniqueTag();
  const keep = await ourVehicle(`Panel ${tag} Uno`);
  const drop = await ourVehicle(`Panel ${tag} Dos`);
  const clash = await ourVehicle(`Panel ${tag} Tres`);
  await signInThrough(page, ADMIN);
  await page.goto('/admin/maintenance');

  relay.cut();
  for (const vehicle of [keep, drop, clash]) {
    expect(await moveToWorkshop(page, vehicle)).toMatchObject({ status: 202 });
  }
  await expect(pendingCounter(page, 3)).toBeVisible();
  // Meanwhile another admin takes the third vehicle out of service.
  const other = await server.put(`/api/vehicles/${clash.id}`, {
    headers: {
      Authorization: `Bearer ${await apiToken(server, ADMIN)}`,
      'Idempotency-Key': crypto.randomUUID(),
    },
    data: { status: 'outOfService', expectedStatus: 'maintenanceRequired' },
  });
  expect(other.status()).toBe(200);

  // Opened from the pending counter: each change with its time and what it does, in order.
  await pendingCounter(page, 3).click();
  const panel = syncPanel(page);
  const rows = panel.getByRole('list', { name: 'Cambios pendientes' }).getByRole('listitem');
  await expect(rows).toHaveCount(3);
  for (const [index, vehicle] of [keep, drop, clash].entries()) {
    await expect(rows.nth(index)).toContainText(`Taller: ${vehicle.name}`);
    await expect(rows.nth(index)).toContainText(QUEUED_AT);
  }
  // The first queued change asked the browser to keep the storage; the panel says what it said.
  await expect(
    panel.getByText(
      /^(Almacenamiento persistente: los cambios no se borrarán|Almacenamiento no persistente: el navegador podría borrar los cambios|Este navegador no permite reservar el almacenamiento)$/,
    ),
  ).toBeVisible();

  // 'Descartar' asks first; saying no keeps the change.
  await panel.getByRole('button', { name: `Descartar: Taller: ${drop.name}` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Descartar cambio' });
  await expect(confirm).toContainText(`¿Descartar "Taller: ${drop.name}"?`);
  await confirm.getByRole('button', { name: 'Cancelar' }).click();
  await expect(confirm).toBeHidden();
  await expect(rows).toHaveCount(3);
  await panel.getByRole('button', { name: `Descartar: Taller: ${drop.name}` }).click();
  await confirm.getByRole('button', { name: 'Descartar' }).click();
  await expect(rows).toHaveCount(2);
  await expect(panel.getByText(`Taller: ${drop.name}`)).toHaveCount(0);

  // The panel closed (it hides the page from assistive tech), the server fails for a while:
  // the automatic retries back off (1 s, 2 s, 4 s, 8 s...) and the top bar says when.
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(pendingCounter(page, 2)).toBeVisible();
  relay.fail();
  const countdown = topBar(page).getByText(/^El servidor no responde: reintento en (\d+) s$/);
  await expect(async () => {
    const seconds = Number((await countdown.textContent())?.match(/(\d+) s$/)?.[1] ?? 0);
    expect(seconds).toBeGreaterThanOrEqual(6);
  }).toPass({ timeout: 30_000 });

  // Back to health; 'Reintentar' does not wait for the planned attempt.
  relay.restore();
  await pendingCounter(page, 2).click();
  await expect(rows.first()).toContainText('Último intento: el servidor no respondió');
  await panel.getByRole('button', { name: `Reintentar: Taller: ${keep.name}` }).click();
  await expect(rows).toHaveCount(0, { timeout: 4_000 });
  await expect(panel.getByText('No hay cambios pendientes.')).toBeVisible();
  const conflicts = panel.getByRole('region', { name: 'Últimos conflictos' });
  await expect(conflicts).toContainText(`Taller: ${clash.name}`);
  await expect(conflicts).toContainText('Fuera de servicio');

  await expectInWorkshopOnce(server, keep);
  expect(await getVehicle(server, drop.id)).toMatchObject({
    status: 'maintenanceRequired',
    version: drop.version,
  });
  expect(await getVehicle(server, clash.id)).toMatchObject({ status: 'outOfService' });
});

test("a move made while the line works but older changes wait is 'en cola', not 'Sin conexión'", async ({
  ourVehicle,
  page,
  relay,
  server,
}) => {
  const tag = uniqueTag();
  const first = await ourVehicle(`Cola ${tag} Uno`);
  const second = await ourVehicle(`Cola ${tag} Dos`);
  await signInThrough(page, ADMIN);
  await page.goto(`/admin/maintenance?q=${encodeURIComponent(`Cola ${tag}`)}`);
  await expect(page.getByRole('article', { name: `Cola ${tag}` })).toHaveCount(2);

  relay.cut();
  expect(await moveToWorkshop(page, first)).toMatchObject({ status: 202 });
  await expect(pendingCounter(page, 1)).toBeVisible();
  // The line is back but the server fails: answers come, so the app is online, the queue stuck.
  relay.fail();
  await expect(topBar(page).getByText(/^El servidor no responde/)).toBeVisible({
    timeout: 15_000,
  });
  await expect(topBar(page).getByText(OFFLINE)).toBeHidden();

  await page.getByRole('button', { name: `Cambiar estado de ${second.name}` }).click();
  await page.getByRole('menuitem', { name: 'En mantenimiento' }).click();
  await expect(
    toast(
      page,
      `En cola: el cambio de "${second.name}" a "En mantenimiento" se enviará después de los cambios pendientes.`,
    ),
  ).toBeVisible();
  await expect(toast(page, /^Sin conexión/)).toHaveCount(0);
  await expect(topBar(page).getByText(OFFLINE)).toBeHidden();
  await expect(pendingCounter(page, 2)).toBeVisible();
  await expect(
    boardColumn(page, 'En mantenimiento').getByRole('article', { name: second.name }),
  ).toBeVisible();

  relay.restore();
  await expect(pendingCounter(page, 2)).toBeHidden({ timeout: 30_000 });
  for (const vehicle of [first, second]) {
    expect(await getVehicle(server, vehicle.id)).toMatchObject({ status: 'underMaintenance' });
  }
});

test("on a shared device the next user sees 'N cambios de otro usuario esperan', no details; they are sent when their user signs in again", async ({
  ourVehicle,
  page,
  relay,
  server,
}) => {
  const vehicle = await ourVehicle(`Compartido ${uniqueTag()}`);
  await signInThrough(page, ADMIN);
  await page.goto('/admin/maintenance');
  relay.cut();
  expect(await moveToWorkshop(page, vehicle)).toMatchObject({ status: 202 });
  await expect(pendingCounter(page, 1)).toBeVisible();
  // The admin leaves the tablet (signing out needs no network).
  await page.getByRole('button', { name: 'Cerrar Sesión' }).click();
  await expect(page).toHaveURL(/\/$/);

  relay.restore();
  await signInThrough(page, CUSTOMER);
  const waiting = topBar(page).getByRole('button', { name: '1 cambio de otro usuario espera' });
  await expect(waiting).toBeVisible();
  await waiting.click();
  const panel = syncPanel(page);
  await expect(panel.getByText('1 cambio de otro usuario espera')).toBeVisible();
  await expect(panel.getByText(vehicle.name)).toHaveCount(0);
  await expect(panel.getByRole('listitem')).toHaveCount(0);
  await page.keyboard.press('Escape');
  // The customer's session never sends it.
  await page.waitForTimeout(2_000);
  expect(await getVehicle(server, vehicle.id)).toMatchObject({ version: vehicle.version });

  await page.getByRole('button', { name: 'Cerrar Sesión' }).click();
  await signInThrough(page, ADMIN);
  await expect(toast(page, `Cambio sincronizado: Taller: ${vehicle.name}`)).toBeVisible({
    timeout: 20_000,
  });
  await expectInWorkshopOnce(server, vehicle);
});

test("the shift prefetch: an admin who opened the app online finds today's operations, the month's calendar, the reservations, the board and the pictures after an offline cold start", async ({
  launchOnProfile,
  relay,
}) => {
  let page = await launchOnProfile();
  await signInThrough(page, ADMIN);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  // Done once a day, pictures included; then the page is left so the cache is written.
  await expect
    .poll(
      () =>
        page.evaluate(() =>
          Object.entries(localStorage)
            .filter(([key]) => key.startsWith('elite-drive-shift-prefetch-'))
            .map(([, value]) => value),
        ),
      { timeout: 60_000 },
    )
    .toEqual([todayInElSalvador()]);
  await page.goto('about:blank');
  await page.context().close();

  // A new browser on the same profile with the line cut: screens never opened before load.
  relay.cut();
  page = await launchOnProfile();
  await page.goto('/admin/operations');
  await expect(page.getByRole('heading', { name: 'Operaciones de hoy' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Devoluciones de hoy \(\d+\)$/ })).toBeVisible();
  await expect(page.getByText(NEEDS_NETWORK)).toHaveCount(0);
  await expect(topBar(page).getByText(OFFLINE)).toBeVisible();

  // The dashboard's month, as it was seen online: its reservations are on the calendar.
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(page.locator('.sx__month-grid-event').first()).toBeVisible();
  await expect(page.getByText(NEEDS_NETWORK)).toHaveCount(0);

  await page.goto('/admin/reservation');
  await expect(page.getByText(/^Mostrando \d+ de \d+ reservas/)).toBeVisible();
  await expect(page.getByRole('button', { name: /^Cancelar la reserva #/ }).first()).toBeVisible();
  await expect(page.getByText(NEEDS_NETWORK)).toHaveCount(0);

  await page.goto('/admin/vehicle');
  await expect(page.getByRole('heading', { name: 'Gestión de Vehículos' })).toBeVisible();
  const picture = page.locator('img[src^="/vehicles/"]').first();
  await expect(picture).toBeVisible();
  // Pictures this browser never showed online come from the worker's image cache.
  await expect
    .poll(() =>
      picture.evaluate(async (image: HTMLImageElement) => {
        await image.decode().catch(() => undefined);
        return image.naturalWidth;
      }),
    )
    .toBeGreaterThan(0);
  await page.context().close();
});
