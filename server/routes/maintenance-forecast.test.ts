import { describe, expect, it } from 'vitest';
import { createTestApp, ENGINES } from '#test/app.ts';
import { addPerson, addVehicle, appFixtures, day, insertReservation } from '#test/bookings.ts';
import { configFromEnv } from '../config.ts';
import { maintenanceRecords, odometerReadings } from '../db/schema.ts';

type Forecast = {
  vehicleId: number;
  state: string;
  kmSinceService: number;
  kmToService: number | null;
  daysToService: number | null;
  dueBy: string | null;
  projectedDueDate: string | null;
  avgKmPerDay: number;
  clashes: { reservationId: number; startDate: string; endDate: string }[];
};

describe.each(ENGINES)('GET /api/maintenance/forecast on %s (issue 12)', (engine) => {
  const fx = appFixtures(engine, ['customer']);

  const forecasts = async () => {
    const res = await fx.app.inject({
      method: 'GET',
      url: '/api/maintenance/forecast',
      headers: fx.admin.headers,
    });
    expect(res.statusCode).toBe(200);
    return new Map((res.json() as Forecast[]).map((f) => [f.vehicleId, f]));
  };

  it('projects the km service from the odometer log and lists the reservation it falls in', async () => {
    const car = await addVehicle(fx.app, { kilometers: 12_000, kmForMaintenance: 5_000 });
    const db = fx.app.database.db;
    await db.insert(maintenanceRecords).values({
      vehicleId: car.id,
      maintenanceDate: day(-60),
      kmAtMaintenance: 10_000,
    });
    // 100 km a day over the last 20 days: 3,000 km left, due in 30 days.
    await db.insert(odometerReadings).values([
      {
        vehicleId: car.id,
        km: 10_000,
        source: 'edit',
        recordedAt: new Date(`${day(-20)}T18:00:00Z`),
      },
      {
        vehicleId: car.id,
        km: 12_000,
        source: 'edit',
        recordedAt: new Date(`${day(0)}T18:00:00Z`),
      },
    ]);
    const before = await insertReservation(fx.app, fx.customer.id, car.id, 10, 12);
    const during = await insertReservation(fx.app, fx.customer.id, car.id, 28, 33);

    const forecast = (await forecasts()).get(car.id);
    expect(forecast).toEqual({
      vehicleId: car.id,
      state: 'upToDate',
      kmSinceService: 2_000,
      kmToService: 3_000,
      daysToService: 30,
      dueBy: 'km',
      projectedDueDate: day(30),
      avgKmPerDay: 100,
      clashes: [{ reservationId: during.id, startDate: day(28), endDate: day(33) }],
    });
    expect(forecast?.clashes.map((c) => c.reservationId)).not.toContain(before.id);
  });

  it('is due by time when the months come first, and vencido past them', async () => {
    const soon = await addVehicle(fx.app, { kmForMaintenance: 50_000, monthsForMaintenance: 1 });
    await fx.app.database.db.insert(maintenanceRecords).values({
      vehicleId: soon.id,
      maintenanceDate: day(-40),
      kmAtMaintenance: 1_000,
    });
    const forecast = (await forecasts()).get(soon.id);
    expect(forecast).toMatchObject({ dueBy: 'time', state: 'overdue', kmSinceService: 0 });
    expect(forecast?.daysToService).toBeLessThan(0);
  });

  it('is for admins only', async () => {
    const anonymous = await fx.app.inject({ method: 'GET', url: '/api/maintenance/forecast' });
    expect(anonymous.statusCode).toBe(401);
    const asCustomer = await fx.app.inject({
      method: 'GET',
      url: '/api/maintenance/forecast',
      headers: fx.customer.headers,
    });
    expect(asCustomer.statusCode).toBe(403);
  });
});

describe("'próximo' is configurable (issue 12)", () => {
  it('reads SERVICE_DUE_SOON_KM and SERVICE_DUE_SOON_DAYS, keeping the defaults otherwise', () => {
    const env = { JWT_SECRET: 'x', SERVICE_DUE_SOON_KM: '3000' };
    expect(configFromEnv(env).serviceDueSoon).toEqual({ km: 3_000, days: 14 });
    expect(configFromEnv({ ...env, SERVICE_DUE_SOON_DAYS: '30' }).serviceDueSoon).toEqual({
      km: 3_000,
      days: 30,
    });
    expect(configFromEnv({ JWT_SECRET: 'x', SERVICE_DUE_SOON_KM: '-5' }).serviceDueSoon).toEqual({
      km: 1_000,
      days: 14,
    });
  });

  it('counts a car 2,000 km from its service as próximo when the threshold is 3,000 km', async () => {
    // With the default 1,000 km such a car is al día (the first test above: 3,000 km left).
    const app = await createTestApp('pglite', { serviceDueSoon: { km: 3_000, days: 14 } });
    try {
      const admin = await addPerson(app, 'ADMIN');
      const car = await addVehicle(app, { kilometers: 8_000, kmForMaintenance: 10_000 });
      const res = await app.inject({
        method: 'GET',
        url: '/api/maintenance/forecast',
        headers: admin.headers,
      });
      const forecast = (res.json() as Forecast[]).find((f) => f.vehicleId === car.id);
      expect(forecast).toMatchObject({ state: 'dueSoon', kmToService: 2_000 });
    } finally {
      await app.close();
    }
  });
});
