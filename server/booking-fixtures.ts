/** People, vehicles and calls shared by the reservation and availability tests. */

import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { addDays, todayInElSalvador } from '#domain/dates.ts';
import type { Role } from '#domain/roles.ts';
import { type App, buildApp } from './app.ts';
import type { AppConfig } from './config.ts';
import { reservations, users, vehicles } from './db/schema.ts';
import { toPublicUser } from './services/users.ts';
import { testConfig } from './test-support.ts';

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
  baseUrl: string,
  poolSize: number,
  overrides: Partial<AppConfig> = {},
): Promise<{ app: App; url: string; dropDatabase: () => Promise<void> }> {
  const name = `elite_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: baseUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`create database ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const app = await buildApp(
    testConfig({ kind: 'postgres', url: url.toString(), poolSize }, overrides),
  );
  // Dropped after the app (and its pool) has closed, so no connection is cut under it.
  return {
    app,
    url: url.toString(),
    dropDatabase: () => run(`drop database if exists ${name} with (force)`),
  };
}
