import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { POSTGRES_URL } from '#test/app.ts';
import {
  addVehicle,
  insertReservation,
  type Person,
  racingServerFixtures,
} from '#test/bookings.ts';
import { handoverBody } from '#test/handovers.ts';

const RACERS = 10;

/**
 * Two counters (here ten) handing over the same car at the same moment, over separate
 * connections to a real listening server on real PostgreSQL: exactly one check-out is recorded.
 */
describe.skipIf(!POSTGRES_URL)('double check-out under concurrency on postgres', () => {
  const server = racingServerFixtures(RACERS + 10, { admins: RACERS, customers: 1 });
  const customer = () => server.customers[0] as Person;

  async function race(kind: 'checkout' | 'checkin', reservationId: number, odometer: number) {
    const bodies = await Promise.all(
      server.admins.map((admin, i) => handoverBody(server.app, admin, { odometer: odometer + i })),
    );
    return Promise.all(
      server.admins.map(async (admin, i) => {
        const res = await fetch(`${server.base}/api/reservations/${reservationId}/${kind}`, {
          method: 'POST',
          headers: { ...admin.headers, 'content-type': 'application/json' },
          body: JSON.stringify(bodies[i]),
        });
        return { status: res.status, body: (await res.json()) as { error?: string } };
      }),
    );
  }

  it('records exactly one of simultaneous check-outs (201); the rest are 409', async () => {
    for (let round = 0; round < 3; round++) {
      const car = await addVehicle(server.app);
      const row = await insertReservation(server.app, customer().id, car.id, -1, 2);
      const out = await race('checkout', row.id, 1000);
      expect(out.filter((r) => r.status === 201)).toHaveLength(1);
      const refused = out.filter((r) => r.status !== 201);
      expect(refused).toHaveLength(RACERS - 1);
      for (const r of refused) {
        expect(r.status).toBe(409);
        expect(r.body.error).toBe('RESERVATION_DELIVERED');
      }
      const back = await race('checkin', row.id, 2000);
      expect(back.filter((r) => r.status === 201)).toHaveLength(1);
      expect(back.filter((r) => r.status === 409)).toHaveLength(RACERS - 1);
      const readings = await server.app.inject({
        method: 'GET',
        url: `/api/vehicles/${car.id}/odometer`,
        headers: server.admins[0]?.headers,
      });
      expect(readings.json().map((r: { source: string }) => r.source)).toEqual([
        'checkin',
        'checkout',
      ]);
    }
  }, 120_000);

  it('lets a cancel and a check-out of one reservation race: one wins, never both, never a 500', async () => {
    for (let round = 0; round < 5; round++) {
      const car = await addVehicle(server.app);
      const row = await insertReservation(server.app, customer().id, car.id, -1, 2);
      const body = await handoverBody(server.app, server.admins[0] as Person);
      const [cancelled, delivered] = await Promise.all([
        fetch(`${server.base}/api/reservations/${row.id}`, {
          method: 'DELETE',
          headers: customer().headers,
        }),
        fetch(`${server.base}/api/reservations/${row.id}/checkout`, {
          method: 'POST',
          headers: { ...server.admins[0]?.headers, 'content-type': 'application/json' },
          body: JSON.stringify(body),
        }),
      ]);
      expect([cancelled.status, delivered.status].sort()).toEqual(
        cancelled.status === 200 ? [200, 409] : [201, 409],
      );
      const view = await server.app.inject({
        method: 'GET',
        url: `/api/reservations/${row.id}`,
        headers: customer().headers,
      });
      expect(view.json()).toMatchObject(
        cancelled.status === 200
          ? { status: 'cancelled', rentalStatus: 'booked' }
          : { status: 'active', rentalStatus: 'inProgress' },
      );
    }
  }, 60_000);

  // The proof that the vehicle lock, not only the unique index behind it, serializes the
  // hand-overs. Runs last: it removes the index for good.
  it('still records one check-out when the unique index is gone', async () => {
    await server.app.database.db.execute(sql`drop index handovers_reservation_kind_key`);
    const car = await addVehicle(server.app);
    const row = await insertReservation(server.app, customer().id, car.id, -1, 2);
    const out = await race('checkout', row.id, 1000);
    expect(out.filter((r) => r.status === 201)).toHaveLength(1);
  }, 60_000);
});
