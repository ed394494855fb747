import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import type { OutboxMessage } from '#domain/outbox-policy.ts';
import { type OutboxStore, openOutboxStore } from '../lib/outbox-store.ts';
import { createOutbox, type OutboxDeps, REPLAY_POOL } from './outbox.ts';

const ORIGIN = 'https://elite.test';
const b64 = (value: unknown) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const tokenOf = (sub: string, tag = 'sig') => `${b64({ alg: 'HS256' })}.${b64({ sub })}.${tag}`;

interface Sent {
  method: string;
  url: string;
  authorization: string | null;
  key: string | null;
  body: string | null;
}

type Reply = Response | 'network-error' | 'hang';

/** A fake network: records what is sent and answers from a script (default 200). */
function fakeNetwork() {
  const sent: Sent[] = [];
  const contentTypes: (string | null)[] = [];
  const actedAt: (string | null)[] = [];
  const script: Reply[] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    contentTypes.push(request.headers.get('Content-Type'));
    actedAt.push(request.headers.get('X-Acted-At'));
    sent.push({
      method: request.method,
      url: new URL(request.url).pathname,
      authorization: request.headers.get('Authorization'),
      key: request.headers.get('Idempotency-Key'),
      body: (await request.text()) || null,
    });
    inFlight++;
    maxInFlight = Math.max(maxInFlight, inFlight);
    try {
      await new Promise((resolve) => setTimeout(resolve, 2));
      const reply = script.shift() ?? new Response('{"success":true}', { status: 200 });
      if (reply === 'network-error') throw new TypeError('Failed to fetch');
      if (reply === 'hang') {
        return await new Promise<Response>((_, reject) => {
          if (init?.signal?.aborted) reject(new DOMException('aborted'));
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted')));
        });
      }
      return reply;
    } finally {
      inFlight--;
    }
  }) as typeof globalThis.fetch;
  return {
    fetch,
    sent,
    contentTypes,
    actedAt,
    script,
    get maxInFlight() {
      return maxInFlight;
    },
  };
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });

function cancelRequest(
  id: number,
  token: string,
  init: { key?: string; signal?: AbortSignal } = {},
) {
  return new Request(`${ORIGIN}/api/reservations/${id}`, {
    method: 'DELETE',
    headers: {
      Authorization: `Bearer ${token}`,
      'Idempotency-Key': init.key ?? `key-cancel-${id}`,
      'X-Outbox-Label': encodeURIComponent(`Cancelar reserva #${id}`),
    },
    ...(init.signal ? { signal: init.signal } : {}),
  });
}

function statusRequest(id: number, token: string, status: string, expectedStatus: string) {
  return new Request(`${ORIGIN}/api/vehicles/${id}`, {
    method: 'PUT',
    headers: {
      Authorization: `Bearer ${token}`,
      'Content-Type': 'application/json',
      'Idempotency-Key': `key-status-${id}-${status}`,
      'X-Outbox-Label': encodeURIComponent(`Vehículo #${id}: ${status}`),
    },
    body: JSON.stringify({ status, expectedStatus }),
  });
}

let dbCount = 0;
let store: OutboxStore;
let dbName: string;
let clock: number;
let messages: OutboxMessage[];

beforeEach(() => {
  dbName = `outbox-test-${++dbCount}`;
  store = openOutboxStore(dbName);
  clock = 1_000_000;
  messages = [];
});

function outboxWith(network: ReturnType<typeof fakeNetwork>, extra: Partial<OutboxDeps> = {}) {
  let ids = 0;
  return createOutbox({
    store,
    fetch: network.fetch,
    post: (message) => messages.push(message),
    origin: ORIGIN,
    now: () => clock,
    makeId: () => `entry-${++ids}`,
    random: () => 0.5,
    ...extra,
  });
}

const ALICE = tokenOf('7');
const BOB = tokenOf('8');

/** Queues changes while the network is down, then lets the kicked-off rounds finish. */
async function queueOffline(
  outbox: ReturnType<typeof createOutbox>,
  network: ReturnType<typeof fakeNetwork>,
  requests: Request[],
) {
  for (const request of requests) {
    network.script.push('network-error', 'network-error');
    const response = await outbox.handle(request);
    expect(response.status).toBe(202);
  }
  await outbox.replay({ force: true });
  network.script.length = 0;
  network.sent.length = 0;
  messages.length = 0;
  clock += 60 * 60_000;
}

describe('capturing changes made offline', () => {
  it('answers 202 {queued, id} and stores what is needed to replay it later', async () => {
    const network = fakeNetwork();
    network.script.push('network-error');
    const outbox = outboxWith(network);

    const response = await outbox.handle(
      statusRequest(4, ALICE, 'underMaintenance', 'maintenanceRequired'),
    );

    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ queued: true, id: 'entry-1', reason: 'offline' });
    const [entry] = await store.list();
    expect(entry).toMatchObject({
      id: 'entry-1',
      kind: 'vehicle-status',
      targetId: 4,
      method: 'PUT',
      url: '/api/vehicles/4',
      body: JSON.stringify({ status: 'underMaintenance', expectedStatus: 'maintenanceRequired' }),
      headers: { 'Content-Type': 'application/json' },
      idempotencyKey: 'key-status-4-underMaintenance',
      label: 'Vehículo #4: underMaintenance',
      userId: '7',
      attempts: 0,
    });
    expect(messages).toContainEqual({ type: 'outbox-changed' });
  });

  it("keeps a cancellation's reason (issue 27) and sends it on the replay", async () => {
    const network = fakeNetwork();
    const outbox = outboxWith(network);
    const request = new Request(`${ORIGIN}/api/reservations/5`, {
      method: 'DELETE',
      headers: {
        Authorization: `Bearer ${ALICE}`,
        'Content-Type': 'application/json',
        'Idempotency-Key': 'key-cancel-5',
      },
      body: JSON.stringify({ reason: 'El cliente llamó' }),
    });

    await queueOffline(outbox, network, [request]);
    const [entry] = await store.list();
    expect(entry).toMatchObject({
      kind: 'reservation-cancel',
      targetId: 5,
      body: '{"reason":"El cliente llamó"}',
    });
    await store.setAuth({ token: ALICE });

    expect(await outbox.replay()).toBe('done');
    expect(network.sent).toEqual([
      expect.objectContaining({ method: 'DELETE', body: '{"reason":"El cliente llamó"}' }),
    ]);
    expect(network.contentTypes.at(-1)).toBe('application/json');
  });

  it('passes the answer through when the server is reachable, even an error', async () => {
    const network = fakeNetwork();
    network.script.push(json(409, { error: 'STATUS_CONFLICT', message: 'cambió' }));
    const response = await outboxWith(network).handle(cancelRequest(3, ALICE));
    expect(response.status).toBe(409);
    expect(await store.list()).toEqual([]);
  });

  it('does not queue what cannot be replayed safely: other calls, anonymous calls', async () => {
    const network = fakeNetwork();
    const outbox = outboxWith(network);
    network.script.push('network-error', 'network-error', 'network-error');
    const create = new Request(`${ORIGIN}/api/reservations`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${ALICE}`, 'Content-Type': 'application/json' },
      body: '{"vehicleId":1}',
    });
    const edit = new Request(`${ORIGIN}/api/vehicles/4`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${ALICE}`, 'Content-Type': 'application/json' },
      body: '{"pricePerDay":90}',
    });
    const anonymous = new Request(`${ORIGIN}/api/reservations/3`, { method: 'DELETE' });
    for (const request of [create, edit, anonymous]) {
      await expect(outbox.handle(request)).rejects.toThrow('Failed to fetch');
    }
    expect(await store.list()).toEqual([]);
  });

  it('queues a change whose answer takes too long', async () => {
    const network = fakeNetwork();
    network.script.push('hang');
    const outbox = outboxWith(network, { captureTimeoutMs: 20 });
    const response = await outbox.handle(cancelRequest(5, ALICE));
    expect(response.status).toBe(202);
    expect(await store.list()).toHaveLength(1);
  });

  it('does not queue a request the page itself gave up on', async () => {
    const network = fakeNetwork();
    network.script.push('hang');
    const page = new AbortController();
    const outbox = outboxWith(network, { captureTimeoutMs: 5_000 });
    const pending = outbox.handle(cancelRequest(5, ALICE, { signal: page.signal }));
    setTimeout(() => page.abort(), 10);
    await expect(pending).rejects.toBeDefined();
    expect(await store.list()).toEqual([]);
  });

  it('puts a new change behind the ones already waiting, so it cannot overtake them', async () => {
    const network = fakeNetwork();
    const outbox = outboxWith(network);
    await queueOffline(outbox, network, [
      statusRequest(4, ALICE, 'underMaintenance', 'maintenanceRequired'),
    ]);
    await store.setAuth({ token: ALICE });

    const response = await outbox.handle(
      statusRequest(4, ALICE, 'maintenanceCompleted', 'underMaintenance'),
    );
    expect(response.status).toBe(202);
    await outbox.replay();

    expect(network.sent.map((sent) => sent.body)).toEqual([
      JSON.stringify({ status: 'underMaintenance', expectedStatus: 'maintenanceRequired' }),
      JSON.stringify({ status: 'maintenanceCompleted', expectedStatus: 'underMaintenance' }),
    ]);
    expect(await store.list()).toEqual([]);
  });
});

describe('replaying the queue', () => {
  it('replays FIFO, re-signed with the current token, with the original key and body', async () => {
    const network = fakeNetwork();
    const outbox = outboxWith(network);
    await queueOffline(outbox, network, [
      statusRequest(4, ALICE, 'underMaintenance', 'maintenanceRequired'),
      cancelRequest(12, ALICE),
      statusRequest(9, ALICE, 'outOfService', 'maintenanceCompleted'),
    ]);
    const fresh = tokenOf('7', 'renewed');
    await store.setAuth({ token: fresh });

    expect(await outbox.replay()).toBe('done');

    expect(network.sent.map(({ method, url }) => `${method} ${url}`)).toEqual([
      'PUT /api/vehicles/4',
      'DELETE /api/reservations/12',
      'PUT /api/vehicles/9',
    ]);
    expect(network.sent.every((sent) => sent.authorization === `Bearer ${fresh}`)).toBe(true);
    expect(network.sent.map((sent) => sent.key)).toEqual([
      'key-status-4-underMaintenance',
      'key-cancel-12',
      'key-status-9-outOfService',
    ]);
    expect(await store.list()).toEqual([]);
    const results = messages.filter((message) => message.type === 'outbox-result');
    expect(results.map((result) => ('label' in result ? result.label : null))).toEqual([
      'Vehículo #4: underMaintenance',
      'Cancelar reserva #12',
      'Vehículo #9: outOfService',
    ]);
    expect(results.every((result) => result.outcome === 'success')).toBe(true);
  });

  it('sends moves of different vehicles side by side, each vehicle in order, a cancellation alone', async () => {
    const network = fakeNetwork();
    const outbox = outboxWith(network);
    const moves = Array.from({ length: 6 }, (_, n) =>
      statusRequest(20 + n, ALICE, 'underMaintenance', 'maintenanceRequired'),
    );
    await queueOffline(outbox, network, [
      ...moves,
      statusRequest(20, ALICE, 'maintenanceCompleted', 'underMaintenance'),
      cancelRequest(12, ALICE),
      statusRequest(30, ALICE, 'outOfService', 'maintenanceCompleted'),
    ]);
    await store.setAuth({ token: ALICE });
    // Each answer records what the server had received when it came.
    const order: string[] = [];
    const doFetch = network.fetch;
    const outboxLanes = outboxWith({
      ...network,
      fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
        const response = await doFetch(input, init);
        order.push(`${init?.method} ${new URL(String(input)).pathname} ${init?.body ?? ''}`);
        return response;
      }) as typeof fetch,
    });

    expect(await outboxLanes.replay()).toBe('done');

    expect(network.maxInFlight).toBe(REPLAY_POOL);
    expect(await store.list()).toEqual([]);
    const at = (text: string) => order.findIndex((line) => line.includes(text));
    // Vehicle 20's second move went after its first had been answered.
    expect(at('maintenanceCompleted","expectedStatus":"underMaintenance')).toBeGreaterThan(
      at('/api/vehicles/20 {"status":"underMaintenance"'),
    );
    // The cancellation waited for every change before it; the move after it waited for it.
    expect(at('DELETE /api/reservations/12')).toBe(7);
    expect(at('/api/vehicles/30')).toBe(8);
    const results = messages.filter((message) => message.type === 'outbox-result');
    expect(results).toHaveLength(9);
    expect(messages.filter((message) => message.type === 'outbox-round')).toHaveLength(1);
  });

  it('a failure stops new sends; what was on its way is settled, the rest waits', async () => {
    const network = fakeNetwork();
    const outbox = outboxWith(network);
    await queueOffline(
      outbox,
      network,
      Array.from({ length: 8 }, (_, n) =>
        statusRequest(40 + n, ALICE, 'underMaintenance', 'maintenanceRequired'),
      ),
    );
    await store.setAuth({ token: ALICE });
    network.script.push(json(503, { error: 'UNAVAILABLE', message: 'x' }));

    expect(await outbox.replay()).toBe('retry');

    // The first four went out together; the 503 stopped the rest.
    expect(network.sent).toHaveLength(REPLAY_POOL);
    const left = await store.list();
    expect(left.map((entry) => entry.targetId)).toEqual([40, 44, 45, 46, 47]);
    expect(left[0]).toMatchObject({ attempts: 1, lastError: 'server' });
    expect((await store.getState()).failures).toBe(1);
  });

  it('survives a restart: a new worker with a new connection finds the same queue', async () => {
    const network = fakeNetwork();
    await queueOffline(outboxWith(network), network, [cancelRequest(12, ALICE)]);

    store = openOutboxStore(dbName);
    await store.setAuth({ token: ALICE });
    const restarted = outboxWith(network);
    expect(await restarted.replay()).toBe('done');
    expect(network.sent.map((sent) => sent.url)).toEqual(['/api/reservations/12']);
  });

  it('runs one round at a time: concurrent calls never send a change twice', async () => {
    const network = fakeNetwork();
    const outbox = outboxWith(network);
    await queueOffline(outbox, network, [
      cancelRequest(1, ALICE),
      cancelRequest(2, ALICE),
      cancelRequest(3, ALICE),
    ]);
    await store.setAuth({ token: ALICE });

    await Promise.all([
      outbox.replay({ force: true }),
      outbox.replay({ force: true }),
      outbox.replay(),
      outbox.replay({ force: true }),
    ]);

    expect(network.maxInFlight).toBe(1);
    expect(network.sent.map((sent) => sent.url)).toEqual([
      '/api/reservations/1',
      '/api/reservations/2',
      '/api/reservations/3',
    ]);
  });

  it.each([
    ['a network error', 'network-error' as const],
    ['a server error', json(503, { error: 'UNAVAILABLE', message: 'x' })],
    ['too many requests', json(429, { error: 'TOO_MANY', message: 'x' })],
    [
      'the same key still in progress',
      json(409, { error: 'IDEMPOTENCY_IN_PROGRESS', message: 'x' }),
    ],
  ])('on %s keeps the change, stops the round and backs off', async (_, reply) => {
    const network = fakeNetwork();
    const outbox = outboxWith(network);
    await queueOffline(outbox, network, [cancelRequest(1, ALICE), cancelRequest(2, ALICE)]);
    await store.setAuth({ token: ALICE });
    network.script.push(typeof reply === 'string' ? reply : reply.clone());

    expect(await outbox.replay()).toBe('retry');

    expect(network.sent).toHaveLength(1);
    const entries = await store.list();
    expect(entries.map((entry) => entry.targetId)).toEqual([1, 2]);
    expect(entries[0]?.attempts).toBeGreaterThan(0);
    expect(messages.some((message) => 'outcome' in message && message.outcome === 'conflict')).toBe(
      false,
    );
  });

  it('backs off exponentially from 1 s; a forced replay (the user asked) ignores the wait', async () => {
    const network = fakeNetwork();
    const outbox = outboxWith(network);
    await queueOffline(outbox, network, [cancelRequest(1, ALICE)]);
    await store.setAuth({ token: ALICE });
    await store.setState({ failures: 0, nextAttemptAt: 0, authRequired: false });

    network.script.push('network-error');
    expect(await outbox.replay()).toBe('retry');
    const firstRetryAt = clock + 1_000;
    expect(await store.getState()).toMatchObject({
      failures: 1,
      nextAttemptAt: firstRetryAt,
      lastError: 'network',
    });

    clock += 900;
    expect(await outbox.replay()).toBe('waiting');
    expect(network.sent).toHaveLength(1);

    clock += 100;
    network.script.push(json(503, { error: 'UNAVAILABLE' }));
    expect(await outbox.replay()).toBe('retry');
    expect(await store.getState()).toMatchObject({
      failures: 2,
      nextAttemptAt: clock + 2_000,
      lastError: 'server',
    });

    expect(await outbox.replay({ force: true })).toBe('done');
    expect(await store.getState()).toEqual({ failures: 0, nextAttemptAt: 0, authRequired: false });
  });

  it('waits out a 503 with Retry-After: tries again in N s, keeps the change, no conflict', async () => {
    const network = fakeNetwork();
    const messages: OutboxMessage[] = [];
    const outbox = outboxWith(network, { post: (message) => messages.push(message) });
    await queueOffline(outbox, network, [cancelRequest(1, ALICE)]);
    await store.setAuth({ token: ALICE });
    await store.setState({ failures: 0, nextAttemptAt: 0, authRequired: false });

    const unavailable = {
      error: 'SERVICE_UNAVAILABLE',
      message:
        'El servicio no está disponible en este momento. Inténtalo de nuevo en unos segundos.',
    };
    for (let round = 1; round <= 3; round++) {
      network.script.push(json(503, unavailable, { 'Retry-After': '3' }));
      expect(await outbox.replay()).toBe('retry');
      // The server's 3 s, not the back-off's 1, 2, 4 s.
      expect(await store.getState()).toMatchObject({
        nextAttemptAt: clock + 3_000,
        lastError: 'server',
      });
      clock += 2_900;
      expect(await outbox.replay()).toBe('waiting');
      clock += 100;
    }
    expect(await store.list()).toHaveLength(1);
    expect(await outbox.replay()).toBe('done');
    expect(await store.list()).toHaveLength(0);
    expect(messages.some((message) => 'outcome' in message && message.outcome === 'conflict')).toBe(
      false,
    );
  });

  it('does not grow the back-off for rounds tried while the device knows it is offline', async () => {
    const network = fakeNetwork();
    let online = false;
    const outbox = outboxWith(network, { isOnline: () => online });
    await store.setAuth({ token: ALICE });
    // Ten changes captured offline: each capture kicks a round that cannot reach anything.
    for (let id = 1; id <= 10; id++) {
      network.script.push('network-error', 'network-error');
      expect((await outbox.handle(cancelRequest(id, ALICE))).status).toBe(202);
      await outbox.replay({ force: true });
    }
    expect(await store.getState()).toMatchObject({
      failures: 0,
      nextAttemptAt: 0,
      lastError: 'network',
    });

    // Back online: one real failure waits one second, not minutes.
    online = true;
    network.script.length = 0;
    network.script.push(json(500, { error: 'INTERNAL' }));
    expect(await outbox.replay()).toBe('retry');
    expect(await store.getState()).toMatchObject({ failures: 1, nextAttemptAt: clock + 1_000 });
  });

  it('announces a round once, with every result, after the changes are settled', async () => {
    const network = fakeNetwork();
    const outbox = outboxWith(network);
    await queueOffline(
      outbox,
      network,
      [1, 2, 3].map((id) => cancelRequest(id, ALICE)),
    );
    await store.setAuth({ token: ALICE });
    network.script.push(
      json(200, { success: true }),
      json(409, { error: 'CONFLICT', message: 'Ya estaba cancelada' }),
      json(200, { success: true }),
    );
    expect(await outbox.replay({ force: true })).toBe('done');
    const rounds = messages.filter((message) => message.type === 'outbox-round');
    expect(rounds).toHaveLength(1);
    expect(rounds[0]).toMatchObject({ userId: '7' });
    const reports = rounds[0]?.type === 'outbox-round' ? rounds[0].reports : [];
    expect(reports.map((report) => [report.targetId, report.outcome])).toEqual([
      [1, 'success'],
      [2, 'conflict'],
      [3, 'success'],
    ]);
    expect(await store.list()).toEqual([]);
    expect((await store.conflicts()).map((report) => report.targetId)).toEqual([2]);
  });

  it('says a change made online behind waiting ones is in the queue, not offline', async () => {
    const network = fakeNetwork();
    const outbox = outboxWith(network);
    await queueOffline(outbox, network, [cancelRequest(1, ALICE)]);
    network.script.push('network-error', 'network-error');
    const response = await outbox.handle(cancelRequest(2, ALICE));
    expect(await response.json()).toEqual({ queued: true, id: 'entry-2', reason: 'behind' });
  });

  it('replays any kind of entry as stored: method, binary body and its headers', async () => {
    const network = fakeNetwork();
    const outbox = outboxWith(network);
    await store.setAuth({ token: ALICE });
    await store.add({
      id: 'photo-1',
      kind: 'photo-upload',
      targetId: 'ab12',
      method: 'PUT',
      url: '/api/photos/ab12',
      body: new TextEncoder().encode('binary-bytes').buffer,
      headers: { 'Content-Type': 'image/jpeg' },
      idempotencyKey: 'key-photo',
      label: 'Foto de entrega',
      userId: '7',
      createdAt: clock,
      attempts: 0,
    });
    await store.add({
      id: 'checkout-1',
      kind: 'reservation-checkout',
      targetId: 5,
      method: 'POST',
      url: '/api/reservations/5/checkout',
      body: JSON.stringify({ photos: ['ab12'] }),
      headers: { 'Content-Type': 'application/json' },
      idempotencyKey: 'key-checkout',
      label: 'Entrega de la reserva #5',
      userId: '7',
      createdAt: clock,
      attempts: 0,
    });
    expect(await outbox.replay({ force: true })).toBe('done');
    expect(network.sent.map(({ method, url, body, key }) => ({ method, url, body, key }))).toEqual([
      { method: 'PUT', url: '/api/photos/ab12', body: 'binary-bytes', key: 'key-photo' },
      {
        method: 'POST',
        url: '/api/reservations/5/checkout',
        body: '{"photos":["ab12"]}',
        key: 'key-checkout',
      },
    ]);
    expect(network.contentTypes).toEqual(['image/jpeg', 'application/json']);
    // The time each change was queued, for the audit trail's "done offline at".
    expect(network.actedAt).toEqual([new Date(clock).toISOString(), new Date(clock).toISOString()]);
  });

  it('on 401 keeps the change, stops and asks to sign in; a new token replays it', async () => {
    const network = fakeNetwork();
    const outbox = outboxWith(network);
    await queueOffline(outbox, network, [cancelRequest(1, ALICE), cancelRequest(2, ALICE)]);
    await store.setAuth({ token: tokenOf('7', 'expired') });
    network.script.push(json(401, { error: 'UNAUTHORIZED', message: 'Tu sesión ha expirado.' }));

    expect(await outbox.replay()).toBe('auth-required');
    expect(network.sent).toHaveLength(1);
    expect(await store.list()).toHaveLength(2);
    expect(messages).toContainEqual({
      type: 'outbox-result',
      outcome: 'auth-required',
      userId: '7',
    });
    expect((await store.getState()).authRequired).toBe(true);

    await store.setAuth({ token: tokenOf('7', 'new') });
    expect((await store.getState()).authRequired).toBe(false);
    expect(await outbox.replay({ force: true })).toBe('done');
    expect(await store.list()).toEqual([]);
  });

  it('without any token sends nothing and asks to sign in', async () => {
    const network = fakeNetwork();
    const outbox = outboxWith(network);
    await queueOffline(outbox, network, [cancelRequest(1, ALICE)]);

    expect(await outbox.replay({ force: true })).toBe('auth-required');
    expect(network.sent).toEqual([]);
    expect(await store.list()).toHaveLength(1);
  });

  it('reports a refusal as a conflict with the server state, removes it and goes on', async () => {
    const network = fakeNetwork();
    const outbox = outboxWith(network);
    await queueOffline(outbox, network, [
      statusRequest(4, ALICE, 'underMaintenance', 'maintenanceRequired'),
      cancelRequest(12, ALICE),
    ]);
    await store.setAuth({ token: ALICE });
    const vehicle = { id: 4, status: 'outOfService' };
    network.script.push(
      json(409, {
        error: 'STATUS_CONFLICT',
        message: 'Estado actual: Fuera de servicio.',
        vehicle,
      }),
    );

    expect(await outbox.replay()).toBe('done');

    expect(await store.list()).toEqual([]);
    const conflict = messages.find(
      (message) => 'outcome' in message && message.outcome === 'conflict',
    );
    expect(conflict).toMatchObject({
      type: 'outbox-result',
      id: 'entry-1',
      kind: 'vehicle-status',
      targetId: 4,
      status: 409,
      message: 'Estado actual: Fuera de servicio.',
      vehicle,
    });
    // Kept until a page has shown it: a result is never lost when no tab is open.
    const reports = await store.reports();
    expect(reports.map((report) => [report.id, report.outcome])).toEqual([
      ['entry-1', 'conflict'],
      ['entry-2', 'success'],
    ]);
    await store.acknowledge(['entry-1']);
    expect(await store.reports()).toHaveLength(1);
  });

  it.each([404, 403, 422, 400])(
    'reports %i as a conflict rather than dropping it',
    async (status) => {
      const network = fakeNetwork();
      const outbox = outboxWith(network);
      await queueOffline(outbox, network, [cancelRequest(1, ALICE)]);
      await store.setAuth({ token: ALICE });
      network.script.push(json(status, { error: 'X', message: `rechazado ${status}` }));

      await outbox.replay();

      expect(await store.list()).toEqual([]);
      expect(messages).toContainEqual(
        expect.objectContaining({ outcome: 'conflict', status, message: `rechazado ${status}` }),
      );
    },
  );

  it('notes when the server answered from its idempotency store (already applied)', async () => {
    const network = fakeNetwork();
    const outbox = outboxWith(network);
    await queueOffline(outbox, network, [cancelRequest(1, ALICE)]);
    await store.setAuth({ token: ALICE });
    network.script.push(json(200, { success: true }, { 'Idempotent-Replayed': 'true' }));

    await outbox.replay();

    expect(messages).toContainEqual(
      expect.objectContaining({ outcome: 'success', replayed: true }),
    );
  });

  it("replays only the signed-in user's changes; another user's wait for that user", async () => {
    const network = fakeNetwork();
    const outbox = outboxWith(network);
    await queueOffline(outbox, network, [
      cancelRequest(1, ALICE),
      cancelRequest(2, BOB),
      cancelRequest(3, ALICE),
    ]);

    await store.setAuth({ token: BOB });
    expect(await outbox.replay()).toBe('done');
    expect(network.sent.map((sent) => [sent.url, sent.authorization])).toEqual([
      ['/api/reservations/2', `Bearer ${BOB}`],
    ]);
    expect((await store.list()).map((entry) => entry.targetId)).toEqual([1, 3]);

    await store.setAuth({ token: ALICE });
    expect(await outbox.replay()).toBe('done');
    expect(network.sent.map((sent) => sent.url)).toEqual([
      '/api/reservations/2',
      '/api/reservations/1',
      '/api/reservations/3',
    ]);
  });
});
