import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '#domain/dates.ts';
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
import { reservations } from '../db/schema.ts';

describe.each(ENGINES)('operations of the day on %s', (engine) => {
  let app: App;
  let admin: Person;
  let customer: Person;

  beforeAll(async () => {
    app = await createTestApp(engine);
    admin = await addPerson(app, 'ADMIN');
    customer = await addPerson(app);
  });
  afterAll(async () => {
    await app?.close();
  });

  const operations = (query = '', who: Person | null = admin) =>
    app.inject({
      method: 'GET',
      url: `/api/operations/today${query}`,
      headers: { ...who?.headers },
    });

  const ids = (list: { id: number }[]) => list.map((r) => r.id).sort((a, b) => a - b);

  async function reservation(from: number, to: number, rentalStatus?: 'inProgress' | 'returned') {
    const row = await insertReservation(app, customer.id, (await addVehicle(app)).id, from, to);
    if (rentalStatus) {
      await app.database.db
        .update(reservations)
        .set({ rentalStatus })
        .where(eq(reservations.id, row.id));
    }
    return row.id;
  }

  it("lists today's pickups, returns and overdue returns, in El Salvador's today", async () => {
    const pickup = await reservation(0, 2);
    const ret = await reservation(-3, 0, 'inProgress');
    const overdue = await reservation(-5, -1, 'inProgress');
    const returnedLate = await reservation(-6, -2, 'returned');
    const noShow = await reservation(-8, -7);
    const later = await reservation(3, 5);
    const cancelled = await reservation(0, 4);
    expect((await cancel(app, admin, cancelled)).statusCode).toBe(200);

    const res = await operations();
    expect(res.statusCode).toBe(200);
    const day0 = operationsTodayView.parse(res.json());
    expect(day0.date).toBe(day(0));
    expect(ids(day0.pickups)).toEqual([pickup]);
    expect(ids(day0.returns)).toEqual([ret]);
    expect(ids(day0.overdue)).toEqual([overdue]);
    for (const id of [returnedLate, noShow, later, cancelled]) {
      expect([...day0.pickups, ...day0.returns, ...day0.overdue].some((r) => r.id === id)).toBe(
        false,
      );
    }
    const shown = day0.returns[0];
    expect(shown).toMatchObject({ rentalStatus: 'inProgress', user: { dui: expect.any(String) } });
    expect(shown?.vehicle.name).toEqual(expect.any(String));
  });

  it('answers another day when asked, and refuses a malformed date', async () => {
    const later = await reservation(3, 5);
    const res = await operations(`?date=${addDays(day(0), 3)}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().date).toBe(day(3));
    expect(ids(res.json().pickups)).toContain(later);
    for (const bad of ['2026-02-30', '23/11/2026', 'mañana']) {
      const refused = await operations(`?date=${encodeURIComponent(bad)}`);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error).toBe('VALIDATION_ERROR');
    }
  });

  it('is for staff only', async () => {
    expect((await operations('', null)).statusCode).toBe(401);
    expect((await operations('', customer)).statusCode).toBe(403);
  });
});
