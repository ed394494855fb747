import { and, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addPerson,
  addVehicle,
  booked,
  createPostgresAppWithPool,
  day,
  type Person,
} from '#test/bookings.ts';
import type { App } from '../app.ts';
import { reservations, vehicles } from '../db/schema.ts';

const postgresUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
const BOOKERS = 30;
const ROUNDS = 20;

interface Answer {
  status: number;
  body: { error?: string; message?: string };
}

/**
 * DESIGN 9 "One vehicle, one lock": bookings, cancellations and archiving of one vehicle take
 * turns on its row, over real connections to a real PostgreSQL behind a listening server.
 */
describe.skipIf(!postgresUrl)('writes of one vehicle serialize on postgres', () => {
  let app: App;
  let dropDatabase: () => Promise<void>;
  let url: string;
  let base: string;
  let admin: Person;
  let customers: Person[];

  beforeAll(async () => {
    ({ app, url, dropDatabase } = await createPostgresAppWithPool(
      postgresUrl as string,
      BOOKERS + 5,
      // Each customer books in every round; the per-customer limit has tests of its own.
      { maxUpcomingReservations: 1000 },
    ));
    base = await app.listen({ host: '127.0.0.1', port: 0 });
    admin = await addPerson(app, 'ADMIN');
    customers = await Promise.all(Array.from({ length: BOOKERS }, () => addPerson(app)));
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await dropDatabase?.();
  });

  async function call(method: string, path: string, who: Person, body?: unknown): Promise<Answer> {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: {
        ...who.headers,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as Answer['body'] };
  }

  it('never leaves an archived vehicle holding bookings made while it was deleted', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const car = await addVehicle(app);
      const bookings = customers.map((customer, i) =>
        call('POST', '/api/reservations', customer, {
          vehicleId: car.id,
          startDate: day(2 + i * 2),
          endDate: day(3 + i * 2),
        }),
      );
      const deletion = call('DELETE', `/api/vehicles/${car.id}`, admin);
      const [deleted, ...answers] = await Promise.all([deletion, ...bookings]);
      const statuses = answers.map((a) => a.status);
      expect(
        statuses.every((s) => [201, 404, 409].includes(s)),
        String(statuses),
      ).toBe(true);
      expect([200, 409]).toContain(deleted?.status);
      const active = await app.database.db
        .select({ id: reservations.id })
        .from(reservations)
        .where(and(eq(reservations.vehicleId, car.id), eq(reservations.status, 'active')));
      const [row] = await app.database.db
        .select({ archivedAt: vehicles.archivedAt })
        .from(vehicles)
        .where(eq(vehicles.id, car.id));
      if (deleted?.status === 200) {
        expect(row?.archivedAt).not.toBeNull();
        expect(active).toHaveLength(0);
        expect(statuses.filter((s) => s === 201)).toHaveLength(0);
      } else {
        expect(row?.archivedAt).toBeNull();
        expect(deleted?.body.error).toBe('VEHICLE_HAS_RESERVATIONS');
        expect(active.length).toBeGreaterThan(0);
      }
    }
  }, 120_000);

  it('answers five bookings that wait on a held cancellation with one 201 and four 409', async () => {
    for (let round = 0; round < 5; round++) {
      const car = await addVehicle(app);
      const first = await booked(app, customers[0] as Person, car.id, 10, 12);
      const holder = new pg.Client({ connectionString: url });
      await holder.connect();
      await holder.query(`set application_name = 'held-cancellation'`);
      try {
        await holder.query('begin');
        await holder.query(`update reservations set status = 'cancelled' where id = $1`, [
          first.id,
        ]);
        const waiting = customers.slice(1, 6).map((customer, i) =>
          call('POST', '/api/reservations', customer, {
            vehicleId: car.id,
            startDate: day(10 - (i % 2)),
            endDate: day(12 + (i % 3)),
          }),
        );
        // Let every booking reach the database and queue behind the held transaction.
        await new Promise((resolve) => setTimeout(resolve, 400));
        await holder.query('commit');
        const answers = await Promise.all(waiting);
        const statuses = answers.map((a) => a.status).sort();
        expect(statuses).toEqual([201, 409, 409, 409, 409]);
        for (const refused of answers.filter((a) => a.status === 409)) {
          expect(refused.body.message).toMatch(/reservado|Inténtalo/);
        }
      } finally {
        await holder.end();
      }
    }
  }, 60_000);

  it('keeps the active-reservation count and the overlap invariant after the races', async () => {
    const result = await app.database.db.execute(sql`
      select count(*)::int as pairs
      from reservations a
      join reservations b on a.vehicle_id = b.vehicle_id and a.id < b.id
      where a.status = 'active' and b.status = 'active'
        and daterange(a.start_date, a.end_date, '[]') && daterange(b.start_date, b.end_date, '[]')`);
    expect((result as unknown as { rows: { pairs: number }[] }).rows[0]?.pairs).toBe(0);
  });
});
