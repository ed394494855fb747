import { expect, type Locator, type Page, test } from '@playwright/test';
import { apiToken, createVehicle, fetchVehicle, uniqueName } from './admin-fleet-api.ts';
import {
  bookableVehicles,
  createReservation,
  daysFromToday,
  registerCustomer,
} from './admin-reservations-fixtures.ts';
import { ADMIN, CUSTOMER, signIn } from './support.ts';

/**
 * Every dialog gives the focus back when it closes: on the control that opened it, or on the
 * nearest control when that one is gone. Before, focus fell on the page body and the next Tab
 * started over at the skip link.
 */

type Closer = 'Escape' | 'Cerrar' | 'Cancelar';

/** Opens by keyboard (focus + Enter), closes one way, and checks where the focus is. */
async function openAndClose(
  page: Page,
  opener: Locator,
  dialog: Locator,
  closer: Closer,
  { returnsTo = opener, open = 'Enter' }: { returnsTo?: Locator; open?: string } = {},
) {
  await opener.focus();
  await page.keyboard.press(open);
  await expect(dialog).toBeVisible();
  await expectFocusInDialog(page);
  if (closer === 'Escape') await page.keyboard.press('Escape');
  else await dialog.getByRole('button', { name: closer, exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(returnsTo).toBeFocused();
}

/** Radix moved the focus into the dialog (the page behind is hidden from locators then). */
async function expectFocusInDialog(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(() =>
        Boolean(document.activeElement?.closest('[role="dialog"], [role="alertdialog"]')),
      ),
    )
    .toBe(true);
}

/** The focus is on a visible control of the page, not lost on the body. */
async function expectFocusOnAControl(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(() => {
        const el = document.activeElement;
        return el && el !== document.body ? el.tagName : 'BODY';
      }),
    )
    .toMatch(/^(BUTTON|A|INPUT)$/);
}

test('fleet: Agregar Vehículo, Editar and the delete confirmation give the focus back', async ({
  page,
  request,
}) => {
  const token = await apiToken(request, ADMIN);
  const name = uniqueName('Foco Flota');
  const vehicle = await createVehicle(request, token, { name });
  await signIn(page, ADMIN);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto(`/admin/vehicle?q=${encodeURIComponent(name)}`);
  await expect(page.getByRole('heading', { name: 'Gestión de Vehículos', level: 1 })).toBeVisible();

  const add = page.getByRole('button', { name: 'Agregar Vehículo' });
  const addDialog = page.getByRole('dialog', { name: 'Agregar Nuevo Vehículo' });
  await openAndClose(page, add, addDialog, 'Escape');
  await openAndClose(page, add, addDialog, 'Cerrar');

  const edit = page.getByRole('button', { name: `Editar ${name}` });
  const editDialog = page.getByRole('dialog', { name: 'Editar Vehículo' });
  await openAndClose(page, edit, editDialog, 'Escape');
  await openAndClose(page, edit, editDialog, 'Cerrar');

  const remove = page.getByRole('button', { name: `Eliminar ${name}` });
  const confirm = page.getByRole('alertdialog', { name: 'Confirmar Eliminación' });
  await openAndClose(page, remove, confirm, 'Escape');
  await openAndClose(page, remove, confirm, 'Cancelar');

  // Deleted: its buttons are gone, so the focus goes to the nearest control that is still there.
  await remove.focus();
  await page.keyboard.press('Enter');
  await confirm.getByRole('button', { name: 'Eliminar' }).click();
  await expect(page.getByRole('article', { name })).toHaveCount(0);
  await expect.poll(() => fetchVehicle(request, vehicle.id)).toBeNull();
  await expectFocusOnAControl(page);
});

test('board: history, the move confirmation and the maintenance details give the focus back', async ({
  page,
  request,
}) => {
  const token = await apiToken(request, ADMIN);
  const name = uniqueName('Foco Tablero');
  const vehicle = await createVehicle(request, token, { name, status: 'underMaintenance' });
  await signIn(page, ADMIN);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto(`/admin/maintenance?q=${encodeURIComponent(name)}`);
  await expect(
    page.getByRole('heading', { name: 'Gestión de Mantenimiento', level: 1 }),
  ).toBeVisible();

  const history = page.getByRole('button', { name: `Ver historial de mantenimiento de ${name}` });
  const historyDialog = page.getByRole('dialog', { name: 'Historial de Mantenimiento' });
  await openAndClose(page, history, historyDialog, 'Escape');
  await openAndClose(page, history, historyDialog, 'Cerrar');

  // The status menu opens the dialogs; the focus comes back to the menu's button.
  const menu = page.getByRole('button', { name: `Cambiar estado de ${name}` });
  async function pick(status: string, dialog: Locator, closer: Closer) {
    await menu.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: status }).click();
    await expect(dialog).toBeVisible();
    if (closer === 'Escape') await page.keyboard.press('Escape');
    else await dialog.getByRole('button', { name: closer, exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(menu).toBeFocused();
  }
  const confirm = page.getByRole('alertdialog', { name: 'Confirmar Cambio' });
  await pick('Fuera de servicio', confirm, 'Escape');
  await pick('Fuera de servicio', confirm, 'Cancelar');
  const details = page.getByRole('dialog', { name: 'Registrar Mantenimiento' });
  await pick('Mantenimiento al día', details, 'Escape');
  await pick('Mantenimiento al día', details, 'Cerrar');
  expect((await fetchVehicle(request, vehicle.id))?.status).toBe('underMaintenance');
});

test('reservations: the detail and the cancel confirmation give the focus back', async ({
  page,
  request,
}) => {
  const customer = await registerCustomer(request, 'Focoreserva');
  const [vehicle] = await bookableVehicles(request);
  if (!vehicle) throw new Error('the seed has bookable vehicles');
  const reservation = await createReservation(request, customer.token, {
    vehicleId: vehicle.id,
    startDate: daysFromToday(310),
    endDate: daysFromToday(312),
  });
  await signIn(page, ADMIN);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/admin/reservation');
  await page.getByPlaceholder('Buscar por usuario, vehículo, ID...').fill('Focoreserva');

  const view = page.getByRole('button', { name: `Ver detalle de la reserva #${reservation.id}` });
  const detail = page.getByRole('dialog', { name: 'Detalle de Reserva' });
  await openAndClose(page, view, detail, 'Escape');
  await openAndClose(page, view, detail, 'Cerrar');

  const cancel = page.getByRole('button', { name: `Cancelar la reserva #${reservation.id}` });
  const confirm = page.getByRole('alertdialog');
  await openAndClose(page, cancel, confirm, 'Escape');
});

test('gallery: the full-screen picture gives the focus back to the picture', async ({ page }) => {
  await signIn(page, CUSTOMER);
  await expect(page).toHaveURL(/\/customer$/);
  const vehicles = (await (await page.request.get('/api/vehicles?include=details')).json()) as {
    id: number;
    status: string;
    imageUrls: string[];
  }[];
  const withPictures = vehicles.find(
    (v) => v.status === 'maintenanceCompleted' && v.imageUrls.length > 0,
  );
  if (!withPictures) throw new Error('the seed has vehicles with several pictures');
  await page.goto(`/customer/reservation-page/${withPictures.id}`);
  const zoom = page.getByRole('button', { name: /^Ampliar imagen 1 de/ });
  const dialog = page.getByRole('dialog');
  await openAndClose(page, zoom, dialog, 'Escape');
  await openAndClose(page, zoom, dialog, 'Cerrar');
});
