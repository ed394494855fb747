import { type APIRequestContext, test as base } from '@playwright/test';
import { type Relay, startRelay } from './relay.ts';

/** The server itself, reached directly (not through the relay the browser uses). */
export const SERVER = `http://localhost:${process.env.E2E_PORT}`;

/**
 * Stories whose browser talks to the app through a TCP relay (e2e/relay.ts) they can cut, stall
 * or turn into a failing server; `server` checks the server directly, not through it.
 */
export const test = base.extend<{ relay: Relay; server: APIRequestContext }>({
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
});
