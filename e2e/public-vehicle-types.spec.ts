import { expect, test } from '@playwright/test';
import { checkAtBothSizes } from './customer-fixtures.ts';

const TYPES = [
  { slug: 'sedan', title: 'Sedan', capacity: '5 pasajeros', fourth: 'Maletero' },
  { slug: 'suv', title: 'SUV', capacity: '7-8 pasajeros', fourth: 'Tracción' },
  { slug: 'pickup', title: 'PickUp', capacity: '2-5 pasajeros', fourth: 'Tracción' },
];

for (const type of TYPES) {
  test(`the ${type.title} page shows its description, features and specs`, async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: new RegExp(`^${type.title}`) }).click();
    await expect(page).toHaveURL(`/customer/vehicle-type/${type.slug}`);
    await expect(page.getByRole('heading', { name: type.title, level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Características' })).toBeVisible();
    const specs = page.getByRole('definition');
    await expect(specs.filter({ hasText: type.capacity })).toBeVisible();
    for (const label of ['Capacidad', 'Transmisión', 'Combustible', type.fourth]) {
      await expect(page.getByRole('term').filter({ hasText: label })).toBeVisible();
    }
    if (type.slug === 'suv') await checkAtBothSizes(page, 'vehicle-type-suv');

    await page.getByRole('link', { name: 'Ver Modelos' }).click();
    await expect(page).toHaveURL(new RegExp(`/customer/vehicles\\?type=${type.title}$`));
    await expect(page.getByRole('button', { name: type.title, pressed: true })).toBeVisible();
  });
}

test("'Volver al inicio' goes home", async ({ page }) => {
  await page.goto('/customer/vehicle-type/sedan');
  await page.getByRole('link', { name: 'Volver al inicio' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'ELITE DRIVE', exact: true })).toBeVisible();
});

test('an unknown type says so and offers the way back', async ({ page }) => {
  await page.goto('/customer/vehicle-type/camion');
  await expect(page.getByRole('heading', { name: 'Tipo de vehículo no encontrado' })).toBeVisible();
  await expect(page.getByText('El tipo de vehículo no es válido.')).toBeVisible();
  await checkAtBothSizes(page, 'vehicle-type-unknown');
  await page.getByRole('link', { name: 'Volver al inicio' }).click();
  await expect(page).toHaveURL(/\/$/);
});
