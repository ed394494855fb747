import { expect, test } from '@playwright/test';
import {
  ADMIN,
  CUSTOMER,
  expectMenu,
  expectNoSeriousA11yViolations,
  saveScreenshot,
  sidebar,
  signIn,
} from './support.ts';

const CUSTOMER_MENU = ['Inicio', 'Vehículos', 'Mis Reservas'];
const ADMIN_MENU = [
  'Dashboard',
  'Operaciones de hoy',
  'Gestión de Reservas',
  'Gestión de Vehículos',
  'Mantenimiento',
];

test('a visitor registers, is sent to sign in, and lands in the customer portal', async ({
  page,
}) => {
  const unique = Date.now().toString().slice(-7);
  await page.goto('/register');
  await expect(page.getByRole('heading', { name: 'Crear cuenta' })).toBeVisible();
  await page.getByLabel('Nombre', { exact: true }).fill('Valeria');
  await page.getByLabel('Apellido').fill('Cruz');
  await page.getByLabel('Fecha de nacimiento').fill('1994-08-15');
  await page.getByLabel('DUI').fill(`71${unique}`);
  await page.getByLabel('Número de teléfono').fill('76543210');
  const email = `valeria.${unique}@example.com`;
  await page.getByLabel('Correo electrónico').fill(`  ${email.toUpperCase()} `);
  await page.getByLabel('Contraseña', { exact: true }).fill('Coatepeque-42');
  await page.getByLabel('Confirmar contraseña').fill('Coatepeque-42');
  await page.getByRole('button', { name: 'Crear cuenta' }).click();

  await expect(page.getByText('¡Registro exitoso! Redirigiendo al login...')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/, { timeout: 6_000 });

  await signIn(page, { email, password: 'Coatepeque-42' });
  await expect(page).toHaveURL(/\/customer$/);
  await expectMenu(page, CUSTOMER_MENU);
  const nav = sidebar(page);
  await expect(page.getByText('Valeria', { exact: true })).toBeVisible();
  await expect(page.getByText(email, { exact: true })).toBeVisible();
  await expect(page.getByText('Cliente', { exact: true })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Inicio', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
});

test('registration shows each rule broken, in Spanish, and clears it on edit', async ({ page }) => {
  await page.goto('/register');
  await page.getByLabel('DUI').fill('12a34');
  await expect(page.getByLabel('DUI')).toHaveValue('1234');
  await page.getByLabel('Contraseña', { exact: true }).fill('abc');
  await page.getByLabel('Confirmar contraseña').fill('abd');
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(page.getByText('El nombre es requerido')).toBeVisible();
  await expect(page.getByText('El apellido es requerido')).toBeVisible();
  await expect(page.getByText('La fecha de nacimiento es requerida')).toBeVisible();
  await expect(page.getByText('El DUI debe tener 9 dígitos')).toBeVisible();
  await expect(page.getByText('El número de teléfono es requerido')).toBeVisible();
  await expect(page.getByText('El correo electrónico es requerido')).toBeVisible();
  await expect(page.getByText('La contraseña debe tener al menos 6 caracteres')).toBeVisible();
  await expect(page.getByText('Las contraseñas no coinciden')).toBeVisible();
  await page.getByLabel('Nombre', { exact: true }).fill('V');
  await expect(page.getByText('El nombre es requerido')).toBeHidden();
});

test('a registration with a DUI already in use gets the server message', async ({ page }) => {
  await page.goto('/register');
  await page.getByLabel('Nombre', { exact: true }).fill('Otro');
  await page.getByLabel('Apellido').fill('Cliente');
  await page.getByLabel('Fecha de nacimiento').fill('1990-01-01');
  await page.getByLabel('DUI').fill('045678912'); // the demo customer's DUI
  await page.getByLabel('Número de teléfono').fill('70000000');
  await page.getByLabel('Correo electrónico').fill(`otro.${Date.now()}@example.com`);
  await page.getByLabel('Contraseña', { exact: true }).fill('Coatepeque-42');
  await page.getByLabel('Confirmar contraseña').fill('Coatepeque-42');
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(page.getByText('El usuario ya existe. Intenta con otro email o DUI.')).toBeVisible();
  await expect(page).toHaveURL(/\/register$/);
});

test('wrong credentials are refused with one message', async ({ page }) => {
  await signIn(page, { email: CUSTOMER.email, password: 'no-es-esta' });
  await expect(page.getByRole('alert').getByText('Credenciales inválidas')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('the seeded admin lands on the dashboard with the admin menu', async ({ page }) => {
  await signIn(page, ADMIN);
  await expect(page).toHaveURL(/\/admin$/);
  await expectMenu(page, ADMIN_MENU);
  await expect(page.getByText('Panel Administrativo')).toBeVisible();
  await expect(page.getByText('Administrador', { exact: true })).toBeVisible();
});

test('guards: a visitor on /admin goes to /, a customer on /admin goes to /customer', async ({
  page,
}) => {
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/$/);
  await signIn(page, CUSTOMER);
  await expect(page).toHaveURL(/\/customer$/);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/customer$/);
  // SPEC 2.12 gives reservation management its own answer for a customer instead of a redirect.
  await page.goto('/admin/reservation');
  await expect(page.getByRole('heading', { name: 'Permisos Insuficientes' })).toBeVisible();
});

test('the session survives a reload and "Cerrar Sesión" ends it', async ({ page }) => {
  await signIn(page, CUSTOMER);
  await expect(page).toHaveURL(/\/customer$/);
  await page.reload();
  await expect(page).toHaveURL(/\/customer$/);
  await expect(page.getByText(CUSTOMER.firstName, { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Cerrar Sesión' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
  await page.goto('/customer');
  await expect(page).toHaveURL(/\/$/);
  await expectMenu(page, ['Página Principal', 'Vehículos', 'Iniciar Sesión', 'Registrarse']);
});

test('after signing in, a visitor returns to the page first asked for', async ({ page }) => {
  await page.goto('/customer/my-reservations');
  await expect(page).toHaveURL(/\/$/);
  await signIn(page, CUSTOMER);
  await expect(page).toHaveURL(/\/customer\/my-reservations$/);
});

test('a token the server no longer accepts ends the session and goes home', async ({ page }) => {
  await signIn(page, CUSTOMER);
  await expect(page).toHaveURL(/\/customer$/);
  await page.evaluate(() => localStorage.setItem('authToken', 'expired.or.forged'));
  await page.goto('/customer/my-reservations');
  await expect(page).toHaveURL(/\/$/, { timeout: 15_000 });
  // The redirect reloads the page; read storage once the new document is there.
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('userData')).catch(() => 'reloading'))
    .toBeNull();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the menu is an overlay that closes when an item is chosen', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Mostrar menú' });
    await expect(toggle).toBeVisible();
    await toggle.click();
    await sidebar(page).getByRole('link', { name: 'Iniciar Sesión' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('button', { name: 'Mostrar menú' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Inicio de sesión' })).toBeVisible();
  });
});

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test.describe(`sign-in screens at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport });

    for (const [path, name] of [
      ['/login', 'login'],
      ['/register', 'register'],
    ] as const) {
      test(`${path} has no serious accessibility violation`, async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole('main')).toBeVisible();
        await expectNoSeriousA11yViolations(page);
        await saveScreenshot(page, name);
      });
    }
  });
}
