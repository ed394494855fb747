import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ENGINES } from '#test/app.ts';
import { addPerson, addVehicle, book, day, type Person } from '#test/bookings.ts';
import type { App } from '../app.ts';
import { reservations, users } from '../db/schema.ts';

/** Issue 17: 'Entrega' stored with the booking, and who may read the customer's phone. */
describe.each(ENGINES)('delivery and contact phone on %s', (engine) => {
  let app: App;
  let owner: Person;
  let other: Person;
  let admin: Person;

  beforeAll(async () => {
    app = await createTestApp(engine);
    owner = await addPerson(app);
    other = await addPerson(app);
    admin = await addPerson(app, 'ADMIN');
    await setPhone(owner, '7123-4567');
    await setPhone(other, '7999-0000');
  });
  afterAll(async () => {
    await app?.close();
  });

  async function setPhone(person: Person, phoneNumber: string) {
    await app.database.db.update(users).set({ phoneNumber }).where(eq(users.id, person.id));
  }

  async function bookWith(delivery: unknown, who: Person = owner, extra = {}) {
    const vehicle = await addVehicle(app);
    const res = await book(app, who, {
      vehicleId: vehicle.id,
      startDate: day(3),
      endDate: day(5),
      ...(delivery === undefined ? {} : { delivery }),
      ...extra,
    });
    return { res, vehicle };
  }

  async function storedCount(vehicleId: number) {
    const rows = await app.database.db
      .select({ id: reservations.id })
      .from(reservations)
      .where(eq(reservations.vehicleId, vehicleId));
    return rows.length;
  }

  it('books a pickup at the agency when no delivery is sent', async () => {
    const { res } = await bookWith(undefined);
    expect(res.statusCode).toBe(201);
    expect(res.json().delivery).toEqual({ mode: 'pickup', address: null, phone: null });
  });

  it('stores a delivery with its address and the account phone by default', async () => {
    const { res } = await bookWith({ mode: 'delivery', address: '  Col. Escalón, calle 3 #12  ' });
    expect(res.statusCode).toBe(201);
    expect(res.json().delivery).toEqual({
      mode: 'delivery',
      address: 'Col. Escalón, calle 3 #12',
      phone: '7123-4567',
    });
  });

  it('takes another contact phone typed as at sign-up, stored as 7777-8888', async () => {
    const { res } = await bookWith({
      mode: 'delivery',
      address: 'Hotel Real, San Salvador',
      phone: '22334455',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().delivery.phone).toBe('2233-4455');
  });

  it('defaults to the phone of the customer an admin books for, not the admin’s', async () => {
    const { res } = await bookWith({ mode: 'delivery', address: 'Aeropuerto, llegadas' }, admin, {
      userId: other.id,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().delivery.phone).toBe('7999-0000');
  });

  it.each([
    [{ mode: 'delivery' }, 'delivery.address', 'La dirección de entrega es requerida'],
    [
      { mode: 'delivery', address: '   ' },
      'delivery.address',
      'La dirección de entrega es requerida',
    ],
    [
      { mode: 'delivery', address: ' abcd ' },
      'delivery.address',
      'La dirección de entrega debe tener al menos 5 caracteres',
    ],
    [
      { mode: 'delivery', address: 'x'.repeat(301) },
      'delivery.address',
      'La dirección de entrega no puede tener más de 300 caracteres',
    ],
    [
      { mode: 'delivery', address: 'Col. Escalón', phone: '1234' },
      'delivery.phone',
      'El número de teléfono debe tener 8 dígitos',
    ],
    [
      { mode: 'delivery', address: 'Col. Escalón', phone: '7777-888a' },
      'delivery.phone',
      'El número de teléfono debe tener 8 dígitos',
    ],
    [
      { mode: 'delivery', address: 'Col. Escalón', phone: '' },
      'delivery.phone',
      'El número de teléfono es requerido',
    ],
    [{ mode: 'dron' }, 'delivery.mode', 'La forma de entrega no es válida'],
    [{ mode: 'pickup', address: 'Col. Escalón' }, 'delivery', 'Campo no permitido: address'],
  ])('refuses %j with 400 in Spanish and books nothing', async (delivery, field, message) => {
    const { res, vehicle } = await bookWith(delivery);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.message).toBe(message);
    expect(body.fields?.[field]).toBe(message);
    expect(await storedCount(vehicle.id)).toBe(0);
  });

  it('describes delivery in the OpenAPI document', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/docs' })).json();
    const post = doc.paths['/api/reservations/'] ?? doc.paths['/api/reservations'];
    const body = post.post.requestBody.content['application/json'].schema;
    expect(JSON.stringify(body.properties.delivery)).toContain('"delivery"');
    expect(JSON.stringify(body.properties.delivery)).toContain('"pickup"');
  });

  it('accepts 300 characters and exactly 5 after trimming', async () => {
    expect((await bookWith({ mode: 'delivery', address: 'y'.repeat(300) })).res.statusCode).toBe(
      201,
    );
    const { res } = await bookWith({ mode: 'delivery', address: '  Casa1  ' });
    expect(res.statusCode).toBe(201);
    expect(res.json().delivery.address).toBe('Casa1');
  });

  describe('who sees the customer’s phone', () => {
    let reservationId: number;

    beforeAll(async () => {
      const { res } = await bookWith({ mode: 'delivery', address: 'Residencial Los Pinos 4' });
      reservationId = res.json().id;
    });

    const get = (url: string, who: Person | null) =>
      app.inject({ method: 'GET', url, headers: { ...who?.headers } });

    it('shows admins the phone and the delivery in every list', async () => {
      for (const url of [
        '/api/reservations',
        `/api/reservations/date?startDate=${day(3)}&endDate=${day(4)}`,
        `/api/reservations/user?userId=${owner.id}`,
      ]) {
        const res = await get(url, admin);
        expect(res.statusCode, url).toBe(200);
        const found = res.json().find((r: { id: number }) => r.id === reservationId);
        expect(found.user.phoneNumber, url).toBe('7123-4567');
        expect(found.user.email, url).toBe(found.user.email.toLowerCase());
        expect(found.delivery, url).toEqual({
          mode: 'delivery',
          address: 'Residencial Los Pinos 4',
          phone: '7123-4567',
        });
      }
    });

    it('shows the owner their own phone and delivery', async () => {
      const res = await get('/api/reservations/user', owner);
      expect(res.statusCode).toBe(200);
      const found = res.json().find((r: { id: number }) => r.id === reservationId);
      expect(found.user.phoneNumber).toBe('7123-4567');
      expect(found.delivery.address).toBe('Residencial Los Pinos 4');
    });

    it('never shows it to another customer or a visitor', async () => {
      const refused = await get(`/api/reservations/user?userId=${owner.id}`, other);
      expect(refused.statusCode).toBe(403);
      expect(await get('/api/reservations', other).then((r) => r.statusCode)).toBe(403);
      const own = await get('/api/reservations/user', other);
      expect(own.body).not.toContain('7123-4567');
      for (const who of [other, null]) {
        const res = await get(`/api/reservations/date?startDate=${day(3)}&endDate=${day(4)}`, who);
        expect(res.statusCode).toBe(200);
        expect(res.body).not.toContain('7123-4567');
        expect(res.body).not.toContain('Los Pinos');
        expect(res.body).not.toContain('phoneNumber');
      }
      const cancel = await app.inject({
        method: 'DELETE',
        url: `/api/reservations/${reservationId}`,
        headers: other.headers,
      });
      expect(cancel.statusCode).toBe(404);
      expect(cancel.body).not.toContain('7123-4567');
    });

    it('gives the signed-in person their own phone for the booking form', async () => {
      const res = await get('/api/auth/profile', owner);
      expect(res.statusCode).toBe(200);
      expect(res.json().user).toMatchObject({ id: owner.id, phoneNumber: '7123-4567' });
      expect(res.body).not.toContain('passwordHash');
      expect((await get('/api/auth/profile', null)).statusCode).toBe(401);
    });
  });
});
