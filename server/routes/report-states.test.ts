import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { RENTAL_STATES, type RentalState } from '#domain/rental-state.ts';
import { ENGINES } from '#test/app.ts';
import {
  addPerson,
  addVehicle,
  appFixtures,
  booked,
  cancel,
  day,
  insertReservation,
} from '#test/bookings.ts';
import { recordHandover } from '#test/handovers.ts';
import { handoverRecording, reservations } from '../db/schema.ts';

/**
 * Issue 27: the reports count reservations by the one rental state, the same the views carry: a
 * car checked out and not back is 'Atrasada', never 'Completada'.
 */
describe.each(ENGINES)('reservations by state in the reports on %s', (engine) => {
  const fx = appFixtures(engine, ['ana']);

  const report = (from: number, to: number, who = fx.admin) =>
    fx.app.inject({
      method: 'GET',
      url: `/api/reports/states?from=${day(from)}&to=${day(to)}`,
      headers: who.headers,
    });

  it('counts each state as the reservation views say it; out of the period nothing', async () => {
    await fx.app.database.db.update(handoverRecording).set({ since: day(-30) });
    const ana = fx.ana;
    const car = async () => (await addVehicle(fx.app)).id;
    const made: number[] = [];
    made.push((await booked(fx.app, ana, await car(), 3, 5)).id);
    made.push((await booked(fx.app, ana, await car(), 0, 2)).id);
    made.push((await insertReservation(fx.app, ana.id, await car(), -5, -3)).id);
    const cancelled = await booked(fx.app, ana, await car(), 6, 7);
    expect((await cancel(fx.app, ana, cancelled.id)).statusCode).toBe(200);
    made.push(cancelled.id);
    // Out, then its end passes without a return: overdue.
    const overdue = await insertReservation(fx.app, ana.id, await car(), -1, 2);
    expect((await recordHandover(fx.app, fx.admin, overdue.id, 'checkout')).statusCode).toBe(201);
    await fx.app.database.db
      .update(reservations)
      .set({ startDate: day(-4), endDate: day(-1) })
      .where(eq(reservations.id, overdue.id));
    made.push(overdue.id);
    const out = await insertReservation(fx.app, ana.id, await car(), 0, 2);
    expect((await recordHandover(fx.app, fx.admin, out.id, 'checkout')).statusCode).toBe(201);
    made.push(out.id);
    const back = await insertReservation(fx.app, ana.id, await car(), 0, 1);
    expect((await recordHandover(fx.app, fx.admin, back.id, 'checkout')).statusCode).toBe(201);
    expect(
      (await recordHandover(fx.app, fx.admin, back.id, 'checkin', { odometer: 1200 })).statusCode,
    ).toBe(201);
    made.push(back.id);
    // Outside the asked period.
    await booked(fx.app, ana, await car(), 40, 41);

    const expected = Object.fromEntries(RENTAL_STATES.map((state) => [state, 0])) as Record<
      RentalState,
      number
    >;
    for (const id of made) {
      const view = await fx.app.inject({
        method: 'GET',
        url: `/api/reservations/${id}`,
        headers: fx.admin.headers,
      });
      expected[view.json().state as RentalState]++;
    }
    expect(expected).toEqual({
      booked: 1,
      'pickup-due': 1,
      'no-show': 1,
      out: 1,
      overdue: 1,
      returned: 1,
      cancelled: 1,
    });

    const res = await report(-10, 10);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ counts: expected });
    // A period that only the overdue rental's days reach.
    expect((await report(-4, -4)).json().counts).toMatchObject({ overdue: 1, returned: 0 });
  });

  it('is for admins only and checks the period', async () => {
    const customer = await addPerson(fx.app);
    expect((await report(0, 1, customer)).statusCode).toBe(403);
    const anonymous = await fx.app.inject({
      method: 'GET',
      url: `/api/reports/states?from=${day(0)}&to=${day(1)}`,
    });
    expect(anonymous.statusCode).toBe(401);
    const backwards = await report(2, 1);
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toBe(
      'La fecha final no puede ser anterior a la fecha inicial',
    );
  });
});
