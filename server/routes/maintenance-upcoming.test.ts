import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ENGINES, isSpanishMessage } from '#test/app.ts';
import {
  addPerson,
  addVehicle,
  appFixtures,
  booked,
  cancel,
  insertReservation,
  type Person,
} from '#test/bookings.ts';
import { reservations } from '../db/schema.ts';

describe.each(ENGINES)('GET /api/vehicles/{id}/upcoming-bookings on %s (issue 12)', (engine) => {
  const fx = appFixtures(engine, ['customer']);

  const upcoming = (vehicleId: number | string, who: Person = fx.admin) =>
    fx.app.inject({
      method: 'GET',
      url: `/api/vehicles/${vehicleId}/upcoming-bookings`,
      headers: who.headers,
    });

  it('lists the bookings not yet handed over that start within 14 days, earliest first', async () => {
    const car = await addVehicle(fx.app, { vehicleType: 'SUV' });
    // One customer each: a customer may hold only so many upcoming bookings.
    const [a, b, c, d, e, f, g] = (await Promise.all(
      Array.from({ length: 7 }, () => addPerson(fx.app)),
    )) as Person[] as [Person, Person, Person, Person, Person, Person, Person];
    const later = await booked(fx.app, a, car.id, 14, 15);
    const soon = await booked(fx.app, b, car.id, 2, 4);
    const today = await booked(fx.app, c, car.id, 0, 1);
    await booked(fx.app, d, car.id, 16, 17); // starts after day 14: outside
    const cancelled = await booked(fx.app, e, car.id, 6, 7);
    expect((await cancel(fx.app, e, cancelled.id)).statusCode).toBe(200);
    const handedOver = await booked(fx.app, f, car.id, 9, 10);
    await fx.app.database.db
      .update(reservations)
      .set({ rentalStatus: 'inProgress' })
      .where(eq(reservations.id, handedOver.id));
    // Began before today and never picked up: 'Reasignar' cannot offer days in the past.
    await insertReservation(fx.app, g.id, car.id, -2, -1);
    // Another car's booking.
    const other = await addVehicle(fx.app, { vehicleType: 'SUV' });
    await booked(fx.app, fx.customer, other.id, 2, 4);

    const res = await upcoming(car.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual(
      [today, soon, later].map((r) => ({
        reservationId: r.id,
        startDate: r.startDate,
        endDate: r.endDate,
        userId: r.userId,
        customerName: expect.any(String),
        vehicleType: 'SUV',
      })),
    );
    expect(res.json()[0].customerName).toMatch(/\S+ \S+/);
    expect((await upcoming(other.id)).json()).toHaveLength(1);
  });

  it('answers an empty list for a car with nothing booked soon', async () => {
    const car = await addVehicle(fx.app);
    await booked(fx.app, fx.customer, car.id, 20, 22);
    const res = await upcoming(car.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it('is for admins only, with Spanish 400 and 404', async () => {
    const car = await addVehicle(fx.app);
    await booked(fx.app, fx.customer, car.id, 3, 4);
    const asCustomer = await upcoming(car.id, fx.customer);
    expect(asCustomer.statusCode).toBe(403);
    expect(isSpanishMessage(asCustomer.json().message)).toBe(true);
    const anonymous = await fx.app.inject({
      method: 'GET',
      url: `/api/vehicles/${car.id}/upcoming-bookings`,
    });
    expect(anonymous.statusCode).toBe(401);
    const bad = await upcoming('abc');
    expect(bad.statusCode).toBe(400);
    expect(isSpanishMessage(bad.json().message)).toBe(true);
    const missing = await upcoming(999_999);
    expect(missing.statusCode).toBe(404);
    expect(isSpanishMessage(missing.json().message)).toBe(true);
  });
});
