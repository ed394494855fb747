import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rangesOverlap } from '#domain/reservation.ts';
import { createTestApp, ENGINES } from '#test/app.ts';
import { addPerson, addVehicle, book, cancel, day, type Person } from '#test/bookings.ts';
import type { App } from '../app.ts';

/** Days counted from tomorrow; a small window so that bookings collide often. */
const WINDOW = 12;

type Action =
  | { kind: 'book'; vehicle: number; customer: number; start: number; length: number }
  | { kind: 'cancel'; pick: number; byAdmin: boolean }
  | { kind: 'look'; start: number; length: number };

const action: fc.Arbitrary<Action> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('book' as const),
      vehicle: fc.nat(2),
      customer: fc.nat(1),
      start: fc.nat(WINDOW),
      length: fc.integer({ min: 1, max: 4 }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('cancel' as const),
      pick: fc.nat(),
      byAdmin: fc.boolean(),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('look' as const),
      start: fc.nat(WINDOW),
      length: fc.nat(4),
    }),
  },
);

interface Booking {
  id: number;
  vehicleId: number;
  customer: number;
  startDate: string;
  endDate: string;
  cancelled: boolean;
}

describe.each(ENGINES)('bookings and cancellations against a model on %s', (engine) => {
  let app: App;
  let admin: Person;
  let customers: Person[];

  beforeAll(async () => {
    app = await createTestApp(engine);
    admin = await addPerson(app, 'ADMIN');
    customers = [await addPerson(app), await addPerson(app)];
  });
  afterAll(async () => {
    await app?.close();
  });

  async function overlappingPairs(): Promise<number> {
    const result = await app.database.db.execute(sql`
      select count(*)::int as pairs
      from reservations a
      join reservations b on a.vehicle_id = b.vehicle_id and a.id < b.id
      where a.status = 'active' and b.status = 'active'
        and daterange(a.start_date, a.end_date, '[]') && daterange(b.start_date, b.end_date, '[]')`);
    return (result as unknown as { rows: { pairs: number }[] }).rows[0]?.pairs ?? -1;
  }

  it('never double-books, and availability always agrees with a brute-force model', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(action, { minLength: 1, maxLength: 15 }), async (actions) => {
        // Fresh vehicles per run: two ready to rent and one in the workshop.
        const fleet = [
          await addVehicle(app),
          await addVehicle(app, { vehicleType: 'SUV', pricePerDay: 80 }),
          await addVehicle(app, { status: 'underMaintenance' }),
        ];
        const ready = fleet.slice(0, 2).map((v) => v.id);
        const bookings: Booking[] = [];

        for (const step of actions) {
          if (step.kind === 'book') {
            const vehicle = fleet[step.vehicle] ?? fleet[0];
            if (!vehicle) throw new Error('empty fleet');
            const wanted = {
              startDate: day(1 + step.start),
              endDate: day(1 + step.start + step.length),
            };
            const res = await book(app, customers[step.customer] ?? null, {
              vehicleId: vehicle.id,
              ...wanted,
            });
            const clash = bookings.some(
              (b) => !b.cancelled && b.vehicleId === vehicle.id && rangesOverlap(b, wanted),
            );
            const expected = !ready.includes(vehicle.id) || clash ? 409 : 201;
            expect(res.statusCode, res.body).toBe(expected);
            if (res.statusCode === 201) {
              bookings.push({
                id: res.json().id,
                vehicleId: vehicle.id,
                customer: step.customer,
                ...wanted,
                cancelled: false,
              });
            }
          } else if (step.kind === 'cancel' && bookings.length > 0) {
            const target = bookings[step.pick % bookings.length] as Booking;
            const who = step.byAdmin ? admin : (customers[target.customer] as Person);
            const res = await cancel(app, who, target.id);
            expect(res.statusCode, res.body).toBe(200);
            target.cancelled = true;
          } else if (step.kind === 'look') {
            const range = {
              startDate: day(1 + step.start),
              endDate: day(1 + step.start + step.length),
            };
            const res = await app.inject({
              method: 'GET',
              url: `/api/vehicles/available?startDate=${range.startDate}&endDate=${range.endDate}`,
            });
            expect(res.statusCode).toBe(200);
            const offered = res.json().map((v: { id: number }) => v.id);
            const mine = fleet.map((v) => v.id).filter((id) => offered.includes(id));
            const model = ready.filter(
              (id) =>
                !bookings.some(
                  (b) => !b.cancelled && b.vehicleId === id && rangesOverlap(b, range),
                ),
            );
            expect(mine).toEqual(model);
          }
        }
        expect(await overlappingPairs()).toBe(0);
      }),
      { numRuns: 30 },
    );
  }, 120_000);
});
