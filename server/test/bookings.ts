/** The app, people, vehicles and calls shared by the API tests. */

import { afterAll, beforeAll } from 'vitest';
import { addDays, todayInElSalvador } from '#domain/dates.ts';
import type { Role } from '#domain/roles.ts';
import { type App, buildApp } from '../app.ts';
import type { AppConfig } from '../config.ts';
import { reservations, users, vehicles } from '../db/schema.ts';
import { toPublicUser } from '../services/users.ts';
import {
  createPostgresDatabase,
  createTestApp,
  type Engine,
  POSTGRES_URL,
  testConfig,
} from './app.ts';

export interface Person {
  id: number;
  role: Role;
  headers: { authorization: string };
}

let serial = 0;

/**
 * An account inserted directly with a token signed by the app: the password is never used, so
 * the tests skip the deliberate slowness of hashing one.
 */
export async function addPerson(app: App, role: Role = 'USER'): Promise<Person> {
  serial += 1;
  const n = String(serial).padStart(4, '0');
  const [row] = await app.database.db
    .insert(users)
    .values({
      firstName: role === 'ADMIN' ? 'Admin' : 'Cliente',
      lastName: `Prueba ${n}`,
      birthDate: '1990-01-01',
      dui: `${String(process.pid % 10_000).padStart(4, '0')}${n}-${serial % 10}`,
      phoneNumber: '7000-0000',
      email: `persona${n}.${process.pid}@example.com`,
      passwordHash: 'not-a-real-hash',
      role,
    })
    .returning();
  if (!row) throw new Error('no user inserted');
  return {
    id: row.id,
    role,
    headers: { authorization: `Bearer ${app.signToken(toPublicUser(row))}` },
  };
}

export type NewVehicle = Partial<typeof vehicles.$inferInsert>;

export async function addVehicle(app: App, overrides: NewVehicle = {}) {
  serial += 1;
  const [row] = await app.database.db
    .insert(vehicles)
    .values({
      name: `Auto ${serial}`,
      brand: 'Toyota',
      model: 'Corolla',
      vehicleType: 'Sedan',
      capacity: 5,
      pricePerDay: 45.5,
      kilometers: 1000,
      kmForMaintenance: 10_000,
      features: ['Aire acondicionado'],
      mainImageUrl: '/vehicles/sedan.svg',
      insurancePhone: '2250-0000',
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('no vehicle inserted');
  return row;
}

/** A date `offset` days from today in El Salvador. */
export const day = (offset: number) => addDays(todayInElSalvador(), offset);

export function book(
  app: App,
  who: Person | null,
  payload: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/reservations',
    headers: { ...who?.headers, ...headers },
    payload,
  });
}

export function cancel(
  app: App,
  who: Person | null,
  id: number | string,
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: 'DELETE',
    url: `/api/reservations/${id}`,
    headers: { ...who?.headers, ...headers },
  });
}

/** Books through the API and answers the created reservation; anything but 201 throws. */
export async function booked(app: App, who: Person, vehicleId: number, from: number, to: number) {
  const res = await book(app, who, { vehicleId, startDate: day(from), endDate: day(to) });
  if (res.statusCode !== 201) throw new Error(`booking answered ${res.statusCode}: ${res.body}`);
  return res.json();
}

/** A reservation written directly, for dates in the past the API rightly refuses. */
export async function insertReservation(
  app: App,
  userId: number,
  vehicleId: number,
  from: number,
  to: number,
) {
  const [row] = await app.database.db
    .insert(reservations)
    .values({
      userId,
      vehicleId,
      startDate: day(from),
      endDate: day(to),
      pricePerDay: 10,
      totalPrice: 10 * (to - from),
    })
    .returning();
  if (!row) throw new Error('no reservation inserted');
  return row;
}

/**
 * An app on a fresh PostgreSQL database of its own with a pool big enough for `poolSize`
 * simultaneous statements (the shared test helper keeps the default pool of 10). Close the app,
 * then drop the database.
 */
export async function createPostgresAppWithPool(
  serverUrl: string,
  poolSize: number,
  overrides: Partial<AppConfig> = {},
): Promise<{ app: App; url: string; dropDatabase: () => Promise<void> }> {
  const database = await createPostgresDatabase(serverUrl);
  const app = await buildApp(
    testConfig({ kind: 'postgres', url: database.url, poolSize }, overrides),
  );
  // Dropped after the app (and its pool) has closed, so no connection is cut under it.
  return { app, url: database.url, dropDatabase: database.drop };
}

/** The app of a describe block and the people its tests act as: an admin and named customers. */
export type AppFixtures<Customer extends string> = { app: App; admin: Person } & Record<
  Customer,
  Person
>;

/**
 * Registers the hooks of a describe block that runs on `engine`: before its tests, an app on a
 * database of its own with an admin, then one customer per name, in that order; after them, the
 * app closed and its database dropped. The fields are filled in by the first hook, so read them
 * inside hooks and tests, never while the block is being collected.
 */
export function appFixtures<const Customer extends string>(
  engine: Engine,
  customers: readonly Customer[],
  overrides: Partial<AppConfig> = {},
): AppFixtures<Customer> {
  const fixtures = {} as AppFixtures<Customer>;
  beforeAll(async () => {
    fixtures.app = await createTestApp(engine, overrides);
    fixtures.admin = await addPerson(fixtures.app, 'ADMIN');
    const people: Record<Customer, Person> = fixtures;
    for (const name of customers) people[name] = await addPerson(fixtures.app);
  });
  afterAll(async () => {
    await fixtures.app?.close();
  });
  return fixtures;
}

/**
 * For races over real connections: registers hooks that open, before the tests, an app on a
 * fresh PostgreSQL database with a pool for `poolSize` simultaneous statements, listening on a
 * free port at `base`, with as many admins and customers as asked for; after them, the app closed
 * and then its database dropped.
 */
export function racingServerFixtures(
  poolSize: number,
  people: { admins?: number; customers?: number },
): { app: App; base: string; admins: Person[]; customers: Person[] } {
  const fixtures = {} as { app: App; base: string; admins: Person[]; customers: Person[] };
  let dropDatabase: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    if (!POSTGRES_URL) throw new Error('The races need a PostgreSQL server (TEST_DATABASE_URL)');
    ({ app: fixtures.app, dropDatabase } = await createPostgresAppWithPool(POSTGRES_URL, poolSize));
    fixtures.base = await fixtures.app.listen({ host: '127.0.0.1', port: 0 });
    const many = (count = 0, role?: Role) =>
      Promise.all(Array.from({ length: count }, () => addPerson(fixtures.app, role)));
    fixtures.admins = await many(people.admins, 'ADMIN');
    fixtures.customers = await many(people.customers);
  }, 60_000);
  afterAll(async () => {
    await fixtures.app?.close();
    await dropDatabase?.();
  });
  return fixtures;
}
