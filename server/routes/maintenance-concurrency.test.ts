import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { POSTGRES_URL } from '#test/app.ts';
import { addVehicle, day, type Person, racingServerFixtures } from '#test/bookings.ts';

const RACERS = 50;

/**
 * Issue 12: 50 simultaneous bookings and service windows of one vehicle over the same days, over
 * separate connections to a listening server on real PostgreSQL: at most one of them may win.
 */
describe.skipIf(!POSTGRES_URL)('bookings and service windows racing on postgres', () => {
  const server = racingServerFixtures(RACERS + 10, { admins: 1, customers: RACERS / 2 });

  /** Racer i books (even) or schedules a window (odd); every range covers days +10 and +11. */
  async function race(vehicleId: number) {
    return Promise.all(
      Array.from({ length: RACERS }, async (_, i) => {
        const range = { startDate: day(10 - (i % 5)), endDate: day(11 + (i % 7)) };
        const window = i % 2 === 1;
        const who = (window ? server.admins[0] : server.customers[i >> 1]) as Person;
        const res = await fetch(
          window
            ? `${server.base}/api/vehicles/${vehicleId}/maintenance-windows`
            : `${server.base}/api/reservations`,
          {
            method: 'POST',
            headers: { ...who.headers, 'content-type': 'application/json' },
            body: JSON.stringify(
              window ? { ...range, reason: `Servicio ${i}` } : { ...range, vehicleId },
            ),
          },
        );
        return { status: res.status, body: (await res.json()) as { error?: string } };
      }),
    );
  }

  /** Pairs of anything (reservation or window) of one vehicle whose days overlap. */
  async function overlappingPairs(): Promise<number> {
    const result = await server.app.database.db.execute(sql`
      with taken as (
        select vehicle_id, start_date, end_date, 'r' || id as key from reservations
        where status = 'active'
        union all
        select vehicle_id, start_date, end_date, 'w' || id from maintenance_windows
      )
      select count(*)::int as pairs
      from taken a join taken b on a.vehicle_id = b.vehicle_id and a.key < b.key
      where daterange(a.start_date, a.end_date, '[]') && daterange(b.start_date, b.end_date, '[]')`);
    return (result as unknown as { rows: { pairs: number }[] }).rows[0]?.pairs ?? -1;
  }

  it('lets exactly one of 50 overlapping bookings and windows through; the rest get 409', async () => {
    for (let round = 0; round < 3; round++) {
      const car = await addVehicle(server.app);
      const responses = await race(car.id);
      const statuses = responses.map((r) => r.status);
      expect(statuses.filter((s) => s === 201)).toHaveLength(1);
      expect(statuses.filter((s) => s === 409)).toHaveLength(RACERS - 1);
      for (const refused of responses.filter((r) => r.status === 409)) {
        expect([
          'DATES_TAKEN',
          'VEHICLE_IN_MAINTENANCE',
          'MAINTENANCE_CONFLICT',
          'MAINTENANCE_WINDOW_TAKEN',
        ]).toContain(refused.body.error);
      }
    }
    expect(await overlappingPairs()).toBe(0);
  }, 90_000);
});
