import { setTimeout as sleep } from 'node:timers/promises';
import { count, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInElSalvador } from '#domain/dates.ts';
import { createTestApp, ENGINES } from '#test/app.ts';
import { bearerFor, createVehicleAs, vehicleBody } from '#test/vehicles.ts';
import type { App } from '../app.ts';
import { idempotencyKeys, maintenanceRecords, reservations, vehicles } from '../db/schema.ts';
import { seed } from '../db/seed.ts';
import { DEFAULT_ADMIN, DEMO_CUSTOMERS } from '../db/seed-data.ts';
import { findUserByEmail } from '../services/users.ts';
import { canonicalJson, requestFingerprint } from './idempotency.ts';

describe('request fingerprint', () => {
  it('ignores key order but not values, method or URL', () => {
    expect(canonicalJson({ b: 1, a: [{ d: 2, c: null }], e: undefined })).toBe(
      '{"a":[{"c":null,"d":2}],"b":1}',
    );
    const base = requestFingerprint('PUT', '/api/vehicles/1', { status: 'x', expectedStatus: 'y' });
    expect(requestFingerprint('PUT', '/api/vehicles/1', { expectedStatus: 'y', status: 'x' })).toBe(
      base,
    );
    expect(
      requestFingerprint('PUT', '/api/vehicles/2', { status: 'x', expectedStatus: 'y' }),
    ).not.toBe(base);
    expect(
      requestFingerprint('POST', '/api/vehicles/1', { status: 'x', expectedStatus: 'y' }),
    ).not.toBe(base);
    expect(
      requestFingerprint('PUT', '/api/vehicles/1', { status: 'z', expectedStatus: 'y' }),
    ).not.toBe(base);
  });
});

describe.each(ENGINES)('Idempotency-Key on %s', (engine) => {
  let app: App;
  let admin: string;
  let customer: string;
  let flakyCalls = 0;
  let slowCalls = 0;

  const send = (
    method: 'POST' | 'PUT' | 'DELETE',
    url: string,
    key: string | undefined,
    payload?: unknown,
    auth: string | null = admin,
  ) =>
    app.inject({
      method,
      url,
      headers: {
        ...(auth ? { authorization: auth } : {}),
        ...(key ? { 'idempotency-key': key } : {}),
      },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  const vehicleCount = async () => {
    const [row] = await app.database.db
      .select({ n: count() })
      .from(vehicles)
      .where(isNull(vehicles.archivedAt));
    return row?.n ?? 0;
  };

  beforeAll(async () => {
    app = await createTestApp(engine);
    // Routes that only tests have: a handler that fails once, and a slow one.
    app.post('/api/test/flaky', async (_request, reply) => {
      flakyCalls += 1;
      if (flakyCalls === 1) throw new Error('transient failure');
      return reply.code(201).send({ call: flakyCalls });
    });
    app.post('/api/test/slow', async () => {
      slowCalls += 1;
      await sleep(300);
      return { call: slowCalls };
    });
    await seed(app.database.db);
    admin = await bearerFor(app, DEFAULT_ADMIN.email);
    customer = await bearerFor(app, DEMO_CUSTOMERS[0]?.email ?? '');
  });
  afterAll(async () => {
    await app?.close();
  });

  it('purges keys older than a day', async () => {
    const user = await findUserByEmail(app.database.db, DEFAULT_ADMIN.email);
    await app.database.db.insert(idempotencyKeys).values({
      userId: user?.id ?? 0,
      key: 'ancient-key-0001',
      fingerprint: 'x',
      statusCode: 200,
      response: {},
      createdAt: sql`now() - interval '25 hours'`,
    });
    await send('PUT', '/api/vehicles/1', 'purge-trigger-01', { pricePerDay: 46 });
    const left = await app.database.db
      .select()
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.key, 'ancient-key-0001'));
    expect(left).toEqual([]);
  });

  it('creates once and replays the first answer for a repeat', async () => {
    const newVehicle = vehicleBody();
    const before = await vehicleCount();
    const first = await send('POST', '/api/vehicles', 'create-key-0001', newVehicle);
    expect(first.statusCode).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    // The same body written in another key order is the same request.
    const reordered = Object.fromEntries(Object.entries(newVehicle).reverse());
    const second = await send('POST', '/api/vehicles', 'create-key-0001', reordered);
    expect(second.statusCode).toBe(201);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.headers['content-type']).toMatch(/application\/json/);
    expect(second.json()).toEqual(first.json());
    expect(await vehicleCount()).toBe(before + 1);
  });

  it('answers 422 when a key comes back with another request', async () => {
    const newVehicle = vehicleBody();
    await send('POST', '/api/vehicles', 'reused-key-0001', newVehicle);
    const before = await vehicleCount();
    const res = await send('POST', '/api/vehicles', 'reused-key-0001', {
      ...newVehicle,
      name: 'Otro',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      error: 'IDEMPOTENCY_KEY_REUSED',
      message: 'Esta clave de idempotencia ya se usó con otra solicitud.',
    });
    const otherUrl = await send('PUT', '/api/vehicles/2', 'reused-key-0001', { pricePerDay: 50 });
    expect(otherUrl.statusCode).toBe(422);
    expect(await vehicleCount()).toBe(before);
  });

  it('replays a status change and its maintenance record exactly once', async () => {
    const newVehicle = vehicleBody();
    const target = (
      await send('POST', '/api/vehicles', undefined, { ...newVehicle, status: 'underMaintenance' })
    ).json();
    const finish = {
      status: 'maintenanceCompleted',
      expectedStatus: 'underMaintenance',
      maintenance: { cost: 40 },
    };
    const first = await send('PUT', `/api/vehicles/${target.id}`, 'status-key-0001', finish);
    expect(first.statusCode).toBe(200);
    // Meanwhile someone else moves it on; the queued repeat still gets its own first answer.
    await send('PUT', `/api/vehicles/${target.id}`, undefined, { status: 'outOfService' });
    const repeat = await send('PUT', `/api/vehicles/${target.id}`, 'status-key-0001', finish);
    expect(repeat.statusCode).toBe(200);
    expect(repeat.headers['idempotent-replayed']).toBe('true');
    expect(repeat.json()).toEqual(first.json());
    const records = await app.database.db
      .select({ n: count() })
      .from(maintenanceRecords)
      .where(eq(maintenanceRecords.vehicleId, target.id));
    expect(records[0]?.n).toBe(1);
  });

  it('stores refusals too: a repeated stale change gets the same 409', async () => {
    const newVehicle = vehicleBody();
    const target = (
      await send('POST', '/api/vehicles', undefined, { ...newVehicle, status: 'outOfService' })
    ).json();
    const stale = { status: 'underMaintenance', expectedStatus: 'maintenanceRequired' };
    const first = await send('PUT', `/api/vehicles/${target.id}`, 'stale-key-00001', stale);
    expect(first.statusCode).toBe(409);
    const repeat = await send('PUT', `/api/vehicles/${target.id}`, 'stale-key-00001', stale);
    expect(repeat.statusCode).toBe(409);
    expect(repeat.json()).toEqual(first.json());
    expect(repeat.json().vehicle.status).toBe('outOfService');
  });

  it('replays a delete instead of answering 404 the second time', async () => {
    const newVehicle = vehicleBody();
    const target = (await send('POST', '/api/vehicles', undefined, newVehicle)).json();
    const first = await send('DELETE', `/api/vehicles/${target.id}`, 'delete-key-0001');
    const repeat = await send('DELETE', `/api/vehicles/${target.id}`, 'delete-key-0001');
    expect(first.statusCode).toBe(200);
    expect(repeat.statusCode).toBe(200);
    expect(repeat.json()).toEqual({ success: true });
    expect((await send('DELETE', `/api/vehicles/${target.id}`, 'delete-key-0002')).statusCode).toBe(
      404,
    );
  });

  it('covers every route: a repeated booking and cancellation act once', async () => {
    const target = await createVehicleAs(app, admin);
    const booking = {
      vehicleId: target.id,
      startDate: addDays(todayInElSalvador(), 40),
      endDate: addDays(todayInElSalvador(), 43),
    };
    const first = await send('POST', '/api/reservations', 'booking-key-001', booking, customer);
    expect(first.statusCode).toBe(201);
    const repeat = await send('POST', '/api/reservations', 'booking-key-001', booking, customer);
    expect(repeat.statusCode).toBe(201);
    expect(repeat.headers['idempotent-replayed']).toBe('true');
    expect(repeat.json()).toEqual(first.json());
    const booked = await app.database.db
      .select({ n: count() })
      .from(reservations)
      .where(eq(reservations.vehicleId, target.id));
    expect(booked[0]?.n).toBe(1);

    const url = `/api/reservations/${first.json().id}`;
    const cancelled = await send('DELETE', url, 'cancel-key-0001', undefined, customer);
    expect(cancelled.statusCode).toBe(200);
    const again = await send('DELETE', url, 'cancel-key-0001', undefined, customer);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(cancelled.json());
  });

  it('keeps keys per user, and never for a caller refused before the handler', async () => {
    const newVehicle = vehicleBody();
    const refused = await send('POST', '/api/vehicles', 'shared-key-0001', newVehicle, customer);
    expect(refused.statusCode).toBe(403);
    const created = await send('POST', '/api/vehicles', 'shared-key-0001', newVehicle, admin);
    expect(created.statusCode).toBe(201);
    const again = await send('POST', '/api/vehicles', 'shared-key-0001', newVehicle, customer);
    expect(again.statusCode).toBe(403);
    expect(again.headers['idempotent-replayed']).toBeUndefined();
    const replayed = await send('POST', '/api/vehicles', 'shared-key-0001', newVehicle, admin);
    expect(replayed.headers['idempotent-replayed']).toBe('true');
    expect(replayed.json().id).toBe(created.json().id);
  });

  it('does not keep server errors, so a retry can succeed', async () => {
    const failed = await send('POST', '/api/test/flaky', 'flaky-key-00001', { a: 1 });
    expect(failed.statusCode).toBe(500);
    expect(failed.json().message).toBe('Error interno del servidor. Intenta más tarde.');
    const retried = await send('POST', '/api/test/flaky', 'flaky-key-00001', { a: 1 });
    expect(retried.statusCode).toBe(201);
    expect(retried.json()).toEqual({ call: 2 });
    const repeat = await send('POST', '/api/test/flaky', 'flaky-key-00001', { a: 1 });
    expect(repeat.json()).toEqual({ call: 2 });
    expect(flakyCalls).toBe(2);
  });

  it('runs the handler once when two requests with one key arrive together', async () => {
    const [a, b] = await Promise.all([
      send('POST', '/api/test/slow', 'together-key-01', {}),
      send('POST', '/api/test/slow', 'together-key-01', {}),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const busy = a.statusCode === 409 ? a : b;
    expect(busy.json().error).toBe('IDEMPOTENCY_IN_PROGRESS');
    expect(slowCalls).toBe(1);
    const later = await send('POST', '/api/test/slow', 'together-key-01', {});
    expect(later.json()).toEqual({ call: 1 });
  });

  it('takes over a key whose first request died with its process', async () => {
    const user = await findUserByEmail(app.database.db, DEFAULT_ADMIN.email);
    await app.database.db.insert(idempotencyKeys).values({
      userId: user?.id ?? 0,
      key: 'orphan-key-0001',
      fingerprint: requestFingerprint('POST', '/api/test/slow', {}),
      statusCode: 0,
      createdAt: sql`now() - interval '2 minutes'`,
    });
    const res = await send('POST', '/api/test/slow', 'orphan-key-0001', {});
    expect(res.statusCode).toBe(200);
  });

  it('refuses malformed keys in Spanish and ignores keys on anonymous calls and reads', async () => {
    const newVehicle = vehicleBody();
    for (const bad of ['short', 'with space key', 'x'.repeat(201), 'ñandú-clave-1']) {
      const res = await send('POST', '/api/vehicles', bad, newVehicle);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe('INVALID_IDEMPOTENCY_KEY');
      expect(res.json().message).toMatch(/^La clave de idempotencia no es válida/);
    }
    const [before] = await app.database.db.select({ n: count() }).from(idempotencyKeys);
    const anonymous = await send('POST', '/api/vehicles', 'anonymous-key-1', newVehicle, null);
    expect(anonymous.statusCode).toBe(401);
    const read = await app.inject({
      method: 'GET',
      url: '/api/vehicles',
      headers: { authorization: admin, 'idempotency-key': 'read-key-000001' },
    });
    expect(read.statusCode).toBe(200);
    const [after] = await app.database.db.select({ n: count() }).from(idempotencyKeys);
    expect(after?.n).toBe(before?.n);
  });
});
