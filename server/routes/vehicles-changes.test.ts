import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInElSalvador } from '#domain/dates.ts';
import { createTestApp, ENGINES } from '#test/app.ts';
import { bearerFor, createVehicleAs } from '#test/vehicles.ts';
import type { App } from '../app.ts';
import { maintenanceRecords } from '../db/schema.ts';
import { seed } from '../db/seed.ts';
import { DEFAULT_ADMIN } from '../db/seed-data.ts';

describe.each(ENGINES)('vehicle updates, status changes and deletion on %s', (engine) => {
  let app: App;
  let admin: string;

  const put = (id: number, payload: unknown) =>
    app.inject({
      method: 'PUT',
      url: `/api/vehicles/${id}`,
      headers: { authorization: admin },
      payload: payload as object,
    });
  const get = (id: number) =>
    app.inject({ method: 'GET', url: `/api/vehicles/${id}`, headers: { authorization: admin } });

  const vehicle = (overrides: Record<string, unknown> = {}) =>
    createVehicleAs(app, admin, overrides);

  beforeAll(async () => {
    app = await createTestApp(engine);
    await seed(app.database.db);
    admin = await bearerFor(app, DEFAULT_ADMIN.email);
  });
  afterAll(async () => {
    await app?.close();
  });

  describe('editing', () => {
    it('changes the editable fields, bumps the version and keeps the rest', async () => {
      const before = await vehicle();
      const res = await put(before.id, {
        price: '80',
        kilometers: 1500,
        features: 'GPS, Bluetooth ,',
        mainImageUrl: '',
        imageUrls: ['/vehicles/suv-rear.svg'],
        insurancePhone: '2222-3333',
      });
      expect(res.statusCode).toBe(200);
      const after = res.json();
      expect(after).toMatchObject({
        pricePerDay: 80,
        price: 80,
        kilometers: 1500,
        features: ['GPS', 'Bluetooth'],
        mainImageUrl: null,
        imageUrls: ['/vehicles/suv-rear.svg'],
        insurancePhone: '2222-3333',
        name: before.name,
        status: 'maintenanceCompleted',
        version: before.version + 1,
      });
      expect(Date.parse(after.updatedAt)).toBeGreaterThan(Date.parse(before.updatedAt));
      expect((await get(before.id)).json()).toEqual(after);
    });

    it('treats a PUT that changes nothing as a no-op', async () => {
      const before = await vehicle();
      const res = await put(before.id, {
        pricePerDay: before.pricePerDay,
        kilometers: before.kilometers,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(before);
    });

    it.each([
      [{}, '_', 'No se proporcionaron campos válidos para actualizar'],
      [
        { expectedStatus: 'outOfService' },
        '_',
        'No se proporcionaron campos válidos para actualizar',
      ],
      [{ pricePerDay: 0 }, 'pricePerDay', 'El precio debe ser mayor a 0'],
      [{ price: -3 }, 'price', 'El precio debe ser mayor a 0'],
      [{ insurancePhone: ' ' }, 'insurancePhone', 'El teléfono de la aseguradora es requerido'],
      [{ kilometers: '' }, 'kilometers', 'Los kilómetros son requeridos'],
      [
        { kmForMaintenance: 0 },
        'kmForMaintenance',
        'Los kilómetros para mantenimiento deben ser mayores a 0',
      ],
      [
        { mainImageUrl: 'ftp://x.com/a.png' },
        'mainImageUrl',
        'La URL de la imagen principal no es válida',
      ],
      [{ status: 'reserved' }, 'status', 'El estado del vehículo no es válido'],
      [{ name: 'Otro' }, '_', 'Campo no permitido: name'],
    ])('refuses %j with «%s: %s»', async (body, field, message) => {
      const target = await vehicle();
      const res = await put(target.id, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toMatchObject({ [field]: message });
      expect((await get(target.id)).json()).toEqual(target);
    });

    it('never lets kilometers go down', async () => {
      const target = await vehicle({ kilometers: 1200 });
      const res = await put(target.id, { kilometers: 1199, pricePerDay: 99 });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        error: 'VALIDATION_ERROR',
        message: 'Los kilómetros no pueden ser menores a 1,200',
        fields: { kilometers: 'Los kilómetros no pueden ser menores a 1,200' },
      });
      expect((await get(target.id)).json()).toEqual(target);
    });

    it('answers 404 for a vehicle that does not exist', async () => {
      const res = await put(987_654, { pricePerDay: 10 });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Vehículo no encontrado.');
    });
  });

  describe('the kilometer rule', () => {
    it('flags an available vehicle when the odometer reaches the interval', async () => {
      const target = await vehicle({ kilometers: 1000, kmForMaintenance: 5000 });
      const below = (await put(target.id, { kilometers: 4999 })).json();
      expect(below).toMatchObject({ status: 'maintenanceCompleted', lastMaintenanceAlertAt: null });
      const startedAt = Date.now();
      const due = (await put(target.id, { kilometers: 5000 })).json();
      expect(due.status).toBe('maintenanceRequired');
      expect(Date.parse(due.lastMaintenanceAlertAt)).toBeGreaterThanOrEqual(startedAt - 1000);
    });

    it('leaves vehicles in other states alone', async () => {
      const target = await vehicle({
        status: 'outOfService',
        kilometers: 1000,
        kmForMaintenance: 5000,
      });
      const res = (await put(target.id, { kilometers: 9000 })).json();
      expect(res).toMatchObject({ status: 'outOfService', lastMaintenanceAlertAt: null });
    });
  });

  describe('status changes (compare-and-set)', () => {
    it('applies a fresh change, repeats as a no-op and refuses a stale one with the vehicle', async () => {
      const target = await vehicle({ status: 'maintenanceRequired' });
      const move = { status: 'underMaintenance', expectedStatus: 'maintenanceRequired' };
      const first = await put(target.id, move);
      expect(first.statusCode).toBe(200);
      expect(first.json()).toMatchObject({
        status: 'underMaintenance',
        version: target.version + 1,
      });

      const repeat = await put(target.id, move);
      expect(repeat.statusCode).toBe(200);
      expect(repeat.json()).toEqual(first.json());

      const stale = await put(target.id, {
        status: 'outOfService',
        expectedStatus: 'maintenanceCompleted',
      });
      expect(stale.statusCode).toBe(409);
      expect(stale.json()).toEqual({
        error: 'STATUS_CONFLICT',
        message: 'El estado del vehículo cambió mientras tanto. Estado actual: En mantenimiento.',
        vehicle: first.json(),
      });
      expect((await get(target.id)).json()).toEqual(first.json());
    });

    it('applies a change without expectedStatus unconditionally', async () => {
      const target = await vehicle({ status: 'underMaintenance' });
      const res = await put(target.id, { status: 'outOfService' });
      expect(res.json().status).toBe('outOfService');
    });

    it('lets exactly one of two simultaneous moves from the same status win', async () => {
      const target = await vehicle({ status: 'maintenanceRequired' });
      const answers = await Promise.all([
        put(target.id, { status: 'underMaintenance', expectedStatus: 'maintenanceRequired' }),
        put(target.id, { status: 'outOfService', expectedStatus: 'maintenanceRequired' }),
      ]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
      const winner = answers.find((a) => a.statusCode === 200)?.json();
      expect((await get(target.id)).json()).toEqual(winner);
      expect(winner.version).toBe(target.version + 1);
    });
  });

  describe('finishing maintenance', () => {
    it('writes a record with the details given and clears the alert', async () => {
      const target = await vehicle({ kilometers: 1000, kmForMaintenance: 5000 });
      await put(target.id, { kilometers: 6000 }); // flagged
      await put(target.id, { status: 'underMaintenance', expectedStatus: 'maintenanceRequired' });
      const res = await put(target.id, {
        status: 'maintenanceCompleted',
        expectedStatus: 'underMaintenance',
        maintenance: { description: '  Cambio de aceite ', cost: '65.5' },
      });
      expect(res.statusCode).toBe(200);
      const done = res.json();
      const today = todayInElSalvador();
      expect(done).toMatchObject({
        status: 'maintenanceCompleted',
        lastMaintenanceAlertAt: null,
        lastMaintenanceDate: today,
        maintenanceRecords: [
          {
            maintenanceDate: today,
            kmAtMaintenance: 6000,
            description: 'Cambio de aceite',
            cost: 65.5,
          },
        ],
      });
      // The next service is counted from this one.
      expect((await put(target.id, { kilometers: 10_999 })).json().status).toBe(
        'maintenanceCompleted',
      );
      expect((await put(target.id, { kilometers: 11_000 })).json().status).toBe(
        'maintenanceRequired',
      );
    });

    it('writes a default record without details, once, even when repeated', async () => {
      const target = await vehicle({ status: 'underMaintenance', kilometers: 3000 });
      const finish = { status: 'maintenanceCompleted', expectedStatus: 'underMaintenance' };
      const done = (await put(target.id, finish)).json();
      expect(done.maintenanceRecords).toEqual([
        {
          id: expect.any(Number),
          maintenanceDate: todayInElSalvador(),
          kmAtMaintenance: 3000,
          description: 'Mantenimiento completado',
          cost: null,
          createdAt: expect.any(String),
        },
      ]);
      expect((await put(target.id, finish)).json()).toEqual(done);
      const [rows] = await app.database.db
        .select({ n: count() })
        .from(maintenanceRecords)
        .where(eq(maintenanceRecords.vehicleId, target.id));
      expect(rows?.n).toBe(1);
    });

    it('writes no record for other moves', async () => {
      const target = await vehicle({ status: 'maintenanceRequired' });
      const res = (await put(target.id, { status: 'maintenanceCompleted' })).json();
      expect(res.maintenanceRecords).toEqual([]);
    });
  });
});
