import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ENGINES } from '#test/app.ts';
import { addPerson, addVehicle, book, booked, cancel, day, type Person } from '#test/bookings.ts';
import type { App } from '../app.ts';
import { reservations } from '../db/schema.ts';

describe.each(ENGINES)('reservations API on %s', (engine) => {
  let app: App;
  let admin: Person;
  let ana: Person;
  let beto: Person;

  beforeAll(async () => {
    app = await createTestApp(engine);
    admin = await addPerson(app, 'ADMIN');
    ana = await addPerson(app);
    beto = await addPerson(app);
  });
  afterAll(async () => {
    await app?.close();
  });

  describe('create', () => {
    it('books for the signed-in customer at the price the server computes', async () => {
      const car = await addVehicle(app, { pricePerDay: 33.33 });
      const res = await book(app, ana, {
        vehicleId: String(car.id),
        startDate: day(2),
        endDate: day(5).split('-').reverse().join('-'),
        userId: ana.id,
      });
      expect(res.statusCode).toBe(201);
      const body = res.json();
      expect(body).toMatchObject({
        startDate: day(2),
        endDate: day(5),
        days: 3,
        pricePerDay: 33.33,
        totalPrice: 99.99,
        status: 'active',
        displayStatus: 'upcoming',
        cancelledAt: null,
        userId: ana.id,
        vehicleId: car.id,
        vehicle: { id: car.id, name: car.name, type: 'Sedan', vehicleType: { type: 'Sedan' } },
        user: { id: ana.id, firstName: 'Cliente' },
      });
      expect(body.user.name).toBe(`${body.user.firstName} ${body.user.lastName}`);
      expect(body.user.dui).toMatch(/^\d{8}-\d$/);
      expect(JSON.stringify(body)).not.toMatch(/password|hash/i);
      const [row] = await app.database.db
        .select()
        .from(reservations)
        .where(eq(reservations.id, body.id));
      expect(row).toMatchObject({ pricePerDay: 33.33, totalPrice: 99.99, status: 'active' });
    });

    it('lets a booking start today and reports it as active', async () => {
      const car = await addVehicle(app);
      const body = await booked(app, ana, car.id, 0, 1);
      expect(body.displayStatus).toBe('active');
    });

    it('refuses overlapping dates with 409 and takes the day after the end', async () => {
      const car = await addVehicle(app);
      await booked(app, ana, car.id, 10, 12);
      for (const [from, to] of [
        [12, 14],
        [8, 10],
        [11, 11 + 1],
        [5, 20],
      ] as const) {
        const res = await book(app, beto, {
          vehicleId: car.id,
          startDate: day(from),
          endDate: day(to),
        });
        expect(res.statusCode).toBe(409);
        expect(res.json()).toEqual({
          error: 'DATES_TAKEN',
          message: 'El vehículo ya está reservado para esas fechas',
        });
      }
      await booked(app, beto, car.id, 13, 15);
      await booked(app, beto, car.id, 7, 9);
    });

    it('books only vehicles that exist, are not archived and are ready', async () => {
      const missing = await book(app, ana, {
        vehicleId: 999_999,
        startDate: day(1),
        endDate: day(2),
      });
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe('Vehículo no encontrado');
      const archived = await addVehicle(app, { archivedAt: new Date() });
      expect(
        (await book(app, ana, { vehicleId: archived.id, startDate: day(1), endDate: day(2) }))
          .statusCode,
      ).toBe(404);
      for (const status of ['maintenanceRequired', 'underMaintenance', 'outOfService'] as const) {
        const car = await addVehicle(app, { status });
        const res = await book(app, ana, { vehicleId: car.id, startDate: day(1), endDate: day(2) });
        expect(res.statusCode).toBe(409);
        expect(res.json()).toEqual({
          error: 'VEHICLE_UNAVAILABLE',
          message: 'El vehículo no está disponible para reservar',
        });
      }
    });

    it('lets a customer book only for themself and an admin for anyone', async () => {
      const car = await addVehicle(app);
      const forOther = await book(app, ana, {
        vehicleId: car.id,
        userId: beto.id,
        startDate: day(1),
        endDate: day(2),
      });
      expect(forOther.statusCode).toBe(403);
      const byAdmin = await book(app, admin, {
        vehicleId: car.id,
        userId: beto.id,
        startDate: day(1),
        endDate: day(2),
      });
      expect(byAdmin.statusCode).toBe(201);
      expect(byAdmin.json().userId).toBe(beto.id);
      const nobody = await book(app, admin, {
        vehicleId: car.id,
        userId: 888_888,
        startDate: day(3),
        endDate: day(4),
      });
      expect(nobody.statusCode).toBe(404);
      expect(nobody.json().message).toBe('Usuario no encontrado');
      const anonymous = await book(app, null, {
        vehicleId: car.id,
        startDate: day(5),
        endDate: day(6),
      });
      expect(anonymous.statusCode).toBe(401);
    });
  });

  describe('lists', () => {
    it('shows a customer their own active reservations and refuses anyone else’s', async () => {
      const carla = await addPerson(app);
      const car = await addVehicle(app);
      const first = await booked(app, carla, car.id, 30, 32);
      const second = await booked(app, carla, car.id, 40, 41);
      const gone = await booked(app, carla, car.id, 50, 51);
      expect((await cancel(app, carla, gone.id)).statusCode).toBe(200);
      for (const url of ['/api/reservations/user', `/api/reservations/user?userId=${carla.id}`]) {
        const res = await app.inject({ method: 'GET', url, headers: carla.headers });
        expect(res.statusCode).toBe(200);
        expect(res.json().map((r: { id: number }) => r.id)).toEqual([second.id, first.id]);
      }
      const other = await app.inject({
        method: 'GET',
        url: `/api/reservations/user?userId=${carla.id}`,
        headers: beto.headers,
      });
      expect(other.statusCode).toBe(403);
      const byAdmin = await app.inject({
        method: 'GET',
        url: `/api/reservations/user?userId=${carla.id}`,
        headers: admin.headers,
      });
      expect(byAdmin.json()).toHaveLength(2);
      expect((await app.inject({ method: 'GET', url: '/api/reservations/user' })).statusCode).toBe(
        401,
      );
    });

    it('shows admins every active reservation, newest start first', async () => {
      const res = await app.inject({
        method: 'GET',
        url: '/api/reservations',
        headers: admin.headers,
      });
      expect(res.statusCode).toBe(200);
      const list: { startDate: string; status: string }[] = res.json();
      expect(list.length).toBeGreaterThan(3);
      expect(list.every((r) => r.status === 'active')).toBe(true);
      expect(list.map((r) => r.startDate)).toEqual(
        list
          .map((r) => r.startDate)
          .sort()
          .reverse(),
      );
      expect(
        (await app.inject({ method: 'GET', url: '/api/reservations', headers: ana.headers }))
          .statusCode,
      ).toBe(403);
      expect((await app.inject({ method: 'GET', url: '/api/reservations' })).statusCode).toBe(401);
    });

    it('lists bookings overlapping a range, in full for admins and without people for others', async () => {
      const car = await addVehicle(app);
      const hit = await booked(app, ana, car.id, 60, 62);
      await booked(app, ana, car.id, 64, 66);
      const query = `startDate=${day(62).split('-').reverse().join('-')}&endDate=${day(63)}`;
      const url = `/api/reservations/date?${query}`;
      const mine = (list: { vehicleId: number }[]) => list.filter((r) => r.vehicleId === car.id);
      const full = await app.inject({ method: 'GET', url, headers: admin.headers });
      expect(mine(full.json())).toMatchObject([
        { id: hit.id, user: { id: ana.id }, totalPrice: hit.totalPrice },
      ]);
      for (const who of [null, ana, beto]) {
        const res = await app.inject({ method: 'GET', url, headers: who?.headers ?? {} });
        expect(res.statusCode).toBe(200);
        expect(mine(res.json())).toEqual([
          { vehicleId: car.id, vehicle: { id: car.id }, startDate: day(60), endDate: day(62) },
        ]);
        expect(res.body).not.toMatch(/email|dui|firstName|userId|totalPrice/);
      }
    });
  });
});
