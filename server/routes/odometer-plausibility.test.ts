import { describe, expect, it } from 'vitest';
import { ENGINES } from '#test/app.ts';
import { addVehicle, appFixtures, insertReservation } from '#test/bookings.ts';
import { recordHandover } from '#test/handovers.ts';

describe.each(ENGINES)('implausible odometer readings on %s (issue 27)', (engine) => {
  const fx = appFixtures(engine, ['customer']);

  it('refuses a check-out from 27,300 to 41,250 km with 409 and the figures', async () => {
    const car = await addVehicle(fx.app, { kilometers: 27_300, kmForMaintenance: 100_000 });
    const row = await insertReservation(fx.app, fx.customer.id, car.id, 0, 2);
    const res = await recordHandover(fx.app, fx.admin, row.id, 'checkout', { odometer: 41_250 });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      error: 'ODOMETER_IMPLAUSIBLE',
      odometer: { previousKm: 27_300, reading: 41_250, increase: 13_950, maxIncrease: 500 },
    });
    expect(res.json().message).toContain('13,950 km');

    const confirmed = await recordHandover(fx.app, fx.admin, row.id, 'checkout', {
      odometer: 41_250,
      confirmImplausible: true,
    });
    expect(confirmed.statusCode).toBe(201);
    expect(confirmed.json().checkout.odometer).toBe(41_250);
  });

  it('refuses a check-in 19,000 km above the check-out after two booked days', async () => {
    const car = await addVehicle(fx.app, { kilometers: 1_000, kmForMaintenance: 100_000 });
    const row = await insertReservation(fx.app, fx.customer.id, car.id, -1, 1);
    expect(
      (await recordHandover(fx.app, fx.admin, row.id, 'checkout', { odometer: 1_000 })).statusCode,
    ).toBe(201);
    const res = await recordHandover(fx.app, fx.admin, row.id, 'checkin', { odometer: 20_000 });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      error: 'ODOMETER_IMPLAUSIBLE',
      odometer: { previousKm: 1_000, reading: 20_000, increase: 19_000, maxIncrease: 3_000 },
    });
    // 3,000 km in two days is still plausible.
    const fine = await recordHandover(fx.app, fx.admin, row.id, 'checkin', { odometer: 4_000 });
    expect(fine.statusCode).toBe(201);
  });
});
