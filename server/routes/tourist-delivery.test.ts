import { describe, expect, it } from 'vitest';
import { DELIVERY_MESSAGES } from '#domain/delivery.ts';
import { ENGINES } from '#test/app.ts';
import { addVehicle, appFixtures, book, day } from '#test/bookings.ts';

/**
 * Issue 28: a customer registered with a passport has an international phone, which the
 * delivery contact (a Salvadoran number, the SPEC's rule) cannot take over: a delivery booked
 * without a phone of its own is a Spanish 400 naming the field, never a failed insert.
 */
describe.each(ENGINES)('a delivery for a customer from abroad on %s', (engine) => {
  const fx = appFixtures(engine, []);
  let serial = 0;

  async function tourist() {
    serial += 1;
    const email = `delivery.${process.pid}.${serial}.${engine}@example.com`;
    const password = 'Viaje-a-El-Salvador-28';
    const registered = await fx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        documentType: 'passport',
        documentNumber: `D${process.pid}${serial}${engine === 'pglite' ? 'A' : 'B'}`,
        nationality: 'US',
        firstName: 'Jane',
        lastName: 'Doe',
        birthDate: '1988-05-04',
        phoneNumber: '+13055550100',
        email,
        password,
        confirmPassword: password,
      },
    });
    expect(registered.statusCode, registered.body).toBe(201);
    const login = await fx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password },
    });
    return { authorization: `Bearer ${login.json().token}` };
  }

  it('asks for a Salvadoran phone when none is given (400, Spanish, under delivery.phone)', async () => {
    const headers = await tourist();
    const car = await addVehicle(fx.app);
    const res = await book(
      fx.app,
      null,
      {
        vehicleId: car.id,
        startDate: day(40),
        endDate: day(42),
        delivery: { mode: 'delivery', address: 'Hotel Sheraton, San Salvador' },
      },
      headers,
    );
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().fields).toEqual({ 'delivery.phone': DELIVERY_MESSAGES.localPhoneRequired });
  });

  it('books the delivery with a Salvadoran phone given for it', async () => {
    const headers = await tourist();
    const car = await addVehicle(fx.app);
    const res = await book(
      fx.app,
      null,
      {
        vehicleId: car.id,
        startDate: day(44),
        endDate: day(46),
        delivery: { mode: 'delivery', address: 'Hotel Sheraton, San Salvador', phone: '7999-0000' },
      },
      headers,
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().delivery).toMatchObject({ mode: 'delivery', phone: '7999-0000' });
  });
});
