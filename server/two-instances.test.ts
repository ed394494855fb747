import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '#test/app.ts';
import {
  addPerson,
  addVehicle,
  createPostgresAppWithPool,
  day,
  type Person,
} from '#test/bookings.ts';
import { type ChildServer, startChildServer } from '#test/child-server.ts';
import type { App } from './app.ts';

const postgresUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
const BOOKINGS = 50;

/** The real server (server/main.ts) on `databaseUrl`, listening on a free port. */
function startServer(databaseUrl: string): Promise<ChildServer> {
  return startChildServer({
    DATABASE_URL: databaseUrl,
    JWT_SECRET: testConfig({ kind: 'pglite' }).jwtSecret,
  });
}

/**
 * DESIGN 4 "N instances behind a load balancer on one PostgreSQL": two server processes, each
 * with its own pool and memory, take overlapping bookings of one vehicle at the same moment.
 */
describe.skipIf(!postgresUrl)('two server processes on one PostgreSQL database', () => {
  let app: App;
  let dropDatabase: () => Promise<void>;
  const servers: ChildServer[] = [];
  let customers: Person[];

  beforeAll(async () => {
    let url: string;
    // This in-process app migrates the database first and writes the fixtures.
    ({ app, url, dropDatabase } = await createPostgresAppWithPool(postgresUrl as string, 5));
    servers.push(await startServer(url));
    servers.push(await startServer(url));
    customers = await Promise.all(Array.from({ length: BOOKINGS }, () => addPerson(app)));
  }, 120_000);
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await app?.close();
    await dropDatabase?.();
  });

  it('lets exactly one of 50 overlapping bookings split between them through', async () => {
    const car = await addVehicle(app);
    const answers = await Promise.all(
      customers.map(async (customer, i) => {
        const server = servers[i % 2] as { url: string };
        const res = await fetch(`${server.url}/api/reservations`, {
          method: 'POST',
          headers: { ...customer.headers, 'content-type': 'application/json' },
          body: JSON.stringify({
            vehicleId: car.id,
            startDate: day(20 - (i % 4)),
            endDate: day(21 + (i % 3)),
          }),
        });
        return { server: i % 2, status: res.status };
      }),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(BOOKINGS - 1);
    // Both processes really answered.
    expect(new Set(answers.map((a) => a.server))).toEqual(new Set([0, 1]));
  }, 120_000);
});
