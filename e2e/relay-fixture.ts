import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type APIRequestContext,
  type BrowserContext,
  test as base,
  chromium,
  type Page,
} from '@playwright/test';
import { apiToken, archiveVehicle, createVehicle, type TestVehicle } from './offline-support.ts';
import { type Relay, startRelay } from './relay.ts';
import { ADMIN } from './support.ts';

/** The server itself, reached directly (not through the relay the browser uses). */
export const SERVER = `http://localhost:${process.env.E2E_PORT}`;

/**
 * Stories whose browser talks to the app through a TCP relay (e2e/relay.ts) they can cut, stall
 * or turn into a failing server; `server` checks the server directly, not through it.
 */
export const test = base.extend<{
  relay: Relay;
  server: APIRequestContext;
  /**
   * A vehicle of the story's own in 'Requiere mantenimiento', archived after the story (pass or
   * fail) so later stories see the fleet as it was.
   */
  ourVehicle: (name?: string) => Promise<TestVehicle>;
  /**
   * Starts a browser through the relay on a profile folder of the story's own and answers its
   * page; closing it and calling again is a browser restart. Closed and removed after the story.
   */
  launchOnProfile: () => Promise<Page>;
}>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's needs from this pattern.
  relay: async ({}, use) => {
    const relay = await startRelay(Number(process.env.E2E_PORT));
    await use(relay);
    await relay.close();
  },
  baseURL: async ({ relay }, use) => use(relay.url),
  server: async ({ playwright }, use) => {
    const server = await playwright.request.newContext({ baseURL: SERVER });
    await use(server);
    await server.dispose();
  },
  ourVehicle: async ({ server }, use) => {
    const created: number[] = [];
    await use(async (name) => {
      const token = await apiToken(server, ADMIN);
      const vehicle = await createVehicle(server, token, 'maintenanceRequired', name);
      created.push(vehicle.id);
      return vehicle;
    });
    if (created.length === 0) return;
    const token = await apiToken(server, ADMIN);
    for (const id of created) await archiveVehicle(server, token, id);
  },
  launchOnProfile: async ({ relay }, use, testInfo) => {
    const profile = mkdtempSync(join(tmpdir(), 'elite-profile-'));
    const open = new Set<BrowserContext>();
    try {
      await use(async () => {
        const context = await chromium.launchPersistentContext(profile, {
          ...testInfo.project.use.launchOptions,
          baseURL: relay.url,
          locale: 'es-ES',
          timezoneId: 'America/El_Salvador',
          viewport: { width: 1280, height: 800 },
        });
        open.add(context);
        context.on('close', () => open.delete(context));
        return context.pages()[0] ?? (await context.newPage());
      });
    } finally {
      for (const context of open) await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  },
});
