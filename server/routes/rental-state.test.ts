import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RentalState } from '#domain/rental-state.ts';
import { createTestApp, ENGINES } from '#test/app.ts';
import {
  addPerson,
  addVehicle,
  booked,
  cancel,
  day,
  insertReservation,
  type Person,
} from '#test/bookings.ts';
import { recordHandover } from '#test/handovers.ts';
import type { App } from '../app.ts';
import { auditEntries, handoverRecording, reservations, users } from '../db/schema.ts';

/**
 * Issue 27: every reservation view carries the one rental state, and cancellations stay visible
 * with who, when and why.
 */
describe.each(ENGINES)('rental state and cancellations on %s', (engine) => {
  let app: App;
  let admin: Person;
  let ana: Person;

  beforeAll(async () => {
    app = await createTestApp(engine);
    admin = await addPerson(app, 'ADMIN');
    ana = await addPerson(app);
  }, 120_000);
  afterAll(async () => {
    await app?.close();
  });

  const get = (who: Person, url: string) =>
    app.inject({ method: 'GET', url, headers: who.headers });

  async function stateOf(id: number): Promise<RentalState> {
    const res = await get(admin, `/api/reservations/${id}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().state;
  }

  /** A booking of its own car, handed over today (El Salvador). */
  async function checkedOut(customer: Person, from: number, to: number) {
    const car = await addVehicle(app);
    const row = await insertReservation(app, customer.id, car.id, from, to);
    const out = await recordHandover(app, admin, row.id, 'checkout');
    expect(out.statusCode, out.body).toBe(201);
    return row;
  }

  async function account(person: Person) {
    const [row] = await app.database.db.select().from(users).where(eq(users.id, person.id));
    if (!row) throw new Error('no such user');
    return { name: `${row.firstName} ${row.lastName}`, email: row.email };
  }

  const setSince = (offset: number) =>
    app.database.db.update(handoverRecording).set({ since: day(offset) });

  it('keeps the day hand-overs began to be recorded in one row, set by the migration', async () => {
    const rows = await app.database.db.select().from(handoverRecording);
    // A fresh database has no hand-over yet: the day the migration ran.
    expect(rows).toEqual([{ id: true, since: day(0) }]);
  });

  it('derives every state from dates, cancellation and hand-over records', async () => {
    await setSince(-30);
    const car = await addVehicle(app);
    const upcoming = await booked(app, ana, car.id, 3, 5);
    const today = await booked(app, ana, car.id, 0, 2);
    const noShow = await insertReservation(app, ana.id, car.id, -5, -3);
    const noShowRunning = await insertReservation(app, ana.id, car.id, -2, -1);
    expect(await stateOf(upcoming.id)).toBe('booked');
    expect(await stateOf(today.id)).toBe('pickup-due');
    expect(await stateOf(noShow.id)).toBe('no-show');
    expect(await stateOf(noShowRunning.id)).toBe('no-show');

    const out = await checkedOut(ana, -1, 2);
    expect(await stateOf(out.id)).toBe('out');
    // Time passes: its end is behind it and the car has not come back.
    await app.database.db
      .update(reservations)
      .set({ startDate: day(-4), endDate: day(-1) })
      .where(eq(reservations.id, out.id));
    expect(await stateOf(out.id)).toBe('overdue');
    const back = await recordHandover(app, admin, out.id, 'checkin', { odometer: 1200 });
    expect(back.statusCode, back.body).toBe(201);
    expect(await stateOf(out.id)).toBe('returned');

    expect((await cancel(app, ana, upcoming.id)).statusCode).toBe(200);
    expect(await stateOf(upcoming.id)).toBe('cancelled');
  });

  it('keeps the date-based status for history from before hand-overs were recorded', async () => {
    await setSince(-2);
    const car = await addVehicle(app);
    const ended = await insertReservation(app, ana.id, car.id, -10, -5);
    const running = await insertReservation(app, ana.id, car.id, -4, 1);
    const afterStart = await insertReservation(app, ana.id, (await addVehicle(app)).id, -1, 0);
    // Never no-show nor overdue: 'Completada' after its end, 'Activa' while its dates run.
    expect(await stateOf(ended.id)).toBe('returned');
    expect(await stateOf(running.id)).toBe('out');
    // A booking that starts once the recording began is held to the records.
    expect(await stateOf(afterStart.id)).toBe('no-show');
    // A record always wins: a car checked out is never 'Completada' while it is out.
    const out = await checkedOut(ana, -1, 1);
    await app.database.db
      .update(reservations)
      .set({ startDate: day(-9), endDate: day(-3) })
      .where(eq(reservations.id, out.id));
    expect(await stateOf(out.id)).toBe('overdue');
  });

  it('carries the state on every list: customer, admin, by date and the calendar', async () => {
    await setSince(-30);
    const bea = await addPerson(app);
    const car = await addVehicle(app);
    const noShow = await insertReservation(app, bea.id, car.id, -3, -2);
    const pages = [
      (await get(bea, '/api/reservations/user')).json(),
      (await get(bea, '/api/reservations/user?limit=10')).json().items,
      (await get(admin, `/api/reservations/date?startDate=${day(-3)}&endDate=${day(-2)}`)).json(),
      (await get(admin, `/api/reservations?from=${day(-3)}&to=${day(-2)}`)).json(),
      (await get(admin, '/api/reservations')).json(),
      (await get(admin, `/api/admin/reservations?q=%23${noShow.id}&limit=5`)).json().items,
      (await get(admin, '/api/admin/reservations?status=no-show&limit=100')).json().items,
    ];
    for (const list of pages) {
      const found = list.find((item: { id: number }) => item.id === noShow.id);
      expect(found?.state).toBe('no-show');
    }
  });

  it('keeps cancellations: who, when and why, listed with status=cancelled', async () => {
    await setSince(-30);
    const cora = await addPerson(app);
    const car = await addVehicle(app);
    const mine = await booked(app, cora, car.id, 2, 3);
    const byStaff = await booked(app, cora, car.id, 5, 6);
    const kept = await booked(app, cora, car.id, 8, 9);
    const coraAccount = await account(cora);
    const adminName = (await account(admin)).name;
    const q = encodeURIComponent(coraAccount.email);

    const before = await get(admin, `/api/admin/reservations?q=${q}&limit=10`);
    expect(before.json().summary).toMatchObject({ total: 3, upcoming: 3, cancelled: 0 });

    // An old client: no body at all.
    const plain = await cancel(app, cora, mine.id);
    expect(plain.statusCode, plain.body).toBe(200);
    expect(plain.json().reservation).toMatchObject({
      state: 'cancelled',
      cancellation: { by: 'customer', reason: null },
    });
    const withReason = await app.inject({
      method: 'DELETE',
      url: `/api/reservations/${byStaff.id}`,
      headers: admin.headers,
      payload: { reason: '  El cliente llamó para cancelar  ' },
    });
    expect(withReason.statusCode, withReason.body).toBe(200);
    const cancellation = withReason.json().reservation.cancellation;
    expect(cancellation).toEqual({
      at: expect.any(String),
      by: 'staff',
      byName: adminName,
      reason: 'El cliente llamó para cancelar',
    });
    expect(Date.now() - Date.parse(cancellation.at)).toBeLessThan(60_000);

    const tooLong = await app.inject({
      method: 'DELETE',
      url: `/api/reservations/${kept.id}`,
      headers: admin.headers,
      payload: { reason: 'x'.repeat(501) },
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.body).toContain('El motivo de la cancelación no puede tener más de 500');

    const all = (await get(admin, `/api/admin/reservations?q=${q}&limit=10`)).json();
    expect(all.items.map((item: { id: number }) => item.id)).toEqual([kept.id]);
    expect(all.summary).toMatchObject({
      total: 1,
      upcoming: 1,
      cancelled: 2,
      revenue: kept.totalPrice,
    });

    const res = await get(admin, `/api/admin/reservations?status=cancelled&q=${q}`);
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json();
    expect(list.total).toBe(2);
    expect(list.summary).toMatchObject({ total: 2, cancelled: 2, upcoming: 0, revenue: 0 });
    const byId = new Map(list.items.map((item: { id: number }) => [item.id, item]));
    expect(byId.get(mine.id)).toMatchObject({
      state: 'cancelled',
      cancellation: { by: 'customer', byName: coraAccount.name, reason: null },
    });
    expect(byId.get(byStaff.id)).toMatchObject({
      state: 'cancelled',
      cancellation: { by: 'staff', byName: adminName, reason: 'El cliente llamó para cancelar' },
    });

    // The customer's own detail tells the same story.
    const detail = await get(cora, `/api/reservations/${byStaff.id}`);
    expect(detail.json().cancellation).toMatchObject({ by: 'staff', byName: adminName });

    // The audit trail keeps the reason.
    const audit = await app.database.db
      .select()
      .from(auditEntries)
      .where(eq(auditEntries.entityId, byStaff.id));
    const entry = audit.find((e) => e.entity === 'reservation' && e.action === 'cancelled');
    expect(entry?.after).toMatchObject({
      status: 'cancelled',
      reason: 'El cliente llamó para cancelar',
    });
  });

  it('refuses an unknown status filter with a Spanish message', async () => {
    const res = await get(admin, '/api/admin/reservations?status=lost');
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('El estado no es válido');
  });
});
