import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase, POSTGRES_URL, testConfig } from '#test/app.ts';
import { addPerson, addVehicle, day, type Person } from '#test/bookings.ts';
import { type ChildServer, startChildServer } from '#test/child-server.ts';
import { type Relay, startRelay } from '../e2e/relay.ts';
import type { App } from './app.ts';
import { buildApp } from './app.ts';
import { SERVICE_UNAVAILABLE } from './db/health.ts';

const SPANISH_503 = {
  error: 'SERVICE_UNAVAILABLE',
  message: 'El servicio no está disponible en este momento. Inténtalo de nuevo en unos segundos.',
};

/** Ends every connection the app has to `database`, over a connection of our own. */
async function terminateBackends(serverUrl: string, database: string): Promise<number> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const { rows } = await admin.query(
      `select pg_terminate_backend(pid) as done from pg_stat_activity
        where datname = $1 and pid <> pg_backend_pid()`,
      [database],
    );
    return rows.length;
  } finally {
    await admin.end();
  }
}

const databaseName = (url: string) => new URL(url).pathname.slice(1);

/** Polls until `probe` passes; how long it took. */
async function within(ms: number, probe: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < ms) {
    if (await probe().catch(() => false)) return Date.now() - started;
    await sleep(100);
  }
  throw new Error(`not within ${ms} ms`);
}

/**
 * Issue 25, on real PostgreSQL without touching the shared server: the app's connections are
 * killed with pg_terminate_backend (idle in the pool and inside transactions), and the line to the
 * database is cut with the e2e TCP relay. Before the fix a connection killed inside a transaction
 * had no 'error' listener and took the process down ("Unhandled 'error' event").
 */
describe.skipIf(!POSTGRES_URL)('a database blip on PostgreSQL', () => {
  const serverUrl = POSTGRES_URL as string;
  let database: { url: string; drop: () => Promise<void> };
  let relay: Relay;
  let app: App;
  let base: string;
  let admin: Person;
  let staticDir: string;

  beforeAll(async () => {
    database = await createPostgresDatabase(serverUrl);
    relay = await startRelay(Number(new URL(serverUrl).port || 5432));
    const throughRelay = new URL(database.url);
    throughRelay.hostname = '127.0.0.1';
    throughRelay.port = String(relay.port);
    staticDir = mkdtempSync(join(tmpdir(), 'elite-outage-'));
    writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>ELITE DRIVE</title>');
    writeFileSync(join(staticDir, 'robots.txt'), 'User-agent: *\n');
    app = await buildApp(
      testConfig(
        { kind: 'postgres', url: throughRelay.toString(), poolSize: 4, statementTimeoutMs: 800 },
        { staticDir },
      ),
    );
    // Test-only routes: a transaction that pauses between two statements, and a slow query.
    app.post('/api/test/slow-transaction', async () => {
      await app.database.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        await sleep(400);
        await tx.execute(sql`select 1`);
      });
      return { done: true };
    });
    app.get('/api/test/slow-query', async () => {
      await app.database.db.execute(sql`select pg_sleep(3)`);
      return { done: true };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    admin = await addPerson(app, 'ADMIN');
  }, 60_000);

  afterAll(async () => {
    relay?.restore();
    await app?.close();
    await relay?.close();
    await database?.drop();
    if (staticDir) rmSync(staticDir, { recursive: true, force: true });
  });

  const get = (path: string, who?: Person) => fetch(`${base}${path}`, { headers: who?.headers });

  it('survives connections killed while idle in the pool and inside transactions', async () => {
    // Warm the pool, then kill its idle connections.
    await Promise.all(Array.from({ length: 4 }, () => get('/api/vehicles')));
    expect(await terminateBackends(serverUrl, databaseName(database.url))).toBeGreaterThan(0);
    await sleep(100);
    expect((await get('/api/health')).status).toBe(200);

    // Kill them again while four transactions wait between their two statements.
    const slow = Array.from({ length: 4 }, () =>
      fetch(`${base}/api/test/slow-transaction`, { method: 'POST' }),
    );
    await sleep(200);
    expect(await terminateBackends(serverUrl, databaseName(database.url))).toBeGreaterThan(0);
    const answers = await Promise.all(slow);
    // Each lost transaction is a 503 "try again", never a crash and never a 500.
    for (const answer of answers) {
      expect(answer.status).toBe(503);
      expect(answer.headers.get('retry-after')).toMatch(/^\d+$/);
    }
    // The next requests succeed on new connections.
    const car = await addVehicle(app);
    const booking = await fetch(`${base}/api/reservations`, {
      method: 'POST',
      headers: { ...admin.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ vehicleId: car.id, startDate: day(3), endDate: day(5) }),
    });
    expect(booking.status).toBe(201);
    expect(await (await get('/api/health')).json()).toEqual({ status: 'ok', database: 'up' });
  });

  it('answers 503 + Retry-After while the line is cut, serves files, and recovers within 5 s', async () => {
    expect(await (await get('/api/health')).json()).toEqual({ status: 'ok', database: 'up' });
    expect(SERVICE_UNAVAILABLE).toEqual(SPANISH_503);
    relay.cut();
    try {
      for (const [path, who] of [
        ['/api/vehicles', undefined],
        ['/api/reservations', admin],
        ['/api/vehicles', undefined],
      ] as const) {
        const res = await get(path, who);
        expect(res.status, path).toBe(503);
        expect(res.headers.get('retry-after'), path).toMatch(/^[1-9]\d*$/);
        expect(await res.json(), path).toEqual(SPANISH_503);
      }
      const health = await get('/api/health');
      expect(health.status).toBe(503);
      expect(await health.json()).toEqual({ status: 'unavailable', database: 'down' });
      // The PWA still opens: its files do not need the database.
      expect((await get('/robots.txt')).status).toBe(200);
      expect((await get('/reservas')).status).toBe(200);
      // A change is refused as "not now", not lost as a 500.
      const change = await fetch(`${base}/api/reservations`, {
        method: 'POST',
        headers: { ...admin.headers, 'content-type': 'application/json' },
        body: JSON.stringify({ vehicleId: 1, startDate: day(3), endDate: day(5) }),
      });
      expect(change.status).toBe(503);
    } finally {
      relay.restore();
    }
    const ms = await within(5_000, async () => (await get('/api/health')).status === 200);
    console.log(`/api/health 200 again ${ms} ms after the line came back`);
    expect((await get('/api/vehicles')).status).toBe(200);
    expect((await get('/api/reservations', admin)).status).toBe(200);
  }, 20_000);

  it('answers a query past the statement timeout with a Spanish 503', async () => {
    const res = await get('/api/test/slow-query');
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
    const body = await res.json();
    expect(body.error).toBe('SERVICE_UNAVAILABLE');
    expect(body.message).toMatch(/tardó demasiado en responder/);
    // A timeout is not an outage: the API goes on serving.
    expect((await get('/api/health')).status).toBe(200);
  });
});

/** The real server (server/main.ts) on `databaseUrl`, listening on a free port. */
function startServer(databaseUrl: string): Promise<ChildServer> {
  return startChildServer({
    DATABASE_URL: databaseUrl,
    JWT_SECRET: testConfig({ kind: 'pglite' }).jwtSecret,
    MAX_UPCOMING_RESERVATIONS: '10000',
  });
}

describe.skipIf(!POSTGRES_URL)('the server process under a stream of bookings', () => {
  it('stays up while its connections are killed again and again, and books afterwards', async () => {
    const serverUrl = POSTGRES_URL as string;
    const database = await createPostgresDatabase(serverUrl);
    // An in-process app only to migrate and write the fixtures.
    const setup = await buildApp(testConfig({ kind: 'postgres', url: database.url }));
    const customers = await Promise.all(Array.from({ length: 8 }, () => addPerson(setup)));
    const cars = await Promise.all(Array.from({ length: 8 }, () => addVehicle(setup)));
    await setup.close();
    const server = await startServer(database.url);
    let exited: number | null | undefined;
    server.child.on('exit', (code) => {
      exited = code;
    });
    try {
      const statuses: number[] = [];
      let stop = false;
      const stream = Promise.all(
        customers.map(async (customer, i) => {
          for (let n = 0; !stop; n++) {
            const res = await fetch(`${server.url}/api/reservations`, {
              method: 'POST',
              headers: { ...customer.headers, 'content-type': 'application/json' },
              body: JSON.stringify({
                vehicleId: cars[i]?.id,
                startDate: day(10 + n * 3),
                endDate: day(11 + n * 3),
              }),
            }).catch(() => null);
            statuses.push(res?.status ?? 0);
            await res?.arrayBuffer();
          }
        }),
      );
      for (let round = 0; round < 6; round++) {
        await sleep(250);
        await terminateBackends(serverUrl, databaseName(database.url));
      }
      stop = true;
      await stream;
      expect(exited).toBeUndefined();
      const tally = statuses.reduce<Record<number, number>>((counts, status) => {
        counts[status] = (counts[status] ?? 0) + 1;
        return counts;
      }, {});
      console.log('answers during the kills:', tally);
      // Only "done" or "try again": no 500 and no dropped connection.
      expect(statuses.filter((s) => s !== 201 && s !== 503)).toEqual([]);
      expect(statuses.filter((s) => s === 201).length).toBeGreaterThan(0);
      // Once the kills stop it books again: right after the last one the server may still be
      // answering 503 + Retry-After until its next check finds the database (every second), so a
      // client that retries is booked within the 5 s the outage test allows.
      const answers: number[] = [];
      const deadline = Date.now() + 5_000;
      while (answers.at(-1) !== 201 && Date.now() < deadline) {
        if (answers.length > 0) await sleep(250);
        const after = await fetch(`${server.url}/api/reservations`, {
          method: 'POST',
          headers: { ...customers[0]?.headers, 'content-type': 'application/json' },
          body: JSON.stringify({ vehicleId: cars[0]?.id, startDate: day(3), endDate: day(4) }),
        });
        answers.push(after.status);
        await after.arrayBuffer();
      }
      expect(answers.at(-1)).toBe(201);
      expect(answers.slice(0, -1).every((status) => status === 503)).toBe(true);
    } finally {
      await server.stop();
      await database.drop();
    }
  }, 90_000);
});
