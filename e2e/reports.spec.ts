import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { createVehicle, uniqueName } from './admin-fleet-api.ts';
import {
  adminToken,
  createReservation,
  daysFromToday,
  registerCustomer,
  shownDate,
} from './admin-reservations-fixtures.ts';
import { ADMIN, expectNoSeriousA11yViolations, saveScreenshot, signIn } from './support.ts';

/**
 * Issue 18: the owner reads how a period went, and takes the bookings away as a spreadsheet.
 * Bookings use day offsets 100 to 109 only.
 */

async function typeDate(page: Page, label: string, isoDate: string) {
  const field = page.getByRole('textbox', { name: label, exact: true });
  await field.fill(shownDate(isoDate));
}

test.describe('Reportes', () => {
  let vehicleName: string;
  const from = daysFromToday(100);
  const to = daysFromToday(109);

  test.beforeAll(async ({ request }) => {
    const token = await adminToken(request);
    vehicleName = uniqueName('Reporte');
    const vehicle = await createVehicle(request, token, { name: vehicleName, pricePerDay: 70 });
    const customer = await registerCustomer(request, 'Reportes');
    // Three billed nights (100, 101, 102) of a ten-day period: 30 %, $210.00.
    await createReservation(request, customer.token, {
      vehicleId: vehicle.id,
      startDate: daysFromToday(100),
      endDate: daysFromToday(103),
    });
  });

  test('an admin chooses a period and reads its charts and their tables', async ({ page }) => {
    await signIn(page, ADMIN);
    await page
      .getByRole('navigation', { name: /menú principal/i })
      .getByRole('link', { name: 'Reportes' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Reportes' })).toBeVisible();
    // This month by default.
    await expect(
      page.getByText(/^Periodo del 01\/\d{2}\/\d{4} al \d{2}\/\d{2}\/\d{4}/),
    ).toBeVisible();

    await typeDate(page, 'Desde', from);
    await typeDate(page, 'Hasta', to);
    await page.getByRole('button', { name: 'Ver reporte' }).click();
    await expect(
      page.getByText(`Periodo del ${shownDate(from)} al ${shownDate(to)} (10 días)`),
    ).toBeVisible();

    const byVehicle = page.getByRole('region', { name: 'Ocupación por vehículo', exact: true });
    await expect(byVehicle.locator('svg text', { hasText: vehicleName })).toBeVisible();
    // The table is there for screen readers already; 'Ver tabla' shows it to everyone.
    const row = byVehicle.getByRole('row', { name: new RegExp(vehicleName) });
    await expect(row).toHaveCount(1);
    await byVehicle.getByRole('button', { name: 'Ver tabla' }).click();
    await expect(row).toBeVisible();
    await expect(row.getByRole('cell')).toHaveText(['3', '10', '30%', '$210.00']);
    await expect(byVehicle.locator('svg text')).toHaveCount(0);

    for (const title of [
      'Ocupación por tipo',
      'Ingresos por tipo',
      'Ocupación por mes',
      'Ingresos por mes',
      'Costo de mantenimiento por vehículo',
    ]) {
      await expect(page.getByRole('region', { name: title, exact: true })).toBeVisible();
    }
    await expect(
      page.getByRole('region', { name: 'Vehículos que más ingresan', exact: true }),
    ).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Ingresos por mes', exact: true }).locator('svg polyline'),
    ).toHaveCount(1);
    await expectNoSeriousA11yViolations(page);
    await saveScreenshot(page, 'reports');

    // Offline, the last answer stays on screen with its date.
    await page.context().setOffline(true);
    await page.getByRole('button', { name: 'Actualizar' }).click();
    await expect(
      page.getByText(
        /^Sin conexión: se muestra la última copia guardada de este reporte, del \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}\.$/,
      ),
    ).toBeVisible();
    await expect(row).toBeVisible();
    await page.context().setOffline(false);
  });

  test('an empty period says so', async ({ page }) => {
    await signIn(page, ADMIN);
    await expect(page).toHaveURL(/\/admin$/);
    await page.goto('/admin/reports?from=2001-01-01&to=2001-01-31');
    await expect(page.getByText('Sin datos para este periodo')).toBeVisible();
  });

  test('on a 390 px phone the page fits, works by keyboard and passes axe', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, ADMIN);
    await expect(page).toHaveURL(/\/admin$/);
    await page.goto(`/admin/reports?from=${from}&to=${to}`);
    const byType = page.getByRole('region', { name: 'Ocupación por tipo', exact: true });
    await expect(byType.locator('svg text').first()).toBeVisible();
    const toggle = byType.getByRole('button', { name: 'Ver tabla' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(byType.getByRole('button', { name: 'Ver gráfico' })).toBeFocused();
    await expect(byType.getByRole('columnheader', { name: 'Ocupación' })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoSeriousA11yViolations(page);
    await saveScreenshot(page, 'reports');
  });

  test('the management page downloads its filtered list as CSV', async ({ page }) => {
    await signIn(page, ADMIN);
    await expect(page).toHaveURL(/\/admin$/);
    await page.goto('/admin/reservation');
    await page.getByRole('searchbox').first().fill(vehicleName);
    await expect(page.getByText(/^Mostrando 1 de 1 reservas/)).toBeVisible();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Descargar CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^reservas-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = readFileSync((await download.path()) ?? '', 'utf8');
    expect(text.startsWith('\uFEFFID,Cliente,Correo,DUI,Vehículo,')).toBe(true);
    const lines = text.slice(1).split('\r\n').filter(Boolean);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`,${vehicleName},`);
    expect(lines[1]).toContain(
      `,${shownDate(daysFromToday(100))},${shownDate(daysFromToday(103))},3,70.00,210.00,Próxima,`,
    );
  });

  test('the same filtered list downloads as an .xlsx with real dates and amounts', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, ADMIN);
    await expect(page).toHaveURL(/\/admin$/);
    await page.goto('/admin/reservation');
    await page.getByRole('searchbox').first().fill(vehicleName);
    await expect(page.getByText(/^Mostrando 1 de 1 reservas/)).toBeVisible();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Descargar Excel (.xlsx)' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^reservas-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile((await download.path()) ?? '');
    const sheet = book.worksheets[0];
    expect(sheet?.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet?.rowCount).toBe(2);
    const row = sheet?.getRow(2);
    expect(row?.getCell(5).value).toBe(vehicleName);
    expect(row?.getCell(9).value).toEqual(new Date(`${daysFromToday(100)}T00:00:00Z`));
    expect(row?.getCell(9).numFmt).toBe('dd/mm/yyyy');
    expect(row?.getCell(13).value).toBe(210);
    expect(row?.getCell(13).numFmt).toBe('$#,##0.00');
  });
});
