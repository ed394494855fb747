import { type ChildProcess, spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from './app.ts';
import {
  addPerson,
  addVehicle,
  createPostgresAppWithPool,
  day,
  type Person,
} from './booking-fixtures.ts';
import { testConfig } from './test-support.ts';

const postgresUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
const BOOKINGS = 50;

/** The real server (server/main.ts) on `databaseUrl`, listening on a free port. */
function startServer(databaseUrl: string): Promise<{ child: ChildProcess; url: string }> {
  const env = {
    ...process.env,
    DATABASE_URL: databaseUrl,
    JWT_SECRET: testConfig({ kind: 'pglite' }).jwtSecret,
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    STATIC_DIR: '/nonexistent',
  };
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { env });
  return new Promise((resolve, reject) => {
    let output = '';
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /http:\/\/localhost:(\d+)/.exec(output);
      if (match) resolve({ child, url: `http://127.0.0.1:${match[1]}` });
    };
    child.stdout?.on('data', collect);
    child.stderr?.on('data', collect);
    child.on('exit', (code) => reject(new Error(`server exited with ${code}: ${output}`)));
  });
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.removeAllListeners('exit');
    child.on('exit', () => resolve());
    child.kill('SIGINT');
  });
}

/**
 * DESIGN 4 "N instances behind a load balancer on one PostgreSQL": two server processes, each
 * with its own pool and memory, take overlapping bookings of one vehicle at the same moment.
 */
describe.skipIf(!postgresUrl)('two server processes on one PostgreSQL database', () => {
  let app: App;
  let dropDatabase: () => Promise<void>;
  const servers: { child: ChildProcess; url: string }[] = [];
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
    await Promise.all(servers.map((server) => stop(server.child)));
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
