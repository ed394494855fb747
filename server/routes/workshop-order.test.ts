import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { compareWorkshopOrder } from '#domain/workshop-order.ts';
import { ENGINES, isSpanishMessage, POSTGRES_URL } from '#test/app.ts';
import {
  addVehicle,
  appFixtures,
  type NewVehicle,
  type Person,
  racingServerFixtures,
} from '#test/bookings.ts';
import { vehicles } from '../db/schema.ts';

interface Card {
  id: number;
  status: string;
  workshopPosition: number | null;
}

describe.each(ENGINES)('the workshop order on %s (issue 26)', (engine) => {
  const fx = appFixtures(engine, ['customer']);

  const place = (id: number, payload: unknown, who: Person = fx.admin, headers = {}) =>
    fx.app.inject({
      method: 'PUT',
      url: `/api/vehicles/${id}/workshop-position`,
      headers: { ...who.headers, ...headers },
      payload: payload as object,
    });

  /** The order the board shows: its list (the admin's view), sorted by the shared rule. */
  async function column(status: string, ids: readonly number[]): Promise<number[]> {
    const res = await fx.app.inject({
      method: 'GET',
      url: '/api/vehicles?view=full',
      headers: fx.admin.headers,
    });
    expect(res.statusCode).toBe(200);
    return (res.json() as Card[])
      .filter((car) => car.status === status && ids.includes(car.id))
      .sort(compareWorkshopOrder)
      .map((car) => car.id);
  }

  async function cars(count: number, overrides: NewVehicle = {}): Promise<number[]> {
    const ids: number[] = [];
    for (let i = 0; i < count; i++) {
      ids.push((await addVehicle(fx.app, { status: 'maintenanceRequired', ...overrides })).id);
    }
    return ids;
  }

  it('puts a car before another or last, for every user, and shows the position', async () => {
    const [a, b, c] = (await cars(3)) as [number, number, number];
    expect(await column('maintenanceRequired', [a, b, c])).toEqual([a, b, c]);

    const res = await place(c, { before: a });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: c, workshopPosition: expect.any(Number) });
    expect(await column('maintenanceRequired', [a, b, c])).toEqual([c, a, b]);

    expect((await place(c, { before: null })).statusCode).toBe(200);
    expect(await column('maintenanceRequired', [a, b, c])).toEqual([a, b, c]);
    expect((await place(b, { before: a })).statusCode).toBe(200);
    expect((await place(c, { before: b })).statusCode).toBe(200);
    expect(await column('maintenanceRequired', [a, b, c])).toEqual([c, b, a]);

    // One vehicle's own answer says the same.
    const one = await fx.app.inject({
      method: 'GET',
      url: `/api/vehicles/${c}`,
      headers: fx.admin.headers,
    });
    const listed = await fx.app.inject({
      method: 'GET',
      url: '/api/vehicles?view=full',
      headers: fx.admin.headers,
    });
    const card = (listed.json() as Card[]).find((car) => car.id === c);
    expect(one.json().workshopPosition).toBe(card?.workshopPosition);
  });

  it('orders "En mantenimiento" too, and a status change sends a car to its new column last', async () => {
    const [a, b] = (await cars(2, { status: 'underMaintenance' })) as [number, number];
    expect((await place(b, { before: a })).statusCode).toBe(200);
    expect(await column('underMaintenance', [a, b])).toEqual([b, a]);

    const [first, second] = (await cars(2)) as [number, number];
    expect((await place(second, { before: first })).statusCode).toBe(200);
    const moved = await fx.app.inject({
      method: 'PUT',
      url: `/api/vehicles/${b}`,
      headers: fx.admin.headers,
      payload: { status: 'maintenanceRequired', expectedStatus: 'underMaintenance' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const ready = await fx.app.inject({
      method: 'PUT',
      url: `/api/vehicles/${a}`,
      headers: fx.admin.headers,
      payload: { status: 'maintenanceCompleted' },
    });
    expect(ready.json().workshopPosition).toBeNull();
    expect(await column('maintenanceRequired', [first, second, b])).toEqual([second, first, b]);
  });

  it('numbers a column again when a gap is used up, keeping the order asked for', async () => {
    const ids = await cars(4);
    const [a, b, c, d] = ids as [number, number, number, number];
    await fx.app.database.db
      .update(vehicles)
      .set({ workshopPosition: 5 })
      .where(eq(vehicles.id, a));
    await fx.app.database.db
      .update(vehicles)
      .set({ workshopPosition: 6 })
      .where(eq(vehicles.id, b));
    expect((await place(d, { before: b })).statusCode).toBe(200);
    expect(await column('maintenanceRequired', ids)).toEqual([a, d, b, c]);
    expect((await place(c, { before: d })).statusCode).toBe(200);
    expect(await column('maintenanceRequired', ids)).toEqual([a, c, d, b]);
  });

  it('is for staff only: 401 without a session, 403 in Spanish for a customer', async () => {
    const [a] = (await cars(1)) as [number];
    const anonymous = await fx.app.inject({
      method: 'PUT',
      url: `/api/vehicles/${a}/workshop-position`,
      payload: { before: null },
    });
    expect(anonymous.statusCode).toBe(401);
    const customer = await place(a, { before: null }, fx.customer);
    expect(customer.statusCode).toBe(403);
    expect(customer.json().message).toBe(
      'No tienes permisos de administrador para ordenar los vehículos del taller.',
    );
  });

  it('answers 400, 404 and 409 in Spanish', async () => {
    const [a, b] = (await cars(2)) as [number, number];
    const [elsewhere] = (await cars(1, { status: 'underMaintenance' })) as [number];
    const [ready] = (await cars(1, { status: 'maintenanceCompleted' })) as [number];
    const [gone] = (await cars(1, { archivedAt: new Date() })) as [number];

    const cases: [number, unknown, number, string][] = [
      [a, {}, 400, 'VALIDATION_ERROR'],
      [a, { before: 'b' }, 400, 'VALIDATION_ERROR'],
      [a, { before: b, extra: 1 }, 400, 'VALIDATION_ERROR'],
      [a, { before: a }, 400, 'VALIDATION_ERROR'],
      [a, { before: null, expectedStatus: 'outOfService' }, 400, 'VALIDATION_ERROR'],
      [999_999, { before: null }, 404, 'NOT_FOUND'],
      [gone, { before: null }, 404, 'NOT_FOUND'],
      [a, { before: 999_999 }, 404, 'NOT_FOUND'],
      [a, { before: gone }, 404, 'NOT_FOUND'],
      [a, { before: elsewhere }, 409, 'NOT_SAME_COLUMN'],
      [ready, { before: null }, 409, 'NOT_IN_WORKSHOP'],
      [a, { before: null, expectedStatus: 'underMaintenance' }, 409, 'STATUS_CONFLICT'],
    ];
    for (const [id, payload, status, code] of cases) {
      const res = await place(id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(res.json().error, JSON.stringify(payload)).toBe(code);
      expect(isSpanishMessage(res.json().message), res.json().message).toBe(true);
    }
    expect((await place(a, { before: elsewhere })).json().message).toBe(
      'El vehículo ante el que querías colocarlo ya no está en la misma columna. Actualiza el tablero e inténtalo de nuevo.',
    );
    // A stale replay learns where the car is now, like a stale status change.
    expect(
      (await place(a, { before: null, expectedStatus: 'underMaintenance' })).json().vehicle,
    ).toMatchObject({ id: a, status: 'maintenanceRequired' });
    expect(await column('maintenanceRequired', [a, b])).toEqual([a, b]);
  });

  it('is audited like a status change, once per change, at the time staff acted', async () => {
    const [a, b] = (await cars(2)) as [number, number];
    const acted = new Date(Date.now() - 5 * 60_000).toISOString();
    const headers = { 'idempotency-key': `reorder-${a}-once`, 'x-acted-at': acted };
    const first = await place(
      b,
      { before: a, expectedStatus: 'maintenanceRequired' },
      fx.admin,
      headers,
    );
    expect(first.statusCode).toBe(200);
    // The outbox's replay of the same change: the same answer, nothing written twice.
    const replay = await place(
      b,
      { before: a, expectedStatus: 'maintenanceRequired' },
      fx.admin,
      headers,
    );
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual(first.json());
    // A drop where the car already is changes nothing and records nothing.
    expect((await place(b, { before: a })).statusCode).toBe(200);

    const trail = await fx.app.inject({
      method: 'GET',
      url: `/api/audit?entity=vehicle&id=${b}`,
      headers: fx.admin.headers,
    });
    const reorders = (trail.json() as { action: string }[]).filter(
      (entry) => entry.action === 'workshopReordered',
    );
    expect(reorders).toEqual([
      expect.objectContaining({
        before: { status: 'maintenanceRequired', workshopPosition: expect.any(Number) },
        after: expect.objectContaining({ status: 'maintenanceRequired', beforeVehicleId: a }),
        actedAt: acted,
        actor: expect.objectContaining({ id: fx.admin.id }),
      }),
    ]);
  });

  it('is in the OpenAPI document', async () => {
    const res = await fx.app.inject({ method: 'GET', url: '/api/docs' });
    const path = res.json().paths['/api/vehicles/{id}/workshop-position'];
    expect(path?.put?.requestBody?.content?.['application/json']?.schema).toMatchObject({
      properties: { before: expect.anything() },
    });
    expect(Object.keys(path?.put?.responses ?? {})).toEqual(
      expect.arrayContaining(['200', '400', '401', '403', '404', '409']),
    );
  });
});

const RACERS = 12;

/**
 * Simultaneous reorders over separate connections on real PostgreSQL: each applies to the order
 * the one before left, so no two cars share a place and every request's car stands where asked.
 */
describe.skipIf(!POSTGRES_URL)('workshop reorders racing on postgres (issue 26)', () => {
  const server = racingServerFixtures(RACERS + 4, { admins: 2 });

  const place = (id: number, before: number | null, i: number) =>
    fetch(`${server.base}/api/vehicles/${id}/workshop-position`, {
      method: 'PUT',
      headers: {
        ...(server.admins[i % 2] as Person).headers,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ before }),
    });

  async function positions(ids: readonly number[]) {
    const rows = await server.app.database.db
      .select({ id: vehicles.id, workshopPosition: vehicles.workshopPosition })
      .from(vehicles)
      .where(eq(vehicles.status, 'maintenanceRequired'));
    return rows.filter((row) => ids.includes(row.id));
  }

  it('sends every car last, one after the other, with no two in the same place', async () => {
    const ids: number[] = [];
    for (let i = 0; i < RACERS; i++) {
      ids.push((await addVehicle(server.app, { status: 'maintenanceRequired' })).id);
    }
    const answers = await Promise.all(ids.map((id, i) => place(id, null, i)));
    expect(answers.map((res) => res.status)).toEqual(ids.map(() => 200));
    const placed = await positions(ids);
    expect(placed.every((row) => row.workshopPosition !== null)).toBe(true);
    expect(new Set(placed.map((row) => row.workshopPosition)).size).toBe(RACERS);
  });

  it('puts every car right before the same one, in some order, each before it', async () => {
    const ids: number[] = [];
    for (let i = 0; i < RACERS; i++) {
      ids.push((await addVehicle(server.app, { status: 'maintenanceRequired' })).id);
    }
    const [anchor, ...movers] = ids as [number, ...number[]];
    // The anchor and a neighbour placed one apart: the racers must number the column again.
    expect((await place(anchor, null, 0)).status).toBe(200);
    const answers = await Promise.all(movers.map((id, i) => place(id, anchor, i)));
    expect(answers.map((res) => res.status)).toEqual(movers.map(() => 200));
    const order = (await positions(ids)).sort(compareWorkshopOrder).map((row) => row.id);
    expect(order.at(-1)).toBe(anchor);
    expect(new Set(order).size).toBe(RACERS);
  });
});
