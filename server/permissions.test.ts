import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from './app.ts';
import {
  addPerson,
  addVehicle,
  booked,
  day,
  insertReservation,
  type Person,
} from './booking-fixtures.ts';
import { fakeImage, handover, handoverBody, sha256Of } from './handover-fixtures.ts';
import { newVehicle } from './routes/vehicle-test-support.ts';
import { createTestApp, ENGINES } from './test-support.ts';

/** DESIGN 6, one row per endpoint: the status each caller gets. */
type Caller = 'anonymous' | 'customer' | 'otherCustomer' | 'admin';
const CALLERS: Caller[] = ['anonymous', 'customer', 'otherCustomer', 'admin'];

interface Row {
  name: string;
  /** Builds a fresh request: mutations get a target of their own for every caller. */
  request: () => Promise<InjectOptions>;
  expect: Record<Caller, number>;
  /** What a success answers with, when it is not JSON (a photo). */
  successType?: RegExp;
}

const PASSWORD = 'Volcan-2026';
let registrations = 0;

describe.each(ENGINES)('permissions of every endpoint on %s (DESIGN 6)', (engine) => {
  let app: App;
  let people: Record<Exclude<Caller, 'anonymous'>, Person>;
  let loginEmail: string;

  beforeAll(async () => {
    app = await createTestApp(engine);
    people = {
      customer: await addPerson(app),
      otherCustomer: await addPerson(app),
      admin: await addPerson(app, 'ADMIN'),
    };
    const account = await register();
    await app.inject({ method: 'POST', url: '/api/auth/register', payload: account });
    loginEmail = account.email;
  });
  afterAll(async () => {
    await app?.close();
  });

  async function register() {
    registrations += 1;
    const n = String(registrations).padStart(3, '0');
    const body = {
      firstName: 'Elena',
      lastName: 'Campos',
      birthDate: '1994-08-15',
      dui: `77777${n}-4`,
      phoneNumber: '7555-0101',
      email: `elena${n}@example.com`,
      password: PASSWORD,
      confirmPassword: PASSWORD,
    };
    return body;
  }

  const owner = () => people.customer;
  const upcomingOfOwner = async () => booked(app, owner(), (await addVehicle(app)).id, 5, 7);

  /** A reservation of the customer running today, handed over when `delivered`. */
  const currentOfOwner = async (delivered: boolean) => {
    const car = await addVehicle(app);
    const row = await insertReservation(app, owner().id, car.id, -1, 1);
    const body = await handoverBody(app, people.admin);
    if (delivered) await handover(app, people.admin, row.id, 'checkout', body);
    return { id: row.id, body, vehicleId: car.id };
  };

  const rows: Row[] = [
    {
      name: 'POST /api/auth/register',
      request: async () => ({
        method: 'POST',
        url: '/api/auth/register',
        payload: await register(),
      }),
      expect: { anonymous: 201, customer: 201, otherCustomer: 201, admin: 201 },
    },
    {
      name: 'POST /api/auth/login',
      request: async () => ({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: loginEmail, password: PASSWORD },
      }),
      expect: { anonymous: 200, customer: 200, otherCustomer: 200, admin: 200 },
    },
    {
      name: 'GET /api/auth/validate',
      request: async () => ({ method: 'GET', url: '/api/auth/validate' }),
      expect: { anonymous: 401, customer: 200, otherCustomer: 200, admin: 200 },
    },
    {
      name: 'GET /api/auth/profile',
      request: async () => ({ method: 'GET', url: '/api/auth/profile' }),
      expect: { anonymous: 401, customer: 200, otherCustomer: 200, admin: 200 },
    },
    {
      name: 'GET /api/vehicles',
      request: async () => ({ method: 'GET', url: '/api/vehicles' }),
      expect: { anonymous: 200, customer: 200, otherCustomer: 200, admin: 200 },
    },
    {
      name: 'GET /api/vehicles/:id',
      request: async () => ({ method: 'GET', url: `/api/vehicles/${(await addVehicle(app)).id}` }),
      expect: { anonymous: 200, customer: 200, otherCustomer: 200, admin: 200 },
    },
    {
      name: 'GET /api/vehicles/available',
      request: async () => ({
        method: 'GET',
        url: `/api/vehicles/available?startDate=${day(1)}&endDate=${day(3)}`,
      }),
      expect: { anonymous: 200, customer: 200, otherCustomer: 200, admin: 200 },
    },
    {
      name: 'POST /api/vehicles',
      request: async () => ({ method: 'POST', url: '/api/vehicles', payload: newVehicle }),
      expect: { anonymous: 401, customer: 403, otherCustomer: 403, admin: 201 },
    },
    {
      name: 'PUT /api/vehicles/:id',
      request: async () => ({
        method: 'PUT',
        url: `/api/vehicles/${(await addVehicle(app)).id}`,
        payload: { pricePerDay: 70 },
      }),
      expect: { anonymous: 401, customer: 403, otherCustomer: 403, admin: 200 },
    },
    {
      name: 'PUT /api/vehicles/:id (status change)',
      request: async () => ({
        method: 'PUT',
        url: `/api/vehicles/${(await addVehicle(app)).id}`,
        payload: { status: 'underMaintenance', expectedStatus: 'maintenanceCompleted' },
      }),
      expect: { anonymous: 401, customer: 403, otherCustomer: 403, admin: 200 },
    },
    {
      name: 'DELETE /api/vehicles/:id',
      request: async () => ({
        method: 'DELETE',
        url: `/api/vehicles/${(await addVehicle(app)).id}`,
      }),
      expect: { anonymous: 401, customer: 403, otherCustomer: 403, admin: 200 },
    },
    {
      name: 'POST /api/reservations (for oneself)',
      request: async () => ({
        method: 'POST',
        url: '/api/reservations',
        payload: { vehicleId: (await addVehicle(app)).id, startDate: day(1), endDate: day(2) },
      }),
      expect: { anonymous: 401, customer: 201, otherCustomer: 201, admin: 201 },
    },
    {
      name: 'POST /api/reservations (for the customer)',
      request: async () => ({
        method: 'POST',
        url: '/api/reservations',
        payload: {
          vehicleId: (await addVehicle(app)).id,
          userId: owner().id,
          startDate: day(1),
          endDate: day(2),
        },
      }),
      expect: { anonymous: 401, customer: 201, otherCustomer: 403, admin: 201 },
    },
    {
      name: 'GET /api/reservations/user?userId=customer',
      request: async () => ({ method: 'GET', url: `/api/reservations/user?userId=${owner().id}` }),
      expect: { anonymous: 401, customer: 200, otherCustomer: 403, admin: 200 },
    },
    {
      name: 'GET /api/reservations/user (own)',
      request: async () => ({ method: 'GET', url: '/api/reservations/user' }),
      expect: { anonymous: 401, customer: 200, otherCustomer: 200, admin: 200 },
    },
    {
      name: 'GET /api/reservations',
      request: async () => ({ method: 'GET', url: '/api/reservations' }),
      expect: { anonymous: 401, customer: 403, otherCustomer: 403, admin: 200 },
    },
    {
      name: 'GET /api/reservations?from&to (calendar range)',
      request: async () => ({
        method: 'GET',
        url: `/api/reservations?from=${day(0)}&to=${day(30)}`,
      }),
      expect: { anonymous: 401, customer: 403, otherCustomer: 403, admin: 200 },
    },
    {
      name: 'GET /api/reservations/user?userId=customer&limit (paged)',
      request: async () => ({
        method: 'GET',
        url: `/api/reservations/user?userId=${owner().id}&limit=5`,
      }),
      expect: { anonymous: 401, customer: 200, otherCustomer: 403, admin: 200 },
    },
    {
      name: 'GET /api/admin/reservations',
      request: async () => ({
        method: 'GET',
        url: '/api/admin/reservations?q=a&status=all&sort=totalPrice&dir=asc&limit=5',
      }),
      expect: { anonymous: 401, customer: 403, otherCustomer: 403, admin: 200 },
    },
    {
      name: 'GET /api/reservations/date',
      request: async () => ({
        method: 'GET',
        url: `/api/reservations/date?startDate=${day(0)}&endDate=${day(30)}`,
      }),
      expect: { anonymous: 200, customer: 200, otherCustomer: 200, admin: 200 },
    },
    {
      name: 'DELETE /api/reservations/:id (upcoming, of the customer)',
      request: async () => ({
        method: 'DELETE',
        url: `/api/reservations/${(await upcomingOfOwner()).id}`,
      }),
      // Another customer's reservation is answered as a missing one (issue 9).
      expect: { anonymous: 401, customer: 200, otherCustomer: 404, admin: 200 },
    },
    {
      name: 'DELETE /api/reservations/:id (completed, of the customer)',
      request: async () => {
        const past = await insertReservation(app, owner().id, (await addVehicle(app)).id, -6, -2);
        return { method: 'DELETE', url: `/api/reservations/${past.id}` };
      },
      expect: { anonymous: 401, customer: 409, otherCustomer: 404, admin: 409 },
    },
    {
      name: 'GET /api/reservations/:id (of the customer)',
      request: async () => ({
        method: 'GET',
        url: `/api/reservations/${(await upcomingOfOwner()).id}`,
      }),
      expect: { anonymous: 401, customer: 200, otherCustomer: 404, admin: 200 },
    },
    {
      name: 'POST /api/reservations/:id/checkout',
      request: async () => {
        const { id, body } = await currentOfOwner(false);
        return { method: 'POST', url: `/api/reservations/${id}/checkout`, payload: body };
      },
      expect: { anonymous: 401, customer: 403, otherCustomer: 403, admin: 201 },
    },
    {
      name: 'POST /api/reservations/:id/checkin',
      request: async () => {
        const { id, body } = await currentOfOwner(true);
        return { method: 'POST', url: `/api/reservations/${id}/checkin`, payload: body };
      },
      expect: { anonymous: 401, customer: 403, otherCustomer: 403, admin: 201 },
    },
    {
      name: 'GET /api/operations/today',
      request: async () => ({ method: 'GET', url: `/api/operations/today?date=${day(0)}` }),
      expect: { anonymous: 401, customer: 403, otherCustomer: 403, admin: 200 },
    },
    {
      name: 'GET /api/operations/damage-alerts',
      request: async () => ({ method: 'GET', url: '/api/operations/damage-alerts' }),
      expect: { anonymous: 401, customer: 403, otherCustomer: 403, admin: 200 },
    },
    {
      name: 'PUT /api/photos/:sha256',
      request: async () => {
        const bytes = fakeImage();
        return {
          method: 'PUT',
          url: `/api/photos/${sha256Of(bytes)}`,
          headers: { 'content-type': 'image/jpeg' },
          payload: bytes,
        };
      },
      expect: { anonymous: 401, customer: 403, otherCustomer: 403, admin: 201 },
    },
    {
      name: 'GET /api/photos/:sha256 (named in the customer’s check-out)',
      request: async () => {
        const { body } = await currentOfOwner(true);
        return { method: 'GET', url: `/api/photos/${body.photos[0]?.sha256}` };
      },
      expect: { anonymous: 401, customer: 200, otherCustomer: 404, admin: 200 },
      successType: /^image\/jpeg/,
    },
    {
      name: 'GET /api/vehicles/:id/odometer',
      request: async () => ({
        method: 'GET',
        url: `/api/vehicles/${(await addVehicle(app)).id}/odometer`,
      }),
      expect: { anonymous: 401, customer: 403, otherCustomer: 403, admin: 200 },
    },
    {
      name: 'GET /api/maintenance/forecast',
      request: async () => ({ method: 'GET', url: '/api/maintenance/forecast' }),
      expect: { anonymous: 401, customer: 403, otherCustomer: 403, admin: 200 },
    },
    {
      name: 'GET /api/reports/utilisation',
      request: async () => ({
        method: 'GET',
        url: `/api/reports/utilisation?from=${day(-30)}&to=${day(0)}&groupBy=type`,
      }),
      expect: { anonymous: 401, customer: 403, otherCustomer: 403, admin: 200 },
    },
    ...['reservations', 'vehicles', 'maintenance'].map((name) => ({
      name: `GET /api/exports/${name}.csv`,
      request: async () => ({ method: 'GET' as const, url: `/api/exports/${name}.csv` }),
      successType: /^text\/csv; charset=utf-8$/,
      expect: { anonymous: 401, customer: 403, otherCustomer: 403, admin: 200 },
    })),
    {
      name: 'POST /api/vehicles/:id/maintenance-windows',
      request: async () => ({
        method: 'POST',
        url: `/api/vehicles/${(await addVehicle(app)).id}/maintenance-windows`,
        payload: { startDate: day(3), endDate: day(4), reason: 'Cambio de aceite' },
      }),
      expect: { anonymous: 401, customer: 403, otherCustomer: 403, admin: 201 },
    },
    {
      name: 'GET /api/maintenance-windows',
      request: async () => ({ method: 'GET', url: '/api/maintenance-windows' }),
      expect: { anonymous: 401, customer: 403, otherCustomer: 403, admin: 200 },
    },
    {
      name: 'DELETE /api/maintenance-windows/:id',
      request: async () => {
        const car = await addVehicle(app);
        const created = await app.inject({
          method: 'POST',
          url: `/api/vehicles/${car.id}/maintenance-windows`,
          headers: people.admin.headers,
          payload: { startDate: day(3), endDate: day(4), reason: 'Frenos' },
        });
        return { method: 'DELETE', url: `/api/maintenance-windows/${created.json().id}` };
      },
      expect: { anonymous: 401, customer: 403, otherCustomer: 403, admin: 200 },
    },
    {
      name: 'POST /api/reservations/:id/reassign',
      request: async () => {
        const reservation = await upcomingOfOwner();
        return {
          method: 'POST',
          url: `/api/reservations/${reservation.id}/reassign`,
          payload: { vehicleId: (await addVehicle(app)).id },
        };
      },
      expect: { anonymous: 401, customer: 403, otherCustomer: 403, admin: 200 },
    },
    {
      name: 'GET /api/audit',
      request: async () => ({
        method: 'GET',
        url: `/api/audit?entity=reservation&id=${(await upcomingOfOwner()).id}`,
      }),
      expect: { anonymous: 401, customer: 403, otherCustomer: 403, admin: 200 },
    },
    {
      name: "POST /api/calendar-feeds 'mine'",
      request: async () => ({
        method: 'POST',
        url: '/api/calendar-feeds',
        payload: { scope: 'mine' },
      }),
      expect: { anonymous: 401, customer: 201, otherCustomer: 201, admin: 201 },
    },
    {
      name: "POST /api/calendar-feeds 'all'",
      request: async () => ({
        method: 'POST',
        url: '/api/calendar-feeds',
        payload: { scope: 'all' },
      }),
      expect: { anonymous: 401, customer: 403, otherCustomer: 403, admin: 201 },
    },
    {
      name: 'GET /api/calendar-feeds',
      request: async () => ({ method: 'GET', url: '/api/calendar-feeds' }),
      expect: { anonymous: 401, customer: 200, otherCustomer: 200, admin: 200 },
    },
    {
      name: 'DELETE /api/calendar-feeds/:id (the customer’s feed)',
      request: async () => {
        const feed = await app.inject({
          method: 'POST',
          url: '/api/calendar-feeds',
          headers: owner().headers,
          payload: { scope: 'mine' },
        });
        return { method: 'DELETE', url: `/api/calendar-feeds/${feed.json().id}` };
      },
      expect: { anonymous: 401, customer: 200, otherCustomer: 404, admin: 404 },
    },
    {
      name: 'GET /api/calendar-feeds/:token.ics (its secret URL, no session needed)',
      request: async () => {
        const feed = await app.inject({
          method: 'POST',
          url: '/api/calendar-feeds',
          headers: owner().headers,
          payload: { scope: 'mine' },
        });
        return { method: 'GET', url: new URL(feed.json().url).pathname };
      },
      expect: { anonymous: 200, customer: 200, otherCustomer: 200, admin: 200 },
      successType: /^text\/calendar/,
    },
    {
      name: 'GET /api/reservations/:id/calendar.ics',
      request: async () => ({
        method: 'GET',
        url: `/api/reservations/${(await upcomingOfOwner()).id}/calendar.ics`,
      }),
      expect: { anonymous: 401, customer: 200, otherCustomer: 404, admin: 200 },
      successType: /^text\/calendar/,
    },
  ];

  async function call(row: Row, caller: Caller) {
    const request = await row.request();
    const auth = caller === 'anonymous' ? {} : people[caller].headers;
    return app.inject({ ...request, headers: { ...request.headers, ...auth } });
  }

  it.each(rows.map((row) => [row.name, row] as const))('%s', async (_name, row) => {
    const got: Record<string, number> = {};
    for (const caller of CALLERS) {
      const res = await call(row, caller);
      got[caller] = res.statusCode;
      const json = /application\/json/;
      expect(res.headers['content-type']).toMatch(
        res.statusCode < 300 ? (row.successType ?? json) : json,
      );
      // No answer ever carries a password hash or a stack trace.
      expect(res.body).not.toMatch(/passwordHash|password_hash|\$argon2|at .*\.ts:\d+/);
      if (res.statusCode >= 400) expect(res.json().message).toEqual(expect.any(String));
    }
    expect(got).toEqual(row.expect);
  });

  it('shows people’s data in a date query to admins only', async () => {
    await upcomingOfOwner();
    const url = `/api/reservations/date?startDate=${day(0)}&endDate=${day(30)}`;
    for (const caller of CALLERS) {
      const headers = caller === 'anonymous' ? {} : people[caller].headers;
      const res = await app.inject({ method: 'GET', url, headers });
      const personal = /"(user|email|dui|firstName|lastName|userId|totalPrice)"/.test(res.body);
      expect(personal, caller).toBe(caller === 'admin');
    }
  });

  it('refuses a forged or expired token on every endpoint, public ones included', async () => {
    for (const row of rows) {
      const request = await row.request();
      const res = await app.inject({
        ...request,
        headers: {
          ...request.headers,
          authorization: 'Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.forged',
        },
      });
      expect(res.statusCode, row.name).toBe(401);
    }
  });

  it('answers unknown /api paths with a JSON 404', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/reservas' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe('NOT_FOUND');
  });
});
