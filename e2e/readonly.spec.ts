import { expect, type Page, test } from '@playwright/test';
import {
  apiToken,
  createVehicle,
  fetchVehicle,
  loadAllImages,
  uniqueName,
} from './admin-fleet-api.ts';
import {
  ADMIN,
  CUSTOMER,
  expectNoSeriousA11yViolations,
  saveScreenshot,
  signIn,
} from './support.ts';

async function signInAsCustomer(page: Page) {
  await signIn(page, CUSTOMER);
  await expect(page).toHaveURL(/\/customer$/);
}

test('a customer sees the fleet as a read-only catalogue', async ({ page }) => {
  await signInAsCustomer(page);
  await page.goto('/admin/vehicle');
  await expect(page.getByRole('heading', { name: 'Gestión de Vehículos', level: 1 })).toBeVisible();
  await expect(page.getByText('Catálogo de vehículos disponibles para renta')).toBeVisible();
  const cards = page.getByRole('list', { name: 'Vehículos' }).getByRole('article');
  await expect(cards.first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Actualizar' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Agregar Vehículo' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Editar/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Eliminar/ })).toHaveCount(0);
  // The filters still work for them.
  await page
    .getByRole('list', { name: 'Estados de la flota' })
    .getByRole('button', { name: /Disponible$/ })
    .click();
  await expect(page.getByText('Filtrando por:')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await loadAllImages(page);
  await saveScreenshot(page, 'readonly-fleet');
});

test('a customer sees the board but cannot move anything', async ({ page, request }) => {
  const vehicle = await createVehicle(request, await apiToken(request, ADMIN), {
    name: uniqueName('Solo Lectura'),
    status: 'maintenanceRequired',
  });
  await signInAsCustomer(page);
  await page.goto('/admin/maintenance');
  await expect(
    page.getByText(
      'Solo puedes ver el estado de los vehículos. Se requieren permisos de administrador para cambiar estados.',
    ),
  ).toBeVisible();
  await expect(page.getByText('Cómo cambiar el estado de un vehículo')).toHaveCount(0);
  const card = page.getByRole('article', { name: vehicle.name });
  await expect(card).toBeVisible();
  await expect(page.getByRole('button', { name: /^Mover / })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Cambiar estado/ })).toHaveCount(0);

  // A drag attempt does nothing.
  const from = await card.boundingBox();
  const to = await page.getByRole('region', { name: 'En mantenimiento' }).boundingBox();
  if (!from || !to) throw new Error('not on screen');
  await page.mouse.move(from.x + from.width / 2, from.y + 30);
  await page.mouse.down();
  await page.mouse.move(to.x + to.width / 2, to.y + 80, { steps: 10 });
  await page.mouse.up();
  await expect(
    page.getByRole('region', { name: 'Requiere mantenimiento' }).getByRole('article', {
      name: vehicle.name,
    }),
  ).toBeVisible();
  expect((await fetchVehicle(request, vehicle.id))?.status).toBe('maintenanceRequired');

  // The history is open to them.
  await card
    .getByRole('button', { name: `Ver historial de mantenimiento de ${vehicle.name}` })
    .click();
  await expect(page.getByText('No hay registros de mantenimiento aún')).toBeVisible();
  await page.keyboard.press('Escape');

  await expectNoSeriousA11yViolations(page);
  await loadAllImages(page);
  await saveScreenshot(page, 'readonly-maintenance');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a customer gets the same read-only views', async ({ page }) => {
    await signInAsCustomer(page);
    await page.goto('/admin/vehicle');
    await expect(page.getByText('Catálogo de vehículos disponibles para renta')).toBeVisible();
    await expect(
      page.getByRole('list', { name: 'Vehículos' }).getByRole('article').first(),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await loadAllImages(page);
    await saveScreenshot(page, 'readonly-fleet');

    await page.goto('/admin/maintenance');
    await expect(
      page.getByText('Solo puedes ver el estado de los vehículos.', { exact: false }),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await loadAllImages(page);
    await saveScreenshot(page, 'readonly-maintenance');
  });
});

test('a visitor is asked to sign in for both screens', async ({ page }) => {
  for (const [path, message] of [
    ['/admin/vehicle', 'Debes iniciar sesión para acceder a la gestión de vehículos'],
    ['/admin/maintenance', 'Debes iniciar sesión para acceder a la gestión de mantenimiento'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Acceso Restringido' })).toBeVisible();
    await expect(page.getByText(message)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await saveScreenshot(page, `visitor-${path.split('/').pop()}`);
  }
  await page.getByRole('main').getByRole('link', { name: 'Iniciar Sesión' }).click();
  await expect(page).toHaveURL(/\/login$/);
});
