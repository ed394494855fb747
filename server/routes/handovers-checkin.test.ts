import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { formatKilometers } from '#domain/number-format.ts';
import { reservationView } from '#domain/reservation-contracts.ts';
import { ENGINES } from '#test/app.ts';
import { addVehicle, appFixtures, insertReservation } from '#test/bookings.ts';
import { handover, handoverBody, recordHandover, uploaded } from '#test/handovers.ts';
import { reservations, vehicles } from '../db/schema.ts';

describe.each(ENGINES)('check-in (Devolución) on %s', (engine) => {
  const fx = appFixtures(engine, ['customer', 'otherCustomer']);

  /** A car handed over at 1,000 km (interval 10,000 km, no service yet) to `customer`. */
  async function delivered(overrides: Parameters<typeof addVehicle>[1] = {}) {
    const car = await addVehicle(fx.app, {
      kilometers: 1000,
      kmForMaintenance: 10_000,
      ...overrides,
    });
    const row = await insertReservation(fx.app, fx.customer.id, car.id, -2, 0);
    const out = await recordHandover(fx.app, fx.admin, row.id, 'checkout');
    if (out.statusCode !== 201) throw new Error(`checkout answered ${out.statusCode}: ${out.body}`);
    return { car, id: row.id };
  }

  const vehicle = async (id: number) =>
    (await fx.app.database.db.select().from(vehicles).where(eq(vehicles.id, id)))[0];

  it('takes the car back: returned, km updated, odometer logged, the car stays available', async () => {
    const { car, id } = await delivered();
    const body = await handoverBody(fx.app, fx.admin, {
      odometer: 1480,
      fuel: 5,
      signature: undefined,
    });
    const res = await handover(fx.app, fx.admin, id, 'checkin', body);
    expect(res.statusCode).toBe(201);
    const view = reservationView.parse(res.json());
    expect(view.rentalStatus).toBe('returned');
    expect(view.checkout?.odometer).toBe(1000);
    expect(view.checkin).toMatchObject({
      odometer: 1480,
      fuel: 5,
      photos: body.photos,
      damages: [],
    });
    expect(await vehicle(car.id)).toMatchObject({
      kilometers: 1480,
      status: 'maintenanceCompleted',
    });

    const log = await fx.app.inject({
      method: 'GET',
      url: `/api/vehicles/${car.id}/odometer`,
      headers: fx.admin.headers,
    });
    expect(log.json().map((r: { km: number; source: string }) => [r.km, r.source])).toEqual([
      [1480, 'checkin'],
      [1000, 'checkout'],
    ]);
    expect(log.json()[0]).toMatchObject({
      reservationId: id,
      date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
  });

  it('runs the km-maintenance rule: past the interval the car needs maintenance', async () => {
    const { car, id } = await delivered();
    // 10,000 km in two booked days is implausible (issue 27): the counter confirms it.
    const res = await recordHandover(fx.app, fx.admin, id, 'checkin', {
      odometer: 11_000,
      confirmImplausible: true,
    });
    expect(res.statusCode).toBe(201);
    const after = await vehicle(car.id);
    expect(after?.status).toBe('maintenanceRequired');
    expect(after?.lastMaintenanceAlertAt).not.toBeNull();
  });

  it('sends a damaged car to maintenance and shows the damage in the alerts', async () => {
    const { car, id } = await delivered();
    const photo = await uploaded(fx.app, fx.admin);
    const damages = [
      {
        area: 'Puerta delantera derecha',
        note: 'Abolladura nueva',
        sha256: photo,
        estimatedCost: 150.5,
      },
      { area: 'Espejo', note: 'Rayado' },
    ];
    const res = await recordHandover(fx.app, fx.admin, id, 'checkin', { odometer: 1100, damages });
    expect(res.statusCode).toBe(201);
    expect(res.json().checkin.damages).toEqual([
      damages[0],
      { area: 'Espejo', note: 'Rayado', sha256: null, estimatedCost: null },
    ]);
    expect(await vehicle(car.id)).toMatchObject({
      status: 'maintenanceRequired',
      kilometers: 1100,
    });

    const alerts = await fx.app.inject({
      method: 'GET',
      url: '/api/operations/damage-alerts',
      headers: fx.admin.headers,
    });
    expect(alerts.statusCode).toBe(200);
    const mine = alerts.json().filter((a: { vehicleId: number }) => a.vehicleId === car.id);
    expect(mine).toEqual([
      expect.objectContaining({
        reservationId: id,
        vehicleName: car.name,
        damages: res.json().checkin.damages,
      }),
    ]);

    // Through the workshop, the damage is no longer waiting.
    for (const status of ['underMaintenance', 'maintenanceCompleted']) {
      const put = await fx.app.inject({
        method: 'PUT',
        url: `/api/vehicles/${car.id}`,
        headers: fx.admin.headers,
        payload: { status },
      });
      expect(put.statusCode).toBe(200);
    }
    const later = await fx.app.inject({
      method: 'GET',
      url: '/api/operations/damage-alerts',
      headers: fx.admin.headers,
    });
    expect(later.json().filter((a: { vehicleId: number }) => a.vehicleId === car.id)).toEqual([]);
  });

  it('refuses a check-in without a check-out, and a second check-in', async () => {
    const car = await addVehicle(fx.app);
    const row = await insertReservation(fx.app, fx.customer.id, car.id, -1, 1);
    const early = await recordHandover(fx.app, fx.admin, row.id, 'checkin');
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({
      error: 'RESERVATION_NOT_DELIVERED',
      message: 'La reserva aún no fue entregada: no se puede recibir',
    });

    const { id } = await delivered();
    expect(
      (await recordHandover(fx.app, fx.admin, id, 'checkin', { odometer: 1200 })).statusCode,
    ).toBe(201);
    const again = await recordHandover(fx.app, fx.admin, id, 'checkin', { odometer: 1300 });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      error: 'RESERVATION_RETURNED',
      message: 'La reserva ya fue devuelta',
    });
  });

  it('refuses a return odometer below the pickup one; nothing changes', async () => {
    const { car, id } = await delivered();
    const res = await recordHandover(fx.app, fx.admin, id, 'checkin', { odometer: 999 });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(`El odómetro no puede ser menor a ${formatKilometers(1000)}`);
    expect(await vehicle(car.id)).toMatchObject({ kilometers: 1000 });
    const view = await fx.app.inject({
      method: 'GET',
      url: `/api/reservations/${id}`,
      headers: fx.admin.headers,
    });
    expect(view.json()).toMatchObject({ rentalStatus: 'inProgress', checkin: null });
  });

  it('refuses a check-out of a car still out on an overdue rental', async () => {
    const car = await addVehicle(fx.app);
    const overdue = await insertReservation(fx.app, fx.otherCustomer.id, car.id, -3, -1);
    await fx.app.database.db
      .update(reservations)
      .set({ rentalStatus: 'inProgress' })
      .where(eq(reservations.id, overdue.id));
    const next = await insertReservation(fx.app, fx.customer.id, car.id, 0, 2);
    const res = await recordHandover(fx.app, fx.admin, next.id, 'checkout');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      error: 'VEHICLE_STILL_OUT',
      message: 'El vehículo aún no fue devuelto de otra reserva en curso',
    });
  });

  it('lets the owner and staff read the record; another customer gets 404', async () => {
    const { id } = await delivered();
    await recordHandover(fx.app, fx.admin, id, 'checkin', { odometer: 1500 });
    const own = await fx.app.inject({
      method: 'GET',
      url: `/api/reservations/${id}`,
      headers: fx.customer.headers,
    });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({
      id,
      rentalStatus: 'returned',
      checkout: { odometer: 1000 },
      checkin: { odometer: 1500 },
    });
    const staff = await fx.app.inject({
      method: 'GET',
      url: `/api/reservations/${id}`,
      headers: fx.admin.headers,
    });
    expect(staff.json()).toEqual(own.json());
    const other = await fx.app.inject({
      method: 'GET',
      url: `/api/reservations/${id}`,
      headers: fx.otherCustomer.headers,
    });
    expect(other.statusCode).toBe(404);
    expect(
      (await fx.app.inject({ method: 'GET', url: `/api/reservations/${id}` })).statusCode,
    ).toBe(401);

    const list = await fx.app.inject({
      method: 'GET',
      url: '/api/reservations/user',
      headers: fx.customer.headers,
    });
    const listed = list.json().find((r: { id: number }) => r.id === id);
    expect(listed).toMatchObject({ rentalStatus: 'returned', checkin: { odometer: 1500 } });
  });
});
