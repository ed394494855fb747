import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';

export const ADMIN = { email: 'admin@elitedrive.sv', password: 'EliteAdmin2026' };
export const CUSTOMER = {
  email: 'cliente@elitedrive.sv',
  password: 'Cliente2026',
  firstName: 'Carlos',
};

export async function signIn(page: Page, account: { email: string; password: string }) {
  await page.goto('/login');
  await page.getByLabel('Correo electrónico').fill(account.email);
  await page.getByLabel('Contraseña').fill(account.password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
}

/** The sidebar navigation (open it first on narrow screens). */
/**
 * The prerendered home page shows its form before the script adopts it, inert meanwhile (no
 * focus, no Enter): keyboard steps must wait for it. Clicks and typing wait by themselves.
 */
export async function waitForHydratedHome(page: Page) {
  await expect(page.locator('main [inert]')).toHaveCount(0);
}

export function sidebar(page: Page) {
  return page.getByRole('navigation', { name: /menú principal/i });
}

export async function expectMenu(page: Page, labels: string[]) {
  const nav = sidebar(page);
  for (const label of labels) {
    await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();
  }
}

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/**
 * Runs axe-core on the page (evaluated through the debugger protocol, so our strict CSP needs no
 * exception) and fails on any serious or critical violation.
 */
export async function expectNoSeriousA11yViolations(page: Page) {
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    // The settled page is what is judged: a button changing colour is mid-way through its
    // transition for 150 ms, and its passing colours can fail a contrast check.
    const settling = document
      .getAnimations()
      .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime));
    await Promise.all(settling.map((animation) => animation.finished.catch(() => undefined)));
    // biome-ignore lint/suspicious/noExplicitAny: axe is injected at run time and has no types here.
    const result = await (window as any).axe.run(document, { resultTypes: ['violations'] });
    return (
      result.violations as {
        id: string;
        impact: string;
        help: string;
        nodes: { target: string[]; html: string; failureSummary?: string }[];
      }[]
    )
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => {
        // Where and why: the element's opening tag and axe's own reason (colours and ratio).
        const nodes = v.nodes.map((n) =>
          `${n.target.join(' ')} ${n.html.slice(0, 200)} ${n.failureSummary ?? ''}`.trim(),
        );
        return `${v.id} (${v.impact}): ${v.help} — ${nodes.join(', ')}`;
      });
  });
  expect(violations).toEqual([]);
}

/** Saves a screenshot under e2e/screenshots (not committed) for people to look at. */
export async function saveScreenshot(page: Page, name: string) {
  const { width, height } = page.viewportSize() ?? { width: 0, height: 0 };
  await page.screenshot({ path: `e2e/screenshots/${name}-${width}x${height}.png`, fullPage: true });
}
