import { describe, expect, it } from 'vitest';
import { ENGINES, isSpanishMessage } from '#test/app.ts';
import { appFixtures } from '#test/bookings.ts';

/** Issue 30: the money settings join the company settings, audited with them. */
describe.each(ENGINES)('money settings on %s', (engine) => {
  const fx = appFixtures(engine, ['ana']);

  const company = {
    companyName: 'ELITE DRIVE',
    address: 'Boulevard del Hipódromo 450, San Salvador',
    openingHours: [{ day: 1, opens: '08:00', closes: '18:00' }],
    defaultPickupTime: '09:00',
    defaultReturnTime: '17:00',
  };
  const money = {
    agreementTerms: 'Términos: el vehículo se devuelve limpio y con el tanque lleno.',
    lateFeePerDay: 55.5,
    fuelChargePerEighth: '12.25',
    cleaningFee: 30,
    depositByType: { Sedan: 250, SUV: 400, PickUp: 350.75 },
  };

  const put = (payload: object) =>
    fx.app.inject({ method: 'PUT', url: '/api/settings', headers: fx.admin.headers, payload });

  it('saves them in dollars (kept in cents), keeps them when a form sends none, and audits each change', async () => {
    const saved = await put({ ...company, money });
    expect(saved.statusCode, saved.body).toBe(200);
    const expected = { ...money, fuelChargePerEighth: 12.25 };
    expect(saved.json().money).toEqual(expected);

    // A settings form from before issue 30 sends no money: they stay.
    const older = await put({ ...company, companyName: 'ELITE DRIVE S.A.' });
    expect(older.statusCode, older.body).toBe(200);
    expect(older.json().money).toEqual(expected);

    // Null: the booking's own price per day.
    const byBooking = await put({ ...company, money: { ...money, lateFeePerDay: null } });
    expect(byBooking.json().money.lateFeePerDay).toBeNull();

    const trail = await fx.app.inject({
      method: 'GET',
      url: '/api/audit?entity=settings&id=1',
      headers: fx.admin.headers,
    });
    const [latest, , first] = trail.json();
    expect(first.after.money).toEqual(expected);
    expect(latest.before.money.lateFeePerDay).toBe(55.5);
    expect(latest.after.money.lateFeePerDay).toBeNull();
  });

  it.each([
    [{ cleaningFee: -1 }, 'money.cleaningFee', 'El monto debe ser un número mayor o igual a 0'],
    [{ cleaningFee: 1.005 }, 'money.cleaningFee', 'El monto no puede tener más de dos decimales'],
    [
      { fuelChargePerEighth: 'diez' },
      'money.fuelChargePerEighth',
      'El monto debe ser un número mayor o igual a 0',
    ],
    [{ agreementTerms: '  ' }, 'money.agreementTerms', 'Los términos del contrato son requeridos'],
    [
      { depositByType: { Sedan: 1, SUV: 2 } },
      'money.depositByType.PickUp',
      'El monto es requerido',
    ],
  ])('refuses %j in Spanish and changes nothing', async (change, field, message) => {
    const before = (await fx.app.inject({ method: 'GET', url: '/api/settings' })).json();
    const res = await put({ ...company, money: { ...money, ...change } });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[field]).toBe(message);
    expect(isSpanishMessage(res.json().message)).toBe(true);
    const after = (await fx.app.inject({ method: 'GET', url: '/api/settings' })).json();
    expect(after).toEqual(before);
  });
});
