import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '#domain/dates.ts';
import { elSalvadorInstant } from '#domain/messages.ts';
import { ENGINES } from '#test/app.ts';
import { addPerson, addVehicle, appFixtures, day, type Person } from '#test/bookings.ts';
import { startMailbox, type TestMailbox } from '#test/smtp.ts';
import type { App } from '../app.ts';
import type { AppConfig } from '../config.ts';
import { messages, reservations } from '../db/schema.ts';

const at = elSalvadorInstant;

/** A reservation written as it stood at `createdAt`, with the given rental status. */
async function rental(
  app: App,
  who: Person,
  start: string,
  end: string,
  createdAt: Date,
  rentalStatus: 'booked' | 'inProgress' = 'booked',
) {
  const car = await addVehicle(app);
  const [row] = await app.database.db
    .insert(reservations)
    .values({
      userId: who.id,
      vehicleId: car.id,
      startDate: start,
      endDate: end,
      pricePerDay: 40,
      totalPrice: 80,
      createdAt,
      rentalStatus,
    })
    .returning();
  if (!row) throw new Error('no reservation');
  return row.id;
}

describe.each(ENGINES)('scheduled messages with a driven clock on %s', (engine) => {
  let mailbox: TestMailbox;
  const overrides: Partial<AppConfig> = {};
  beforeAll(async () => {
    mailbox = await startMailbox();
    overrides.messages = { mailUrl: mailbox.url, publicUrl: 'https://elite.example' };
  });
  const t = appFixtures(engine, ['ana', 'beto', 'carla'], overrides);
  afterAll(async () => {
    await mailbox?.stop();
  });

  const rowsOf = (kind: string, reservationId?: number) =>
    t.app.database.db
      .select()
      .from(messages)
      .where(
        and(
          eq(messages.kind, kind as 'pickup-reminder'),
          reservationId === undefined ? undefined : eq(messages.reservationId, reservationId),
        ),
      );
  const preferences = (who: Person, payload: object) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/me/notification-preferences',
      headers: who.headers,
      payload,
    });

  it('reminds the day before at 08:00, once, and never for a booking made after that', async () => {
    const start = day(30);
    const eve = addDays(start, -1);
    const early = await rental(
      t.app,
      t.ana,
      start,
      addDays(start, 2),
      at(addDays(start, -9), '10:00'),
    );
    const late = await rental(t.app, t.ana, start, addDays(start, 2), at(eve, '08:30'));

    await t.app.messages.schedule(at(eve, '07:59'));
    expect(await rowsOf('pickup-reminder', early)).toHaveLength(0);
    await t.app.messages.schedule(at(eve, '08:00'));
    await t.app.messages.schedule(at(eve, '08:01'));
    expect(await rowsOf('pickup-reminder', early)).toHaveLength(1);
    await t.app.messages.schedule(at(eve, '09:00'));
    expect(await rowsOf('pickup-reminder', late)).toHaveLength(0);

    // The reminder carries RFC 8058 one-click unsubscribe, which works without a session.
    const before = mailbox.mails.length;
    await t.app.messages.drain(at(eve, '08:02'));
    const mail = mailbox.mails.slice(before).find((item) => item.subject?.startsWith('Mañana'));
    if (!mail) throw new Error('no reminder mail');
    expect(mail.text).toContain('Tu DUI');
    expect(mail.text).toContain('Tu licencia de conducir vigente');
    const header = (name: string) => mail.headerLines.find((line) => line.key === name)?.line;
    expect(header('list-unsubscribe-post')).toBe(
      'List-Unsubscribe-Post: List-Unsubscribe=One-Click',
    );
    const link = /<([^>]+)>/.exec(header('list-unsubscribe') ?? '')?.[1] ?? '';
    expect(link).toMatch(/^https:\/\/elite\.example\/api\/unsubscribe\?token=/);
    const path = link.replace('https://elite.example', '');
    const page = await t.app.inject({ method: 'GET', url: path });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Dejar de recibir recordatorios');
    const oneClick = await t.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/me/notification-preferences',
      headers: t.ana.headers,
    });
    expect(mine.json().emailReminders).toBe(false);

    // No pickup-reminder e-mail reaches her any more.
    const next = day(40);
    const after = await rental(t.app, t.ana, next, addDays(next, 1), at(day(1), '10:00'));
    await t.app.messages.schedule(at(addDays(next, -1), '08:00'));
    expect(await rowsOf('pickup-reminder', after)).toHaveLength(0);
  });

  it('catches up a missed reminder until the pickup time, not after', async () => {
    const start = day(50);
    const created = at(day(1), '10:00');
    const caught = await rental(t.app, t.beto, start, addDays(start, 1), created);
    const missed = await rental(t.app, t.beto, addDays(start, 5), addDays(start, 6), created);
    // The server was down at 08:00 the day before; it runs again at 08:30 on the day (pickup 09:00).
    await t.app.messages.schedule(at(start, '08:30'));
    expect(await rowsOf('pickup-reminder', caught)).toHaveLength(1);
    await t.app.messages.schedule(at(addDays(start, 5), '09:30'));
    expect(await rowsOf('pickup-reminder', missed)).toHaveLength(0);
  });

  it('tells staff once, from 09:00 the day after the end, of a car not back', async () => {
    const end = day(2);
    const out = await rental(t.app, t.carla, day(0), end, at(day(-5), '10:00'), 'inProgress');
    await t.app.messages.schedule(at(addDays(end, 1), '08:59'));
    expect(await rowsOf('overdue-return', out)).toHaveLength(0);
    await t.app.messages.schedule(at(addDays(end, 1), '09:00'));
    await t.app.messages.schedule(at(addDays(end, 2), '09:00'));
    const rows = await rowsOf('overdue-return', out);
    expect(rows.map((row) => [row.recipientUserId, row.channel])).toEqual([[t.admin.id, 'email']]);
    expect(rows[0]?.subject).toMatch(/^Devolución atrasada: /);
  });

  it('sends the service digest at 07:00 when cars are due, once a day, as each admin chose', async () => {
    const quiet = await addPerson(t.app, 'ADMIN');
    const off = await preferences(quiet, { staff: { 'service-digest': { email: false } } });
    expect(off.statusCode).toBe(200);
    expect(off.json().staff['service-digest']).toEqual({ email: false, push: true });
    await addVehicle(t.app, {
      name: 'Sentra Vencido',
      kilometers: 25_000,
      kmForMaintenance: 10_000,
    });
    const today = day(0);
    await t.app.messages.schedule(at(today, '06:59'));
    expect(await rowsOf('service-digest')).toHaveLength(0);
    await t.app.messages.schedule(at(today, '07:00'));
    await t.app.messages.schedule(at(today, '07:30'));
    const rows = await rowsOf('service-digest');
    expect(rows.map((row) => row.recipientUserId)).toEqual([t.admin.id]);
    expect(rows[0]?.subject).toMatch(/1 vencido/);
    await t.app.messages.schedule(at(addDays(today, 1), '07:00'));
    expect(await rowsOf('service-digest')).toHaveLength(2);
  });
});
