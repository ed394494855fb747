import { describe, expect, it } from 'vitest';
import { ENGINES, isSpanishMessage } from '#test/app.ts';
import { addVehicle, appFixtures, day } from '#test/bookings.ts';

describe.each(ENGINES)('completing maintenance with date and km on %s (issue 12)', (engine) => {
  const fx = appFixtures(engine, []);

  const complete = (id: number, maintenance: Record<string, unknown>) =>
    fx.app.inject({
      method: 'PUT',
      url: `/api/vehicles/${id}`,
      headers: fx.admin.headers,
      payload: { status: 'maintenanceCompleted', expectedStatus: 'underMaintenance', maintenance },
    });

  it('writes the record with the given day, odometer, description and cost', async () => {
    const car = await addVehicle(fx.app, { status: 'underMaintenance', kilometers: 9_000 });
    const res = await complete(car.id, {
      date: day(-2),
      kilometers: 9_150,
      description: 'Cambio de aceite',
      cost: 65,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'maintenanceCompleted', kilometers: 9_150 });
    expect(res.json().maintenanceRecords[0]).toMatchObject({
      maintenanceDate: day(-2),
      kmAtMaintenance: 9_150,
      description: 'Cambio de aceite',
      cost: 65,
    });
  });

  it('refuses a future day or an odometer below the current one, and changes nothing', async () => {
    const car = await addVehicle(fx.app, { status: 'underMaintenance', kilometers: 9_000 });
    const future = await complete(car.id, { date: day(1) });
    expect(future.statusCode).toBe(400);
    expect(isSpanishMessage(future.json().message)).toBe(true);
    const lower = await complete(car.id, { kilometers: 8_000 });
    expect(lower.statusCode).toBe(400);
    const stored = await fx.app.inject({
      method: 'GET',
      url: `/api/vehicles/${car.id}?view=full`,
      headers: fx.admin.headers,
    });
    expect(stored.json()).toMatchObject({ status: 'underMaintenance', maintenanceRecords: [] });
  });
});
