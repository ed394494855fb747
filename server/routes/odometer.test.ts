import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VEHICLE_MESSAGES } from '#domain/vehicle.ts';
import { createTestApp, ENGINES } from '#test/app.ts';
import { addPerson, type Person } from '#test/bookings.ts';
import { vehicleBody } from '#test/vehicles.ts';
import type { App } from '../app.ts';

describe.each(ENGINES)('the odometer log on %s', (engine) => {
  let app: App;
  let admin: Person;

  beforeAll(async () => {
    app = await createTestApp(engine);
    admin = await addPerson(app, 'ADMIN');
  });
  afterAll(async () => {
    await app?.close();
  });

  const readings = async (id: number) => {
    const res = await app.inject({
      method: 'GET',
      url: `/api/vehicles/${id}/odometer`,
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(200);
    return res.json().map((r: { km: number; source: string }) => [r.km, r.source]);
  };

  it('starts with the kilometers a vehicle is added with and logs every edit, newest first', async () => {
    const newVehicle = vehicleBody();
    const created = await app.inject({
      method: 'POST',
      url: '/api/vehicles',
      headers: admin.headers,
      payload: newVehicle,
    });
    const { id } = created.json();
    expect(await readings(id)).toEqual([[1200, 'initial']]);

    const put = (payload: Record<string, unknown>) =>
      app.inject({ method: 'PUT', url: `/api/vehicles/${id}`, headers: admin.headers, payload });
    expect((await put({ kilometers: 1500 })).statusCode).toBe(200);
    expect((await put({ pricePerDay: 70 })).statusCode).toBe(200);
    expect((await put({ kilometers: 1500 })).statusCode).toBe(200);
    expect((await put({ kilometers: 1400 })).statusCode).toBe(400);
    expect(await readings(id)).toEqual([
      [1500, 'edit'],
      [1200, 'initial'],
    ]);
  });

  it('answers 404 for a vehicle that does not exist', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/vehicles/999999/odometer',
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(VEHICLE_MESSAGES.notFound);
  });
});
