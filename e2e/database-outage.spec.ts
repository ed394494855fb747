import { expect } from '@playwright/test';
import {
  expectInWorkshopOnce,
  getVehicle,
  moveToWorkshop,
  outboxResults,
  pendingCounter,
  recordOutboxMessages,
  signInThrough,
  toast,
  topBar,
} from './offline-support.ts';
import { test } from './relay-fixture.ts';
import { ADMIN } from './support.ts';

const RETRY_AFTER = 3;
const WAITING = /^El servidor no responde: reintento en (\d+) s$/;

/**
 * Issue 25: while the database is down the server answers 503 with Retry-After. The relay plays
 * that server (every answer 503, Retry-After 3, the Spanish SERVICE_UNAVAILABLE body) for 10 s:
 * the changes queued on the phone wait, asking again every 3 s as told (not on the growing
 * back-off), then drain when it is back; none is shown as a conflict.
 */
test('with the server answering 503 + Retry-After 3 for 10 s, queued changes wait, then drain, none a conflict', async ({
  ourVehicle,
  page,
  relay,
  server,
}) => {
  const first = await ourVehicle();
  const second = await ourVehicle();
  await signInThrough(page, ADMIN);
  await page.goto('/admin/maintenance');
  await recordOutboxMessages(page);
  relay.cut();
  expect((await moveToWorkshop(page, first)).status).toBe(202);
  expect((await moveToWorkshop(page, second)).status).toBe(202);
  await expect(pendingCounter(page, 2)).toBeVisible();

  relay.unavailable(RETRY_AFTER);
  const waitingSince = Date.now();
  const line = topBar(page).getByText(WAITING);
  await expect(line).toBeVisible({ timeout: 10_000 });
  // For 10 s the top bar counts down from the server's 3 s, never from a longer back-off.
  const shown = new Set<number>();
  while (Date.now() - waitingSince < 10_000) {
    const text = await line.textContent({ timeout: 1_000 }).catch(() => null);
    const seconds = text ? Number(WAITING.exec(text)?.[1]) : Number.NaN;
    if (Number.isFinite(seconds)) shown.add(seconds);
    await page.waitForTimeout(200);
  }
  expect(Math.max(...shown)).toBeLessThanOrEqual(RETRY_AFTER);
  // It did ask again (about every 3 s), and nothing reached the server.
  expect(relay.unavailableAnswers).toBeGreaterThanOrEqual(2);
  await expect(pendingCounter(page, 2)).toBeVisible();
  expect((await getVehicle(server, first.id)).version).toBe(first.version);

  relay.restore();
  const restoredAt = Date.now();
  await expect(pendingCounter(page, 2)).toBeHidden({ timeout: (RETRY_AFTER + 5) * 1000 });
  test.info().annotations.push({
    type: 'drained after the 503s ended',
    description: `${Date.now() - restoredAt} ms`,
  });
  await expectInWorkshopOnce(server, first);
  await expectInWorkshopOnce(server, second);
  await expect(
    toast(page, `Cambio sincronizado: Taller: ${first.name}`).or(
      toast(page, /2 cambios sincronizados/),
    ),
  ).toBeVisible();
  const results = await outboxResults(page);
  expect(results.filter((result) => result.outcome === 'conflict')).toEqual([]);
  await expect(topBar(page).getByText(/El servidor no responde/)).toBeHidden();
});
