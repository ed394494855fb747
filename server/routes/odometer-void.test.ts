import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ENGINES, isSpanishMessage } from '#test/app.ts';
import { addVehicle, appFixtures, day, insertReservation } from '#test/bookings.ts';
import { recordHandover } from '#test/handovers.ts';
import { odometerReadings, vehicles } from '../db/schema.ts';

describe.each(ENGINES)('voiding an odometer reading on %s (issue 27)', (engine) => {
  const fx = appFixtures(engine, ['customer']);

  const log = async (vehicleId: number) => {
    const res = await fx.app.inject({
      method: 'GET',
      url: `/api/vehicles/${vehicleId}/odometer`,
      headers: fx.admin.headers,
    });
    expect(res.statusCode).toBe(200);
    return res.json() as {
      id: number;
      km: number;
      source: string;
      voided: boolean;
      voidedAt: string | null;
      voidedBy: { id: number; name: string } | null;
      voidReason: string | null;
    }[];
  };
  const forecastOf = async (vehicleId: number) => {
    const res = await fx.app.inject({
      method: 'GET',
      url: '/api/maintenance/forecast',
      headers: fx.admin.headers,
    });
    return (res.json() as { vehicleId: number; state: string; kmToService: number }[]).find(
      (item) => item.vehicleId === vehicleId,
    );
  };
  const voidIt = (
    who: { headers: Record<string, string> } | null,
    vehicleId: number,
    readingId: number,
    payload: unknown,
  ) =>
    fx.app.inject({
      method: 'POST',
      url: `/api/vehicles/${vehicleId}/odometer/${readingId}/void`,
      headers: { ...who?.headers },
      payload: payload as Record<string, unknown>,
    });

  /** A car at 27,300 km (readings 60 and 30 days ago) checked out, by mistake, at 41,250 km. */
  async function typo() {
    const car = await addVehicle(fx.app, { kilometers: 27_300, kmForMaintenance: 40_000 });
    const db = fx.app.database.db;
    await db.insert(odometerReadings).values([
      {
        vehicleId: car.id,
        km: 25_000,
        source: 'initial',
        recordedAt: new Date(`${day(-60)}T18:00:00Z`),
      },
      {
        vehicleId: car.id,
        km: 27_300,
        source: 'edit',
        recordedAt: new Date(`${day(-30)}T18:00:00Z`),
      },
    ]);
    const row = await insertReservation(fx.app, fx.customer.id, car.id, 0, 2);
    const out = await recordHandover(fx.app, fx.admin, row.id, 'checkout', {
      odometer: 41_250,
      confirmImplausible: true,
    });
    expect(out.statusCode).toBe(201);
    const wrong = (await log(car.id)).find((reading) => reading.source === 'checkout');
    if (!wrong) throw new Error('no check-out reading');
    return { car, reservationId: row.id, wrong };
  }

  it('keeps the reading marked voided, the km fall back, the forecast and the audit follow', async () => {
    const { car, reservationId, wrong } = await typo();
    expect((await forecastOf(car.id))?.state).toBe('overdue');

    const res = await voidIt(fx.admin, car.id, wrong.id, { reason: '  Error de digitación  ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: wrong.id,
      km: 41_250,
      voided: true,
      voidedBy: { id: fx.admin.id },
      voidReason: 'Error de digitación',
    });
    expect(res.json().voidedAt).toEqual(expect.any(String));

    const after = await log(car.id);
    expect(after.map((reading) => [reading.km, reading.voided])).toEqual([
      [41_250, true],
      [27_300, false],
      [25_000, false],
    ]);
    const [vehicle] = await fx.app.database.db
      .select()
      .from(vehicles)
      .where(eq(vehicles.id, car.id));
    expect(vehicle?.kilometers).toBe(27_300);
    expect(vehicle?.status).toBe('maintenanceCompleted');
    const forecast = await forecastOf(car.id);
    expect(forecast?.state).toBe('upToDate');
    expect(forecast?.kmToService).toBe(12_700);

    const audit = await fx.app.inject({
      method: 'GET',
      url: `/api/audit?entity=vehicle&id=${car.id}`,
      headers: fx.admin.headers,
    });
    const entry = audit.json().items?.[0] ?? audit.json()[0];
    expect(entry).toMatchObject({
      action: 'odometerVoided',
      before: { kilometers: 41_250 },
      after: {
        kilometers: 27_300,
        readingId: wrong.id,
        readingKm: 41_250,
        reason: 'Error de digitación',
      },
      actor: { id: fx.admin.id },
    });

    // The return can now be read from the corrected figure.
    const back = await recordHandover(fx.app, fx.admin, reservationId, 'checkin', {
      odometer: 27_450,
    });
    expect(back.statusCode).toBe(201);
  });

  it('marks the voided reading on the hand-over record the reservation views carry', async () => {
    const { car, reservationId, wrong } = await typo();
    const checkoutOf = async (who: { headers: Record<string, string> }) => {
      const res = await fx.app.inject({
        method: 'GET',
        url: `/api/reservations/${reservationId}`,
        headers: who.headers,
      });
      expect(res.statusCode).toBe(200);
      return res.json().checkout as { odometer: number; odometerVoided: unknown };
    };
    expect(await checkoutOf(fx.admin)).toMatchObject({ odometer: 41_250, odometerVoided: null });

    expect(
      (await voidIt(fx.admin, car.id, wrong.id, { reason: 'Error de digitación' })).statusCode,
    ).toBe(200);

    for (const who of [fx.admin, fx.customer]) {
      expect(await checkoutOf(who)).toMatchObject({
        odometer: 41_250,
        odometerVoided: {
          at: expect.any(String),
          by: { id: fx.admin.id, name: expect.any(String) },
          reason: 'Error de digitación',
        },
      });
    }
    // The return, recorded after, is a valid reading.
    await recordHandover(fx.app, fx.admin, reservationId, 'checkin', { odometer: 27_450 });
    const res = await fx.app.inject({
      method: 'GET',
      url: `/api/reservations/${reservationId}`,
      headers: fx.customer.headers,
    });
    expect(res.json().checkin).toMatchObject({ odometer: 27_450, odometerVoided: null });
    expect(res.json().checkout.odometerVoided).toMatchObject({ reason: 'Error de digitación' });
  });

  it('refuses a second void (409), a customer (403), no session (401), no reason (400), unknown (404)', async () => {
    const { car, wrong } = await typo();
    expect((await voidIt(null, car.id, wrong.id, { reason: 'x' })).statusCode).toBe(401);
    const customer = await voidIt(fx.customer, car.id, wrong.id, { reason: 'x' });
    expect(customer.statusCode).toBe(403);
    expect(isSpanishMessage(customer.json().message)).toBe(true);
    const empty = await voidIt(fx.admin, car.id, wrong.id, { reason: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('El motivo de la anulación es requerido');
    expect((await voidIt(fx.admin, car.id, 999_999, { reason: 'x' })).statusCode).toBe(404);
    expect((await voidIt(fx.admin, 999_999, wrong.id, { reason: 'x' })).statusCode).toBe(404);

    expect((await voidIt(fx.admin, car.id, wrong.id, { reason: 'Error' })).statusCode).toBe(200);
    const twice = await voidIt(fx.admin, car.id, wrong.id, { reason: 'Otra vez' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({
      error: 'READING_ALREADY_VOIDED',
      message: 'Esta lectura ya fue anulada',
    });
    const [kept] = (await log(car.id)).filter((reading) => reading.id === wrong.id);
    expect(kept?.voidReason).toBe('Error');
  });
});
