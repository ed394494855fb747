import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from './api-client.ts';

function fakeFetch(status: number, body: unknown) {
  return vi.fn(
    async (_input: RequestInfo | URL, _init?: RequestInit) =>
      new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      }),
  );
}

function requestHeaders(fetch: ReturnType<typeof fakeFetch>): Headers {
  const init = fetch.mock.calls[0]?.[1];
  return new Headers(init?.headers);
}

describe('api client', () => {
  it('calls /api with JSON and the bearer token when signed in', async () => {
    const fetch = fakeFetch(200, { ok: true });
    const api = createApiClient({ getToken: () => 'jwt', onUnauthorized: vi.fn(), fetch });
    await expect(api('/vehicles')).resolves.toEqual({ ok: true });
    expect(String(fetch.mock.calls[0]?.[0])).toBe('/api/vehicles');
    expect(requestHeaders(fetch).get('authorization')).toBe('Bearer jwt');
    expect(requestHeaders(fetch).get('accept')).toBe('application/json');
  });

  it('sends no Authorization header without a token', async () => {
    const fetch = fakeFetch(200, {});
    const api = createApiClient({ getToken: () => null, onUnauthorized: vi.fn(), fetch });
    await api('/vehicles');
    expect(requestHeaders(fetch).has('authorization')).toBe(false);
  });

  it('ends the session on a 401 to a call that carried a token', async () => {
    const onUnauthorized = vi.fn();
    const api = createApiClient({
      getToken: () => 'expired',
      onUnauthorized,
      fetch: fakeFetch(401, { error: 'UNAUTHORIZED', message: 'Sesión expirada' }),
    });
    await expect(api('/reservations/user')).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('treats a 401 without a token (a wrong password) as an ordinary failure', async () => {
    const onUnauthorized = vi.fn();
    const api = createApiClient({
      getToken: () => null,
      onUnauthorized,
      fetch: fakeFetch(401, { error: 'UNAUTHORIZED', message: 'Credenciales inválidas' }),
    });
    await expect(api('/auth/login', { method: 'POST', body: {} })).rejects.toMatchObject({
      data: { message: 'Credenciales inválidas' },
    });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});
