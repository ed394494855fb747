import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { ENGINES, isSpanishMessage } from '#test/app.ts';
import {
  addVehicle,
  appFixtures,
  booked,
  cancel,
  day,
  insertReservation,
  type Person,
} from '#test/bookings.ts';
import { handover, handoverBody } from '#test/handovers.ts';
import { vehicleBody } from '#test/vehicles.ts';
import { auditEntries } from '../db/schema.ts';
import { resetDatabase } from '../db/seed.ts';

describe.each(ENGINES)('audit trail on %s (issue 18)', (engine) => {
  const fx = appFixtures(engine, ['customer']);

  const trail = async (entity: string, id: number, who: Person = fx.admin) => {
    const res = await fx.app.inject({
      method: 'GET',
      url: `/api/audit?entity=${entity}&id=${id}`,
      headers: who.headers,
    });
    expect(res.statusCode).toBe(200);
    return res.json() as {
      action: string;
      before: Record<string, unknown> | null;
      after: Record<string, unknown> | null;
      at: string;
      actedAt: string;
      actor: { id: number; name: string; email: string } | null;
    }[];
  };

  const arrivalGap = (entry: { at: string; actedAt: string }) =>
    Date.parse(entry.at) - Date.parse(entry.actedAt);

  const count = async () => {
    const [row] = await fx.app.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(auditEntries);
    return row?.n ?? 0;
  };

  /** Runs one change and checks it wrote exactly one entry. */
  const oneEntry = async (change: () => Promise<LightMyRequestResponse>) => {
    const before = await count();
    const res = await change();
    expect(res.statusCode, res.body).toBeLessThan(300);
    expect(await count()).toBe(before + 1);
    return res;
  };

  const put = (id: number, payload: Record<string, unknown>, headers = {}) =>
    fx.app.inject({
      method: 'PUT',
      url: `/api/vehicles/${id}`,
      headers: { ...fx.admin.headers, ...headers },
      payload,
    });

  it('records a vehicle created, edited, its status, a service, windows and archiving', async () => {
    const newVehicle = vehicleBody();
    const created = await oneEntry(() =>
      fx.app.inject({
        method: 'POST',
        url: '/api/vehicles',
        headers: fx.admin.headers,
        payload: newVehicle,
      }),
    );
    const id: number = created.json().id;
    await oneEntry(() => put(id, { pricePerDay: 70 }));
    await oneEntry(() => put(id, { status: 'underMaintenance' }));
    await oneEntry(() =>
      put(id, {
        status: 'maintenanceCompleted',
        maintenance: { description: 'Cambio de aceite', cost: 40 },
      }),
    );
    const window = await oneEntry(() =>
      fx.app.inject({
        method: 'POST',
        url: `/api/vehicles/${id}/maintenance-windows`,
        headers: fx.admin.headers,
        payload: { startDate: day(30), endDate: day(31), reason: 'Frenos' },
      }),
    );
    await oneEntry(() =>
      fx.app.inject({
        method: 'DELETE',
        url: `/api/maintenance-windows/${window.json().id}`,
        headers: fx.admin.headers,
      }),
    );
    await oneEntry(() =>
      fx.app.inject({ method: 'DELETE', url: `/api/vehicles/${id}`, headers: fx.admin.headers }),
    );

    const entries = await trail('vehicle', id);
    expect(entries.map((e) => e.action)).toEqual([
      'archived',
      'windowDeleted',
      'windowCreated',
      'maintenanceCompleted',
      'statusChanged',
      'updated',
      'created',
    ]);
    const byAction = Object.fromEntries(entries.map((e) => [e.action, e]));
    expect(byAction.created?.after).toMatchObject({ name: newVehicle.name, pricePerDay: 65.5 });
    expect(byAction.updated).toMatchObject({
      before: { pricePerDay: 65.5 },
      after: { pricePerDay: 70 },
    });
    expect(byAction.statusChanged).toMatchObject({
      before: { status: 'maintenanceCompleted' },
      after: { status: 'underMaintenance' },
    });
    expect(byAction.maintenanceCompleted).toMatchObject({
      before: { status: 'underMaintenance' },
      after: { status: 'maintenanceCompleted', description: 'Cambio de aceite', cost: 40 },
    });
    expect(byAction.windowCreated?.after).toMatchObject({
      startDate: day(30),
      endDate: day(31),
      reason: 'Frenos',
    });
    expect(byAction.windowDeleted?.before).toMatchObject({ reason: 'Frenos' });
    for (const entry of entries) {
      expect(entry.actor).toMatchObject({
        id: fx.admin.id,
        name: expect.stringContaining('Admin'),
      });
      // Made online: acted on arrival, a moment before the transaction's clock.
      expect(arrivalGap(entry)).toBeGreaterThanOrEqual(0);
      expect(arrivalGap(entry)).toBeLessThan(5_000);
    }
  });

  it('writes nothing for a change that is refused or changes nothing', async () => {
    const car = await addVehicle(fx.app);
    const before = await count();
    await put(car.id, { pricePerDay: 45.5 });
    const refused = await put(car.id, { kilometers: 10 });
    expect(refused.statusCode).toBe(400);
    expect(await count()).toBe(before);
  });

  it('records a reservation created, reassigned, cancelled, delivered and returned', async () => {
    const first = await addVehicle(fx.app);
    const second = await addVehicle(fx.app);
    const created = await oneEntry(() =>
      fx.app.inject({
        method: 'POST',
        url: '/api/reservations',
        headers: fx.customer.headers,
        payload: { vehicleId: first.id, startDate: day(10), endDate: day(12) },
      }),
    );
    const id: number = created.json().id;
    await oneEntry(() =>
      fx.app.inject({
        method: 'POST',
        url: `/api/reservations/${id}/reassign`,
        headers: fx.admin.headers,
        payload: { vehicleId: second.id },
      }),
    );
    await oneEntry(() => cancel(fx.app, fx.customer, id));
    // Cancelling again answers the cancelled reservation and records nothing more.
    const again = await cancel(fx.app, fx.customer, id);
    expect(again.statusCode).toBe(200);

    const entries = await trail('reservation', id);
    expect(entries.map((e) => e.action)).toEqual(['cancelled', 'reassigned', 'created']);
    expect(entries[2]).toMatchObject({
      actor: { id: fx.customer.id },
      after: { vehicleId: first.id, vehicleName: first.name, startDate: day(10), endDate: day(12) },
    });
    expect(entries[1]).toMatchObject({
      actor: { id: fx.admin.id },
      before: { vehicleId: first.id, vehicleName: first.name },
      after: { vehicleId: second.id, vehicleName: second.name },
    });
    expect(entries[0]).toMatchObject({
      before: { status: 'active' },
      after: { status: 'cancelled' },
    });

    const car = await addVehicle(fx.app, { kilometers: 500 });
    const rental = await insertReservation(fx.app, fx.customer.id, car.id, 0, 2);
    await oneEntry(async () =>
      handover(
        fx.app,
        fx.admin,
        rental.id,
        'checkout',
        await handoverBody(fx.app, fx.admin, { odometer: 600 }),
      ),
    );
    await oneEntry(async () =>
      handover(
        fx.app,
        fx.admin,
        rental.id,
        'checkin',
        await handoverBody(fx.app, fx.admin, { odometer: 900 }),
      ),
    );
    const handovers = await trail('reservation', rental.id);
    expect(handovers).toMatchObject([
      { action: 'returned', before: { rentalStatus: 'inProgress' }, after: { odometer: 900 } },
      { action: 'delivered', before: { rentalStatus: 'booked' }, after: { odometer: 600 } },
    ]);
  });

  it('keeps the time a replayed change was made beside the time it arrived', async () => {
    const car = await addVehicle(fx.app);
    const acted = new Date(Date.now() - 3 * 60 * 60_000).toISOString();
    await oneEntry(() => put(car.id, { status: 'outOfService' }, { 'x-acted-at': acted }));
    const [entry] = await trail('vehicle', car.id);
    expect(entry?.actedAt).toBe(acted);
    expect(Date.parse(entry?.at ?? '') - Date.parse(acted)).toBeGreaterThan(2 * 60 * 60_000);

    // A time from the future, from long ago or no time at all is not believed: arrival is kept.
    const claims = [new Date(Date.now() + 60 * 60_000).toISOString(), '2020-01-01T00:00:00.000Z'];
    for (const [n, claimed] of [...claims, 'ayer'].entries()) {
      await oneEntry(() => put(car.id, { pricePerDay: 50 + n }, { 'x-acted-at': claimed }));
      const [latest] = await trail('vehicle', car.id);
      expect(latest && arrivalGap(latest)).toBeLessThan(5_000);
      expect(latest && arrivalGap(latest)).toBeGreaterThanOrEqual(0);
    }
  });

  it('lets the database refuse any UPDATE, DELETE or TRUNCATE of the trail', async () => {
    const car = await addVehicle(fx.app);
    await put(car.id, { pricePerDay: 99 });
    const { db } = fx.app.database;
    const total = await count();
    await expect(
      db.update(auditEntries).set({ action: 'forged' }).where(eq(auditEntries.entityId, car.id)),
    ).rejects.toThrow();
    await expect(
      db.delete(auditEntries).where(eq(auditEntries.entityId, car.id)),
    ).rejects.toThrow();
    await expect(db.execute(sql`truncate table audit_entries`)).rejects.toThrow();
    await expect(db.execute(sql`delete from audit_entries where id < 0`)).rejects.toThrow();
    expect(await count()).toBe(total);
    expect((await trail('vehicle', car.id))[0]?.action).toBe('updated');
  });

  it('answers a customer 403, a visitor 401 and bad parameters a Spanish 400', async () => {
    const forbidden = await fx.app.inject({
      method: 'GET',
      url: '/api/audit?entity=vehicle&id=1',
      headers: fx.customer.headers,
    });
    expect(forbidden.statusCode).toBe(403);
    expect(isSpanishMessage(forbidden.json().message)).toBe(true);
    const anonymous = await fx.app.inject({ method: 'GET', url: '/api/audit?entity=vehicle&id=1' });
    expect(anonymous.statusCode).toBe(401);
    for (const query of ['entity=user&id=1', 'entity=vehicle&id=abc', 'entity=vehicle', '']) {
      const res = await fx.app.inject({
        method: 'GET',
        url: `/api/audit?${query}`,
        headers: fx.admin.headers,
      });
      expect(res.statusCode).toBe(400);
      expect(isSpanishMessage(res.json().message)).toBe(true);
    }
    const mine = await booked(fx.app, fx.customer, (await addVehicle(fx.app)).id, 40, 41);
    const none = await trail('reservation', mine.id + 10_000);
    expect(none).toEqual([]);
  });

  // Last: it empties the whole database.
  it('still lets the demo reset (seed --reset) empty the trail with everything else', async () => {
    expect(await count()).toBeGreaterThan(0);
    await resetDatabase(fx.app.database.db);
    expect(await count()).toBe(0);
  });
});
