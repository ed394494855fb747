import { type APIRequestContext, type CDPSession, expect, type Page, test } from '@playwright/test';
import {
  apiToken,
  boardColumn,
  createVehicle,
  pendingCounter,
  signInThrough,
  type TestVehicle,
  toast,
  topBar,
  uniqueTag,
} from './offline-support.ts';
import { test as relayTest } from './relay-fixture.ts';
import { ADMIN, expectNoSeriousA11yViolations, signIn } from './support.ts';

/** Issue 26: staff set which car the workshop takes first by dragging it within its column. */

const REQUIRED = 'Requiere mantenimiento';
const liveRegion = (page: Page) => page.locator('[id^="DndLiveRegion"]');

/** Three cars of the story's own in 'Requiere mantenimiento', in the order they were added. */
async function threeCars(request: APIRequestContext, word: string) {
  const token = await apiToken(request, ADMIN);
  const tag = `${word} ${uniqueTag()}`;
  const cars: TestVehicle[] = [];
  for (const letter of ['Alfa', 'Bravo', 'Charlie']) {
    cars.push(await createVehicle(request, token, 'maintenanceRequired', `${tag} ${letter}`));
  }
  return { tag, token, cars: cars as [TestVehicle, TestVehicle, TestVehicle] };
}

/** The column's cards as the screen shows them, top to bottom. */
async function shownOrder(page: Page, column = REQUIRED): Promise<string[]> {
  return boardColumn(page, column)
    .getByRole('article')
    .evaluateAll((cards) => cards.map((card) => card.getAttribute('aria-label') ?? ''));
}

/** The order the server keeps (what every user's board sorts by). */
async function serverOrder(
  request: APIRequestContext,
  token: string,
  cars: readonly TestVehicle[],
): Promise<string[]> {
  const response = await request.get('/api/vehicles?view=full', {
    headers: { Authorization: `Bearer ${token}` },
  });
  const list = (await response.json()) as {
    id: number;
    name: string;
    workshopPosition: number | null;
  }[];
  return list
    .filter((car) => cars.some((ours) => ours.id === car.id))
    .sort((a, b) => (a.workshopPosition ?? 0) - (b.workshopPosition ?? 0) || a.id - b.id)
    .map((car) => car.name);
}

async function reorderEntries(request: APIRequestContext, token: string, id: number) {
  const response = await request.get(`/api/audit?entity=vehicle&id=${id}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { action: string }[]).filter(
    (entry) => entry.action === 'workshopReordered',
  );
}

async function openBoard(page: Page, tag: string) {
  await page.goto(`/admin/maintenance?q=${encodeURIComponent(tag)}`);
  await expect(page.getByRole('heading', { name: 'Gestión de Mantenimiento' })).toBeVisible();
  await expect(boardColumn(page, REQUIRED).getByRole('article')).toHaveCount(3);
}

const names = (cars: readonly TestVehicle[]) => cars.map((car) => car.name);

/**
 * Picks a card up by its handle and presses an arrow until the screen reader names the place it
 * wants. dnd-kit listens for the arrows only from the task after the pick-up: a key typed before
 * is lost, so it is pressed again only while nothing has moved yet.
 */
async function keyboardReorder(page: Page, car: TestVehicle, key: string, places: string[]) {
  await page.getByRole('button', { name: `Mover ${car.name}` }).focus();
  await page.keyboard.press('Space');
  await expect(liveRegion(page)).toContainText(`Tomaste el vehículo ${car.name}`);
  for (const [index, place] of places.entries()) {
    await expect(async () => {
      const said = (await liveRegion(page).textContent()) ?? '';
      if (index > 0 || said.startsWith('Tomaste')) await page.keyboard.press(key);
      await expect(liveRegion(page)).toContainText(place, { timeout: 1_000 });
    }).toPass({ timeout: 10_000 });
  }
  await page.keyboard.press('Space');
}

test('staff reorder the workshop by mouse and by keyboard; another browser sees the same order', async ({
  page,
  request,
  browser,
}) => {
  const { tag, token, cars } = await threeCars(request, 'Orden');
  const [alfa, bravo, charlie] = cars;
  // Tall enough for a column to show its three cards without scrolling inside it.
  await page.setViewportSize({ width: 1280, height: 1800 });
  await signIn(page, ADMIN);
  await expect(page).toHaveURL(/\/admin$/);
  await openBoard(page, tag);
  expect(await shownOrder(page)).toEqual(names(cars));

  // Mouse: Charlie is dragged onto Alfa, the first card, and takes its place.
  const card = (car: TestVehicle) => page.getByRole('article', { name: car.name, exact: true });
  const from = await card(charlie).boundingBox();
  const to = await card(alfa).boundingBox();
  if (!from || !to) throw new Error('cards not on screen');
  await page.mouse.move(from.x + from.width / 2, from.y + 30);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y + 20, { steps: 4 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 3, { steps: 16 });
  await page.mouse.up();
  await expect.poll(() => shownOrder(page)).toEqual(names([charlie, alfa, bravo]));
  await expect.poll(() => serverOrder(request, token, cars)).toEqual(names([charlie, alfa, bravo]));
  // A reorder is no status change: nothing asked, the car stays in its column.
  await expect(page.getByRole('alertdialog')).toHaveCount(0);

  // Keyboard: Charlie goes down two places, back to last; the screen reader says where.
  await keyboardReorder(page, charlie, 'ArrowDown', [
    `El vehículo ${charlie.name} está en el puesto 2 de 3 de la columna "${REQUIRED}"`,
    `El vehículo ${charlie.name} está en el puesto 3 de 3 de la columna "${REQUIRED}"`,
  ]);
  await expect(liveRegion(page)).toContainText(
    `Soltaste el vehículo ${charlie.name} en el puesto 3 de 3 de "${REQUIRED}"`,
  );
  await expect.poll(() => shownOrder(page)).toEqual(names([alfa, bravo, charlie]));
  await expect.poll(() => serverOrder(request, token, cars)).toEqual(names([alfa, bravo, charlie]));
  // The keyboard's focus stays on the card it moved.
  await expect(page.getByRole('button', { name: `Mover ${charlie.name}` })).toBeFocused();

  // Bravo up one place: before Alfa.
  await keyboardReorder(page, bravo, 'ArrowUp', [
    `El vehículo ${bravo.name} está en el puesto 1 de 3 de la columna "${REQUIRED}"`,
  ]);
  await expect.poll(() => serverOrder(request, token, cars)).toEqual(names([bravo, alfa, charlie]));
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  // Another staff member's browser shows the same order.
  const other = await browser.newContext({ locale: 'es-ES', timezoneId: 'America/El_Salvador' });
  const otherPage = await other.newPage();
  await signIn(otherPage, ADMIN);
  await expect(otherPage).toHaveURL(/\/admin$/);
  await openBoard(otherPage, tag);
  expect(await shownOrder(otherPage)).toEqual(names([bravo, alfa, charlie]));
  await other.close();
});

/** Real touch events through the debugger protocol, as a finger on a phone sends them. */
async function touchDrag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }) {
  const cdp: CDPSession = await page.context().newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x = 0, y = 0) =>
    cdp.send('Input.dispatchTouchEvent', {
      type,
      touchPoints: type === 'touchEnd' ? [] : [{ x, y }],
    });
  await touch('touchStart', from.x, from.y);
  // A long press: the board's touch sensor picks a card up after 250 ms, so a swipe scrolls.
  await page.waitForTimeout(400);
  const steps = 16;
  for (let i = 1; i <= steps; i++) {
    await touch(
      'touchMove',
      from.x + ((to.x - from.x) * i) / steps,
      from.y + ((to.y - from.y) * i) / steps,
    );
    await page.waitForTimeout(25);
  }
  await page.waitForTimeout(150);
  await touch('touchEnd');
  await cdp.detach();
}

test('on a 390 px phone a long press and a slide put a car first', async ({ browser, request }) => {
  const { tag, token, cars } = await threeCars(request, 'Tactil');
  const [alfa, bravo, charlie] = cars;
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
    locale: 'es-ES',
    timezoneId: 'America/El_Salvador',
  });
  const page = await context.newPage();
  await signIn(page, ADMIN);
  await expect(page).toHaveURL(/\/admin$/);
  await openBoard(page, tag);
  const card = (car: TestVehicle) => page.getByRole('article', { name: car.name, exact: true });
  await card(alfa).scrollIntoViewIfNeeded();
  // The handle a finger could also use is at least 44 px square.
  const handle = await page.getByRole('button', { name: `Mover ${bravo.name}` }).boundingBox();
  expect(handle?.width).toBeGreaterThanOrEqual(44);
  expect(handle?.height).toBeGreaterThanOrEqual(44);

  const from = await card(bravo).boundingBox();
  const to = await card(alfa).boundingBox();
  if (!from || !to) throw new Error('cards not on screen');
  await touchDrag(
    page,
    { x: from.x + from.width / 2, y: from.y + 20 },
    { x: to.x + to.width / 2, y: to.y + to.height / 3 },
  );
  await expect.poll(() => shownOrder(page)).toEqual(names([bravo, alfa, charlie]));
  await expect.poll(() => serverOrder(request, token, cars)).toEqual(names([bravo, alfa, charlie]));
  await expectNoSeriousA11yViolations(page);
  await context.close();
});

test('a reorder made offline stays after a reload and is sent once back online', async ({
  page,
  context,
  request,
}) => {
  const { tag, token, cars } = await threeCars(request, 'Sin red');
  const [alfa, bravo, charlie] = cars;
  await signInThrough(page, ADMIN);
  await openBoard(page, tag);

  await context.setOffline(true);
  await expect(topBar(page).getByText('Sin conexión')).toBeVisible();
  await keyboardReorder(page, alfa, 'ArrowDown', [
    `El vehículo ${alfa.name} está en el puesto 2 de 3 de la columna "${REQUIRED}"`,
    `El vehículo ${alfa.name} está en el puesto 3 de 3 de la columna "${REQUIRED}"`,
  ]);
  await expect(
    toast(
      page,
      `Sin conexión: el nuevo orden de "${alfa.name}" quedó pendiente y se enviará al recuperar la conexión.`,
    ),
  ).toBeVisible();
  await expect.poll(() => shownOrder(page)).toEqual(names([bravo, charlie, alfa]));
  // The server has not seen it.
  expect(await serverOrder(request, token, cars)).toEqual(names(cars));

  // Still offline, the board is loaded anew: the card is where staff put it.
  await page.reload();
  await expect(topBar(page).getByText('Sin conexión')).toBeVisible();
  await expect(boardColumn(page, REQUIRED).getByRole('article')).toHaveCount(3);
  await expect.poll(() => shownOrder(page)).toEqual(names([bravo, charlie, alfa]));
  await expectNoSeriousA11yViolations(page);

  await context.setOffline(false);
  await expect.poll(() => serverOrder(request, token, cars)).toEqual(names([bravo, charlie, alfa]));
  await expect(toast(page, /Cambio sincronizado/)).toBeVisible();
  await expect.poll(() => shownOrder(page)).toEqual(names([bravo, charlie, alfa]));
  // Replayed once: one entry in the car's history.
  await expect.poll(async () => (await reorderEntries(request, token, alfa.id)).length).toBe(1);
  await page.waitForTimeout(1_500);
  expect(await reorderEntries(request, token, alfa.id)).toHaveLength(1);
});

relayTest(
  'a reorder made with the line cut survives a browser restart and is replayed once',
  async ({ launchOnProfile, relay, server }) => {
    const { tag, token, cars } = await threeCars(server, 'Sin línea');
    const [alfa, bravo, charlie] = cars;
    let page = await launchOnProfile();
    await signInThrough(page, ADMIN);
    await openBoard(page, tag);

    // The line is cut under the browser (it still believes it is online).
    relay.cut();
    await keyboardReorder(page, alfa, 'ArrowDown', [
      `El vehículo ${alfa.name} está en el puesto 2 de 3 de la columna "${REQUIRED}"`,
      `El vehículo ${alfa.name} está en el puesto 3 de 3 de la columna "${REQUIRED}"`,
    ]);
    await expect(pendingCounter(page, 1)).toBeVisible({ timeout: 30_000 });
    await expect.poll(() => shownOrder(page)).toEqual(names([bravo, charlie, alfa]));
    await page.context().close();

    // A new browser process on the same profile, the line still cut: the order and queue are kept.
    page = await launchOnProfile();
    await openBoard(page, tag);
    await expect(pendingCounter(page, 1)).toBeVisible();
    await expect.poll(() => shownOrder(page)).toEqual(names([bravo, charlie, alfa]));
    expect(await serverOrder(server, token, cars)).toEqual(names(cars));

    relay.restore();
    // Nobody presses anything: the app notices the line is back and sends the reorder, once.
    await expect(pendingCounter(page, 1)).toBeHidden({ timeout: 30_000 });
    await expect
      .poll(() => serverOrder(server, token, cars))
      .toEqual(names([bravo, charlie, alfa]));
    await page.reload();
    await expect.poll(() => shownOrder(page)).toEqual(names([bravo, charlie, alfa]));
    expect(await reorderEntries(server, token, alfa.id)).toHaveLength(1);
    await page.context().close();
  },
);

test('a card picked up by keyboard low in a column is announced where it is, and Space leaves it there', async ({
  page,
  request,
}) => {
  const { tag, token, cars } = await threeCars(request, 'Abajo');
  const [alfa, bravo, charlie] = cars;
  // The desktop's usual 800 px: the column scrolls, and its last card sits low in it.
  await signIn(page, ADMIN);
  await expect(page).toHaveURL(/\/admin$/);
  await openBoard(page, tag);
  await page.getByRole('button', { name: `Mover ${charlie.name}` }).focus();
  await page.keyboard.press('Space');
  await expect(liveRegion(page)).toContainText(`Tomaste el vehículo ${charlie.name}`);
  await page.waitForTimeout(500);
  await expect(liveRegion(page)).toContainText(`Tomaste el vehículo ${charlie.name}`);
  await page.keyboard.press('Space');
  await expect(liveRegion(page)).toContainText(
    `Soltaste el vehículo ${charlie.name} en su mismo puesto. El orden no cambia.`,
  );
  await page.waitForTimeout(500);
  expect(await shownOrder(page)).toEqual(names(cars));
  expect(await serverOrder(request, token, cars)).toEqual(names(cars));

  // And from there up two places, to first.
  await keyboardReorder(page, charlie, 'ArrowUp', [
    `El vehículo ${charlie.name} está en el puesto 2 de 3 de la columna "${REQUIRED}"`,
    `El vehículo ${charlie.name} está en el puesto 1 de 3 de la columna "${REQUIRED}"`,
  ]);
  await expect.poll(() => shownOrder(page)).toEqual(names([charlie, alfa, bravo]));
  await expect.poll(() => serverOrder(request, token, cars)).toEqual(names([charlie, alfa, bravo]));
});
