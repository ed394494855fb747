import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addMonths } from '#domain/maintenance-forecast.ts';
import { ENGINES } from '#test/app.ts';
import { addVehicle, appFixtures, day, insertReservation } from '#test/bookings.ts';
import { recordHandover } from '#test/handovers.ts';
import {
  handovers,
  maintenanceRecords,
  odometerReadings,
  reservations,
  vehicles,
} from '../db/schema.ts';

describe.each(ENGINES)('check-out warnings on %s (issue 27)', (engine) => {
  const fx = appFixtures(engine, ['customer']);
  const db = () => fx.app.database.db;

  const warningsOf = (reservationId: number, who = fx.admin) =>
    fx.app.inject({
      method: 'GET',
      url: `/api/reservations/${reservationId}/checkout-warnings`,
      headers: { ...who.headers },
    });
  const auditOf = async (reservationId: number) => {
    const res = await fx.app.inject({
      method: 'GET',
      url: `/api/audit?entity=reservation&id=${reservationId}`,
      headers: fx.admin.headers,
    });
    const body = res.json();
    return (Array.isArray(body) ? body : body.items) as {
      action: string;
      after: Record<string, unknown>;
    }[];
  };

  it('refuses a car overdue for service with 409 and the warning; an override reason lets it go', async () => {
    const car = await addVehicle(fx.app, { kilometers: 10_500, kmForMaintenance: 10_000 });
    const row = await insertReservation(fx.app, fx.customer.id, car.id, 0, 2);

    const before = await warningsOf(row.id);
    expect(before.statusCode).toBe(200);
    expect(before.json()).toMatchObject({
      lastReading: null,
      maxPlausibleKm: 11_000,
      warnings: [{ kind: 'serviceOverdue', dueBy: 'km', kmToService: -500 }],
    });

    const refused = await recordHandover(fx.app, fx.admin, row.id, 'checkout', {
      odometer: 10_520,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe('CHECKOUT_WARNINGS');
    expect(refused.json().message.split('\n')).toEqual([
      'El vehículo tiene avisos pendientes; para entregarlo indica un motivo:',
      'Servicio vencido por kilómetros: superó su intervalo por 500 km',
    ]);
    expect(refused.json().warnings).toEqual([
      expect.objectContaining({ kind: 'serviceOverdue', kmToService: -500 }),
    ]);
    const [still] = await db().select().from(reservations).where(eq(reservations.id, row.id));
    expect(still?.rentalStatus).toBe('booked');

    const empty = await recordHandover(fx.app, fx.admin, row.id, 'checkout', {
      odometer: 10_520,
      override: { reason: '   ' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('El motivo para entregar con avisos es requerido');

    const reason = 'Servicio agendado para el regreso; el cliente lo sabe';
    const done = await recordHandover(fx.app, fx.admin, row.id, 'checkout', {
      odometer: 10_520,
      override: { reason },
    });
    expect(done.statusCode).toBe(201);
    expect(done.json().checkout.overrideReason).toBe(reason);
    const [record] = await db().select().from(handovers).where(eq(handovers.reservationId, row.id));
    expect(record?.overrideReason).toBe(reason);
    const [entry] = await auditOf(row.id);
    expect(entry).toMatchObject({
      action: 'delivered',
      after: {
        overrideReason: reason,
        warnings: ['Servicio vencido por kilómetros: superó su intervalo por 500 km'],
      },
    });
  });

  it('warns when the service falls due during the rental, by km at the average pace and by time', async () => {
    const car = await addVehicle(fx.app, {
      kilometers: 9_700,
      kmForMaintenance: 10_000,
      monthsForMaintenance: 6,
    });
    await db()
      .insert(maintenanceRecords)
      .values({
        vehicleId: car.id,
        maintenanceDate: addMonths(day(2), -6),
        kmAtMaintenance: 0,
      });
    // 100 km a day over the last 20 days: 300 km left, 500 expected in five days.
    await db()
      .insert(odometerReadings)
      .values([
        {
          vehicleId: car.id,
          km: 7_700,
          source: 'edit',
          recordedAt: new Date(`${day(-20)}T18:00:00Z`),
        },
        {
          vehicleId: car.id,
          km: 9_700,
          source: 'edit',
          recordedAt: new Date(`${day(0)}T12:00:00Z`),
        },
      ]);
    const row = await insertReservation(fx.app, fx.customer.id, car.id, 0, 5);
    const res = await warningsOf(row.id);
    expect(res.statusCode).toBe(200);
    const { warnings, lastReading } = res.json();
    expect(lastReading).toMatchObject({ km: 9_700, date: day(0) });
    expect(warnings.map((w: { kind: string; dueBy: string }) => [w.kind, w.dueBy])).toEqual([
      ['serviceDueDuringRental', 'km'],
      ['serviceDueDuringRental', 'time'],
    ]);
    expect(warnings[0].message).toBe(
      'El servicio por kilómetros vence durante la renta: faltan 300 km y se esperan unos 500 km en 5 días (promedio 100 km/día)',
    );
    expect(warnings[1].message).toMatch(
      /^El servicio por tiempo vence durante la renta: el \d{2}\/\d{2}\/\d{4}$/,
    );
    const refused = await recordHandover(fx.app, fx.admin, row.id, 'checkout', { odometer: 9_710 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message.split('\n')).toHaveLength(3);
  });

  it('warns of damage found at a return until a maintenance record closes it', async () => {
    const car = await addVehicle(fx.app, { kilometers: 2_000, kmForMaintenance: 50_000 });
    const past = await insertReservation(fx.app, fx.customer.id, car.id, -6, -4);
    await db()
      .update(reservations)
      .set({ rentalStatus: 'returned' })
      .where(eq(reservations.id, past.id));
    await db()
      .insert(handovers)
      .values({
        reservationId: past.id,
        kind: 'checkin',
        recordedBy: fx.admin.id,
        recordedAt: new Date(`${day(-4)}T20:00:00Z`),
        odometer: 2_000,
        fuel: 8,
        damages: [
          { area: 'Puerta trasera', note: 'Abolladura', sha256: null, estimatedCost: null },
        ],
      });
    const row = await insertReservation(fx.app, fx.customer.id, car.id, 0, 1);
    const warned = await warningsOf(row.id);
    expect(warned.json().warnings).toEqual([
      expect.objectContaining({
        kind: 'openDamage',
        reservationId: past.id,
        damages: [{ area: 'Puerta trasera', note: 'Abolladura' }],
        message: expect.stringContaining(`(reserva #${past.id}): Puerta trasera (Abolladura)`),
      }),
    ]);
    const refused = await recordHandover(fx.app, fx.admin, row.id, 'checkout', { odometer: 2_010 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().warnings[0].kind).toBe('openDamage');

    await db()
      .insert(maintenanceRecords)
      .values({
        vehicleId: car.id,
        maintenanceDate: day(0),
        kmAtMaintenance: 2_000,
        description: 'Puerta reparada',
      });
    expect((await warningsOf(row.id)).json().warnings).toEqual([]);
    const done = await recordHandover(fx.app, fx.admin, row.id, 'checkout', { odometer: 2_010 });
    expect(done.statusCode).toBe(201);
    expect(done.json().checkout.overrideReason).toBeNull();
  });

  it('still refuses a car that is not ready, reason or not; customers get 403', async () => {
    const car = await addVehicle(fx.app, {
      kilometers: 10_500,
      kmForMaintenance: 10_000,
      status: 'maintenanceRequired',
    });
    const row = await insertReservation(fx.app, fx.customer.id, car.id, 0, 2);
    const res = await recordHandover(fx.app, fx.admin, row.id, 'checkout', {
      odometer: 10_520,
      override: { reason: 'Urgente' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('VEHICLE_NOT_READY');
    const [after] = await db().select().from(vehicles).where(eq(vehicles.id, car.id));
    expect(after?.kilometers).toBe(10_500);
    expect((await warningsOf(row.id, fx.customer)).statusCode).toBe(403);
  });
});
