import { expect, test } from '@playwright/test';
import { checkAtBothSizes, daysFromToday, shownDate } from './customer-fixtures.ts';

test('the home page shows the hero, the date search, the promises and the three types', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'ELITE DRIVE', level: 1 })).toBeVisible();
  await expect(page.getByText('Encuentra tu libertad en cada viaje')).toBeVisible();
  await expect(page.getByLabel('Fecha de Inicio')).toBeVisible();
  await expect(page.getByLabel('Fecha de Fin')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Buscar Vehículos' })).toBeVisible();
  await expect(page.getByText('Entregamos el vehículo donde lo necesites.')).toBeVisible();
  await expect(page.getByText('Soporte 24/7')).toBeVisible();
  for (const [name, slug] of [
    ['Sedan', 'sedan'],
    ['SUV', 'suv'],
    ['PickUp', 'pickup'],
  ]) {
    await expect(page.getByRole('link', { name: new RegExp(`^${name}`) })).toHaveAttribute(
      'href',
      `/customer/vehicle-type/${slug}`,
    );
  }
  await checkAtBothSizes(page, 'home');
});

test('the home search offers the noon rule minimum and refuses an end before the start', async ({
  page,
}) => {
  await page.goto('/');
  const start = page.getByLabel('Fecha de Inicio');
  const hourInSanSalvador = Number(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'America/El_Salvador',
      hour: '2-digit',
      hourCycle: 'h23',
    }).format(new Date()),
  );
  // The start's calendar opens on the first day it offers; the day before cannot be picked.
  const earliest = daysFromToday(hourInSanSalvador < 12 ? 0 : 1);
  await page.getByRole('button', { name: 'Abrir calendario' }).first().click();
  const calendar = page.getByRole('dialog', { name: 'Calendario: Fecha de Inicio' });
  await expect(calendar.locator(`[data-date="${earliest}"]`)).toBeFocused();
  await expect(calendar.locator(`[data-date="${earliest}"]`)).not.toHaveAttribute(
    'aria-disabled',
    'true',
  );
  const dayBefore = calendar.locator(
    `[data-date="${daysFromToday(hourInSanSalvador < 12 ? -1 : 0)}"]`,
  );
  if ((await dayBefore.count()) > 0)
    await expect(dayBefore).toHaveAttribute('aria-disabled', 'true');
  await page.keyboard.press('Escape');
  await expect(calendar).toBeHidden();

  await start.fill(daysFromToday(220));
  await page.getByLabel('Fecha de Fin').fill(daysFromToday(218));
  await page.getByRole('button', { name: 'Buscar Vehículos' }).click();
  await expect(
    page.getByText('La fecha de fin debe ser posterior a la fecha de inicio'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  await start.fill(daysFromToday(-3));
  await page.getByLabel('Fecha de Fin').fill(daysFromToday(2));
  await page.getByRole('button', { name: 'Buscar Vehículos' }).click();
  await expect(
    page.getByText(
      `La fecha de inicio no puede ser anterior al ${shownDate(daysFromToday(hourInSanSalvador < 12 ? 0 : 1))}`,
    ),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test('a search without dates opens the whole list', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Buscar Vehículos' }).click();
  await expect(page).toHaveURL(/\/customer\/vehicles$/);
  await expect(page.getByRole('heading', { name: 'Vehículos Disponibles' })).toBeVisible();
  await expect(page.getByText(/Mostrando disponibilidad/)).toBeHidden();
});

test('the public screens fit a 360 px phone without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const start = daysFromToday(260);
  for (const path of [
    '/',
    `/customer/vehicles?start=${start}&end=${daysFromToday(262)}`,
    '/customer/vehicle-type/pickup',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, path).toBeLessThanOrEqual(360);
  }
});
