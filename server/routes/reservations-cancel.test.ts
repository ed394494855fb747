import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ENGINES } from '#test/app.ts';
import {
  addPerson,
  addVehicle,
  book,
  booked,
  cancel,
  day,
  insertReservation,
  type Person,
} from '#test/bookings.ts';
import type { App } from '../app.ts';
import { reservations } from '../db/schema.ts';

describe.each(ENGINES)('reservation cancel on %s', (engine) => {
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

  describe('cancel', () => {
    it('lets customers cancel their own active and upcoming bookings, once or many times', async () => {
      const car = await addVehicle(app);
      const current = await booked(app, ana, car.id, 0, 2);
      const upcoming = await booked(app, ana, car.id, 5, 6);
      for (const reservation of [current, upcoming]) {
        // Someone else's reservation is answered as a missing one: ids tell nothing.
        expect((await cancel(app, beto, reservation.id)).statusCode).toBe(404);
        expect((await cancel(app, null, reservation.id)).statusCode).toBe(401);
        const res = await cancel(app, ana, reservation.id);
        expect(res.statusCode).toBe(200);
        expect(res.json()).toMatchObject({
          success: true,
          reservation: { id: reservation.id, status: 'cancelled' },
        });
        expect(res.json().reservation.cancelledAt).toBeTruthy();
        const again = await cancel(app, ana, reservation.id);
        expect(again.statusCode).toBe(200);
        expect(again.json().reservation.cancelledAt).toBe(res.json().reservation.cancelledAt);
      }
      const [row] = await app.database.db
        .select()
        .from(reservations)
        .where(eq(reservations.id, upcoming.id));
      expect(row).toMatchObject({ status: 'cancelled', cancelledBy: ana.id });
      // The freed dates can be booked again.
      await booked(app, beto, car.id, 0, 6);
    });

    it('lets admins cancel anyone’s, refuses completed ones and unknown ids', async () => {
      const car = await addVehicle(app);
      const upcoming = await booked(app, beto, car.id, 3, 4);
      const res = await cancel(app, admin, upcoming.id);
      expect(res.statusCode).toBe(200);
      const [row] = await app.database.db
        .select()
        .from(reservations)
        .where(eq(reservations.id, upcoming.id));
      expect(row?.cancelledBy).toBe(admin.id);
      const past = await insertReservation(app, ana.id, car.id, -10, -1);
      for (const who of [ana, admin]) {
        const refused = await cancel(app, who, past.id);
        expect(refused.statusCode).toBe(409);
        expect(refused.json()).toEqual({
          error: 'RESERVATION_COMPLETED',
          message: 'No se puede cancelar una reserva completada',
        });
      }
      expect((await cancel(app, beto, past.id)).statusCode).toBe(404);
      const unknown = await cancel(app, admin, 777_777);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().message).toBe('Reserva no encontrada');
    });

    it('still cancels a booking whose last day is today', async () => {
      const car = await addVehicle(app);
      const endsToday = await insertReservation(app, ana.id, car.id, -3, 0);
      const res = await cancel(app, ana, endsToday.id);
      expect(res.statusCode).toBe(200);
      expect(res.json().reservation).toMatchObject({
        status: 'cancelled',
        displayStatus: 'active',
      });
    });
  });

  describe('idempotent repeats', () => {
    const key = (name: string) => ({ 'idempotency-key': `${name}-${engine}-0001` });

    it('creates once for a repeated key and answers the repeat with the first answer', async () => {
      const car = await addVehicle(app);
      const payload = { vehicleId: car.id, startDate: day(20), endDate: day(22) };
      const first = await book(app, ana, payload, key('create'));
      const again = await book(
        app,
        ana,
        { endDate: day(22), startDate: day(20), vehicleId: car.id },
        key('create'),
      );
      expect(first.statusCode).toBe(201);
      expect(again.statusCode).toBe(201);
      expect(again.json()).toEqual(first.json());
      expect(again.headers['idempotent-replayed']).toBe('true');
      const rows = await app.database.db
        .select()
        .from(reservations)
        .where(eq(reservations.vehicleId, car.id));
      expect(rows).toHaveLength(1);
      // Another body under the same key is refused; without a key, the dates are simply taken.
      const other = await book(app, ana, { ...payload, endDate: day(23) }, key('create'));
      expect(other.statusCode).toBe(422);
      expect(other.json().error).toBe('IDEMPOTENCY_KEY_REUSED');
      expect((await book(app, ana, payload)).statusCode).toBe(409);
      // Keys belong to their user: the same key from someone else is a new request.
      const byBeto = await book(app, beto, payload, key('create'));
      expect(byBeto.statusCode).toBe(409);
    });

    it('cancels once for a repeated key and answers the same body', async () => {
      const car = await addVehicle(app);
      const reservation = await booked(app, ana, car.id, 30, 31);
      const first = await cancel(app, ana, reservation.id, key('cancel'));
      const again = await cancel(app, ana, reservation.id, key('cancel'));
      expect(first.statusCode).toBe(200);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual(first.json());
      expect(again.headers['idempotent-replayed']).toBe('true');
    });
  });
});
