import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '#test/app.ts';
import { addPerson, addVehicle, insertReservation, type Person } from '#test/bookings.ts';
import type { App } from '../app.ts';
import { COMPRESS_FROM_BYTES, preferredCoding } from './compression.ts';

describe('preferredCoding', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['*', 'br'],
    ['br;q=0, *;q=0.5', 'gzip'],
    ['identity', null],
    ['gzip;q=0', null],
    [undefined, null],
  ])('%s → %s', (header, expected) => {
    expect(preferredCoding(header)).toBe(expected);
  });
});

/** Issue 14: every JSON answer over 1 KB is compressed, the SPEC's arrays included. */
describe('compressed JSON answers', () => {
  let app: App;
  let admin: Person;

  beforeAll(async () => {
    app = await createTestApp('pglite');
    admin = await addPerson(app, 'ADMIN');
    const ana = await addPerson(app);
    for (let i = 0; i < 6; i += 1) {
      const car = await addVehicle(app);
      await insertReservation(app, ana.id, car.id, i, i + 2);
    }
  });
  afterAll(async () => {
    await app?.close();
  });

  const get = (url: string, acceptEncoding?: string) =>
    app.inject({
      method: 'GET',
      url,
      headers: {
        ...admin.headers,
        ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
      },
    });

  it.each([
    '/api/reservations',
    '/api/reservations/user?userId=2',
    '/api/admin/reservations?limit=5',
  ])('%s goes out as brotli or gzip, the same JSON as the plain answer', async (url) => {
    const plain = await get(url);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_FROM_BYTES);

    const br = await get(url, 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());

    const gz = await get(url, 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());
  });

  it('leaves small answers as they are', async () => {
    const res = await get('/api/admin/reservations?limit=1&q=nadie-se-llama-asi', 'gzip, br');
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.length).toBeLessThan(COMPRESS_FROM_BYTES);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json().items).toEqual([]);
  });

  it('keeps the catalogue as it compressed it once per version, not compressed twice', async () => {
    const res = await get('/api/vehicles', 'gzip, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(Array.isArray(JSON.parse(brotliDecompressSync(res.rawPayload).toString()))).toBe(true);
    const gzip = await get('/api/vehicles', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(Array.isArray(JSON.parse(gunzipSync(gzip.rawPayload).toString()))).toBe(true);
  });
});
