// @vitest-environment node
// Node clones Blobs into (fake) IndexedDB as browsers do; happy-dom's structuredClone drops them.
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import type { OutboxMessage } from '#domain/outbox-policy.ts';
import { type OutboxStore, openOutboxStore } from '../lib/outbox-store.ts';
import { createOutbox } from './outbox.ts';

/** Check-out and check-in offline (issue 11): photos go first, then the record naming them. */

const ORIGIN = 'https://elite.test';
const b64 = (value: unknown) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const ADMIN = `${b64({ alg: 'HS256' })}.${b64({ sub: '1' })}.sig`;
const SHA = 'a'.repeat(64);

interface Sent {
  method: string;
  url: string;
  contentType: string | null;
  key: string | null;
  bytes: number;
  text: string;
}

function fakeNetwork() {
  const sent: Sent[] = [];
  let online = false;
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    if (!online) throw new TypeError('Failed to fetch');
    const request = new Request(input, init);
    const buffer = await request.arrayBuffer();
    sent.push({
      method: request.method,
      url: new URL(request.url).pathname,
      contentType: request.headers.get('Content-Type'),
      key: request.headers.get('Idempotency-Key'),
      bytes: buffer.byteLength,
      text: new TextDecoder().decode(buffer),
    });
    return new Response('{}', { status: request.method === 'PUT' ? 200 : 201 });
  }) as typeof globalThis.fetch;
  return {
    fetch,
    sent,
    goOnline: () => {
      online = true;
    },
  };
}

function photoUpload(sha: string, bytes: Uint8Array<ArrayBuffer>) {
  return new Request(`${ORIGIN}/api/photos/${sha}`, {
    method: 'PUT',
    headers: {
      Authorization: `Bearer ${ADMIN}`,
      'Content-Type': 'image/jpeg',
      'Idempotency-Key': `photo-${sha}`,
    },
    body: new Blob([bytes]),
  });
}

function checkout(id: number) {
  return new Request(`${ORIGIN}/api/reservations/${id}/checkout`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${ADMIN}`,
      'Content-Type': 'application/json',
      'Idempotency-Key': `checkout-${id}`,
    },
    body: JSON.stringify({ odometer: 1200, fuel: 8, photos: [{ angle: 'front', sha256: SHA }] }),
  });
}

let store: OutboxStore;
let count = 0;
let messages: OutboxMessage[];
beforeEach(() => {
  store = openOutboxStore(`handover-${++count}`);
  messages = [];
});

describe('photo uploads and handover records in the outbox', () => {
  it('keeps a photo as its bytes, and replays photo before record, once each', async () => {
    const network = fakeNetwork();
    const outbox = createOutbox({
      store,
      fetch: network.fetch,
      post: (message) => messages.push(message),
      origin: ORIGIN,
    });
    const bytes = new Uint8Array([255, 216, 255, 1, 2, 3, 4]);

    expect((await outbox.handle(photoUpload(SHA, bytes))).status).toBe(202);
    expect((await outbox.handle(checkout(12))).status).toBe(202);

    const queued = await store.list();
    expect(
      queued.map(({ kind, targetId, method, url }) => ({ kind, targetId, method, url })),
    ).toEqual([
      { kind: 'photo-upload', targetId: SHA, method: 'PUT', url: `/api/photos/${SHA}` },
      {
        kind: 'reservation-checkout',
        targetId: 12,
        method: 'POST',
        url: '/api/reservations/12/checkout',
      },
    ]);
    const stored = queued[0]?.body;
    expect(stored).toBeInstanceOf(ArrayBuffer);
    expect((stored as ArrayBuffer).byteLength).toBe(bytes.length);

    await store.setAuth({ token: ADMIN });
    network.goOnline();
    await outbox.replay({ force: true });
    // A second round (another tab, the sync event) must not send anything again.
    await outbox.replay({ force: true });

    expect(
      network.sent.map(({ method, url, contentType, key, bytes: size }) => ({
        method,
        url,
        contentType,
        key,
        size,
      })),
    ).toEqual([
      {
        method: 'PUT',
        url: `/api/photos/${SHA}`,
        contentType: 'image/jpeg',
        key: `photo-${SHA}`,
        size: bytes.length,
      },
      {
        method: 'POST',
        url: '/api/reservations/12/checkout',
        contentType: 'application/json',
        key: 'checkout-12',
        size: expect.any(Number),
      },
    ]);
    expect(JSON.parse(network.sent[1]?.text ?? '')).toMatchObject({ odometer: 1200, fuel: 8 });
    expect(await store.list()).toEqual([]);
  });

  it('queues the record behind photos still waiting, even when the network is back', async () => {
    const network = fakeNetwork();
    const outbox = createOutbox({
      store,
      fetch: network.fetch,
      post: () => undefined,
      origin: ORIGIN,
    });
    await outbox.handle(photoUpload(SHA, new Uint8Array([1, 2])));
    network.goOnline();
    await store.setAuth({ token: ADMIN });
    // The record must not overtake the photo it names (the server would answer 409).
    const response = await outbox.handle(checkout(5));
    expect(response.status).toBe(202);
    await outbox.replay({ force: true });
    expect(network.sent.map((sent) => sent.url)).toEqual([
      `/api/photos/${SHA}`,
      '/api/reservations/5/checkout',
    ]);
  });

  it('keeps the record of a check-out refused at replay, with the lines of the refusal (issue 27)', async () => {
    const warning = 'Servicio vencido por kilómetros: superó su intervalo por 300 km';
    const message = `El vehículo tiene avisos pendientes; para entregarlo indica un motivo:\n${warning}`;
    let online = false;
    const fetch = (async () => {
      if (!online) throw new TypeError('Failed to fetch');
      return new Response(JSON.stringify({ error: 'CHECKOUT_WARNINGS', message, warnings: [] }), {
        status: 409,
        headers: { 'Content-Type': 'application/json' },
      });
    }) as typeof globalThis.fetch;
    const outbox = createOutbox({
      store,
      fetch,
      post: (posted) => messages.push(posted),
      origin: ORIGIN,
    });
    expect((await outbox.handle(checkout(7))).status).toBe(202);
    await store.setAuth({ token: ADMIN });
    online = true;
    await outbox.replay({ force: true });

    expect(await store.list()).toEqual([]);
    const [report] = await store.conflicts();
    expect(report).toMatchObject({
      kind: 'reservation-checkout',
      targetId: 7,
      outcome: 'conflict',
      status: 409,
      message,
    });
    expect(JSON.parse(report?.record ?? '')).toMatchObject({
      odometer: 1200,
      fuel: 8,
      photos: [{ angle: 'front', sha256: SHA }],
    });
  });
});
