import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { LICENSE_MESSAGES } from '#domain/license.ts';
import { PLATE_MESSAGES } from '#domain/plate.ts';
import { reservationView } from '#domain/reservation-contracts.ts';
import { MESSAGES } from '#domain/user.ts';
import { ENGINES, isSpanishMessage } from '#test/app.ts';
import { addVehicle, appFixtures, day, insertReservation } from '#test/bookings.ts';
import { recordHandover } from '#test/handovers.ts';
import { uniquePlate, vehicleBody } from '#test/vehicles.ts';
import { reservations } from '../db/schema.ts';

/** Issue 28: plates, customers from abroad and the driving licence at check-out. */
describe.each(ENGINES)('plates, passports and licences on %s (issue 28)', (engine) => {
  const fx = appFixtures(engine, ['customer']);

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
    fx.app.inject({
      method,
      url,
      headers: fx.admin.headers,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  /** A plate of this test run in the written form and run together in lower case. */
  function plates() {
    const plate = uniquePlate();
    return { plate, loose: plate.replace(/[\s-]/g, '').toLowerCase() };
  }

  describe('plates', () => {
    it('stores a plate upper case with canonical spacing, however it was typed', async () => {
      const { plate, loose } = plates();
      const res = await call('POST', '/api/vehicles', vehicleBody({ plate: loose }));
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().plate).toBe(plate);
      const read = await call('GET', `/api/vehicles/${res.json().id}?view=full`);
      expect(read.json().plate).toBe(plate);
      // The renter's view keeps the plate to the staff.
      const visitor = await fx.app.inject({ method: 'GET', url: `/api/vehicles/${res.json().id}` });
      expect(visitor.json().plate).toBeUndefined();
    });

    it("refuses the same letters and digits twice: 'p123456' after 'P 123-456' is 409", async () => {
      const { plate, loose } = plates();
      expect((await call('POST', '/api/vehicles', vehicleBody({ plate }))).statusCode).toBe(201);
      for (const again of [loose, plate, plate.replace(' ', '-').replace('-', ' ')]) {
        const res = await call('POST', '/api/vehicles', vehicleBody({ plate: again }));
        expect(res.statusCode).toBe(409);
        expect(res.json()).toMatchObject({
          error: 'PLATE_TAKEN',
          message: PLATE_MESSAGES.plateTaken,
          fields: { plate: PLATE_MESSAGES.plateTaken },
        });
        expect(isSpanishMessage(res.json().message)).toBe(true);
      }
    });

    it('lets one of two simultaneous vehicles with the same plate in', async () => {
      const { plate, loose } = plates();
      const answers = await Promise.all([
        call('POST', '/api/vehicles', vehicleBody({ plate })),
        call('POST', '/api/vehicles', vehicleBody({ plate: loose })),
      ]);
      expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 409]);
    });

    it('refuses a bad format with 400 in Spanish', async () => {
      for (const bad of ['123-456', 'P 12', 'PPP 123-456', 'P 1234567', 'P_123456', 'P. 123']) {
        const res = await call('POST', '/api/vehicles', vehicleBody({ plate: bad }));
        expect(res.statusCode, bad).toBe(400);
        expect(res.json().fields).toEqual({ plate: PLATE_MESSAGES.plateInvalid });
      }
      const missing = await call('POST', '/api/vehicles', vehicleBody({ plate: undefined }));
      expect(missing.json().fields).toEqual({ plate: PLATE_MESSAGES.plateRequired });
    });

    it('lets an admin give an old vehicle its plate and change it, audited, unique', async () => {
      const old = await addVehicle(fx.app);
      const before = await call('GET', `/api/vehicles/${old.id}?view=full`);
      expect(before.json().plate).toBeNull();
      const { plate, loose } = plates();
      const set = await call('PUT', `/api/vehicles/${old.id}`, { plate: loose });
      expect(set.statusCode, set.body).toBe(200);
      expect(set.json().plate).toBe(plate);

      const other = (await call('POST', '/api/vehicles', vehicleBody())).json();
      const taken = await call('PUT', `/api/vehicles/${other.id}`, { plate: loose });
      expect(taken.statusCode).toBe(409);
      expect(taken.json().error).toBe('PLATE_TAKEN');
      const bad = await call('PUT', `/api/vehicles/${other.id}`, { plate: 'X' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().fields).toEqual({ plate: PLATE_MESSAGES.plateInvalid });
      // Its own plate again, typed otherwise, is no change at all.
      const same = await call('PUT', `/api/vehicles/${old.id}`, { plate: plate.toLowerCase() });
      expect(same.statusCode).toBe(200);
      expect(same.json().version).toBe(set.json().version);

      const audit = await call('GET', `/api/audit?entity=vehicle&id=${old.id}`);
      expect(audit.statusCode, audit.body).toBe(200);
      expect(JSON.stringify(audit.json())).toContain(plate);
    });

    it('finds a reservation by its car plate in the management search', async () => {
      const { plate, loose } = plates();
      const created = (await call('POST', '/api/vehicles', vehicleBody({ plate }))).json();
      const mine = await insertReservation(fx.app, fx.customer.id, created.id, 3, 5);
      const elsewhere = await addVehicle(fx.app);
      const other = await insertReservation(fx.app, fx.customer.id, elsewhere.id, 3, 5);
      const digits = plate.replace(/\D/g, '');
      for (const q of [plate, loose, loose.toUpperCase(), digits, plate.split(' ')[1] ?? '']) {
        const res = await call('GET', `/api/admin/reservations?q=${encodeURIComponent(q)}`);
        expect(res.statusCode, res.body).toBe(200);
        const items = res.json().items as { id: number; vehicle: { plate: string | null } }[];
        expect(
          items.map((item) => item.id),
          q,
        ).toContain(mine.id);
        expect(items.map((item) => item.id)).not.toContain(other.id);
        expect(items.find((item) => item.id === mine.id)?.vehicle.plate).toBe(plate);
      }
    });
  });

  describe('customers from abroad', () => {
    let serial = 0;
    function tourist(overrides: Record<string, unknown> = {}) {
      serial += 1;
      const tag = `${process.pid}${serial}${engine}`;
      return {
        documentType: 'passport',
        documentNumber: `X${String(process.pid).padStart(7, '0')}${serial}`,
        nationality: 'us',
        firstName: 'Jane',
        lastName: 'Doe',
        birthDate: '1988-05-04',
        phoneNumber: '+1 305 555 0100',
        email: `jane.${tag}@example.com`,
        password: 'Viaje-a-El-Salvador-28',
        confirmPassword: 'Viaje-a-El-Salvador-28',
        ...overrides,
      };
    }
    const register = (payload: unknown) =>
      fx.app.inject({ method: 'POST', url: '/api/auth/register', payload: payload as object });

    it('registers a passport holder with an E.164 phone (201), who then signs in', async () => {
      const body = tourist();
      const res = await register(body);
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().user).toMatchObject({ role: 'USER', email: body.email });
      const login = await fx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: body.email, password: body.password },
      });
      expect(login.statusCode).toBe(200);
      const profile = await fx.app.inject({
        method: 'GET',
        url: '/api/auth/profile',
        headers: { authorization: `Bearer ${login.json().token}` },
      });
      expect(profile.json().user).toMatchObject({
        phoneNumber: '+13055550100',
        documentType: 'passport',
        documentNumber: body.documentNumber.toUpperCase(),
        nationality: 'US',
      });
    });

    it('refuses a passport already registered (any case) with 409 in Spanish', async () => {
      const first = tourist();
      expect((await register(first)).statusCode).toBe(201);
      const again = await register(
        tourist({ documentNumber: first.documentNumber.toLowerCase(), nationality: 'CA' }),
      );
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({
        error: 'USER_EXISTS',
        message: MESSAGES.passportUserExists,
      });
    });

    it('checks the passport fields, in Spanish', async () => {
      const cases: [Record<string, unknown>, string, string][] = [
        [{ documentNumber: 'AB12' }, 'documentNumber', MESSAGES.passportInvalid],
        [{ documentNumber: 'AB-12345' }, 'documentNumber', MESSAGES.passportInvalid],
        [{ documentNumber: 'A'.repeat(21) }, 'documentNumber', MESSAGES.passportInvalid],
        [{ documentNumber: '' }, 'documentNumber', MESSAGES.passportRequired],
        [{ nationality: 'XX' }, 'nationality', MESSAGES.nationalityInvalid],
        [{ nationality: undefined }, 'nationality', MESSAGES.nationalityRequired],
        [{ phoneNumber: '7777-8888' }, 'phoneNumber', MESSAGES.phoneInternational],
        [{ phoneNumber: '+0123456789' }, 'phoneNumber', MESSAGES.phoneInternational],
        [{ documentType: 'cedula' }, 'documentType', MESSAGES.documentTypeInvalid],
      ];
      for (const [change, field, message] of cases) {
        const res = await register(tourist(change));
        expect(res.statusCode, JSON.stringify(change)).toBe(400);
        expect(res.json().fields?.[field], JSON.stringify(change)).toBe(message);
      }
      // A passport holder gives no DUI.
      const withDui = await register(tourist({ dui: '01234567-8' }));
      expect(withDui.statusCode).toBe(400);
    });

    it('keeps the SPEC rule for a DUI: an international phone is 400 with its message', async () => {
      const {
        documentType: _type,
        documentNumber: _number,
        nationality: _from,
        ...rest
      } = tourist();
      for (const body of [
        { ...rest, dui: '01234567-8' },
        { ...rest, documentType: 'dui', dui: '01234567-8' },
      ]) {
        const res = await register(body);
        expect(res.statusCode).toBe(400);
        expect(res.json().fields).toEqual({ phoneNumber: MESSAGES.phoneDigits });
      }
    });
  });

  describe('driving licence at check-out', () => {
    /** A reservation running from yesterday to the day after tomorrow. */
    async function current() {
      const car = await addVehicle(fx.app);
      const row = await insertReservation(fx.app, fx.customer.id, car.id, -1, 2);
      return row.id;
    }
    const license = (expiresOn: string) => ({ number: 'b 0614-123', country: 'sv', expiresOn });

    it('refuses a licence that expires before the return day with 409 in Spanish', async () => {
      const id = await current();
      const res = await recordHandover(fx.app, fx.admin, id, 'checkout', {
        license: license(day(1)),
      });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        error: 'LICENSE_EXPIRES_BEFORE_RETURN',
        message: LICENSE_MESSAGES.expiresBeforeReturn(day(2), day(1)),
      });
      const [row] = await fx.app.database.db
        .select({ rentalStatus: reservations.rentalStatus })
        .from(reservations)
        .where(eq(reservations.id, id));
      expect(row?.rentalStatus).toBe('booked');
    });

    it('accepts a licence expiring on the return day, and keeps it with the check-out', async () => {
      const id = await current();
      const res = await recordHandover(fx.app, fx.admin, id, 'checkout', {
        license: license(day(2)),
      });
      expect(res.statusCode, res.body).toBe(201);
      const view = reservationView.parse(res.json());
      expect(view.checkout?.license).toEqual({
        number: 'B 0614-123',
        country: 'SV',
        expiresOn: day(2),
      });
      const read = await call('GET', `/api/reservations/${id}`);
      expect(read.json().checkout.license.expiresOn).toBe(day(2));
    });

    it('accepts a check-out without a licence (older clients)', async () => {
      const id = await current();
      const res = await recordHandover(fx.app, fx.admin, id, 'checkout');
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().checkout.license).toBeNull();
    });

    it('checks the licence fields, in Spanish', async () => {
      const id = await current();
      const cases: [Record<string, unknown>, string, string][] = [
        [
          { ...license(day(30)), country: 'XX' },
          'license.country',
          LICENSE_MESSAGES.countryInvalid,
        ],
        [
          { ...license(day(30)), expiresOn: '31/12/2030' },
          'license.expiresOn',
          LICENSE_MESSAGES.expiresOnInvalid,
        ],
        [{ ...license(day(30)), number: ' ' }, 'license.number', LICENSE_MESSAGES.numberRequired],
      ];
      for (const [bad, field, message] of cases) {
        const res = await recordHandover(fx.app, fx.admin, id, 'checkout', { license: bad });
        expect(res.statusCode).toBe(400);
        expect(res.json().fields?.[field]).toBe(message);
      }
    });
  });
});
