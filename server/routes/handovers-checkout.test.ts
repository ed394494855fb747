import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { formatDate } from '#domain/dates.ts';
import { HANDOVER_MESSAGES } from '#domain/handover.ts';
import { formatKilometers } from '#domain/number-format.ts';
import { reservationView } from '#domain/reservation-contracts.ts';
import { ENGINES } from '#test/app.ts';
import { addVehicle, appFixtures, booked, cancel, day, insertReservation } from '#test/bookings.ts';
import {
  fakeImage,
  handover,
  handoverBody,
  putPhoto,
  recordHandover,
  sha256Of,
} from '#test/handovers.ts';
import { reservations, vehicles } from '../db/schema.ts';

describe.each(ENGINES)('check-out (Entrega) on %s', (engine) => {
  const fx = appFixtures(engine, ['customer']);

  /** A reservation running from yesterday to tomorrow, on a fresh car at 1,000 km. */
  async function current(overrides: Parameters<typeof addVehicle>[1] = {}) {
    const car = await addVehicle(fx.app, overrides);
    const row = await insertReservation(fx.app, fx.customer.id, car.id, -1, 1);
    return { car, id: row.id };
  }

  it('hands the car over: 201, the reservation is in progress and carries the record', async () => {
    const { car, id } = await current();
    const body = await handoverBody(fx.app, fx.admin, { odometer: 1250, fuel: 6 });
    const res = await handover(fx.app, fx.admin, id, 'checkout', body);
    expect(res.statusCode).toBe(201);
    const view = reservationView.parse(res.json());
    expect(view.rentalStatus).toBe('inProgress');
    expect(view.checkin).toBeNull();
    expect(view.checkout).toMatchObject({
      odometer: 1250,
      fuel: 6,
      notes: body.notes,
      photos: body.photos,
      signature: body.signature,
      damages: [],
      by: { id: fx.admin.id },
    });
    const [after] = await fx.app.database.db.select().from(vehicles).where(eq(vehicles.id, car.id));
    expect(after?.kilometers).toBe(1250);

    const log = await fx.app.inject({
      method: 'GET',
      url: `/api/vehicles/${car.id}/odometer`,
      headers: fx.admin.headers,
    });
    expect(log.statusCode).toBe(200);
    expect(log.json().map((r: { km: number; source: string }) => [r.km, r.source])).toEqual([
      [1250, 'checkout'],
    ]);
  });

  it('records existing damage without sending the car to the workshop', async () => {
    const { car, id } = await current();
    const body = await handoverBody(fx.app, fx.admin, {
      damages: [{ area: 'Parachoques', note: 'Golpe previo', estimatedCost: 80 }],
    });
    const res = await handover(fx.app, fx.admin, id, 'checkout', body);
    expect(res.statusCode).toBe(201);
    expect(res.json().checkout.damages).toEqual([
      { area: 'Parachoques', note: 'Golpe previo', sha256: null, estimatedCost: 80 },
    ]);
    const [after] = await fx.app.database.db.select().from(vehicles).where(eq(vehicles.id, car.id));
    expect(after?.status).toBe('maintenanceCompleted');
  });

  it('refuses a second check-out: 409, the first record stays', async () => {
    const { id } = await current();
    expect((await recordHandover(fx.app, fx.admin, id, 'checkout')).statusCode).toBe(201);
    const again = await recordHandover(fx.app, fx.admin, id, 'checkout', { odometer: 1300 });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      error: 'RESERVATION_DELIVERED',
      message: 'La reserva ya fue entregada',
    });
    const [row] = await fx.app.database.db
      .select()
      .from(reservations)
      .where(eq(reservations.id, id));
    expect(row?.rentalStatus).toBe('inProgress');
  });

  it('refuses a check-out before the start date', async () => {
    const car = await addVehicle(fx.app);
    const upcoming = await booked(fx.app, fx.customer, car.id, 2, 4);
    const res = await recordHandover(fx.app, fx.admin, upcoming.id, 'checkout');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      error: 'RESERVATION_NOT_STARTED',
      message: HANDOVER_MESSAGES.tooEarly(day(2)),
    });
    expect(res.json().message).toContain(formatDate(day(2)));
  });

  it('refuses a cancelled or a completed reservation', async () => {
    const car = await addVehicle(fx.app);
    const upcoming = await booked(fx.app, fx.customer, car.id, 0, 2);
    expect((await cancel(fx.app, fx.customer, upcoming.id)).statusCode).toBe(200);
    const cancelled = await recordHandover(fx.app, fx.admin, upcoming.id, 'checkout');
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.json().error).toBe('RESERVATION_CANCELLED');

    const past = await insertReservation(
      fx.app,
      fx.customer.id,
      (await addVehicle(fx.app)).id,
      -5,
      -2,
    );
    const completed = await recordHandover(fx.app, fx.admin, past.id, 'checkout');
    expect(completed.statusCode).toBe(409);
    expect(completed.json()).toMatchObject({
      error: 'RESERVATION_COMPLETED',
      message: 'No se puede entregar una reserva completada',
    });
  });

  it('refuses a car that is not maintenanceCompleted', async () => {
    const { id } = await current({ status: 'maintenanceRequired' });
    const res = await recordHandover(fx.app, fx.admin, id, 'checkout');
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('VEHICLE_NOT_READY');
    expect(res.json().message).toContain('Requiere mantenimiento');
  });

  it('refuses an odometer below the last reading, with the number as the app writes it', async () => {
    const { car, id } = await current({ kilometers: 12_000 });
    const res = await recordHandover(fx.app, fx.admin, id, 'checkout', { odometer: 11_999 });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      error: 'ODOMETER_BELOW_LAST',
      message: `El odómetro no puede ser menor a ${formatKilometers(12_000)}`,
    });
    expect(res.json().message).toMatch(/^El odómetro no puede ser menor a 12[.,]000 km$/);
    const [after] = await fx.app.database.db.select().from(vehicles).where(eq(vehicles.id, car.id));
    expect(after?.kilometers).toBe(12_000);
  });

  it('answers 409 naming the photos not uploaded yet, and accepts the record once they are', async () => {
    const { id } = await current();
    const body = await handoverBody(fx.app, fx.admin);
    const front = fakeImage();
    const photos = body.photos.map((photo) =>
      photo.angle === 'front' ? { ...photo, sha256: sha256Of(front) } : photo,
    );
    const res = await handover(fx.app, fx.admin, id, 'checkout', { ...body, photos });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      error: 'PHOTOS_MISSING',
      message: 'Faltan por subir fotos: Frente',
      missing: [sha256Of(front)],
    });
    const [row] = await fx.app.database.db
      .select()
      .from(reservations)
      .where(eq(reservations.id, id));
    expect(row?.rentalStatus).toBe('booked');

    const put = await fx.app.inject({
      method: 'PUT',
      url: `/api/photos/${sha256Of(front)}`,
      headers: { ...fx.admin.headers, 'content-type': 'image/jpeg' },
      payload: front,
    });
    expect(put.statusCode).toBe(201);
    expect((await handover(fx.app, fx.admin, id, 'checkout', { ...body, photos })).statusCode).toBe(
      201,
    );
  });

  it('does not keep a missing-photo answer under its Idempotency-Key: the retry can succeed', async () => {
    const { id } = await current();
    const body = await handoverBody(fx.app, fx.admin);
    const late = fakeImage();
    const withLate = { ...body, signature: sha256Of(late) };
    const headers = { 'idempotency-key': `checkout-late-photo-${id}` };
    const first = await handover(fx.app, fx.admin, id, 'checkout', withLate, headers);
    expect(first.statusCode).toBe(409);
    expect(first.json()).toMatchObject({
      error: 'PHOTOS_MISSING',
      message: 'Faltan por subir fotos: Firma',
    });
    expect((await putPhoto(fx.app, fx.admin, late)).statusCode).toBe(201);
    const retry = await handover(fx.app, fx.admin, id, 'checkout', withLate, headers);
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBeUndefined();
  });

  it('validates the body in Spanish: fuel in eighths, one photo per angle', async () => {
    const { id } = await current();
    const body = await handoverBody(fx.app, fx.admin);
    const fuel = await handover(fx.app, fx.admin, id, 'checkout', { ...body, fuel: 9 });
    expect(fuel.statusCode).toBe(400);
    expect(fuel.json().fields.fuel).toBe(HANDOVER_MESSAGES.fuelInvalid);
    const twice = await handover(fx.app, fx.admin, id, 'checkout', {
      ...body,
      photos: [body.photos[0], body.photos[0]],
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toBe(HANDOVER_MESSAGES.photoAngleRepeated);
    const noOdometer = await handover(fx.app, fx.admin, id, 'checkout', {
      ...body,
      odometer: undefined,
    });
    expect(noOdometer.json().fields.odometer).toBe(HANDOVER_MESSAGES.odometerRequired);
  });

  it('answers a repeated Idempotency-Key with the first answer, not a 409', async () => {
    const { id } = await current();
    const body = await handoverBody(fx.app, fx.admin);
    const headers = { 'idempotency-key': `checkout-${id}-abcdef` };
    const first = await handover(fx.app, fx.admin, id, 'checkout', body, headers);
    const second = await handover(fx.app, fx.admin, id, 'checkout', body, headers);
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.json()).toEqual(first.json());
  });

  it('lets no one but staff hand a car over, and 404s an unknown reservation', async () => {
    const { id } = await current();
    const body = await handoverBody(fx.app, fx.admin);
    expect((await handover(fx.app, null, id, 'checkout', body)).statusCode).toBe(401);
    expect((await handover(fx.app, fx.customer, id, 'checkout', body)).statusCode).toBe(403);
    expect((await handover(fx.app, fx.admin, 999_999, 'checkout', body)).statusCode).toBe(404);
  });

  it('refuses to cancel a delivered reservation', async () => {
    const car = await addVehicle(fx.app);
    const today = await booked(fx.app, fx.customer, car.id, 0, 3);
    expect((await recordHandover(fx.app, fx.admin, today.id, 'checkout')).statusCode).toBe(201);
    for (const who of [fx.customer, fx.admin]) {
      const res = await cancel(fx.app, who, today.id);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        error: 'RESERVATION_DELIVERED',
        message: 'La reserva ya fue entregada',
      });
    }
  });
});
