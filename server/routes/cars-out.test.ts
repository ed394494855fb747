import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESERVATION_MESSAGES } from '#domain/reservation.ts';
import { createTestApp, ENGINES } from '#test/app.ts';
import {
  addPerson,
  addVehicle,
  book,
  day,
  insertReservation,
  type Person,
} from '#test/bookings.ts';
import { recordHandover } from '#test/handovers.ts';
import type { App } from '../app.ts';
import { reservations } from '../db/schema.ts';

/**
 * Issue 27: a car that was handed over and has not come back is not offered to the next customer
 * until it is checked in, however its booking's dates read.
 */
describe.each(ENGINES)('a car that is still out on %s', (engine) => {
  let app: App;
  let admin: Person;
  let ana: Person;
  let beto: Person;

  beforeAll(async () => {
    app = await createTestApp(engine);
    admin = await addPerson(app, 'ADMIN');
    ana = await addPerson(app);
    beto = await addPerson(app);
  });
  afterAll(async () => {
    await app?.close();
  });

  const availableIds = async (from: number, to: number) => {
    const res = await app.inject({
      method: 'GET',
      url: `/api/vehicles/available?startDate=${day(from)}&endDate=${day(to)}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().map((v: { id: number }) => v.id) as number[];
  };
  const takenIds = async (from: number, to: number) => {
    const res = await app.inject({
      method: 'GET',
      url: `/api/reservations/date?startDate=${day(from)}&endDate=${day(to)}`,
      headers: beto.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().map((r: { vehicleId: number }) => r.vehicleId) as number[];
  };

  /** A past booking of a new car, handed over (as the counter's check-out leaves it). */
  async function carOut(from: number, to: number, overrides = {}) {
    const car = await addVehicle(app, overrides);
    const row = await insertReservation(app, ana.id, car.id, from, to);
    await app.database.db
      .update(reservations)
      .set({ rentalStatus: 'inProgress' })
      .where(eq(reservations.id, row.id));
    return { car, reservationId: row.id };
  }

  it('is not offered nor bookable from its end date on while overdue, and is back after its check-in', async () => {
    const { car, reservationId } = await carOut(-4, -1);

    // The defect: the booking's days are over, so the car was offered from the day after.
    expect(await availableIds(1, 3)).not.toContain(car.id);
    expect(await availableIds(0, 0)).not.toContain(car.id);
    expect(await availableIds(20, 25)).not.toContain(car.id);
    expect(await takenIds(1, 3)).toContain(car.id);

    const refused = await book(app, beto, {
      vehicleId: car.id,
      startDate: day(1),
      endDate: day(3),
    });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toEqual({
      error: 'VEHICLE_NOT_RETURNED',
      message: 'El vehículo aún no ha sido devuelto',
    });
    expect(RESERVATION_MESSAGES.vehicleNotReturned).toBe('El vehículo aún no ha sido devuelto');
    // Admins booking at the counter are refused the same way.
    const byAdmin = await book(app, admin, {
      vehicleId: car.id,
      userId: beto.id,
      startDate: day(5),
      endDate: day(6),
    });
    expect(byAdmin.statusCode).toBe(409);
    expect(byAdmin.json().error).toBe('VEHICLE_NOT_RETURNED');

    const checkin = await recordHandover(app, admin, reservationId, 'checkin', {
      odometer: car.kilometers + 400,
    });
    expect(checkin.statusCode, checkin.body).toBe(201);

    expect(await availableIds(1, 3)).toContain(car.id);
    expect(await takenIds(1, 3)).not.toContain(car.id);
    const accepted = await book(app, beto, {
      vehicleId: car.id,
      startDate: day(1),
      endDate: day(3),
    });
    expect(accepted.statusCode, accepted.body).toBe(201);
  });

  it('stays offered while out but not yet due back, and other cars are not affected', async () => {
    const dueToday = await carOut(-2, 0);
    const returned = await addVehicle(app);
    const old = await insertReservation(app, ana.id, returned.id, -6, -3);
    await app.database.db
      .update(reservations)
      .set({ rentalStatus: 'returned' })
      .where(eq(reservations.id, old.id));
    const free = await availableIds(1, 3);
    expect(free).toContain(dueToday.car.id);
    expect(free).toContain(returned.id);
  });

  it('refuses to reassign a booking onto a car that has not come back', async () => {
    const { car } = await carOut(-5, -2, { vehicleType: 'PickUp' });
    const other = await addVehicle(app, { vehicleType: 'PickUp' });
    const booking = await book(app, beto, {
      vehicleId: other.id,
      startDate: day(2),
      endDate: day(4),
    });
    expect(booking.statusCode, booking.body).toBe(201);
    const res = await app.inject({
      method: 'POST',
      url: `/api/reservations/${booking.json().id}/reassign`,
      headers: admin.headers,
      payload: { vehicleId: car.id },
    });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toEqual({
      error: 'VEHICLE_NOT_RETURNED',
      message: 'El vehículo aún no ha sido devuelto',
    });
  });
});
