import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationsTodayView } from '#domain/reservation-contracts.ts';
import { createTestApp, ENGINES } from '#test/app.ts';
import {
  addPerson,
  addVehicle,
  cancel,
  day,
  insertReservation,
  type Person,
} from '#test/bookings.ts';
import type { App } from '../app.ts';
import { handoverRecording, reservations } from '../db/schema.ts';

/** Issue 27: 'No se presentó' and 'Vehículo sin devolver' in 'Operaciones de hoy'. */
describe.each(ENGINES)('operations: no-shows and cars not back on %s', (engine) => {
  let app: App;
  let admin: Person;
  let customer: Person;

  beforeAll(async () => {
    app = await createTestApp(engine);
    admin = await addPerson(app, 'ADMIN');
    customer = await addPerson(app);
    // The app began recording hand-overs ten days ago (migration 0021 kept the day it ran).
    await app.database.db.update(handoverRecording).set({ since: day(-10) });
  });
  afterAll(async () => {
    await app?.close();
  });

  const today = async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/operations/today',
      headers: admin.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    return operationsTodayView.parse(res.json());
  };
  const ids = (list: { id: number }[]) => list.map((r) => r.id);
  const availableIds = async (from: number, to: number) => {
    const res = await app.inject({
      method: 'GET',
      url: `/api/vehicles/available?startDate=${day(from)}&endDate=${day(to)}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().map((v: { id: number }) => v.id) as number[];
  };
  const markNoShow = (id: number, who: Person = admin) =>
    app.inject({
      method: 'DELETE',
      url: `/api/reservations/${id}`,
      headers: who.headers,
      payload: { reason: 'no-show' },
    });

  async function reservation(
    from: number,
    to: number,
    rentalStatus?: 'inProgress' | 'returned',
    vehicleId?: number,
  ) {
    const car = vehicleId ?? (await addVehicle(app)).id;
    const row = await insertReservation(app, customer.id, car, from, to);
    if (rentalStatus) {
      await app.database.db
        .update(reservations)
        .set({ rentalStatus })
        .where(eq(reservations.id, row.id));
    }
    return row.id;
  }

  it('lists the bookings of the last 7 days whose start passed without a check-out', async () => {
    const noShow = await reservation(-2, 2);
    const endedNoShow = await reservation(-7, -5);
    const tooOld = await reservation(-8, -6);
    const deliveredLate = await reservation(-3, 1, 'inProgress');
    const returned = await reservation(-5, -2, 'returned');
    const startsToday = await reservation(0, 3);
    const cancelled = await reservation(1, 3);
    expect((await cancel(app, admin, cancelled)).statusCode).toBe(200);

    const ops = await today();
    expect(ids(ops.noShows)).toEqual([endedNoShow, noShow]);
    for (const id of [tooOld, deliveredLate, returned, startsToday, cancelled]) {
      expect(ids(ops.noShows)).not.toContain(id);
    }
    expect(ops.noShows[1]).toMatchObject({
      rentalStatus: 'booked',
      user: { dui: expect.any(String) },
    });
  });

  it("lists the next 7 days' bookings of a car still out on an overdue booking", async () => {
    const car = await addVehicle(app);
    const overdue = await reservation(-4, -1, 'inProgress', car.id);
    // Booked before the car went overdue: written directly, the API now refuses such a booking.
    const stranded = await reservation(2, 4, undefined, car.id);
    const tooFar = await reservation(7, 9, undefined, car.id);
    const dueToday = await addVehicle(app);
    await reservation(-2, 0, 'inProgress', dueToday.id);
    const notStranded = await reservation(1, 2, undefined, dueToday.id);

    const ops = await today();
    expect(ids(ops.stranded)).toEqual([stranded]);
    expect(ids(ops.stranded)).not.toContain(tooFar);
    expect(ids(ops.stranded)).not.toContain(notStranded);
    expect(ops.stranded[0]?.stillOut).toEqual({
      reservationId: overdue,
      endDate: day(-1),
      customerName: expect.stringContaining('Cliente'),
    });
    expect(ids(ops.overdue)).toContain(overdue);
  });

  it("'Marcar como no presentado' cancels with the reason no-show and frees the days", async () => {
    const car = await addVehicle(app);
    const noShow = await reservation(-1, 3, undefined, car.id);
    expect(await availableIds(1, 3)).not.toContain(car.id);

    const res = await markNoShow(noShow);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().reservation).toMatchObject({
      status: 'cancelled',
      state: 'cancelled',
      cancellation: { by: 'staff', reason: 'no-show' },
    });
    expect(await availableIds(1, 3)).toContain(car.id);
    expect(ids((await today()).noShows)).not.toContain(noShow);
    // Marking it again answers the cancelled reservation, as any second cancellation.
    expect((await markNoShow(noShow)).statusCode).toBe(200);

    // One whose days are over can still be marked: it leaves the counter's list.
    const ended = await reservation(-6, -4);
    expect((await markNoShow(ended)).statusCode).toBe(200);
    expect(ids((await today()).noShows)).not.toContain(ended);
  });

  it('marks only no-shows, and only staff may', async () => {
    const noShow = await reservation(-2, 1);
    const byCustomer = await markNoShow(noShow, customer);
    expect(byCustomer.statusCode).toBe(403);
    expect(byCustomer.json().message).toBe(
      'Solo el personal puede marcar una reserva como no presentada',
    );
    for (const notNoShow of [await reservation(0, 2), await reservation(3, 5)]) {
      const res = await markNoShow(notNoShow);
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json()).toEqual({
        error: 'NOT_A_NO_SHOW',
        message:
          'Solo se puede marcar como no presentada una reserva cuyo día de inicio pasó sin entrega',
      });
    }
    const out = await reservation(-2, 2, 'inProgress');
    expect((await markNoShow(out)).statusCode).toBe(409);
    expect(ids((await today()).noShows)).toContain(noShow);
  });

  it('never counts a booking from before the app recorded hand-overs as a no-show', async () => {
    await app.database.db.update(handoverRecording).set({ since: day(-1) });
    try {
      const before = await reservation(-3, 2);
      const after = await reservation(-1, 2);
      const listed = ids((await today()).noShows);
      expect(listed).not.toContain(before);
      expect(listed).toContain(after);
      expect((await markNoShow(before)).statusCode).toBe(409);
    } finally {
      await app.database.db.update(handoverRecording).set({ since: day(-10) });
    }
  });
});
