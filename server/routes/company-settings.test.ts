import { describe, expect, it } from 'vitest';
import { DEFAULT_COMPANY_SETTINGS } from '#domain/company-settings.ts';
import { ENGINES, isSpanishMessage } from '#test/app.ts';
import { appFixtures } from '#test/bookings.ts';
import { DEFAULT_MONEY_SETTINGS } from '../services/company-settings.ts';

/** Issue 28: the company's settings, public to read, admins' to change, audited. */
describe.each(ENGINES)('company settings on %s', (engine) => {
  const fx = appFixtures(engine, ['ana']);

  const valid = {
    companyName: 'ELITE DRIVE S.A. de C.V.',
    nit: '0614 250521 101 2',
    address: 'Paseo General Escalón 3700, San Salvador',
    phone: '2222 3333',
    whatsapp: '7777-8888',
    openingHours: [
      { day: 6, opens: '08:00', closes: '12:00' },
      { day: 1, opens: '07:30', closes: '17:30' },
    ],
    defaultPickupTime: '10:00',
    defaultReturnTime: '16:00',
  };

  const put = (payload: unknown, headers: Record<string, string> = fx.admin.headers) =>
    fx.app.inject({ method: 'PUT', url: '/api/settings', headers, payload: payload as object });

  it('answers anyone the seeded defaults, public fields only', async () => {
    const res = await fx.app.inject({ method: 'GET', url: '/api/settings' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const { updatedAt, money, ...fields } = body;
    expect(fields).toEqual(DEFAULT_COMPANY_SETTINGS);
    expect(money).toEqual(DEFAULT_MONEY_SETTINGS);
    expect(Date.parse(updatedAt)).not.toBeNaN();
    expect(body.companyName).toBe('ELITE DRIVE');
    expect(body.address).toMatch(/San Salvador/);
    expect(body.openingHours).toContainEqual({ day: 7, opens: '09:00', closes: '13:00' });
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('refuses a visitor (401) and a customer (403) in Spanish, whatever the body', async () => {
    const visitor = await put(valid, {});
    expect(visitor.statusCode).toBe(401);
    expect(isSpanishMessage(visitor.json().message)).toBe(true);
    const customer = await put({ nonsense: true }, fx.ana.headers);
    expect(customer.statusCode).toBe(403);
    expect(customer.json().message).toBe(
      'Solo los administradores pueden cambiar la configuración',
    );
    const after = (await fx.app.inject({ method: 'GET', url: '/api/settings' })).json();
    expect(after.companyName).toBe('ELITE DRIVE');
  });

  it.each([
    ['a time not HH:MM', { defaultPickupTime: '9:00' }, 'defaultPickupTime', 'HH:MM'],
    ['an hour past 23', { defaultReturnTime: '24:00' }, 'defaultReturnTime', 'HH:MM'],
    [
      'opening after closing',
      { openingHours: [{ day: 1, opens: '18:00', closes: '08:00' }] },
      'openingHours.0.closes',
      'La hora de apertura debe ser anterior a la de cierre',
    ],
    [
      'day 8',
      { openingHours: [{ day: 8, opens: '08:00', closes: '18:00' }] },
      'openingHours.0.day',
      'El día debe ser un número del 1 (lunes) al 7 (domingo)',
    ],
    [
      'a day twice',
      {
        openingHours: [
          { day: 2, opens: '08:00', closes: '12:00' },
          { day: 2, opens: '13:00', closes: '18:00' },
        ],
      },
      'openingHours',
      'Cada día puede aparecer una sola vez en el horario',
    ],
    ['no open day', { openingHours: [] }, 'openingHours', 'La agencia debe abrir al menos un día'],
    ['a 7-digit phone', { phone: '2222-333' }, 'phone', 'El teléfono debe tener 8 dígitos'],
    [
      'letters in WhatsApp',
      { whatsapp: '7777-88AB' },
      'whatsapp',
      'El número de WhatsApp debe tener 8 dígitos',
    ],
    ['a short NIT', { nit: '0614-250521' }, 'nit', 'El NIT debe tener 14 dígitos'],
    ['no name', { companyName: '   ' }, 'companyName', 'El nombre de la empresa es requerido'],
    ['a short address', { address: 'SS' }, 'address', 'al menos 5 caracteres'],
  ])('refuses %s with a Spanish 400', async (_name, change, field, message) => {
    const res = await put({ ...valid, ...change });
    expect(res.statusCode, res.body).toBe(400);
    const body = res.json();
    expect(body.error).toBe('VALIDATION_ERROR');
    expect(body.fields[field]).toContain(message);
    expect(isSpanishMessage(body.message)).toBe(true);
  });

  it('refuses an unknown field and a missing one', async () => {
    const unknown = await put({ ...valid, bankAccount: '123' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toContain('Campo no permitido');
    const { address: _address, ...missing } = valid;
    const res = await put(missing);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.address).toBe('La dirección de la agencia es requerida');
  });

  it('saves an admin change, normalised, and records before and after in the audit trail', async () => {
    const res = await put(valid);
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json();
    expect(saved).toMatchObject({
      companyName: 'ELITE DRIVE S.A. de C.V.',
      nit: '0614-250521-101-2',
      phone: '2222-3333',
      whatsapp: '7777-8888',
      // Sorted by weekday.
      openingHours: [
        { day: 1, opens: '07:30', closes: '17:30' },
        { day: 6, opens: '08:00', closes: '12:00' },
      ],
    });
    const read = (await fx.app.inject({ method: 'GET', url: '/api/settings' })).json();
    expect(read).toEqual(saved);

    // Phones may be cleared: the home page then promises no support line.
    const cleared = await put({ ...valid, phone: '', whatsapp: null, nit: null });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toMatchObject({ phone: null, whatsapp: null, nit: null });

    const trail = await fx.app.inject({
      method: 'GET',
      url: '/api/audit?entity=settings&id=1',
      headers: fx.admin.headers,
    });
    expect(trail.statusCode, trail.body).toBe(200);
    const entries = trail.json();
    expect(entries).toHaveLength(2);
    const [latest, first] = entries;
    expect(first).toMatchObject({
      entity: 'settings',
      action: 'updated',
      actor: { id: fx.admin.id },
      before: { companyName: 'ELITE DRIVE', phone: '2250-7700' },
      after: { companyName: 'ELITE DRIVE S.A. de C.V.', phone: '2222-3333' },
    });
    expect(latest).toMatchObject({
      before: { phone: '2222-3333', whatsapp: '7777-8888' },
      after: { phone: null, whatsapp: null, nit: null },
    });
    // A customer never reads the trail.
    const denied = await fx.app.inject({
      method: 'GET',
      url: '/api/audit?entity=settings&id=1',
      headers: fx.ana.headers,
    });
    expect(denied.statusCode).toBe(403);
  });

  it('describes both operations in the OpenAPI document', async () => {
    const doc = (await fx.app.inject({ method: 'GET', url: '/api/docs' })).json();
    const path = doc.paths['/api/settings/'] ?? doc.paths['/api/settings'];
    expect(path.get.security).toBeUndefined();
    const view = path.get.responses['200'].content['application/json'].schema;
    expect(Object.keys(view.properties)).toEqual(
      expect.arrayContaining([
        'companyName',
        'nit',
        'address',
        'phone',
        'whatsapp',
        'openingHours',
        'defaultPickupTime',
        'defaultReturnTime',
      ]),
    );
    expect(path.put.security).toEqual([{ bearerAuth: [] }]);
    const body = path.put.requestBody.content['application/json'].schema;
    expect(body.properties.openingHours.type).toBe('array');
  });
});
