import { addDays, todayInElSalvador } from '#domain/dates.ts';
import type { VehicleView } from '#domain/vehicle-contracts.ts';
import type { App } from '../app.ts';
import { reservations } from '../db/schema.ts';
import { DEMO_CUSTOMERS } from '../db/seed-data.ts';
import { findUserByEmail, toPublicUser } from '../services/users.ts';

/** Fixtures shared by the vehicle and idempotency API tests. */

export const newVehicle = {
  name: 'Corolla Cross',
  brand: 'Toyota',
  model: 'XLE 2025',
  vehicleType: { type: 'SUV' },
  capacity: 5,
  pricePerDay: 65.5,
  kilometers: 1200,
  kmForMaintenance: 10_000,
  features: ['Aire acondicionado', 'Bluetooth'],
  mainImageUrl: '/vehicles/suv-1.svg',
  imageUrls: ['https://cdn.example.com/a.jpg'],
  insurancePhone: '2250-7000',
  status: 'maintenanceCompleted',
};

/** A bearer header for a seeded account, signed the way /auth/login signs. */
export async function bearerFor(app: App, email: string): Promise<string> {
  const row = await findUserByEmail(app.database.db, email);
  if (!row) throw new Error(`no seeded account ${email}`);
  return `Bearer ${app.signToken(toPublicUser(row))}`;
}

/** A new vehicle of the test's own, so each test starts from a known state. */
export async function createVehicleAs(
  app: App,
  auth: string,
  overrides: Record<string, unknown> = {},
): Promise<VehicleView> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/vehicles',
    headers: { authorization: auth },
    payload: vehicleBody(overrides),
  });
  if (res.statusCode !== 201) throw new Error(`vehicle not created: ${res.body}`);
  return res.json();
}

/** A reservation written straight to the database, in the past or future, for rule tests. */
export async function bookDirectly(
  app: App,
  vehicleId: number,
  startOffset: number,
  days: number,
  status: 'active' | 'cancelled' = 'active',
): Promise<void> {
  const customer = await findUserByEmail(app.database.db, DEMO_CUSTOMERS[1]?.email ?? '');
  if (!customer) throw new Error('seed the database first');
  const startDate = addDays(todayInElSalvador(), startOffset);
  await app.database.db.insert(reservations).values({
    userId: customer.id,
    vehicleId,
    startDate,
    endDate: addDays(startDate, days),
    pricePerDay: 10,
    totalPrice: 10 * days,
    status,
  });
}

let plateSerial = 0;
const plateBase = Math.floor(Math.random() * 1_000_000);
const plateLetters = [0, 1].map(() => String.fromCharCode(65 + Math.floor(Math.random() * 26)));

/**
 * A plate no other test vehicle has (issue 28: plates are unique in the fleet): letters drawn
 * once per process and a counter from a random start, so test files sharing a database do not
 * collide.
 */
export function uniquePlate(): string {
  plateSerial += 1;
  const digits = String((plateBase + plateSerial) % 1_000_000).padStart(6, '0');
  return `${plateLetters.join('')} ${digits.slice(0, 3)}-${digits.slice(3)}`;
}

/** newVehicle with a plate of its own: what a POST /api/vehicles needs since issue 28. */
export function vehicleBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { ...newVehicle, plate: uniquePlate(), ...overrides };
}
