import { randomBytes } from 'node:crypto';
import type { HTTPMethods, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ENGINES } from '#test/app.ts';
import {
  addPerson,
  addVehicle,
  booked,
  day,
  insertReservation,
  type Person,
} from '#test/bookings.ts';
import { fakeImage, handover, handoverBody, sha256Of } from '#test/handovers.ts';
import { vehicleBody } from '#test/vehicles.ts';
import type { App } from './app.ts';

/** DESIGN 6, one row per endpoint: the status each caller gets. */
type Caller = 'anonymous' | 'customer' | 'otherCustomer' | 'admin';
const CALLERS: Caller[] = ['anonymous', 'customer', 'otherCustomer', 'admin'];

/** What each caller gets, in the order of CALLERS. */
type Statuses = [anonymous: number, customer: number, otherCustomer: number, admin: number];

/** A value, or a function that makes it when the request is made. */
type Lazy<T> = T | (() => T | Promise<T>);
const resolve = async <T>(value: Lazy<T>): Promise<T> =>
  typeof value === 'function' ? (value as () => T | Promise<T>)() : value;

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
  const newCar = async () => (await addVehicle(app)).id;
  const upcomingOfOwner = async () => booked(app, owner(), await newCar(), 5, 7);

  /** A reservation of the customer running today, handed over when `delivered`. */
  const currentOfOwner = async (delivered: boolean) => {
    const car = await addVehicle(app);
    const row = await insertReservation(app, owner().id, car.id, -1, 1);
    const body = await handoverBody(app, people.admin);
    if (delivered) await handover(app, people.admin, row.id, 'checkout', body);
    return { id: row.id, body, vehicleId: car.id };
  };

  const carUrl = async () => `/api/vehicles/${await newCar()}`;
  const upcomingUrl = async () => `/api/reservations/${(await upcomingOfOwner()).id}`;
  const feedOfOwner = async () => {
    const feed = await app.inject({
      method: 'POST',
      url: '/api/calendar-feeds',
      headers: owner().headers,
      payload: { scope: 'mine' },
    });
    return feed.json() as { id: number; url: string };
  };

  /** A request made afresh for every caller; a function part is called at that moment. */
  const send =
    (method: HTTPMethods, url: Lazy<string>, payload?: Lazy<Record<string, unknown>>) =>
    async (): Promise<InjectOptions> => ({
      method,
      url: await resolve(url),
      ...(payload === undefined ? {} : { payload: await resolve(payload) }),
    });
  const get = (url: Lazy<string>) => send('GET', url);

  // Each endpoint, how to call it, and the status each caller gets:
  // [anonymous, customer, otherCustomer, admin].
  const table: [name: string, request: Row['request'], statuses: Statuses, success?: RegExp][] = [
    ['POST /api/auth/register', send('POST', '/api/auth/register', register), [201, 201, 201, 201]],
    [
      'POST /api/auth/login',
      send('POST', '/api/auth/login', () => ({ email: loginEmail, password: PASSWORD })),
      [200, 200, 200, 200],
    ],
    ['GET /api/auth/validate', get('/api/auth/validate'), [401, 200, 200, 200]],
    ['GET /api/auth/profile', get('/api/auth/profile'), [401, 200, 200, 200]],
    ['GET /api/vehicles', get('/api/vehicles'), [200, 200, 200, 200]],
    ['GET /api/vehicles/:id', get(carUrl), [200, 200, 200, 200]],
    [
      'GET /api/vehicles/available',
      get(() => `/api/vehicles/available?startDate=${day(1)}&endDate=${day(3)}`),
      [200, 200, 200, 200],
    ],
    [
      'POST /api/vehicles',
      send('POST', '/api/vehicles', () => vehicleBody()),
      [401, 403, 403, 201],
    ],
    ['PUT /api/vehicles/:id', send('PUT', carUrl, { pricePerDay: 70 }), [401, 403, 403, 200]],
    [
      'PUT /api/vehicles/:id (status change)',
      send('PUT', carUrl, { status: 'underMaintenance', expectedStatus: 'maintenanceCompleted' }),
      [401, 403, 403, 200],
    ],
    ['DELETE /api/vehicles/:id', send('DELETE', carUrl), [401, 403, 403, 200]],
    [
      'POST /api/reservations (for oneself)',
      send('POST', '/api/reservations', async () => ({
        vehicleId: await newCar(),
        startDate: day(1),
        endDate: day(2),
      })),
      [401, 201, 201, 201],
    ],
    [
      'POST /api/reservations (for the customer)',
      send('POST', '/api/reservations', async () => ({
        vehicleId: await newCar(),
        userId: owner().id,
        startDate: day(1),
        endDate: day(2),
      })),
      [401, 201, 403, 201],
    ],
    [
      'GET /api/reservations/user?userId=customer',
      get(() => `/api/reservations/user?userId=${owner().id}`),
      [401, 200, 403, 200],
    ],
    ['GET /api/reservations/user (own)', get('/api/reservations/user'), [401, 200, 200, 200]],
    ['GET /api/reservations', get('/api/reservations'), [401, 403, 403, 200]],
    [
      'GET /api/reservations?from&to (calendar range)',
      get(() => `/api/reservations?from=${day(0)}&to=${day(30)}`),
      [401, 403, 403, 200],
    ],
    [
      'GET /api/reservations/user?userId=customer&limit (paged)',
      get(() => `/api/reservations/user?userId=${owner().id}&limit=5`),
      [401, 200, 403, 200],
    ],
    [
      'GET /api/admin/reservations',
      get('/api/admin/reservations?q=a&status=all&sort=totalPrice&dir=asc&limit=5'),
      [401, 403, 403, 200],
    ],
    [
      'GET /api/reservations/date',
      get(() => `/api/reservations/date?startDate=${day(0)}&endDate=${day(30)}`),
      [200, 200, 200, 200],
    ],
    // Another customer's reservation is answered as a missing one (issue 9).
    [
      'DELETE /api/reservations/:id (upcoming, of the customer)',
      send('DELETE', upcomingUrl),
      [401, 200, 404, 200],
    ],
    [
      'DELETE /api/reservations/:id (completed, of the customer)',
      send('DELETE', async () => {
        const past = await insertReservation(app, owner().id, await newCar(), -6, -2);
        return `/api/reservations/${past.id}`;
      }),
      [401, 409, 404, 409],
    ],
    ['GET /api/reservations/:id (of the customer)', get(upcomingUrl), [401, 200, 404, 200]],
    [
      'POST /api/reservations/:id/checkout',
      async () => {
        const { id, body } = await currentOfOwner(false);
        return { method: 'POST', url: `/api/reservations/${id}/checkout`, payload: body };
      },
      [401, 403, 403, 201],
    ],
    [
      'POST /api/reservations/:id/checkin',
      async () => {
        const { id, body } = await currentOfOwner(true);
        return { method: 'POST', url: `/api/reservations/${id}/checkin`, payload: body };
      },
      [401, 403, 403, 201],
    ],
    [
      'GET /api/operations/today',
      get(() => `/api/operations/today?date=${day(0)}`),
      [401, 403, 403, 200],
    ],
    [
      'GET /api/operations/damage-alerts',
      get('/api/operations/damage-alerts'),
      [401, 403, 403, 200],
    ],
    [
      'PUT /api/photos/:sha256',
      async () => {
        const bytes = fakeImage();
        return {
          method: 'PUT',
          url: `/api/photos/${sha256Of(bytes)}`,
          headers: { 'content-type': 'image/jpeg' },
          payload: bytes,
        };
      },
      [401, 403, 403, 201],
    ],
    [
      'GET /api/photos/:sha256 (named in the customer’s check-out)',
      get(async () => `/api/photos/${(await currentOfOwner(true)).body.photos[0]?.sha256}`),
      [401, 200, 404, 200],
      /^image\/jpeg/,
    ],
    [
      'GET /api/vehicles/:id/odometer',
      get(async () => `${await carUrl()}/odometer`),
      [401, 403, 403, 200],
    ],
    ['GET /api/maintenance/forecast', get('/api/maintenance/forecast'), [401, 403, 403, 200]],
    [
      'GET /api/reports/utilisation',
      get(() => `/api/reports/utilisation?from=${day(-30)}&to=${day(0)}&groupBy=type`),
      [401, 403, 403, 200],
    ],
    [
      'GET /api/reports/states',
      get(() => `/api/reports/states?from=${day(-30)}&to=${day(0)}`),
      [401, 403, 403, 200],
    ],
    ...['reservations', 'vehicles', 'maintenance'].map((name): (typeof table)[number] => [
      `GET /api/exports/${name}.csv`,
      get(`/api/exports/${name}.csv`),
      [401, 403, 403, 200],
      /^text\/csv; charset=utf-8$/,
    ]),
    ...['reservations', 'vehicles', 'maintenance'].map((name): (typeof table)[number] => [
      `GET /api/exports/${name}.xlsx`,
      get(`/api/exports/${name}.xlsx`),
      [401, 403, 403, 200],
      /^application\/vnd\.openxmlformats-officedocument\.spreadsheetml\.sheet$/,
    ]),
    [
      'POST /api/vehicles/:id/maintenance-windows',
      send(
        'POST',
        async () => `${await carUrl()}/maintenance-windows`,
        () => ({
          startDate: day(3),
          endDate: day(4),
          reason: 'Cambio de aceite',
        }),
      ),
      [401, 403, 403, 201],
    ],
    ['GET /api/maintenance-windows', get('/api/maintenance-windows'), [401, 403, 403, 200]],
    [
      'DELETE /api/maintenance-windows/:id',
      send('DELETE', async () => {
        const created = await app.inject({
          method: 'POST',
          url: `${await carUrl()}/maintenance-windows`,
          headers: people.admin.headers,
          payload: { startDate: day(3), endDate: day(4), reason: 'Frenos' },
        });
        return `/api/maintenance-windows/${created.json().id}`;
      }),
      [401, 403, 403, 200],
    ],
    [
      'POST /api/reservations/:id/reassign',
      send(
        'POST',
        async () => `${await upcomingUrl()}/reassign`,
        async () => ({
          vehicleId: await newCar(),
        }),
      ),
      [401, 403, 403, 200],
    ],
    [
      'GET /api/audit',
      get(async () => `/api/audit?entity=reservation&id=${(await upcomingOfOwner()).id}`),
      [401, 403, 403, 200],
    ],
    [
      "POST /api/calendar-feeds 'mine'",
      send('POST', '/api/calendar-feeds', { scope: 'mine' }),
      [401, 201, 201, 201],
    ],
    [
      "POST /api/calendar-feeds 'all'",
      send('POST', '/api/calendar-feeds', { scope: 'all' }),
      [401, 403, 403, 201],
    ],
    ['GET /api/calendar-feeds', get('/api/calendar-feeds'), [401, 200, 200, 200]],
    [
      'DELETE /api/calendar-feeds/:id (the customer’s feed)',
      send('DELETE', async () => `/api/calendar-feeds/${(await feedOfOwner()).id}`),
      [401, 200, 404, 404],
    ],
    [
      'GET /api/calendar-feeds/:token.ics (its secret URL, no session needed)',
      get(async () => new URL((await feedOfOwner()).url).pathname),
      [200, 200, 200, 200],
      /^text\/calendar/,
    ],
    [
      'GET /api/reservations/:id/calendar.ics',
      get(async () => `${await upcomingUrl()}/calendar.ics`),
      [401, 200, 404, 200],
      /^text\/calendar/,
    ],
    // Issue 29: push, notification preferences, the messages list, one-click unsubscribe.
    ['GET /api/push/public-key', get('/api/push/public-key'), [200, 200, 200, 200]],
    [
      'POST /api/push/subscriptions (a new device)',
      send('POST', '/api/push/subscriptions', () => ({
        endpoint: `https://push.example.com/${randomBytes(8).toString('hex')}`,
        keys: {
          p256dh: Buffer.concat([Buffer.from([4]), randomBytes(64)]).toString('base64url'),
          auth: randomBytes(16).toString('base64url'),
        },
      })),
      [401, 201, 201, 201],
    ],
    [
      'GET /api/me/notification-preferences',
      get('/api/me/notification-preferences'),
      [401, 200, 200, 200],
    ],
    [
      'PUT /api/me/notification-preferences',
      send('PUT', '/api/me/notification-preferences', { push: true }),
      [401, 200, 200, 200],
    ],
    ['GET /api/messages', get('/api/messages'), [401, 403, 403, 200]],
    [
      'POST /api/messages/:id/resend (none such)',
      send('POST', '/api/messages/999999/resend'),
      [401, 403, 403, 404],
    ],
    [
      'GET /api/unsubscribe (the link of a reminder, no session needed)',
      get(() => {
        const link = new URL(app.messages.unsubscribeUrl(owner().id));
        return `${link.pathname}${link.search}`;
      }),
      [200, 200, 200, 200],
      /^text\/html/,
    ],
  ];
  const rows: Row[] = table.map(([name, request, statuses, successType]) => ({
    name,
    request,
    expect: Object.fromEntries(CALLERS.map((caller, i) => [caller, statuses[i]])) as Row['expect'],
    successType,
  }));

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
