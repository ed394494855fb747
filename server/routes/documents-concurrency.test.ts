import { describe, expect, it } from 'vitest';
import { POSTGRES_URL } from '#test/app.ts';
import {
  addVehicle,
  insertReservation,
  type Person,
  racingServerFixtures,
} from '#test/bookings.ts';
import { handoverBody } from '#test/handovers.ts';

const COUNTERS = 50;

/**
 * Issue 30: fifty counters finishing a check-out at the same moment, over separate connections
 * to a listening server on real PostgreSQL, get fifty distinct, consecutive agreement numbers.
 */
describe.skipIf(!POSTGRES_URL)('agreement numbers under concurrency on postgres', () => {
  const server = racingServerFixtures(COUNTERS + 10, { admins: 5, customers: 1 });

  it('numbers 50 simultaneous check-outs 1 to 50 of the year, no gap, no repeat', async () => {
    const customer = server.customers[0] as Person;
    const rentals = [];
    for (let i = 0; i < COUNTERS; i++) {
      const car = await addVehicle(server.app);
      rentals.push(await insertReservation(server.app, customer.id, car.id, -1, 2));
    }
    // The photos are named by their SHA-256: one uploaded set serves every body.
    const body = await handoverBody(server.app, server.admins[0] as Person);
    const answers = await Promise.all(
      rentals.map(async (rental, i) => {
        const admin = server.admins[i % server.admins.length] as Person;
        const res = await fetch(`${server.base}/api/reservations/${rental.id}/checkout`, {
          method: 'POST',
          headers: { ...admin.headers, 'content-type': 'application/json', connection: 'close' },
          body: JSON.stringify(body),
        });
        return {
          status: res.status,
          body: (await res.json()) as { documents?: { agreement?: { number: string } } },
        };
      }),
    );
    expect(answers.map((answer) => answer.status)).toEqual(rentals.map(() => 201));
    const numbers = answers.map((answer) => answer.body.documents?.agreement?.number ?? '');
    const year = numbers[0]?.slice(0, 4);
    const sequence = numbers.map((number) => Number(number.slice(5))).sort((a, b) => a - b);
    expect(numbers.every((number) => number.startsWith(`${year}-`))).toBe(true);
    expect(sequence).toEqual(Array.from({ length: COUNTERS }, (_, i) => i + 1));
  }, 180_000);
});
