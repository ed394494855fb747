import { expect, type Page } from '@playwright/test';

export const ADMIN = { email: 'admin@elitedrive.sv', password: 'EliteAdmin2026' };
export const CUSTOMER = { email: 'cliente@elitedrive.sv', password: 'Cliente2026', firstName: 'Carlos' };

export async function signIn(page: Page, account: { email: string; password: string }) {
  await page.goto('/login');
  await page.getByLabel('Correo electrónico').fill(account.email);
  await page.getByLabel('Contraseña').fill(account.password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
}

/** The sidebar navigation (open it first on narrow screens). */
export function sidebar(page: Page) {
  return page.getByRole('navigation', { name: /menú principal/i });
}

export async function expectMenu(page: Page, labels: string[]) {
  const nav = sidebar(page);
  for (const label of labels) {
    await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();
  }
}
