import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ENGINES, isSpanishMessage } from '#test/app.ts';
import { addPerson, addVehicle, book, day, type Person } from '#test/bookings.ts';
import { uniquePlate } from '#test/vehicles.ts';
import type { App } from './app.ts';

/** Issue 9's numbered defects, each as an outsider would hit it, on both engines. */

const account = {
  firstName: 'Marta',
  lastName: 'Rivas',
  birthDate: '1991-07-02',
  dui: '04512345-6',
  phoneNumber: '7123-4567',
  email: 'marta.rivas@example.com',
  password: 'Coatepeque-88',
  confirmPassword: 'Coatepeque-88',
};

/** A body nested far deeper than any request of ours, as an attacker sends it. */
const deeplyNested = `${'['.repeat(30_000)}${']'.repeat(30_000)}`;

function expectSpanishError(res: { statusCode: number; json: () => unknown }, status: number) {
  expect(res.statusCode).toBe(status);
  const body = res.json() as { error: unknown; message: unknown };
  expect(typeof body.error).toBe('string');
  expect(isSpanishMessage(body.message), String(body.message)).toBe(true);
}

describe.each(ENGINES)('hardening on %s', (engine) => {
  let app: App;
  let customer: Person;
  let admin: Person;

  const login = (email: string, password: string, remoteAddress: string) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password },
      remoteAddress,
    });

  beforeAll(async () => {
    app = await createTestApp(engine, {
      registerThrottle: { perAddress: 3, windowMs: 60 * 60_000 },
      maxUpcomingReservations: 5,
    });
    customer = await addPerson(app);
    admin = await addPerson(app, 'ADMIN');
    const created = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: account,
      remoteAddress: '10.9.0.1',
    });
    expect(created.statusCode).toBe(201);
  }, 60_000);
  afterAll(async () => {
    await app?.close();
  });

  it('1. lets the owner in from a clean address after an attacker fails on the e-mail', async () => {
    for (let i = 0; i < 6; i++) {
      await login(account.email, `adivina-${i}`, '10.66.0.1');
    }
    const attacker = await login(account.email, account.password, '10.66.0.1');
    expect(attacker.statusCode).toBe(429);
    const owner = await login(account.email, account.password, '10.77.0.1');
    expect(owner.statusCode).toBe(200);
  }, 60_000);

  it('4. refuses a NUL character in the login e-mail and in a registration name with 400', async () => {
    const nulEmail = await login('ana\u0000@example.com', 'Coatepeque-88', '10.5.0.1');
    expectSpanishError(nulEmail, 400);
    const nulName = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        ...account,
        firstName: 'Ma\u0000rta',
        email: 'otra@example.com',
        dui: '04512345-7',
      },
      remoteAddress: '10.5.0.2',
    });
    expectSpanishError(nulName, 400);
    expect(nulName.json().fields.firstName).toMatch(/caracteres/);
  });

  it('5. answers deeply nested JSON with an Idempotency-Key as a Spanish 400', async () => {
    for (const url of ['/api/auth/login', '/api/reservations', '/api/vehicles']) {
      const res = await app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json', 'idempotency-key': 'key-12345678' },
        payload: deeplyNested,
      });
      expect(res.statusCode).toBeLessThan(500);
      expect([400, 401]).toContain(res.statusCode);
      expectSpanishError(res, res.statusCode);
    }
  });

  it('6. gives a customer 403 and a visitor 401 for a bad vehicle body', async () => {
    const bad = { name: 5, capacity: 'muchos' };
    const asCustomer = await app.inject({
      method: 'POST',
      url: '/api/vehicles',
      headers: customer.headers,
      payload: bad,
    });
    expect(asCustomer.statusCode).toBe(403);
    expect(asCustomer.json().fields).toBeUndefined();
    const asVisitor = await app.inject({ method: 'PUT', url: '/api/vehicles/1', payload: bad });
    expect(asVisitor.statusCode).toBe(401);
    const adminOnlyList = await app.inject({
      method: 'GET',
      url: '/api/reservations?foo=bar',
      headers: customer.headers,
    });
    expect(adminOnlyList.statusCode).toBe(403);
    const bookAnonymously = await book(app, null, { vehicleId: 'x' });
    expect(bookAnonymously.statusCode).toBe(401);
    const asAdmin = await app.inject({
      method: 'POST',
      url: '/api/vehicles',
      headers: admin.headers,
      payload: bad,
    });
    expect(asAdmin.statusCode).toBe(400);
  });

  it('7. throttles registration per address with a Spanish 429 and Retry-After', async () => {
    const statuses: number[] = [];
    let last: Awaited<ReturnType<App['inject']>> | undefined;
    for (let i = 0; i < 5; i++) {
      last = await app.inject({
        method: 'POST',
        url: '/api/auth/register',
        // The same e-mail again: a 409 that tells who exists still counts.
        payload: account,
        remoteAddress: '10.8.0.1',
      });
      statuses.push(last.statusCode);
    }
    expect(statuses.slice(0, 3)).toEqual([409, 409, 409]);
    expect(statuses.slice(3)).toEqual([429, 429]);
    expect(last?.headers['retry-after']).toMatch(/^\d+$/);
    expectSpanishError(last as NonNullable<typeof last>, 429);
    const elsewhere = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: account,
      remoteAddress: '10.8.0.2',
    });
    expect(elsewhere.statusCode).toBe(409);
  });

  it('answers a token whose subject is no user id with 401', async () => {
    for (const sub of ['abc', '1.5', '-1', '99999999999999999999', '']) {
      const token = app.jwt.sign({ sub, role: 'USER' });
      const res = await app.inject({
        method: 'GET',
        url: '/api/auth/validate',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.statusCode).toBe(401);
    }
  });

  it('answers another customer asking for a reservation as if it did not exist', async () => {
    const car = await addVehicle(app);
    const created = await book(app, customer, {
      vehicleId: car.id,
      startDate: day(3),
      endDate: day(4),
    });
    expect(created.statusCode).toBe(201);
    const stranger = await addPerson(app);
    const theirs = await app.inject({
      method: 'DELETE',
      url: `/api/reservations/${created.json().id}`,
      headers: stranger.headers,
    });
    const missing = await app.inject({
      method: 'DELETE',
      url: '/api/reservations/999999',
      headers: stranger.headers,
    });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual(missing.json());
  });

  it('marks personal answers no-store', async () => {
    const urls = ['/api/auth/validate', '/api/reservations/user', '/api/reservations'];
    for (const url of urls) {
      const res = await app.inject({ method: 'GET', url, headers: admin.headers });
      expect(res.headers['cache-control']).toBe('no-store');
    }
    const refused = await login('nadie@example.com', 'x', '10.4.4.4');
    expect(refused.headers['cache-control']).toBe('no-store');
  });

  describe('sane horizons', () => {
    it('refuses a booking that starts more than 365 days ahead, in Spanish', async () => {
      const car = await addVehicle(app);
      const far = await book(app, admin, {
        vehicleId: car.id,
        startDate: day(366),
        endDate: day(368),
      });
      expect(far.statusCode).toBe(400);
      expect(far.json().fields.startDate).toBe(
        'La fecha de inicio debe estar dentro de los próximos 365 días',
      );
      const edge = await book(app, admin, {
        vehicleId: car.id,
        startDate: day(365),
        endDate: day(366),
      });
      expect(edge.statusCode).toBe(201);
    });

    it('lets a customer hold at most 5 upcoming or running reservations; admins book freely', async () => {
      const holder = await addPerson(app);
      const car = await addVehicle(app);
      for (let i = 0; i < 5; i++) {
        const ok = await book(app, holder, {
          vehicleId: car.id,
          startDate: day(10 + i * 3),
          endDate: day(11 + i * 3),
        });
        expect(ok.statusCode).toBe(201);
      }
      const sixth = await book(app, holder, {
        vehicleId: car.id,
        startDate: day(40),
        endDate: day(41),
      });
      expect(sixth.statusCode).toBe(409);
      expect(sixth.json()).toEqual({
        error: 'TOO_MANY_RESERVATIONS',
        message:
          'Ya tienes 5 reservas próximas o en curso. Cancela una o espera a que termine para reservar otra.',
      });
      // An admin may book for them (the counter, a company account) ...
      const byAdmin = await book(app, admin, {
        vehicleId: car.id,
        userId: holder.id,
        startDate: day(50),
        endDate: day(51),
      });
      expect(byAdmin.statusCode).toBe(201);
      // ... and a cancellation frees a place.
      const cancelled = await app.inject({
        method: 'DELETE',
        url: `/api/reservations/${byAdmin.json().id}`,
        headers: holder.headers,
      });
      expect(cancelled.statusCode).toBe(200);
      const list = await app.inject({
        method: 'GET',
        url: '/api/reservations/user',
        headers: holder.headers,
      });
      const first = list.json().find((r: { startDate: string }) => r.startDate === day(10));
      await app.inject({
        method: 'DELETE',
        url: `/api/reservations/${first.id}`,
        headers: holder.headers,
      });
      const again = await book(app, holder, {
        vehicleId: car.id,
        startDate: day(40),
        endDate: day(41),
      });
      expect(again.statusCode).toBe(201);
    });

    it('refuses a by-date range longer than 366 days', async () => {
      const url = (from: number, to: number) =>
        `/api/reservations/date?startDate=${day(from)}&endDate=${day(to)}`;
      const tooLong = await app.inject({ method: 'GET', url: url(0, 366), headers: admin.headers });
      expect(tooLong.statusCode).toBe(400);
      expect(tooLong.json().message).toBe('El rango de fechas no puede superar 366 días');
      const year = await app.inject({ method: 'GET', url: url(0, 365), headers: admin.headers });
      expect(year.statusCode).toBe(200);
    });
  });

  describe('text and URLs', () => {
    const vehicle = {
      name: 'Hilux',
      brand: 'Toyota',
      model: 'SR 2025',
      vehicleType: 'PickUp',
      capacity: 5,
      pricePerDay: 70,
      kilometers: 100,
      kmForMaintenance: 5000,
      features: ['4x4'],
      mainImageUrl: '/vehicles/pickup-1.svg',
      insurancePhone: '2250-7000',
    };
    const create = (overrides: Record<string, unknown>) =>
      app.inject({
        method: 'POST',
        url: '/api/vehicles',
        headers: admin.headers,
        payload: { ...vehicle, plate: uniquePlate(), ...overrides },
      });

    it('refuses control characters and bidi overrides in every vehicle text field', async () => {
      for (const [field, value] of [
        ['name', 'Hi\u0000lux'],
        ['brand', 'Toy\nota'],
        ['model', 'SR\u202E2025'],
        ['insurancePhone', '2250\u00007000'],
        ['features', ['4x4', 'A/C\u0007']],
        ['mainImageUrl', '/vehicles/a\u0000.svg'],
      ] as const) {
        const res = await create({ [field]: value });
        expect(res.statusCode, field).toBe(400);
        expect(JSON.stringify(res.json().fields), field).toMatch(/caracteres|no es válid/);
      }
    });

    it('keeps line breaks where a field is multi-line (the maintenance description)', async () => {
      const car = await addVehicle(app, { status: 'underMaintenance' });
      const done = await app.inject({
        method: 'PUT',
        url: `/api/vehicles/${car.id}`,
        headers: admin.headers,
        payload: {
          status: 'maintenanceCompleted',
          maintenance: { description: 'Cambio de aceite\nFiltros nuevos', cost: 40 },
        },
      });
      expect(done.statusCode).toBe(200);
      expect(done.json().maintenanceRecords[0].description).toBe(
        'Cambio de aceite\nFiltros nuevos',
      );
      const nul = await app.inject({
        method: 'PUT',
        url: `/api/vehicles/${car.id}`,
        headers: admin.headers,
        payload: { status: 'maintenanceCompleted', maintenance: { description: 'mal\u0000' } },
      });
      expect(nul.statusCode).toBe(400);
    });

    it('accepts only http(s) or site-relative image URLs', async () => {
      for (const url of [
        'javascript:alert(1)',
        'data:image/svg+xml,<svg/>',
        '//evil.example.com/a.png',
        'ftp://example.com/a.png',
        'file:///etc/passwd',
        '/\\evil.example.com',
      ]) {
        expect((await create({ mainImageUrl: url })).statusCode, url).toBe(400);
        expect((await create({ imageUrls: [url] })).statusCode, url).toBe(400);
      }
      expect((await create({ mainImageUrl: 'https://cdn.example.com/a.png' })).statusCode).toBe(
        201,
      );
    });
  });
});
