import { sql } from 'drizzle-orm';
import { addDays } from '../domain/dates.ts';
import type { Db } from '../server/db/client.ts';

export const FLEET = 2_000;
export const RESERVATIONS_PER_VEHICLE = 100;
export const CUSTOMERS = 1_000;
/** Every vehicle's bookings sit in 7-day slots starting this many days ago. */
export const HISTORY_DAYS = 364;
const SLOT_DAYS = 7;

export interface BenchData {
  vehicles: number;
  reservations: number;
  readyVehicleIds: number[];
  customerId: number;
  /** The first day after every seeded booking: bench bookings start from here. */
  firstFreeOffset: number;
}

async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  // Both drivers answer raw statements with { rows }; Db is generic over them.
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** The management page's filtered search of the bench: upcoming SUVs of one customer name. */
export const BENCH_SEARCH = { q: 'carga 42', status: 'upcoming', type: 'SUV' } as const;

/**
 * A large fleet in a few set-based statements: 2,000 vehicles (eight in ten ready to rent), one
 * service record each, 1,000 customers and 100 reservations per vehicle (200,000), past and
 * future, one in ten cancelled. Slots never overlap, so the exclusion constraint accepts all.
 */
export async function seedLargeFleet(db: Db, today: string): Promise<BenchData> {
  await db.execute(sql`
    insert into users (first_name, last_name, birth_date, dui, phone_number, email, password_hash, role)
    select 'Cliente', 'Carga ' || g, '1990-01-01', lpad(g::text, 8, '0') || '-' || (g % 10),
           '7000-0000', 'carga' || g || '@example.com', 'no-login', 'USER'
    from generate_series(1, ${CUSTOMERS}) g`);

  await db.execute(sql`
    insert into vehicles (name, brand, model, vehicle_type, capacity, price_per_day, kilometers,
                          km_for_maintenance, features, main_image_url, image_urls, status,
                          insurance_phone)
    select 'Vehículo ' || g,
           (array['Toyota', 'Nissan', 'Kia', 'Hyundai', 'Mazda'])[1 + g % 5],
           'Modelo ' || (g % 40),
           (array['Sedan', 'SUV', 'PickUp'])[1 + g % 3],
           (array[5, 7, 4])[1 + g % 3],
           35 + (g % 90) + 0.5,
           1000 + g * 13,
           10000,
           array['Aire acondicionado', 'Bluetooth', 'Cámara de reversa'],
           '/vehicles/sedan-1.svg',
           array['/vehicles/sedan-interior.svg', '/vehicles/sedan-rear.svg'],
           case when g % 10 < 8 then 'maintenanceCompleted'
                else (array['maintenanceRequired', 'underMaintenance', 'outOfService'])[1 + g % 3]
           end,
           '2250-0000'
    from generate_series(1, ${FLEET}) g`);

  await db.execute(sql`
    insert into maintenance_records (vehicle_id, maintenance_date, km_at_maintenance, description, cost)
    select id, ${today}::date - 30 - id % 60, kilometers - kilometers % 10000,
           'Cambio de aceite y filtros', 65
    from vehicles`);

  const [first] = await rows<{ id: number }>(
    db,
    sql`select min(id)::int as id from users where email like 'carga%'`,
  );
  const firstCustomer = first?.id ?? 1;
  await db.execute(sql`
    insert into reservations (user_id, vehicle_id, start_date, end_date, price_per_day,
                              total_price, status)
    select ${firstCustomer}::int + (v.id * ${RESERVATIONS_PER_VEHICLE} + k) % ${CUSTOMERS},
           v.id,
           ${today}::date - ${HISTORY_DAYS}::int + k * ${SLOT_DAYS}::int + v.id % 2,
           ${today}::date - ${HISTORY_DAYS}::int + k * ${SLOT_DAYS}::int + v.id % 2 + 1 + (k + v.id) % 5,
           v.price_per_day,
           v.price_per_day * (1 + (k + v.id) % 5),
           case when (k + v.id) % 10 = 0 then 'cancelled' else 'active' end
    from vehicles v cross join generate_series(0, ${RESERVATIONS_PER_VEHICLE - 1}) k`);
  await db.execute(sql`analyze`);

  const ready = await rows<{ id: number }>(
    db,
    sql`select id from vehicles where status = 'maintenanceCompleted' order by id`,
  );
  const [counts] = await rows<{ vehicles: number; reservations: number }>(
    db,
    sql`select (select count(*) from vehicles)::int as vehicles,
               (select count(*) from reservations)::int as reservations`,
  );
  return {
    vehicles: counts?.vehicles ?? 0,
    reservations: counts?.reservations ?? 0,
    readyVehicleIds: ready.map((r) => r.id),
    customerId: firstCustomer,
    firstFreeOffset: RESERVATIONS_PER_VEHICLE * SLOT_DAYS - HISTORY_DAYS + SLOT_DAYS,
  };
}

/** The i-th three-night search the bench asks for, spread over the booked months ahead. */
export function benchRange(i: number, today: string): { startDate: string; endDate: string } {
  const offset = 1 + ((i * 37) % 300);
  return { startDate: addDays(today, offset), endDate: addDays(today, offset + 3) };
}
