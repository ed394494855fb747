import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ENGINES } from '#test/app.ts';
import { addVehicle, appFixtures, book, cancel, day, insertReservation } from '#test/bookings.ts';
import { recordHandover } from '#test/handovers.ts';
import { messages } from '../db/schema.ts';
import type { MessagePayload } from '../services/messages/content.ts';

describe.each(ENGINES)('messages written with their events on %s', (engine) => {
  const t = appFixtures(engine, ['ana', 'beto']);

  const rowsOf = (reservationId: number) =>
    t.app.database.db
      .select()
      .from(messages)
      .where(eq(messages.reservationId, reservationId))
      .orderBy(messages.id);
  const summary = async (reservationId: number) =>
    (await rowsOf(reservationId)).map((row) => [row.kind, row.recipientUserId, row.channel]);

  it('tells the customer of a cancel; staff too when the customer cancels within 48 h', async () => {
    const car = await addVehicle(t.app);
    const soon = (
      await book(t.app, t.ana, { vehicleId: car.id, startDate: day(1), endDate: day(3) })
    ).json();
    const later = (
      await book(t.app, t.ana, { vehicleId: car.id, startDate: day(10), endDate: day(12) })
    ).json();
    const byCompany = (
      await book(t.app, t.beto, { vehicleId: car.id, startDate: day(4), endDate: day(5) })
    ).json();
    expect((await cancel(t.app, t.ana, soon.id)).statusCode).toBe(200);
    expect((await cancel(t.app, t.ana, later.id)).statusCode).toBe(200);
    expect((await cancel(t.app, t.admin, byCompany.id)).statusCode).toBe(200);
    // Cancelling again writes nothing more.
    expect((await cancel(t.app, t.ana, soon.id)).statusCode).toBe(200);

    expect(await summary(soon.id)).toEqual([
      ['reservation-confirmed', t.ana.id, 'email'],
      ['reservation-cancelled', t.ana.id, 'email'],
      ['reservation-cancelled', t.admin.id, 'email'],
    ]);
    expect(await summary(later.id)).toEqual([
      ['reservation-confirmed', t.ana.id, 'email'],
      ['reservation-cancelled', t.ana.id, 'email'],
    ]);
    const [, toBeto] = await rowsOf(byCompany.id);
    if (!toBeto) throw new Error('no cancel message');
    const content = (toBeto.payload as unknown as MessagePayload).content;
    expect(content.details).toContainEqual(['Cancelada por', 'la empresa']);
  });

  it('sends the hand-over records, and staff hear of new damage at check-in', async () => {
    const car = await addVehicle(t.app, { name: 'Rav4 Roja', kilometers: 1000 });
    const row = await insertReservation(t.app, t.beto.id, car.id, -2, 0);
    expect((await recordHandover(t.app, t.admin, row.id, 'checkout', { fuel: 6 })).statusCode).toBe(
      201,
    );
    const back = await recordHandover(t.app, t.admin, row.id, 'checkin', {
      odometer: 1350,
      fuel: 4,
      damages: [{ area: 'Puerta trasera', note: 'Rayón de 10 cm' }],
    });
    expect(back.statusCode).toBe(201);
    expect(await summary(row.id)).toEqual([
      ['checkout-record', t.beto.id, 'email'],
      ['checkin-record', t.beto.id, 'email'],
      ['new-damage', t.admin.id, 'email'],
    ]);
    const [checkout, checkin, damage] = (await rowsOf(row.id)).map(
      (item) => (item.payload as unknown as MessagePayload).content,
    );
    expect(checkout?.details).toContainEqual(['Combustible', '6/8']);
    expect(checkout?.details).toContainEqual(['Fotos', '6 fotos']);
    expect(checkin?.details).toContainEqual(['Recorrido', '350 km']);
    expect(checkin?.items).toEqual(['Puerta trasera: Rayón de 10 cm']);
    expect(damage?.action.path).toBe('/admin/maintenance');

    const [record] = await t.app.database.db
      .select()
      .from(messages)
      .where(and(eq(messages.reservationId, row.id), eq(messages.kind, 'new-damage')));
    expect(record?.vehicleId).toBe(car.id);
  });
});
