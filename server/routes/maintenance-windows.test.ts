import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ENGINES, isSpanishMessage } from '#test/app.ts';
import {
  addPerson,
  addVehicle,
  appFixtures,
  book,
  booked,
  cancel,
  day,
  insertReservation,
} from '#test/bookings.ts';

describe.each(ENGINES)('service windows on %s (issue 12)', (engine) => {
  const fx = appFixtures(engine, ['customer']);

  const schedule = (vehicleId: number, from: number, to: number, reason = 'Cambio de aceite') =>
    fx.app.inject({
      method: 'POST',
      url: `/api/vehicles/${vehicleId}/maintenance-windows`,
      headers: fx.admin.headers,
      payload: { startDate: day(from), endDate: day(to), reason },
    });

  const available = async (from: number, to: number) => {
    const res = await fx.app.inject({
      method: 'GET',
      url: `/api/vehicles/available?startDate=${day(from)}&endDate=${day(to)}`,
    });
    expect(res.statusCode).toBe(200);
    return (res.json() as { id: number }[]).map((v) => v.id);
  };

  it('schedules a window (201) that blocks availability, booking and the booked days', async () => {
    const car = await addVehicle(fx.app);
    const res = await schedule(car.id, 5, 7);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      vehicleId: car.id,
      startDate: day(5),
      endDate: day(7),
      reason: 'Cambio de aceite',
      vehicle: { id: car.id },
    });

    expect(await available(7, 9)).not.toContain(car.id);
    expect(await available(2, 5)).not.toContain(car.id);
    expect(await available(8, 9)).toContain(car.id);

    const refused = await book(fx.app, fx.customer, {
      vehicleId: car.id,
      startDate: day(6),
      endDate: day(10),
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: 'VEHICLE_IN_MAINTENANCE' });
    expect(isSpanishMessage(refused.json().message)).toBe(true);

    const taken = await fx.app.inject({
      method: 'GET',
      url: `/api/reservations/date?startDate=${day(0)}&endDate=${day(30)}`,
    });
    expect(taken.statusCode).toBe(200);
    expect(taken.json()).toContainEqual(
      expect.objectContaining({ vehicleId: car.id, startDate: day(5), endDate: day(7) }),
    );
  });

  it('answers 409 MAINTENANCE_CONFLICT listing the reservations in the way, and writes nothing', async () => {
    const car = await addVehicle(fx.app);
    const first = await booked(fx.app, fx.customer, car.id, 3, 5);
    const second = await booked(fx.app, fx.customer, car.id, 8, 9);
    await booked(fx.app, fx.customer, car.id, 12, 13);
    const res = await schedule(car.id, 4, 8);
    expect(res.statusCode).toBe(409);
    const body = res.json();
    expect(body.error).toBe('MAINTENANCE_CONFLICT');
    expect(isSpanishMessage(body.message)).toBe(true);
    expect(body.conflicts.map((c: { reservationId: number }) => c.reservationId)).toEqual([
      first.id,
      second.id,
    ]);
    expect(body.conflicts[0]).toMatchObject({ startDate: day(3), endDate: day(5) });
    const list = await fx.app.inject({
      method: 'GET',
      url: `/api/maintenance-windows?from=${day(0)}&to=${day(30)}`,
      headers: fx.admin.headers,
    });
    expect(list.json().filter((w: { vehicleId: number }) => w.vehicleId === car.id)).toEqual([]);

    // Once the reservation in the way is cancelled, the same window fits.
    await cancel(fx.app, fx.customer, first.id);
    await cancel(fx.app, fx.customer, second.id);
    expect((await schedule(car.id, 4, 8)).statusCode).toBe(201);
  });

  it('refuses a window over another window, and frees the days on DELETE', async () => {
    const car = await addVehicle(fx.app);
    const created = (await schedule(car.id, 20, 22)).json();
    const again = await schedule(car.id, 22, 24);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('MAINTENANCE_WINDOW_TAKEN');

    const list = await fx.app.inject({
      method: 'GET',
      url: `/api/maintenance-windows?from=${day(21)}&to=${day(21)}`,
      headers: fx.admin.headers,
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().map((w: { id: number }) => w.id)).toContain(created.id);
    const outside = await fx.app.inject({
      method: 'GET',
      url: `/api/maintenance-windows?from=${day(23)}&to=${day(25)}`,
      headers: fx.admin.headers,
    });
    expect(outside.json().map((w: { id: number }) => w.id)).not.toContain(created.id);

    const removed = await fx.app.inject({
      method: 'DELETE',
      url: `/api/maintenance-windows/${created.id}`,
      headers: fx.admin.headers,
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ success: true });
    expect(await available(20, 22)).toContain(car.id);
    const missing = await fx.app.inject({
      method: 'DELETE',
      url: `/api/maintenance-windows/${created.id}`,
      headers: fx.admin.headers,
    });
    expect(missing.statusCode).toBe(404);
  });

  it('answers Spanish 400s for bad input and 404 for an unknown vehicle', async () => {
    const car = await addVehicle(fx.app);
    const cases: [Record<string, unknown>, string][] = [
      [{ startDate: day(5), endDate: day(4), reason: 'x' }, 'endDate'],
      [{ startDate: day(-1), endDate: day(4), reason: 'x' }, 'startDate'],
      [{ startDate: day(5), endDate: day(6), reason: '  ' }, 'reason'],
      [{ startDate: 'mañana', endDate: day(6), reason: 'x' }, 'startDate'],
      [{ startDate: day(1), endDate: day(200), reason: 'x' }, 'endDate'],
    ];
    for (const [payload, field] of cases) {
      const res = await fx.app.inject({
        method: 'POST',
        url: `/api/vehicles/${car.id}/maintenance-windows`,
        headers: fx.admin.headers,
        payload,
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(isSpanishMessage(res.json().fields[field])).toBe(true);
    }
    expect((await schedule(999_999, 1, 2)).statusCode).toBe(404);
    const count = await fx.app.database.db.execute(
      sql`select count(*)::int as n from maintenance_windows where vehicle_id = ${car.id}`,
    );
    expect((count as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(0);
  });

  it('makes overlap impossible in the database itself, whoever writes', async () => {
    const car = await addVehicle(fx.app);
    const other = await addPerson(fx.app);
    await insertReservation(fx.app, other.id, car.id, 30, 32);
    await expect(
      fx.app.database.db.execute(
        sql`insert into maintenance_windows (vehicle_id, start_date, end_date, reason)
            values (${car.id}, ${day(32)}, ${day(33)}, 'directo')`,
      ),
    ).rejects.toThrow();
    await fx.app.database.db.execute(
      sql`insert into maintenance_windows (vehicle_id, start_date, end_date, reason)
          values (${car.id}, ${day(40)}, ${day(41)}, 'directo')`,
    );
    await expect(insertReservation(fx.app, other.id, car.id, 41, 43)).rejects.toThrow();
  });
});
