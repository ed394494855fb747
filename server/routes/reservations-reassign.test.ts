import { describe, expect, it } from 'vitest';
import { ENGINES, isSpanishMessage } from '#test/app.ts';
import { addVehicle, appFixtures, booked, day, type Person } from '#test/bookings.ts';

describe.each(ENGINES)('POST /api/reservations/{id}/reassign on %s (issue 12)', (engine) => {
  const fx = appFixtures(engine, ['customer']);

  const reassign = (id: number, vehicleId: unknown, who: Person = fx.admin) =>
    fx.app.inject({
      method: 'POST',
      url: `/api/reservations/${id}/reassign`,
      headers: who.headers,
      payload: { vehicleId },
    });

  it('moves the reservation to a free car of the same type at the booked price; the days follow', async () => {
    const from = await addVehicle(fx.app, { pricePerDay: 40 });
    const to = await addVehicle(fx.app, { pricePerDay: 90 });
    const reservation = await booked(fx.app, fx.customer, from.id, 5, 8);
    const res = await reassign(reservation.id, to.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: reservation.id,
      vehicleId: to.id,
      vehicle: { id: to.id },
      pricePerDay: 40,
      totalPrice: reservation.totalPrice,
    });
    // The old car is free for those days, the new one is not.
    const open = await fx.app.inject({
      method: 'GET',
      url: `/api/vehicles/available?startDate=${day(5)}&endDate=${day(8)}`,
    });
    const ids = (open.json() as { id: number }[]).map((v) => v.id);
    expect(ids).toContain(from.id);
    expect(ids).not.toContain(to.id);
    // The customer sees the new car.
    const mine = await fx.app.inject({
      method: 'GET',
      url: `/api/reservations/${reservation.id}`,
      headers: fx.customer.headers,
    });
    expect(mine.json().vehicle.id).toBe(to.id);
    expect(mine.json().reassignedAt).toEqual(expect.any(String));
    expect(reservation.reassignedAt).toBeNull();
  });

  it('answers 409 when the target is taken, of another type, or in the workshop; nothing changes', async () => {
    const from = await addVehicle(fx.app);
    const taken = await addVehicle(fx.app);
    const suv = await addVehicle(fx.app, { vehicleType: 'SUV' });
    const workshop = await addVehicle(fx.app);
    const reservation = await booked(fx.app, fx.customer, from.id, 10, 12);
    await booked(fx.app, fx.customer, taken.id, 12, 14);
    const window = await fx.app.inject({
      method: 'POST',
      url: `/api/vehicles/${workshop.id}/maintenance-windows`,
      headers: fx.admin.headers,
      payload: { startDate: day(9), endDate: day(10), reason: 'Frenos' },
    });
    expect(window.statusCode).toBe(201);

    for (const [target, code] of [
      [taken.id, 'VEHICLE_NOT_FREE'],
      [suv.id, 'VEHICLE_TYPE_MISMATCH'],
      [workshop.id, 'VEHICLE_NOT_FREE'],
    ] as const) {
      const res = await reassign(reservation.id, target);
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toBe(code);
      expect(isSpanishMessage(res.json().message)).toBe(true);
    }
    const still = await fx.app.inject({
      method: 'GET',
      url: `/api/reservations/${reservation.id}`,
      headers: fx.admin.headers,
    });
    expect(still.json().vehicleId).toBe(from.id);
  });

  it('answers 400, 403 and 404 as it should', async () => {
    const from = await addVehicle(fx.app);
    const reservation = await booked(fx.app, fx.customer, from.id, 15, 16);
    expect((await reassign(reservation.id, 'x')).statusCode).toBe(400);
    expect((await reassign(reservation.id, from.id + 1000)).statusCode).toBe(404);
    expect((await reassign(999_999, from.id)).statusCode).toBe(404);
    const other = await addVehicle(fx.app);
    expect((await reassign(reservation.id, other.id, fx.customer)).statusCode).toBe(403);
  });
});
