import { count, sql } from 'drizzle-orm';
import { addDays, todayInElSalvador } from '#domain/dates.ts';
import { createUser, findUserByEmail } from '../services/users.ts';
import type { Db } from './client.ts';
import {
  handoverRecording,
  handovers,
  maintenanceRecords,
  odometerReadings,
  reservations,
  users,
  vehicles,
} from './schema.ts';
import {
  DEFAULT_ADMIN,
  DEMO_ADMIN_PROFILE,
  DEMO_CUSTOMERS,
  DEMO_PASSWORD,
  DEMO_VEHICLES,
  demoPlate,
} from './seed-data.ts';
import { seedServicePace } from './seed-service-plan.ts';

interface SeedEnv {
  ADMIN_EMAIL?: string;
  ADMIN_PASSWORD?: string;
}

function adminAccount(env: SeedEnv) {
  return {
    email: (env.ADMIN_EMAIL ?? DEFAULT_ADMIN.email).trim().toLowerCase(),
    password: env.ADMIN_PASSWORD ?? DEFAULT_ADMIN.password,
  };
}

/** What the console shows at start: where to sign in and with which demo accounts. */
export function accountsSummary(env: SeedEnv): string {
  const admin = adminAccount(env);
  const shownPassword = env.ADMIN_PASSWORD ? '(la de ADMIN_PASSWORD)' : admin.password;
  return [
    'Cuentas de demostración:',
    `  Administrador  ${admin.email}  /  ${shownPassword}`,
    ...DEMO_CUSTOMERS.map((c) => `  Cliente        ${c.email}  /  ${DEMO_PASSWORD}`),
  ].join('\n');
}

async function ensureUsers(db: Db, env: SeedEnv) {
  const admin = adminAccount(env);
  if (!(await findUserByEmail(db, admin.email))) {
    await createUser(db, { ...DEMO_ADMIN_PROFILE, ...admin }, 'ADMIN');
  }
  for (const customer of DEMO_CUSTOMERS) {
    if (!(await findUserByEmail(db, customer.email))) {
      await createUser(db, { ...customer, password: DEMO_PASSWORD }, 'USER');
    }
  }
}

async function seedFleet(db: Db) {
  const today = todayInElSalvador();
  const rows = await db
    .insert(vehicles)
    .values(
      DEMO_VEHICLES.map(({ image, ...vehicle }, index) => {
        const kind = vehicle.vehicleType.toLowerCase();
        return {
          ...vehicle,
          plate: demoPlate(index),
          mainImageUrl: `/vehicles/${image}.svg`,
          imageUrls: [`/vehicles/${kind}-interior.svg`, `/vehicles/${kind}-rear.svg`],
          lastMaintenanceAlertAt:
            vehicle.status === 'maintenanceRequired'
              ? new Date(`${addDays(today, -2)}T15:00:00Z`)
              : null,
        };
      }),
    )
    .returning({
      id: vehicles.id,
      kilometers: vehicles.kilometers,
      interval: vehicles.kmForMaintenance,
    });

  await db.insert(odometerReadings).values(
    rows.map((vehicle) => ({
      vehicleId: vehicle.id,
      km: vehicle.kilometers,
      source: 'initial' as const,
    })),
  );

  await db.insert(maintenanceRecords).values(
    rows.flatMap((vehicle, i) => {
      const interval = vehicle.interval ?? 10_000;
      const services = Math.min(3, Math.floor(vehicle.kilometers / interval));
      return Array.from({ length: services }, (_, n) => ({
        vehicleId: vehicle.id,
        maintenanceDate: addDays(today, -30 - n * 75 - i),
        kmAtMaintenance: (Math.floor(vehicle.kilometers / interval) - n) * interval,
        description:
          n === 0 ? 'Cambio de aceite y filtros' : 'Revisión general y rotación de llantas',
        cost: n === 0 ? 65 : 120,
      }));
    }),
  );
  return rows;
}

async function seedReservations(db: Db, fleet: { id: number }[]) {
  const today = todayInElSalvador();
  const customers = await Promise.all(DEMO_CUSTOMERS.map((c) => findUserByEmail(db, c.email)));
  const available = fleet.filter((_, i) => DEMO_VEHICLES[i]?.status === 'maintenanceCompleted');
  // (vehicle index, customer index, start offset from today, days, handed over): past, current
  // and future. 'Operaciones de hoy' gets a car leaving today (offset 0), one due back today,
  // handed over two days ago, and one overdue (the last but one); the overdue car is booked
  // again from tomorrow, so 'Vehículo sin devolver' has a booking to reassign (issue 27). No day
  // holds more than three, so the dashboard's month grid shows them all.
  const plan: [number, number, number, number, boolean?][] = [
    [0, 0, -20, 3],
    [1, 1, -12, 4],
    [2, 2, -6, 2],
    [3, 0, -2, 5],
    [4, 1, -2, 2, true],
    [5, 2, 0, 2],
    [6, 0, 3, 4],
    [7, 1, 5, 2],
    [8, 2, 9, 6],
    [9, 0, 14, 3],
    [10, 1, 21, 5],
    [0, 2, 4, 3],
    [1, 0, 30, 7],
    [13, 2, -4, 3, true],
    [13, 1, 1, 1],
  ];
  const values = plan.flatMap(([vehicleIndex, customerIndex, offset, days, handedOver]) => {
    const vehicle = available[vehicleIndex];
    const customer = customers[customerIndex];
    const demo = DEMO_VEHICLES[fleet.indexOf(vehicle as { id: number })];
    if (!vehicle || !customer || !demo) return [];
    const startDate = addDays(today, offset);
    return [
      {
        userId: customer.id,
        vehicleId: vehicle.id,
        startDate,
        endDate: addDays(startDate, days),
        pricePerDay: demo.pricePerDay,
        totalPrice: demo.pricePerDay * days,
        // One upcoming booking is delivered, so the screens show a delivery from the first start.
        ...(offset === 3
          ? {
              deliveryMode: 'delivery' as const,
              deliveryAddress: 'Colonia Escalón, Paseo General Escalón #3700, San Salvador',
              deliveryPhone: customer.phoneNumber,
            }
          : {}),
        rentalStatus: handedOver ? ('inProgress' as const) : ('booked' as const),
        kilometers: demo.kilometers,
      },
    ];
  });
  const inserted = await db
    .insert(reservations)
    .values(values.map(({ kilometers: _km, ...reservation }) => reservation))
    .returning({ id: reservations.id, rentalStatus: reservations.rentalStatus });
  await seedCheckouts(db, values, inserted);
}

/** The counter's record of the cars already handed over: odometer and a full tank. */
async function seedCheckouts(
  db: Db,
  values: { vehicleId: number; startDate: string; kilometers: number }[],
  inserted: { id: number; rentalStatus: string }[],
) {
  const [admin] = await db.select({ id: users.id }).from(users).where(sql`${users.role} = 'ADMIN'`);
  if (!admin) return;
  const out = inserted.flatMap((row, i) => {
    const booking = values[i];
    if (row.rentalStatus !== 'inProgress' || !booking) return [];
    return [{ ...booking, reservationId: row.id, at: new Date(`${booking.startDate}T15:00:00Z`) }];
  });
  if (out.length === 0) return;
  await db.insert(handovers).values(
    out.map((r) => ({
      reservationId: r.reservationId,
      kind: 'checkout' as const,
      recordedAt: r.at,
      recordedBy: admin.id,
      odometer: r.kilometers,
      fuel: 8,
      notes: 'Entregado con tanque lleno',
    })),
  );
  await db.insert(odometerReadings).values(
    out.map((r) => ({
      vehicleId: r.vehicleId,
      km: r.kilometers,
      source: 'checkout' as const,
      reservationId: r.reservationId,
      recordedBy: admin.id,
      recordedAt: r.at,
    })),
  );
  // As migration 0021 counts it: the app has recorded hand-overs since the first one, so the
  // demo's bookings that started after it without a check-out are no-shows (issue 27).
  const first = out.map((r) => r.startDate).sort()[0] ?? todayInElSalvador();
  await db
    .update(handoverRecording)
    .set({ since: sql`least(${handoverRecording.since}, ${first}::date)` });
}

/**
 * Adds the demo data that is missing: accounts always (so a new ADMIN_EMAIL gets its account),
 * the fleet and its history only into an empty fleet. Running it twice changes nothing.
 */
export async function seed(db: Db, env: SeedEnv = {}): Promise<void> {
  await ensureUsers(db, env);
  const [fleet] = await db.select({ n: count() }).from(vehicles);
  if ((fleet?.n ?? 0) > 0) return;
  const rows = await seedFleet(db);
  await seedReservations(db, rows);
  await seedServicePace(db, rows);
}

/** First start: seed an empty database. Returns the text to print about demo accounts. */
export async function ensureSeeded(db: Db, env: SeedEnv): Promise<string> {
  const [existing] = await db.select({ n: count() }).from(users);
  if ((existing?.n ?? 0) === 0) await seed(db, env);
  return accountsSummary(env);
}

/** Empties every table; the audit trail's append-only trigger lets this one reset through. */
export async function resetDatabase(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('elite.audit_reset', 'on', true)`);
    await tx.execute(
      sql`truncate table audit_entries, calendar_feeds, idempotency_keys, login_attempts, document_counters, documents, rental_charges, rental_deposits, rental_payments, handovers, odometer_readings, photos, vehicle_occupancy, maintenance_windows, reservations, maintenance_records, vehicles, users restart identity cascade`,
    );
  });
}
