import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import type { Attachment } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES } from '#test/app.ts';
import { addVehicle, appFixtures, book, day, insertReservation } from '#test/bookings.ts';
import { recordHandover } from '#test/handovers.ts';
import { pdfText } from '#test/pdf.ts';
import { startMailbox, type TestMailbox } from '#test/smtp.ts';
import type { AppConfig } from '../config.ts';
import { messages, users } from '../db/schema.ts';
import { Messaging } from '../services/messages/messaging.ts';

const PUBLIC_URL = 'https://elite.example';
const MINUTE = 60_000;

describe.each(ENGINES)('confirmation e-mails over SMTP on %s', (engine) => {
  let mailbox: TestMailbox;
  const overrides: Partial<AppConfig> = {};
  beforeAll(async () => {
    mailbox = await startMailbox();
    overrides.messages = { mailUrl: mailbox.url, publicUrl: PUBLIC_URL };
  });
  const t = appFixtures(engine, ['ana', 'beto'], overrides);
  afterAll(async () => {
    await mailbox?.stop();
  });

  const emailsOf = (reservationId: number) =>
    t.app.database.db.select().from(messages).where(eq(messages.reservationId, reservationId));
  const addressOf = async (userId: number) => {
    const [row] = await t.app.database.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, userId));
    return row?.email;
  };

  it('sends one reservation-confirmed with the figures and a valid .ics, and nothing on replay', async () => {
    const car = await addVehicle(t.app, { name: 'Corolla Gris', pricePerDay: 45.5 });
    const key = { 'idempotency-key': `confirm-${engine}-0001` };
    const payload = { vehicleId: car.id, startDate: day(10), endDate: day(12) };
    const first = await book(t.app, t.ana, payload, key);
    expect(first.statusCode).toBe(201);
    const id: number = first.json().id;
    const before = mailbox.mails.length;
    expect(await t.app.messages.drain()).toBe(1);
    expect(mailbox.mails).toHaveLength(before + 1);

    const mail = mailbox.mails.at(-1);
    if (!mail) throw new Error('no mail');
    const to = Array.isArray(mail.to) ? mail.to[0] : mail.to;
    expect(to?.value[0]?.address).toBe(await addressOf(t.ana.id));
    expect(mail.subject).toBe(`Reserva #${id} confirmada: Corolla Gris`);
    const [y, m, d] = day(10).split('-');
    for (const text of [mail.text ?? '', String(mail.html)]) {
      expect(text).toContain('$91.00');
      expect(text).toContain(`${d}/${m}/${y} a las 09:00`);
      expect(text).toContain('2 días');
      expect(text).toContain(`${PUBLIC_URL}/customer/my-reservations?reserva=${id}`);
    }
    // Confirmations carry no unsubscribe: only reminders do.
    expect(mail.headerLines.some((line) => line.key === 'list-unsubscribe')).toBe(false);

    const ics = mail.attachments.find((a: Attachment) => a.filename === `reserva-${id}.ics`);
    if (!ics) throw new Error('no .ics attached');
    expect(ics.contentType).toBe('text/calendar');
    const calendar = new ICAL.Component(ICAL.parse(ics.content.toString('utf8')));
    const [vevent] = calendar.getAllSubcomponents('vevent');
    if (!vevent) throw new Error('no event in the .ics');
    const event = new ICAL.Event(vevent);
    expect(event.uid).toBe(`reservation-${id}@elitedrive`);
    expect(event.startDate.toString()).toBe(day(10));

    // The same request again with its key: the stored answer, and no second message.
    const replay = await book(t.app, t.ana, payload, key);
    expect(replay.statusCode).toBe(201);
    expect(replay.json().id).toBe(id);
    expect(await t.app.messages.drain()).toBe(0);
    expect(mailbox.mails).toHaveLength(before + 1);
    const rows = await emailsOf(id);
    expect(rows.map((row) => [row.kind, row.channel, row.status])).toEqual([
      ['reservation-confirmed', 'email', 'sent'],
    ]);
  });

  it('attaches the rental agreement to the check-out record and the bill to the check-in record (issue 30)', async () => {
    const car = await addVehicle(t.app, { name: 'Sentra Ñandú', plate: 'P 555-123' });
    const { id } = await insertReservation(t.app, t.ana.id, car.id, -1, 1);
    const out = await recordHandover(t.app, t.admin, id, 'checkout', { odometer: 1000 });
    expect(out.statusCode, out.body).toBe(201);
    const back = await recordHandover(t.app, t.admin, id, 'checkin', {
      odometer: 1250,
      signature: undefined,
    });
    expect(back.statusCode, back.body).toBe(201);
    await t.app.messages.drain();

    const mailOf = (subject: string) => {
      const mail = mailbox.mails.find((m) => m.subject === subject);
      if (!mail) throw new Error(`no mail '${subject}'`);
      return mail;
    };
    const pdfOf = (subject: string, prefix: string) => {
      const mail = mailOf(subject);
      expect(mail.text).toContain('en PDF');
      const pdf = mail.attachments.find((a: Attachment) => a.filename?.startsWith(prefix));
      if (!pdf) throw new Error(`no ${prefix} PDF attached to '${subject}'`);
      expect(pdf.contentType).toBe('application/pdf');
      return pdfText(pdf.content);
    };
    const year = new Date().getFullYear();
    const agreement = pdfOf(`Constancia de entrega: reserva #${id}`, `contrato-${year}-`);
    expect(agreement).toContain('Contrato de arrendamiento');
    expect(agreement).toContain('P 555-123');
    const bill = pdfOf(`Constancia de devolución: reserva #${id}`, `liquidacion-${year}-`);
    expect(bill).toContain('Liquidación');
    expect(bill).toContain('250 km');
  });

  it('keeps a mail while the SMTP server is down and sends it once when it is back', async () => {
    const car = await addVehicle(t.app);
    await mailbox.stop();
    const res = await book(t.app, t.beto, {
      vehicleId: car.id,
      startDate: day(20),
      endDate: day(21),
    });
    expect(res.statusCode).toBe(201);
    const id: number = res.json().id;
    const before = mailbox.mails.length;
    const now = new Date();
    expect(await t.app.messages.drain(now)).toBe(0);
    const [retrying] = await emailsOf(id);
    expect(retrying?.status).toBe('retrying');
    expect(retrying?.attempts).toBe(1);
    expect(retrying?.lastError).toMatch(/ECONNREFUSED|ESOCKET|ECONNECTION/);

    // Not due again within its back-off, even with the server back.
    await mailbox.start();
    expect(await t.app.messages.drain(new Date(now.getTime() + 5_000))).toBe(0);
    // A minute later it goes out, once.
    expect(await t.app.messages.drain(new Date(now.getTime() + MINUTE))).toBe(1);
    expect(await t.app.messages.drain(new Date(now.getTime() + 60 * MINUTE))).toBe(0);
    expect(mailbox.mails).toHaveLength(before + 1);
    const [sent] = await emailsOf(id);
    expect(sent?.status).toBe('sent');
    expect(sent?.attempts).toBe(2);
  });

  it("gives up on a 5xx reply; 'Reenviar' puts it back and it goes out", async () => {
    const car = await addVehicle(t.app);
    mailbox.rejectWith(550);
    const res = await book(t.app, t.ana, {
      vehicleId: car.id,
      startDate: day(30),
      endDate: day(31),
    });
    const id: number = res.json().id;
    await t.app.messages.drain();
    const [failed] = await emailsOf(id);
    expect(failed?.status).toBe('failed');
    expect(failed?.lastError).toMatch(/^SMTP 550/);

    mailbox.rejectWith(null);
    const resend = await t.app.inject({
      method: 'POST',
      url: `/api/messages/${failed?.id}/resend`,
      headers: t.admin.headers,
    });
    expect(resend.statusCode).toBe(202);
    expect(await t.app.messages.drain()).toBe(1);
    const [sent] = await emailsOf(id);
    expect(sent?.status).toBe('sent');
  });

  it("keeps mail as 'no-mail-server' without MAIL_URL and sends it once one is set", async () => {
    const withoutMail = new Messaging(
      t.app.database.db,
      { ...t.app.messages.options, mailUrl: undefined },
      'secret-for-this-test',
      t.app.log,
    );
    const car = await addVehicle(t.app);
    const res = await book(t.app, t.beto, {
      vehicleId: car.id,
      startDate: day(40),
      endDate: day(41),
    });
    const id: number = res.json().id;
    await withoutMail.drain();
    const [kept] = await emailsOf(id);
    expect(kept?.status).toBe('no-mail-server');
    const before = mailbox.mails.length;
    expect(await t.app.messages.drain()).toBe(1);
    expect(mailbox.mails).toHaveLength(before + 1);
    expect(await t.app.messages.drain()).toBe(0);
  });
});
