import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ENGINES, isSpanishMessage } from '#test/app.ts';
import { addVehicle, appFixtures, book, cancel, day, type Person } from '#test/bookings.ts';
import { messages } from '../db/schema.ts';

describe.each(ENGINES)('messages API on %s', (engine) => {
  const t = appFixtures(engine, ['ana', 'beto']);

  const get = (who: Person | null, url: string) =>
    t.app.inject({ method: 'GET', url, headers: { ...who?.headers } });
  const put = (who: Person | null, payload: unknown) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/me/notification-preferences',
      headers: { ...who?.headers },
      payload: payload as object,
    });

  it('answers preferences with everything on by default; staff kinds for admins only', async () => {
    expect((await get(null, '/api/me/notification-preferences')).statusCode).toBe(401);
    expect((await get(t.ana, '/api/me/notification-preferences')).json()).toEqual({
      emailReminders: true,
      push: true,
    });
    const on = { email: true, push: true };
    expect((await get(t.admin, '/api/me/notification-preferences')).json()).toEqual({
      emailReminders: true,
      push: true,
      staff: {
        'overdue-return': on,
        'service-digest': on,
        'new-damage': on,
        'reservation-cancelled': on,
      },
    });
  });

  it('changes only what a PUT gives and answers the whole', async () => {
    const res = await put(t.ana, { emailReminders: false });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ emailReminders: false, push: true });
    expect((await put(t.ana, { push: false })).json()).toEqual({
      emailReminders: false,
      push: false,
    });
    const staff = await put(t.admin, { staff: { 'new-damage': { push: false } } });
    expect(staff.json().staff['new-damage']).toEqual({ email: true, push: false });
    expect(staff.json().staff['overdue-return']).toEqual({ email: true, push: true });

    const customerStaff = await put(t.beto, { staff: { 'new-damage': { push: false } } });
    expect(customerStaff.statusCode).toBe(403);
    expect(isSpanishMessage(customerStaff.json().message)).toBe(true);
    for (const bad of [{ push: 'sí' }, { otro: true }, { staff: { 'pickup-reminder': {} } }]) {
      const refused = await put(t.admin, bad);
      expect(refused.statusCode).toBe(400);
      expect(isSpanishMessage(refused.json().message)).toBe(true);
    }
    expect((await get(t.beto, '/api/me/notification-preferences')).json().push).toBe(true);
  });

  it('lists messages newest first for admins, with filters and cursor pages', async () => {
    const car = await addVehicle(t.app);
    const first = (
      await book(t.app, t.beto, { vehicleId: car.id, startDate: day(10), endDate: day(11) })
    ).json();
    const second = (
      await book(t.app, t.beto, { vehicleId: car.id, startDate: day(20), endDate: day(21) })
    ).json();
    expect((await cancel(t.app, t.beto, second.id)).statusCode).toBe(200);

    expect((await get(null, '/api/messages')).statusCode).toBe(401);
    const customer = await get(t.beto, '/api/messages');
    expect(customer.statusCode).toBe(403);
    expect(isSpanishMessage(customer.json().message)).toBe(true);

    const all = await get(t.admin, '/api/messages');
    expect(all.statusCode).toBe(200);
    const ids = all.json().items.map((item: { id: number }) => item.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(all.json().items[0]).toEqual({
      id: expect.any(Number),
      kind: 'reservation-cancelled',
      channel: 'email',
      to: expect.stringContaining('@example.com'),
      subject: `Reserva #${second.id} cancelada`,
      status: 'pending',
      attempts: 0,
      lastError: null,
      createdAt: expect.any(String),
      sentAt: null,
      reservationId: second.id,
      vehicleId: car.id,
    });

    const mine = await get(t.admin, `/api/messages?reservationId=${first.id}`);
    expect(mine.json().items.map((item: { kind: string }) => item.kind)).toEqual([
      'reservation-confirmed',
    ]);
    const byKind = await get(t.admin, '/api/messages?kind=reservation-cancelled&status=pending');
    expect(byKind.json().items).toHaveLength(1);

    const page1 = (await get(t.admin, '/api/messages?limit=2')).json();
    expect(page1.items).toHaveLength(2);
    expect(page1.nextCursor).toBe(String(page1.items[1].id));
    const page2 = (await get(t.admin, `/api/messages?limit=2&cursor=${page1.nextCursor}`)).json();
    expect(page2.items[0].id).toBeLessThan(page1.items[1].id);

    for (const bad of ['status=enviado', 'kind=otro', 'limit=0', 'limit=101', 'cursor=abc']) {
      const refused = await get(t.admin, `/api/messages?${bad}`);
      expect(refused.statusCode).toBe(400);
      expect(isSpanishMessage(refused.json().message)).toBe(true);
    }
  });

  it('resends a failed message only: 202, 409 otherwise, 404 for none, admins only', async () => {
    const [row] = await t.app.database.db.select().from(messages).limit(1);
    if (!row) throw new Error('no message');
    const resend = (who: Person, id: number | string) =>
      t.app.inject({ method: 'POST', url: `/api/messages/${id}/resend`, headers: who.headers });
    expect((await resend(t.beto, row.id)).statusCode).toBe(403);
    const pending = await resend(t.admin, row.id);
    expect(pending.statusCode).toBe(409);
    expect(pending.json().message).toBe('Solo se puede reenviar un mensaje fallido.');
    await t.app.database.db
      .update(messages)
      .set({ status: 'failed', lastError: 'SMTP 550' })
      .where(eq(messages.id, row.id));
    expect((await resend(t.admin, row.id)).statusCode).toBe(202);
    const [again] = await t.app.database.db.select().from(messages).where(eq(messages.id, row.id));
    expect(again?.status).toBe('pending');
    expect((await resend(t.admin, 999_999)).statusCode).toBe(404);
    expect((await resend(t.admin, 'x')).statusCode).toBe(400);
  });

  it('refuses a forged unsubscribe link, without a session', async () => {
    const forged = '/api/unsubscribe?token=1.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';
    const page = await t.app.inject({
      method: 'GET',
      url: forged,
      headers: { accept: 'text/html' },
    });
    expect(page.statusCode).toBe(404);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('no es válido');
    const json = await get(null, forged);
    expect(json.statusCode).toBe(404);
    expect(isSpanishMessage(json.json().message)).toBe(true);
    const post = await t.app.inject({
      method: 'POST',
      url: '/api/unsubscribe?token=nada',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(post.statusCode).toBe(400);
    expect(isSpanishMessage(post.json().message)).toBe(true);
  });
});
