import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { POSTGRES_URL } from '#test/app.ts';
import { addVehicle, day, racingServerFixtures } from '#test/bookings.ts';

const RACERS = 50;

/**
 * DESIGN 8: simultaneous overlapping bookings of one vehicle over separate connections, against
 * a real listening server on real PostgreSQL (PGlite has one connection, so it cannot race).
 */
describe.skipIf(!POSTGRES_URL)('double booking under concurrency on postgres', () => {
  const server = racingServerFixtures(RACERS + 10, { customers: RACERS });

  /** Every racer asks for a different range, all of them covering day +10 to +11. */
  async function race(vehicleId: number) {
    const responses = await Promise.all(
      server.customers.map(async (customer, i) => {
        const res = await fetch(`${server.base}/api/reservations`, {
          method: 'POST',
          headers: { ...customer.headers, 'content-type': 'application/json' },
          body: JSON.stringify({
            vehicleId,
            startDate: day(10 - (i % 5)),
            endDate: day(11 + (i % 7)),
          }),
        });
        return { status: res.status, body: (await res.json()) as { error?: string } };
      }),
    );
    return responses;
  }

  async function overlappingPairs(): Promise<number> {
    const result = await server.app.database.db.execute(sql`
      select count(*)::int as pairs
      from reservations a
      join reservations b on a.vehicle_id = b.vehicle_id and a.id < b.id
      where a.status = 'active' and b.status = 'active'
        and daterange(a.start_date, a.end_date, '[]') && daterange(b.start_date, b.end_date, '[]')`);
    // Raw statements answer { rows } on both drivers; Db is generic over them.
    return (result as unknown as { rows: { pairs: number }[] }).rows[0]?.pairs ?? -1;
  }

  it('lets exactly one of 50 simultaneous overlapping bookings through; the rest get 409', async () => {
    for (let round = 0; round < 3; round++) {
      const car = await addVehicle(server.app);
      const responses = await race(car.id);
      const statuses = responses.map((r) => r.status);
      expect(statuses.filter((s) => s === 201)).toHaveLength(1);
      expect(statuses.filter((s) => s === 409)).toHaveLength(RACERS - 1);
      for (const refused of responses.filter((r) => r.status === 409)) {
        expect(refused.body.error).toBe('DATES_TAKEN');
      }
    }
    expect(await overlappingPairs()).toBe(0);
  }, 60_000);

  // The proof that the constraint, not application code, stops double booking: without it the
  // same race books the car many times over. Runs last: it removes the constraint for good.
  it('books overlapping dates when the exclusion constraint is removed', async () => {
    await server.app.database.db.execute(
      sql`alter table reservations drop constraint reservations_no_overlap`,
    );
    // Issue 12: the occupancy table's constraint guards the same days; it goes too.
    await server.app.database.db.execute(
      sql`alter table vehicle_occupancy drop constraint vehicle_occupancy_no_overlap`,
    );
    const car = await addVehicle(server.app);
    const responses = await race(car.id);
    expect(responses.filter((r) => r.status === 201).length).toBeGreaterThan(1);
    expect(await overlappingPairs()).toBeGreaterThan(0);
  }, 60_000);
});
