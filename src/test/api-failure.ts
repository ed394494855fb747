import { vi } from 'vitest';
import { createApiClient } from '../lib/api-client.ts';

/** A real ofetch failure for a given answer, exactly as pages receive it. */
export async function apiFailure(status: number, body?: unknown): Promise<unknown> {
  const fetch = vi.fn(
    async () =>
      new Response(body === undefined ? null : JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      }),
  );
  const api = createApiClient({ getToken: () => null, onUnauthorized: vi.fn(), fetch });
  return api('/x').catch((error: unknown) => error);
}

/** A real ofetch failure where no answer arrived (server down, offline). */
export async function networkFailure(): Promise<unknown> {
  const fetch = vi.fn(async () => {
    throw new TypeError('Failed to fetch');
  });
  const api = createApiClient({ getToken: () => null, onUnauthorized: vi.fn(), fetch });
  return api('/x').catch((error: unknown) => error);
}
