import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInElSalvador } from '#domain/dates.ts';
import { VEHICLE_MESSAGES } from '#domain/vehicle.ts';
import { createTestApp, ENGINES } from '#test/app.ts';
import { bearerFor, vehicleBody } from '#test/vehicles.ts';
import type { App } from '../app.ts';
import { seed } from '../db/seed.ts';
import { DEFAULT_ADMIN, DEMO_CUSTOMERS, DEMO_VEHICLES } from '../db/seed-data.ts';

describe.each(ENGINES)('vehicles API on %s', (engine) => {
  let app: App;
  let admin: string;
  let customer: string;

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    auth?: string,
    payload?: unknown,
  ) =>
    app.inject({
      method,
      url,
      headers: auth ? { authorization: auth } : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const create = (payload: unknown, auth = admin) => call('POST', '/api/vehicles', auth, payload);

  beforeAll(async () => {
    app = await createTestApp(engine);
    await seed(app.database.db);
    admin = await bearerFor(app, DEFAULT_ADMIN.email);
    customer = await bearerFor(app, DEMO_CUSTOMERS[0]?.email ?? '');
  });
  afterAll(async () => {
    await app?.close();
  });

  describe('reading', () => {
    it('gives visitors and customers the renter’s view and nothing internal (DESIGN 9)', async () => {
      // The lists carry cards (issue 14): the gallery comes with the vehicle's own answer.
      const renterFields = [
        'brand',
        'capacity',
        'features',
        'id',
        'mainImageUrl',
        'model',
        'name',
        'price',
        'pricePerDay',
        'status',
        'type',
        'vehicleType',
      ];
      for (const auth of [undefined, customer]) {
        const list = await call('GET', '/api/vehicles', auth);
        expect(list.statusCode).toBe(200);
        expect(list.headers['x-vehicle-view']).toBe('renter');
        expect(list.headers.vary).toMatch(/authorization/i);
        for (const vehicle of list.json())
          expect(Object.keys(vehicle).sort()).toEqual(renterFields);
        expect(list.body).not.toMatch(/maintenanceRecords|insurancePhone|cost|version|kilometers/);
        const one = await call('GET', `/api/vehicles/${list.json()[0].id}`, auth);
        expect(Object.keys(one.json()).sort()).toEqual([...renterFields, 'imageUrls'].sort());
        const details = await call('GET', '/api/vehicles?include=details', auth);
        for (const vehicle of details.json()) {
          expect(Object.keys(vehicle).sort()).toEqual([...renterFields, 'imageUrls'].sort());
        }
        const offers = await call(
          'GET',
          `/api/vehicles/available?startDate=${addDays(todayInElSalvador(), 30)}&endDate=${addDays(todayInElSalvador(), 32)}`,
          auth,
        );
        for (const offer of offers.json()) {
          expect(Object.keys(offer).sort()).toEqual([...renterFields, 'days', 'totalPrice'].sort());
        }
      }
      expect((await call('GET', '/api/vehicles?view=full')).statusCode).toBe(401);
      expect((await call('GET', '/api/vehicles?view=full', customer)).statusCode).toBe(403);
      expect((await call('GET', '/api/vehicles?view=todo', admin)).statusCode).toBe(400);
      const full = await call('GET', '/api/vehicles?view=full', admin);
      expect(full.statusCode).toBe(200);
      expect(full.headers['x-vehicle-view']).toBe('full');
      // Never kept by a shared cache or the service worker's catalogue cache.
      expect(full.headers['cache-control']).toBe('private, no-cache');
      expect(full.json()[0]).not.toHaveProperty('maintenanceRecords');
      expect(full.json()[0]).toHaveProperty('insurancePhone');
      const fullDetails = await call('GET', '/api/vehicles?view=full&include=details', admin);
      expect(fullDetails.json()[0]).toHaveProperty('maintenanceRecords');
      expect(fullDetails.headers['cache-control']).toBe('private, no-cache');
      const detail = await call('GET', `/api/vehicles/${full.json()[0].id}?view=full`, admin);
      expect(detail.json()).toEqual(fullDetails.json()[0]);
      expect(detail.headers['x-vehicle-view']).toBe('full');
      expect(detail.headers['cache-control']).toBe('private, no-cache');
      expect((await call('GET', `/api/vehicles/${detail.json().id}?view=full`)).statusCode).toBe(
        401,
      );
      const oddInclude = await call('GET', '/api/vehicles?include=everything', admin);
      expect(oddInclude.statusCode).toBe(400);
      expect(oddInclude.json().message).toBe(VEHICLE_MESSAGES.includeInvalid);
    });

    it('lists the whole fleet in any status to admins, in the SPEC 3.2 shape on request', async () => {
      const res = await call('GET', '/api/vehicles?include=details', admin);
      expect(res.statusCode).toBe(200);
      const list = res.json();
      expect(list).toHaveLength(DEMO_VEHICLES.length);
      expect(new Set(list.map((v: { status: string }) => v.status))).toEqual(
        new Set([
          'maintenanceCompleted',
          'maintenanceRequired',
          'underMaintenance',
          'outOfService',
        ]),
      );
      const corolla = list[0];
      expect(corolla).toMatchObject({
        id: expect.any(Number),
        name: 'Corolla',
        vehicleType: { type: 'Sedan' },
        type: 'Sedan',
        pricePerDay: 45,
        price: 45,
        kilometers: 18_250,
        kmForMaintenance: 5000,
        status: 'maintenanceCompleted',
        version: 1,
        lastMaintenanceDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        lastMaintenanceKm: 15_000,
      });
      const dates = corolla.maintenanceRecords.map(
        (r: { maintenanceDate: string }) => r.maintenanceDate,
      );
      expect(dates.length).toBeGreaterThan(0);
      expect(dates).toEqual([...dates].sort().reverse());
      expect(corolla.lastMaintenanceDate).toBe(dates[0]);
      expect(corolla.maintenanceRecords[0]).toEqual({
        id: expect.any(Number),
        maintenanceDate: dates[0],
        kmAtMaintenance: 15_000,
        description: expect.any(String),
        cost: 65,
        createdAt: expect.any(String),
      });
    });

    it('filters by type, case-insensitively, and refuses an unknown type', async () => {
      const suvs = (await call('GET', '/api/vehicles?type=suv')).json();
      expect(suvs.length).toBe(DEMO_VEHICLES.filter((v) => v.vehicleType === 'SUV').length);
      expect(suvs.every((v: { type: string }) => v.type === 'SUV')).toBe(true);
      const bad = await call('GET', '/api/vehicles?type=Moto');
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe('El tipo de vehículo no es válido.');
    });

    it('carries no personal data, whoever asks', async () => {
      for (const auth of [undefined, customer]) {
        const body = (await call('GET', '/api/vehicles', auth)).body;
        for (const person of DEMO_CUSTOMERS) {
          expect(body).not.toContain(person.email);
          expect(body).not.toContain(person.dui);
          expect(body).not.toContain(person.lastName);
        }
        expect(body).not.toMatch(/userId|passwordHash|"dui"|"email"/);
      }
    });

    it('answers one vehicle, and a Spanish 404 or 400 for a missing or odd id', async () => {
      const [first] = (await call('GET', '/api/vehicles?include=details')).json();
      const one = await call('GET', `/api/vehicles/${first.id}`);
      expect(one.statusCode).toBe(200);
      expect(one.json()).toEqual(first);
      const missing = await call('GET', '/api/vehicles/999999');
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ error: 'NOT_FOUND', message: 'Vehículo no encontrado.' });
      for (const odd of ['abc', '-1', '1.5', '99999999999999999999']) {
        const res = await call('GET', `/api/vehicles/${odd}`);
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toBe(VEHICLE_MESSAGES.invalidId);
      }
    });
  });

  describe('creating', () => {
    it('creates a vehicle for an admin and answers 201 with it', async () => {
      const newVehicle = vehicleBody();
      const res = await create(newVehicle);
      expect(res.statusCode).toBe(201);
      const created = res.json();
      expect(created).toMatchObject({
        name: 'Corolla Cross',
        vehicleType: { type: 'SUV' },
        pricePerDay: 65.5,
        features: ['Aire acondicionado', 'Bluetooth'],
        status: 'maintenanceCompleted',
        version: 1,
        maintenanceRecords: [],
        lastMaintenanceDate: null,
        lastMaintenanceAlertAt: null,
      });
      expect((await call('GET', `/api/vehicles/${created.id}`, admin)).json()).toEqual(created);
    });

    it('takes the form as typed: numbers as text, comma lists, type as text', async () => {
      const newVehicle = vehicleBody();
      const res = await create({
        ...newVehicle,
        vehicleType: 'PickUp',
        capacity: '2',
        pricePerDay: '70.00',
        kilometers: '0',
        kmForMaintenance: '8000',
        features: ' Doble cabina, , 4x4 ',
        imageUrls: '',
        status: undefined,
      });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({
        type: 'PickUp',
        capacity: 2,
        pricePerDay: 70,
        kilometers: 0,
        features: ['Doble cabina', '4x4'],
        imageUrls: [],
        status: 'maintenanceCompleted',
      });
    });

    it.each([
      ['name', '  ', 'El nombre del vehículo es requerido'],
      ['brand', '', 'La marca es requerida'],
      ['model', undefined, 'El modelo es requerido'],
      ['vehicleType', { type: 'Moto' }, 'El tipo de vehículo es requerido'],
      ['capacity', 0, 'La capacidad debe estar entre 1 y 50 personas'],
      ['capacity', 51, 'La capacidad debe estar entre 1 y 50 personas'],
      ['capacity', 'muchos', 'Todos los campos son requeridos y deben tener valores válidos'],
      ['pricePerDay', 0, 'El precio debe ser mayor a 0'],
      ['pricePerDay', true, 'El precio debe ser mayor a 0'],
      ['kilometers', -10, 'Los kilómetros no pueden ser negativos'],
      ['kilometers', 12.5, 'Todos los campos son requeridos y deben tener valores válidos'],
      ['kmForMaintenance', undefined, 'Los kilómetros para mantenimiento son requeridos'],
      ['features', ' , ', 'Las características son requeridas'],
      ['mainImageUrl', 'imagen.png', 'La URL de la imagen principal no es válida'],
      ['mainImageUrl', 'javascript:alert(1)', 'La URL de la imagen principal no es válida'],
      ['insurancePhone', '', 'El teléfono de la aseguradora es requerido'],
      ['status', 'rented', 'El estado del vehículo no es válido'],
      ['plate', undefined, 'La placa es requerida'],
      ['plate', '  ', 'La placa es requerida'],
      [
        'plate',
        'P 12',
        'La placa no es válida. Usa el formato de El Salvador, por ejemplo P 123-456.',
      ],
      [
        'plate',
        '123-456',
        'La placa no es válida. Usa el formato de El Salvador, por ejemplo P 123-456.',
      ],
      [
        'plate',
        'P_123456',
        'La placa no es válida. Usa el formato de El Salvador, por ejemplo P 123-456.',
      ],
    ])('refuses %s = %j with «%s»', async (field, value, message) => {
      const res = await create({ ...vehicleBody(), [field]: value });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: 'VALIDATION_ERROR', fields: { [field]: message } });
    });

    it('gives Spanish 4xx answers to malformed, unknown, mistyped and huge bodies', async () => {
      const newVehicle = vehicleBody();
      const malformed = await app.inject({
        method: 'POST',
        url: '/api/vehicles',
        headers: { authorization: admin, 'content-type': 'application/json' },
        payload: '{"name": ',
      });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().message).toBe('El cuerpo de la solicitud no es un JSON válido.');

      const unknown = await create({ ...newVehicle, id: 7 });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().message).toBe('Campo no permitido: id');

      const notObject = await create([newVehicle]);
      expect(notObject.statusCode).toBe(400);
      expect(notObject.json().message).toMatch(/se esperaba objeto/);

      const huge = await create({ ...newVehicle, features: ['x'.repeat(70_000)] });
      expect(huge.statusCode).toBe(413);
      expect(huge.json().message).toBe('La solicitud es demasiado grande.');

      const long = await create({ ...newVehicle, name: 'x'.repeat(500) });
      expect(long.statusCode).toBe(400);
      expect(long.json().fields.name).toBe('No puede tener más de 100 caracteres');
    });
  });

  describe('permissions', () => {
    const forbidden = {
      POST: 'No tienes permisos de administrador para crear vehículos.',
      PUT: 'No tienes permisos de administrador para actualizar vehículos.',
      DELETE: 'No tienes permisos de administrador para eliminar vehículos.',
    } as const;

    it('answers 401 to anonymous and 403 to customers on every change, with SPEC 8 texts', async () => {
      const newVehicle = vehicleBody();
      const [target] = (await call('GET', '/api/vehicles?include=details')).json();
      const requests = [
        ['POST', '/api/vehicles', newVehicle],
        ['PUT', `/api/vehicles/${target.id}`, { pricePerDay: 1 }],
        ['DELETE', `/api/vehicles/${target.id}`, undefined],
      ] as const;
      for (const [method, url, body] of requests) {
        const anonymous = await call(method, url, undefined, body);
        expect(anonymous.statusCode, `${method} anonymous`).toBe(401);
        expect(anonymous.json().error).toBe('UNAUTHORIZED');
        const asCustomer = await call(method, url, customer, body);
        expect(asCustomer.statusCode, `${method} customer`).toBe(403);
        expect(asCustomer.json()).toEqual({ error: 'FORBIDDEN', message: forbidden[method] });
      }
      const after = (await call('GET', `/api/vehicles/${target.id}`)).json();
      expect(after).toEqual(target);
    });

    it('lets anyone read and only admins change', async () => {
      const newVehicle = vehicleBody();
      for (const auth of [undefined, customer, admin]) {
        expect((await call('GET', '/api/vehicles', auth)).statusCode).toBe(200);
      }
      const created = (await create(newVehicle)).json();
      expect(
        (await call('PUT', `/api/vehicles/${created.id}`, admin, { pricePerDay: 70 })).statusCode,
      ).toBe(200);
      expect((await call('DELETE', `/api/vehicles/${created.id}`, admin)).statusCode).toBe(200);
    });
  });

  it('describes the vehicle endpoints in the OpenAPI document', async () => {
    const doc = (await call('GET', '/api/docs')).json();
    expect(Object.keys(doc.paths['/api/vehicles/'] ?? doc.paths['/api/vehicles'])).toEqual(
      expect.arrayContaining(['get', 'post']),
    );
    const byId = doc.paths['/api/vehicles/{id}'];
    expect(Object.keys(byId)).toEqual(expect.arrayContaining(['get', 'put', 'delete']));
    const shape = byId.get.responses['200'].content['application/json'].schema;
    const [renter, full] = shape.anyOf;
    expect(Object.keys(renter.properties)).not.toContain('maintenanceRecords');
    expect(Object.keys(full.properties)).toEqual(
      expect.arrayContaining(['vehicleType', 'pricePerDay', 'maintenanceRecords', 'version']),
    );
  });
});
