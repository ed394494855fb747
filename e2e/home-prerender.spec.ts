import { expect, type Page, test } from '@playwright/test';
import { ADMIN, expectNoSeriousA11yViolations, sidebar } from './support.ts';

// Issue 16: '/' comes from the server already drawn (dist/home.html, made at build time), so its
// largest picture and headline paint before any script; React then adopts that markup.

// A first visit: the service worker would serve '/' from its own copy on later ones.
test.use({ serviceWorkers: 'block' });

/** Holds the app's scripts until the returned function is called: the page is the HTML alone. */
async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/[^?]*\.js(?:\?.*)?$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Console errors and uncaught exceptions of the page (a failed hydration reports both ways). */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** The boxes of what the first paint shows, to compare before and after React takes over. */
function firstScreenBoxes(page: Page) {
  return page.evaluate(() => {
    const box = (selector: string) => {
      const element = document.querySelector(selector);
      if (!element) return null;
      const { x, y, width, height } = element.getBoundingClientRect();
      return { x, y, width, height };
    };
    return {
      hero: box('main img'),
      heading: box('main h1'),
      form: box('main form'),
      sidebar: box('#app-sidebar'),
    };
  });
}

test('the served / holds the hero picture, headline and search form; other paths the shell', async ({
  request,
}) => {
  const home = await request.get('/');
  expect(home.headers()['content-type']).toContain('text/html');
  const html = await home.text();
  expect(html).toContain('data-prerendered="home"');
  expect(html).toMatch(/<h1[^>]*>ELITE DRIVE<\/h1>/);
  expect(html).toContain('Encuentra tu libertad en cada viaje');
  expect(html).toMatch(/<img src="\/images\/hero\.svg"[^>]*fetchPriority="high"/i);
  expect(html).toContain('¿Cuándo necesitas tu vehículo?');
  expect(html).toContain('Buscar Vehículos');
  // No inline script: the CSP allows none.
  expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);

  for (const path of ['/login', '/customer/vehicles', '/admin/reservation']) {
    const shell = await (await request.get(path)).text();
    expect(shell, path).toContain('Cargando...');
    expect(shell, path).not.toContain('Encuentra tu libertad en cada viaje');
    expect(shell, path).not.toContain('data-prerendered');
  }
});

for (const screen of [
  { name: 'phone', viewport: { width: 390, height: 844 }, toggle: 'Mostrar menú', menu: false },
  { name: 'desktop', viewport: { width: 1280, height: 800 }, toggle: 'Ocultar menú', menu: true },
]) {
  test.describe(`on a ${screen.name}`, () => {
    test.use({ viewport: screen.viewport });

    test('the home page paints before its scripts and React adopts it without a change', async ({
      page,
    }) => {
      const errors = collectErrors(page);
      const release = await holdScripts(page);
      // The brand font comes once the first screen has settled (src/lib/brand-font.ts), by its
      // own timing: held, both pictures of the page are drawn in the same (fallback) face.
      await page.route(/\.woff2$/, () => undefined);
      // Module scripts hold back DOMContentLoaded: only the HTML's arrival can be awaited.
      await page.goto('/', { waitUntil: 'commit' });

      // Before any script: the headline, the hero picture drawn, the search form, the menu as
      // CSS alone places it on this screen.
      const heading = page.getByRole('heading', { name: 'ELITE DRIVE', level: 1 });
      await expect(heading).toBeVisible();
      await expect(page.getByText('Encuentra tu libertad en cada viaje')).toBeVisible();
      await expect(page.getByText('Buscar Vehículos')).toBeVisible();
      await expect
        .poll(() =>
          page.evaluate(() => {
            const hero = document.querySelector<HTMLImageElement>('main img');
            return hero?.complete === true && hero.naturalWidth > 0;
          }),
        )
        .toBe(true);
      if (screen.menu) await expect(sidebar(page).getByRole('link')).toHaveCount(4);
      else await expect(sidebar(page)).toBeHidden();
      // The search waits for its script (a search sent now would only reload the page): the
      // form is inert, a click cannot land on it.
      const form = page.getByRole('form', { name: 'Buscar vehículos por fechas' });
      const inInert = () => form.evaluate((element) => element.closest('[inert]') !== null);
      expect(await inInert()).toBe(true);
      const search = page.getByRole('button', { name: 'Buscar Vehículos' });
      await expect(search.click({ timeout: 1_500 })).rejects.toThrow(
        /intercepts pointer events|Timeout/,
      );
      expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/');
      expect(await page.evaluate(() => document.querySelectorAll('script[src]').length)).toBe(1);

      const before = await firstScreenBoxes(page);
      await page.evaluate(() => {
        const keep = window as unknown as Record<string, unknown>;
        keep.__heroBefore = document.querySelector('main img');
        keep.__headingBefore = document.querySelector('main h1');
      });

      release();
      // Hydrated: the menu button knows the screen, the search answers.
      await expect(page.getByRole('button', { name: screen.toggle })).toBeVisible();
      await expect.poll(inInert).toBe(false);
      await expect(search).toBeVisible();

      // The same elements (adopted, not drawn again) in the same places.
      expect(
        await page.evaluate(() => {
          const keep = window as unknown as Record<string, unknown>;
          return (
            keep.__heroBefore === document.querySelector('main img') &&
            keep.__headingBefore === document.querySelector('main h1')
          );
        }),
      ).toBe(true);
      expect(await firstScreenBoxes(page)).toEqual(before);
      if (screen.menu) await expect(sidebar(page).getByRole('link')).toHaveCount(4);
      else await expect(sidebar(page)).toBeHidden();

      // And works: the menu toggles, the search goes to the list.
      await page.getByRole('button', { name: screen.toggle }).click();
      if (screen.menu) await expect(sidebar(page)).toBeHidden();
      else await expect(sidebar(page).getByRole('link', { name: 'Vehículos' })).toBeVisible();
      await page.keyboard.press('Escape');
      if (!screen.menu) await expect(sidebar(page)).toBeHidden();
      await expectNoSeriousA11yViolations(page);
      await search.click();
      await expect(page).toHaveURL(/\/customer\/vehicles$/);
      await expect(page.getByRole('heading', { name: 'Vehículos Disponibles' })).toBeVisible();
      expect(errors).toEqual([]);
    });
  });
}

test('the skip link works on the prerendered page before and after React takes over', async ({
  page,
}) => {
  const release = await holdScripts(page);
  await page.goto('/', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { name: 'ELITE DRIVE', level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Saltar al contenido' });
  await expect(skip).toBeFocused();
  release();
  await expect(page.getByRole('button', { name: 'Ocultar menú' })).toBeVisible();
  // Focus stayed on the same link through the hydration.
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('#main-content')).toBeFocused();
});

test('a signed-in admin opening / gets the admin menu and no errors', async ({ page, request }) => {
  const login = await request.post('/api/auth/login', { data: ADMIN });
  expect(login.ok()).toBe(true);
  const { token, user } = (await login.json()) as { token: string; user: unknown };
  await page.addInitScript(
    ([storedToken, storedUser]) => {
      localStorage.setItem('authToken', storedToken);
      localStorage.setItem('userData', storedUser);
    },
    [token, JSON.stringify(user)] as const,
  );
  const errors = collectErrors(page);
  await page.goto('/');
  await expect(sidebar(page).getByRole('link', { name: 'Gestión de Reservas' })).toBeVisible();
  await expect(sidebar(page).getByRole('link', { name: 'Iniciar Sesión' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'ELITE DRIVE', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Buscar Vehículos' })).toBeVisible();
  expect(errors).toEqual([]);
});
