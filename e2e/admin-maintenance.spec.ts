import { expect, type Locator, type Page, test } from '@playwright/test';
import {
  apiToken,
  createVehicle,
  fetchVehicle,
  loadAllImages,
  setVehicleStatus,
  uniqueName,
} from './admin-fleet-api.ts';
import { ADMIN, expectNoSeriousA11yViolations, saveScreenshot, signIn } from './support.ts';

const column = (page: Page, title: string) => page.getByRole('region', { name: title });
const toast = (page: Page, text: string) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text });
const liveRegion = (page: Page) => page.locator('[id^="DndLiveRegion"]');

/**
 * Presses an arrow while a card is held until the screen reader names the column it is over.
 * dnd-kit starts listening for arrows a moment after the pick-up; a key typed before that is
 * lost, so it is pressed again only while nothing has moved yet (never twice over a move).
 */
async function moveHeldCard(page: Page, key: string, announced: string) {
  await expect(async () => {
    if ((await liveRegion(page).textContent())?.startsWith('Tomaste')) {
      await page.keyboard.press(key);
    }
    await expect(liveRegion(page)).toContainText(announced, { timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
}

async function openBoard(page: Page, query: string) {
  await signIn(page, ADMIN);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto(`/admin/maintenance?q=${encodeURIComponent(query)}`);
  await expect(
    page.getByRole('heading', { name: 'Gestión de Mantenimiento', level: 1 }),
  ).toBeVisible();
}

/** Drags with the real mouse: press on the card's picture, travel, release over the column. */
async function drag(page: Page, source: Locator, target: Locator) {
  const from = await source.boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error('card or column not on screen');
  await page.mouse.move(from.x + from.width / 2, from.y + 30);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 12, from.y + 40, { steps: 4 });
  await page.mouse.move(to.x + to.width / 2, to.y + 80, { steps: 12 });
  await page.mouse.up();
}

async function statusOf(page: Page, id: number) {
  return (await fetchVehicle(page.request, id))?.status;
}

test('an admin drags a card by mouse; out of service asks first; same column does nothing', async ({
  page,
  request,
}) => {
  const token = await apiToken(request, ADMIN);
  const vehicle = await createVehicle(request, token, {
    name: uniqueName('Tablero Raton'),
    status: 'maintenanceRequired',
  });
  await openBoard(page, vehicle.name);
  await expect(page.getByText('Cómo cambiar el estado de un vehículo')).toBeVisible();
  const card = () => page.getByRole('article', { name: vehicle.name });
  await expect(column(page, 'Requiere mantenimiento').getByRole('article')).toHaveCount(1);

  // Same column: nothing is asked or saved.
  await drag(page, card(), column(page, 'Requiere mantenimiento'));
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  expect((await fetchVehicle(request, vehicle.id))?.version).toBe(vehicle.version);

  await drag(page, card(), column(page, 'En mantenimiento'));
  await expect(
    column(page, 'En mantenimiento').getByRole('article', { name: vehicle.name }),
  ).toBeVisible();
  await expect(toast(page, `"${vehicle.name}" ahora está en "En mantenimiento"`)).toBeVisible();
  await expect.poll(() => statusOf(page, vehicle.id)).toBe('underMaintenance');

  await drag(page, card(), column(page, 'Fuera de servicio'));
  const confirm = page.getByRole('alertdialog', { name: 'Confirmar Cambio' });
  await expect(confirm).toContainText(
    `¿Estás seguro de cambiar el estado del vehículo "${vehicle.name}" de "En mantenimiento" a "Fuera de servicio"?`,
  );
  await confirm.getByRole('button', { name: 'Cancelar' }).click();
  await expect(confirm).toBeHidden();
  await expect(
    column(page, 'En mantenimiento').getByRole('article', { name: vehicle.name }),
  ).toBeVisible();
  expect(await statusOf(page, vehicle.id)).toBe('underMaintenance');

  await drag(page, card(), column(page, 'Fuera de servicio'));
  await confirm.getByRole('button', { name: 'Confirmar' }).click();
  await expect(
    column(page, 'Fuera de servicio').getByRole('article', { name: vehicle.name }),
  ).toBeVisible();
  await expect.poll(() => statusOf(page, vehicle.id)).toBe('outOfService');
});

test('an admin moves a card with the keyboard and records the finished maintenance', async ({
  page,
  request,
}) => {
  const token = await apiToken(request, ADMIN);
  const vehicle = await createVehicle(request, token, {
    name: uniqueName('Tablero Teclado'),
    status: 'maintenanceRequired',
  });
  await openBoard(page, vehicle.name);
  const handle = page.getByRole('button', { name: `Mover ${vehicle.name}` });

  // Escape puts it back.
  await handle.focus();
  await page.keyboard.press('Space');
  await expect(liveRegion(page)).toContainText(`Tomaste el vehículo ${vehicle.name}`);
  await moveHeldCard(page, 'ArrowRight', 'está sobre la columna "En mantenimiento"');
  await page.keyboard.press('Escape');
  await expect(liveRegion(page)).toContainText('Movimiento cancelado');
  await expect(
    column(page, 'Requiere mantenimiento').getByRole('article', { name: vehicle.name }),
  ).toBeVisible();
  expect(await statusOf(page, vehicle.id)).toBe('maintenanceRequired');

  // Each key waits for what the screen reader says: dnd-kit listens for the arrows only from
  // the task after the pick-up, so keys typed faster than a person would could be lost.
  await handle.focus();
  await page.keyboard.press('Space');
  await expect(liveRegion(page)).toContainText(
    `Tomaste el vehículo ${vehicle.name}, en la columna "Requiere mantenimiento"`,
  );
  await moveHeldCard(page, 'ArrowRight', 'está sobre la columna "En mantenimiento"');
  await page.keyboard.press('Space');
  await expect(
    column(page, 'En mantenimiento').getByRole('article', { name: vehicle.name }),
  ).toBeVisible();
  await expect.poll(() => statusOf(page, vehicle.id)).toBe('underMaintenance');
  // Focus follows the card to its new column.
  await expect(handle).toBeFocused();

  await page.keyboard.press('Space');
  await expect(liveRegion(page)).toContainText(
    `Tomaste el vehículo ${vehicle.name}, en la columna "En mantenimiento"`,
  );
  await moveHeldCard(page, 'ArrowRight', 'está sobre la columna "Mantenimiento al día"');
  await page.keyboard.press('Enter');
  const details = page.getByRole('dialog', { name: 'Registrar Mantenimiento' });
  await expect(details).toBeVisible();
  await details.getByLabel('Descripción (opcional)').fill('Cambio de pastillas de freno');
  await details.getByLabel('Costo en USD (opcional)').fill('120.50');
  await details.getByRole('button', { name: 'Guardar' }).click();
  await expect(
    column(page, 'Mantenimiento al día').getByRole('article', { name: vehicle.name }),
  ).toBeVisible();
  await expect.poll(() => statusOf(page, vehicle.id)).toBe('maintenanceCompleted');
  const stored = await fetchVehicle(request, vehicle.id);
  expect(stored?.maintenanceRecords[0]).toMatchObject({
    description: 'Cambio de pastillas de freno',
    cost: 120.5,
  });

  await page
    .getByRole('button', { name: `Ver historial de mantenimiento de ${vehicle.name}` })
    .click();
  const history = page.getByRole('dialog', { name: 'Historial de Mantenimiento' });
  await expect(history).toContainText('Mantenimientos en total');
  await expect(history).toContainText('12,345 km');
  await expect(history.getByRole('listitem')).toHaveCount(1);
  await expect(history).toContainText('Cambio de pastillas de freno');
  await expect(history).toContainText('$120.50');
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: 'e2e/screenshots/admin-maintenance-history-1280x800.png' });
});

test('the status menu moves a card, and a change made elsewhere meanwhile is shown', async ({
  page,
  request,
}) => {
  const token = await apiToken(request, ADMIN);
  const vehicle = await createVehicle(request, token, {
    name: uniqueName('Tablero Menu'),
    status: 'maintenanceRequired',
  });
  await openBoard(page, vehicle.name);

  await page.getByRole('button', { name: `Cambiar estado de ${vehicle.name}` }).click();
  await page.getByRole('menuitem', { name: 'En mantenimiento' }).click();
  await expect(
    column(page, 'En mantenimiento').getByRole('article', { name: vehicle.name }),
  ).toBeVisible();
  await expect.poll(() => statusOf(page, vehicle.id)).toBe('underMaintenance');

  // Someone else takes it out of service; this page still shows it in the workshop.
  await setVehicleStatus(request, token, vehicle.id, 'outOfService');
  await page.getByRole('button', { name: `Cambiar estado de ${vehicle.name}` }).click();
  await page.getByRole('menuitem', { name: 'Requiere mantenimiento' }).click();
  await expect(
    toast(
      page,
      'Error al actualizar el estado del vehículo: El estado del vehículo cambió mientras tanto. Estado actual: Fuera de servicio.',
    ),
  ).toBeVisible();
  await expect(
    column(page, 'Fuera de servicio').getByRole('article', { name: vehicle.name }),
  ).toBeVisible();
  expect(await statusOf(page, vehicle.id)).toBe('outOfService');
});

test("a card's icon buttons name themselves on hover and on keyboard focus; Escape hides the hint", async ({
  page,
  request,
}) => {
  const token = await apiToken(request, ADMIN);
  const vehicle = await createVehicle(request, token, {
    name: uniqueName('Tablero Pista'),
    status: 'maintenanceRequired',
  });
  await openBoard(page, vehicle.name);
  const schedule = page.getByRole('button', { name: `Programar servicio de ${vehicle.name}` });
  const hint = page.getByRole('tooltip');
  await expect(hint).toHaveCount(0);

  await schedule.hover();
  await expect(hint).toHaveText('Programar servicio');
  await expect(schedule).toHaveAttribute('aria-describedby', (await hint.getAttribute('id')) ?? '');
  // Above the button and inside the window.
  const [hintBox, buttonBox] = [await hint.boundingBox(), await schedule.boundingBox()];
  expect(hintBox && buttonBox && hintBox.y + hintBox.height <= buttonBox.y).toBe(true);
  expect(hintBox && hintBox.x >= 0 && hintBox.x + hintBox.width <= 1280).toBe(true);
  await expectNoSeriousA11yViolations(page);
  await page.mouse.move(0, 0);
  await expect(hint).toHaveCount(0);

  // By keyboard: the history button before it, then Tab onto it.
  await page
    .getByRole('button', { name: `Ver historial de mantenimiento de ${vehicle.name}` })
    .focus();
  await expect(hint).toHaveText('Ver historial de mantenimiento');
  await page.keyboard.press('Tab');
  await expect(schedule).toBeFocused();
  await expect(hint).toHaveText('Programar servicio');
  await page.keyboard.press('Escape');
  await expect(hint).toHaveCount(0);
  await expect(schedule).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toBeVisible();
});

test('the board passes axe and is captured on desktop', async ({ page }) => {
  await openBoard(page, '');
  await expect(column(page, 'Mantenimiento al día').getByRole('article').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await loadAllImages(page);
  await saveScreenshot(page, 'admin-maintenance');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('the columns swipe sideways, the keyboard still moves cards, and axe passes', async ({
    page,
    request,
  }) => {
    const token = await apiToken(request, ADMIN);
    const vehicle = await createVehicle(request, token, {
      name: uniqueName('Tablero Movil'),
      status: 'maintenanceRequired',
    });
    await openBoard(page, '');
    await expectNoSeriousA11yViolations(page);
    await loadAllImages(page);
    await saveScreenshot(page, 'admin-maintenance');

    await page.getByLabel('Buscar').fill(vehicle.name);
    const handle = page.getByRole('button', { name: `Mover ${vehicle.name}` });
    await handle.focus();
    await page.keyboard.press('Space');
    await expect(liveRegion(page)).toContainText(`Tomaste el vehículo ${vehicle.name}`);
    await moveHeldCard(page, 'ArrowRight', 'está sobre la columna "En mantenimiento"');
    await page.keyboard.press('Space');
    await expect(
      column(page, 'En mantenimiento').getByRole('article', { name: vehicle.name }),
    ).toBeVisible();
    await expect.poll(() => statusOf(page, vehicle.id)).toBe('underMaintenance');
  });
});
