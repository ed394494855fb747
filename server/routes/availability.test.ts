import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totalPrice } from '#domain/reservation.ts';
import { z } from '#domain/zod.ts';
import { createTestApp, ENGINES } from '#test/app.ts';
import { addPerson, addVehicle, book, cancel, day, type Person } from '#test/bookings.ts';
import type { App } from '../app.ts';
import { maintenanceRecords } from '../db/schema.ts';
import { availableVehicleView } from './availability.ts';

describe.each(ENGINES)('availability API on %s', (engine) => {
  let app: App;
  let ana: Person;

  beforeAll(async () => {
    app = await createTestApp(engine);
    ana = await addPerson(app);
  });
  afterAll(async () => {
    await app?.close();
  });

  const available = (query: string) =>
    app.inject({ method: 'GET', url: `/api/vehicles/available?${query}` });
  const idsFor = async (from: number, to: number, extra = '') => {
    const res = await available(`startDate=${day(from)}&endDate=${day(to)}${extra}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().map((v: { id: number }) => v.id) as number[];
  };

  it('leaves out vehicles booked on any day of the range, both ends included', async () => {
    const car = await addVehicle(app);
    const res = await book(app, ana, { vehicleId: car.id, startDate: day(10), endDate: day(12) });
    expect(res.statusCode).toBe(201);
    expect(await idsFor(12, 14)).not.toContain(car.id);
    expect(await idsFor(8, 10)).not.toContain(car.id);
    expect(await idsFor(11, 11)).not.toContain(car.id);
    expect(await idsFor(1, 30)).not.toContain(car.id);
    expect(await idsFor(13, 15)).toContain(car.id);
    expect(await idsFor(7, 9)).toContain(car.id);
    // A cancelled booking frees its days.
    expect((await cancel(app, ana, res.json().id)).statusCode).toBe(200);
    expect(await idsFor(10, 12)).toContain(car.id);
  });

  it('offers only listed vehicles that are ready to rent, filtered by type', async () => {
    const ready = await addVehicle(app, { vehicleType: 'SUV', capacity: 7 });
    const pickup = await addVehicle(app, { vehicleType: 'PickUp' });
    const archived = await addVehicle(app, { vehicleType: 'SUV', archivedAt: new Date() });
    const unavailable = await Promise.all(
      (['maintenanceRequired', 'underMaintenance', 'outOfService'] as const).map((status) =>
        addVehicle(app, { vehicleType: 'SUV', status }),
      ),
    );
    const all = await idsFor(1, 3);
    expect(all).toEqual(expect.arrayContaining([ready.id, pickup.id]));
    for (const hidden of [archived, ...unavailable]) expect(all).not.toContain(hidden.id);
    const suvs = await idsFor(1, 3, '&type=suv');
    expect(suvs).toContain(ready.id);
    expect(suvs).not.toContain(pickup.id);
    expect(await idsFor(1, 3, '&type=PickUp')).toContain(pickup.id);
    expect(await idsFor(1, 3, '&type=')).toEqual(all);
  });

  it('answers the catalogue’s card shape plus the days and total of the range', async () => {
    const car = await addVehicle(app, {
      pricePerDay: 33.33,
      lastMaintenanceAlertAt: new Date('2026-01-02T03:04:05.678Z'),
    });
    await app.database.db.insert(maintenanceRecords).values([
      {
        vehicleId: car.id,
        maintenanceDate: '2026-01-10',
        kmAtMaintenance: 500,
        description: 'Aceite',
        cost: 65.5,
      },
      {
        vehicleId: car.id,
        maintenanceDate: '2026-03-01',
        kmAtMaintenance: 900,
        description: null,
        cost: null,
      },
    ]);
    const dmy = (offset: number) => day(offset).split('-').reverse().join('-');
    const res = await available(`startDate=${dmy(2)}&endDate=${dmy(5)}`);
    const offer = res.json().find((v: { id: number }) => v.id === car.id);
    expect(offer).toMatchObject({
      days: 3,
      totalPrice: 99.99,
      pricePerDay: 33.33,
      status: 'maintenanceCompleted',
    });
    const catalogue = await app.inject({ method: 'GET', url: '/api/vehicles' });
    expect(catalogue.statusCode).toBe(200);
    const { days: _days, totalPrice: _total, ...vehicle } = offer;
    expect(vehicle).toEqual(catalogue.json().find((v: { id: number }) => v.id === car.id));
    // A list answer (issue 14): the gallery comes with GET /api/vehicles/{id}.
    expect(vehicle.imageUrls).toBeUndefined();
    // The renter's view (DESIGN 9): nothing internal, whoever asks.
    expect(vehicle.maintenanceRecords).toBeUndefined();
    expect(vehicle.insurancePhone).toBeUndefined();
    // The route skips response validation for speed: the answer must still fit its schema.
    expect(z.array(availableVehicleView).safeParse(res.json()).success).toBe(true);
    // One day (start = end) is a valid question: nothing to bill yet.
    const oneDay = await available(`startDate=${day(2)}&endDate=${day(2)}`);
    expect(oneDay.json().find((v: { id: number }) => v.id === car.id)).toMatchObject({
      days: 0,
      totalPrice: 0,
    });
  });

  it('prices every offer exactly as the domain rule does', async () => {
    const prices = [0.01, 19.99, 33.33, 45.5, 99_999.99];
    const cars = await Promise.all(prices.map((pricePerDay) => addVehicle(app, { pricePerDay })));
    const res = await available(`startDate=${day(100)}&endDate=${day(107)}`);
    for (const car of cars) {
      const offer = res.json().find((v: { id: number }) => v.id === car.id);
      expect(offer).toMatchObject({ days: 7, totalPrice: totalPrice(7, car.pricePerDay) });
    }
  });

  it.each([
    ['', 'startDate', 'La fecha de inicio es requerida'],
    ['startDate=2026-05-01', 'endDate', 'La fecha de fin es requerida'],
    ['startDate=2026-02-30&endDate=2026-03-02', 'startDate', 'La fecha de inicio no es válida'],
    ['startDate=2026-03-01&endDate=31-31-2026', 'endDate', 'La fecha de fin no es válida'],
    ['startDate=ma%C3%B1ana&endDate=2026-03-02', 'startDate', 'La fecha de inicio no es válida'],
    [
      'startDate=2026-03-05&endDate=2026-03-01',
      'endDate',
      'La fecha de fin no puede ser anterior a la fecha de inicio',
    ],
    [
      'startDate=2026-03-01&endDate=2026-03-02&type=Moto',
      'type',
      'El tipo de vehículo no es válido.',
    ],
  ])('refuses %j with a Spanish 400', async (query, field, message) => {
    const res = await available(query);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[field]).toBe(message);
  });

  it('carries no personal data and needs no sign-in', async () => {
    const res = await available(`startDate=${day(1)}&endDate=${day(2)}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toMatch(/email|dui|firstName|userId|password/i);
  });
});
