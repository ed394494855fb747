import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ENGINES } from '#test/app.ts';
import {
  addPerson,
  addVehicle,
  booked,
  cancel,
  day,
  insertReservation,
  type Person,
} from '#test/bookings.ts';
import type { App } from '../app.ts';

describe.each(ENGINES)('GET /api/vehicles/:id/booked-ranges on %s (issue 32)', (engine) => {
  let app: App;
  let customer: Person;

  beforeAll(async () => {
    app = await createTestApp(engine);
    customer = await addPerson(app);
  });
  afterAll(async () => {
    await app?.close();
  });

  const ranges = (id: number | string, who?: Person) =>
    app.inject({ method: 'GET', url: `/api/vehicles/${id}/booked-ranges`, headers: who?.headers });

  it('gives anyone the taken days from today on, only dates, in order', async () => {
    const vehicle = await addVehicle(app);
    const other = await addVehicle(app);
    await booked(app, customer, vehicle.id, 10, 12);
    await booked(app, customer, vehicle.id, 3, 5);
    await booked(app, customer, other.id, 3, 5);
    const gone = await booked(app, customer, vehicle.id, 20, 21);
    expect((await cancel(app, customer, gone.id)).statusCode).toBe(200);
    // Over before today: not the calendar's business.
    await insertReservation(app, customer.id, vehicle.id, -6, -2);

    for (const who of [undefined, customer]) {
      const res = await ranges(vehicle.id, who);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual([
        { startDate: day(3), endDate: day(5) },
        { startDate: day(10), endDate: day(12) },
      ]);
    }
  });

  it('answers 404 for a vehicle that does not exist and 400 for an id that cannot be one', async () => {
    const missing = await ranges(999_999);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Vehículo no encontrado.');
    expect((await ranges('abc')).statusCode).toBe(400);
  });
});
