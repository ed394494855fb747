import { describe, expect, it } from 'vitest';
import { createApiClient } from './api-client.ts';
import { isQueued, outboxHeaders, queuedRequest } from './outbox-client.ts';

interface Seen {
  method: string;
  url: string;
  headers: Headers;
  body: string | null;
}

function clientAnswering(response: () => Response) {
  const seen: Seen[] = [];
  const client = createApiClient({
    getToken: () => 'token-1',
    onUnauthorized: () => undefined,
    fetch: async (input, init) => {
      const request = new Request(new URL(String(input), 'http://localhost'), init);
      seen.push({
        method: request.method,
        url: new URL(request.url).pathname,
        headers: request.headers,
        body: request.method === 'DELETE' ? null : await request.text(),
      });
      return response();
    },
  });
  return { client, seen };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

describe('queuedRequest', () => {
  it('sends the key and the encoded label, and tells a queued answer apart', async () => {
    const { client, seen } = clientAnswering(() => json(202, { queued: true, id: 'abc' }));

    const result = await queuedRequest(
      {
        method: 'PUT',
        path: '/vehicles/4',
        body: { status: 'underMaintenance', expectedStatus: 'maintenanceRequired' },
        label: 'Vehículo #4: En mantenimiento',
        idempotencyKey: 'key-12345678',
      },
      client,
    );

    expect(result).toEqual({ queued: true, id: 'abc', reason: 'offline' });
    expect(isQueued(result)).toBe(true);
    expect(seen[0]?.url).toBe('/api/vehicles/4');
    expect(seen[0]?.headers.get('Idempotency-Key')).toBe('key-12345678');
    expect(decodeURIComponent(seen[0]?.headers.get('X-Outbox-Label') ?? '')).toBe(
      'Vehículo #4: En mantenimiento',
    );
    expect(seen[0]?.headers.get('Authorization')).toBe('Bearer token-1');
    expect(JSON.parse(seen[0]?.body ?? '')).toEqual({
      status: 'underMaintenance',
      expectedStatus: 'maintenanceRequired',
    });
  });

  it("returns the server's answer when it was sent", async () => {
    const { client } = clientAnswering(() => json(200, { success: true }));
    const result = await queuedRequest(
      {
        method: 'DELETE',
        path: '/reservations/12',
        label: 'Cancelar reserva #12',
        idempotencyKey: 'k-12345678',
      },
      client,
    );
    expect(result).toEqual({ queued: false, data: { success: true } });
    expect(isQueued(result)).toBe(false);
  });

  it('lets a refusal throw as every other api call does', async () => {
    const { client } = clientAnswering(() => json(409, { error: 'STATUS_CONFLICT', message: 'x' }));
    await expect(
      queuedRequest(
        { method: 'DELETE', path: '/reservations/12', label: 'x', idempotencyKey: 'k-12345678' },
        client,
      ),
    ).rejects.toMatchObject({ name: 'FetchError' });
  });
});

describe('outbox headers', () => {
  it('are ASCII even for Spanish labels', () => {
    const headers = outboxHeaders('Cancelación de reserva #3', 'key-12345678');
    expect(headers['X-Outbox-Label']).toMatch(/^[\x20-\x7e]+$/);
  });
});
