import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ENGINES } from '#test/app.ts';
import { bearerFor, bookDirectly, createVehicleAs } from '#test/vehicles.ts';
import type { App } from '../app.ts';
import { reservations } from '../db/schema.ts';
import { seed } from '../db/seed.ts';
import { DEFAULT_ADMIN } from '../db/seed-data.ts';

describe.each(ENGINES)('deleting vehicles on %s', (engine) => {
  let app: App;
  let admin: string;

  const vehicle = () => createVehicleAs(app, admin);
  const get = (id: number) => app.inject({ method: 'GET', url: `/api/vehicles/${id}` });
  const put = (id: number, payload: object) =>
    app.inject({
      method: 'PUT',
      url: `/api/vehicles/${id}`,
      headers: { authorization: admin },
      payload,
    });
  const remove = (id: number) =>
    app.inject({ method: 'DELETE', url: `/api/vehicles/${id}`, headers: { authorization: admin } });

  beforeAll(async () => {
    app = await createTestApp(engine);
    await seed(app.database.db);
    admin = await bearerFor(app, DEFAULT_ADMIN.email);
  });
  afterAll(async () => {
    await app?.close();
  });

  it('refuses a vehicle with an upcoming or current reservation (SPEC 8)', async () => {
    for (const [offset, days] of [
      [10, 3],
      [-2, 2],
      [-1, 5],
    ] as const) {
      const target = await vehicle();
      await bookDirectly(app, target.id, offset, days);
      const res = await remove(target.id);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        error: 'VEHICLE_HAS_RESERVATIONS',
        message: 'No se puede eliminar el vehículo porque tiene reservas asociadas.',
      });
      expect((await get(target.id)).statusCode).toBe(200);
    }
  });

  it('archives a vehicle with only past or cancelled reservations, keeping its history', async () => {
    const target = await vehicle();
    await bookDirectly(app, target.id, -10, 3);
    await bookDirectly(app, target.id, 5, 2, 'cancelled');
    const res = await remove(target.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });

    expect((await get(target.id)).statusCode).toBe(404);
    const list = (await app.inject({ method: 'GET', url: '/api/vehicles' })).json();
    expect(list.some((v: { id: number }) => v.id === target.id)).toBe(false);
    expect((await put(target.id, { pricePerDay: 5 })).statusCode).toBe(404);
    const again = await remove(target.id);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('Vehículo no encontrado.');

    const kept = await app.database.db
      .select({ n: count() })
      .from(reservations)
      .where(eq(reservations.vehicleId, target.id));
    expect(kept[0]?.n).toBe(2);
  });
});
