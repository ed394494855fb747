import { sql } from 'drizzle-orm';
import { beforeAll } from 'vitest';
import { todayInElSalvador } from '#domain/dates.ts';
import { DELIVERY_LABELS } from '#domain/delivery.ts';
import { DISPLAY_STATUS_LABELS } from '#domain/reservation.ts';
import type { ReservationView } from '#domain/reservation-contracts.ts';
import type { VehicleView } from '#domain/vehicle-contracts.ts';
import { STATUS_LABELS } from '#domain/vehicle-kinds.ts';
import { maintenanceRecords, reservations } from '../db/schema.ts';
import { type AppFixtures, addVehicle, day, insertReservation, type Person } from './bookings.ts';

/**
 * The data the export tests read back (issues 18 and 30): texts a spreadsheet would misread
 * (quotes, commas, a formula, a line break, ';' and a tab in an address), amounts with cents,
 * a cancelled booking, and more reservations than one batch of the export (2,000).
 */
export const TRICKY_ADDRESS = 'Colonia Escalón; Pasaje B\tNorte 3';

export function seedExportData(fx: AppFixtures<'ana'>): { bulkVehicle: number } {
  const seeded = { bulkVehicle: 0 };
  beforeAll(async () => {
    const tricky = await addVehicle(fx.app, {
      name: 'Camión "Ñandú", 4x4',
      brand: '=HYPERLINK("http://x")',
      model: 'Línea\nDos',
      vehicleType: 'PickUp',
      pricePerDay: 2656,
      insurancePhone: '+503 2250-0000',
    });
    const suv = await addVehicle(fx.app, {
      name: 'Tucson',
      vehicleType: 'SUV',
      pricePerDay: 47.35,
    });
    await insertReservation(fx.app, fx.ana.id, tricky.id, -20, -10);
    await insertReservation(fx.app, fx.ana.id, tricky.id, 5, 8);
    await insertReservation(fx.app, fx.ana.id, suv.id, -2, 3);
    const cancelled = await insertReservation(fx.app, fx.ana.id, suv.id, 10, 12);
    const { db } = fx.app.database;
    await db
      .update(reservations)
      .set({ status: 'cancelled' })
      .where(sql`${reservations.id} = ${cancelled.id}`);
    await db
      .update(reservations)
      .set({
        deliveryMode: 'delivery',
        deliveryAddress: TRICKY_ADDRESS,
        deliveryPhone: '7000-0000',
      })
      .where(sql`${reservations.vehicleId} = ${suv.id}`);
    await db.insert(maintenanceRecords).values([
      {
        vehicleId: tricky.id,
        maintenanceDate: day(-40),
        kmAtMaintenance: 12_000,
        description: '@cambio de aceite, filtros',
        cost: 2656,
      },
      {
        vehicleId: suv.id,
        maintenanceDate: day(-3),
        kmAtMaintenance: 500,
        description: null,
        cost: null,
      },
      {
        vehicleId: suv.id,
        maintenanceDate: day(-1),
        kmAtMaintenance: 900,
        description: 'Llantas',
        cost: 47.35,
      },
    ]);
    // More rows than one batch of the export (2,000), one vehicle, one night each.
    const bulk = await addVehicle(fx.app, { name: 'Lote', vehicleType: 'Sedan', pricePerDay: 10 });
    seeded.bulkVehicle = bulk.id;
    await db.execute(sql`
      insert into reservations (user_id, vehicle_id, start_date, end_date, price_per_day, total_price)
      select ${fx.ana.id}::int, ${bulk.id}::int, date '2015-01-01' + g * 2, date '2015-01-01' + g * 2 + 1, 10, 10
      from generate_series(0, 2099) g`);
  });
  return seeded;
}

/** A GET as the admin (or as someone else, or nobody). */
export function exportGetter(fx: AppFixtures<'ana'>) {
  return (url: string, who: Person | null = fx.admin) =>
    fx.app.inject({ method: 'GET', url, headers: who?.headers ?? {} });
}

/** Every page of the management list for the same filters, as the export should hold them. */
export async function listedReservations(
  fx: AppFixtures<'ana'>,
  filters: string,
): Promise<ReservationView[]> {
  const get = exportGetter(fx);
  const items: ReservationView[] = [];
  let cursor: string | null = null;
  do {
    const res = await get(
      `/api/admin/reservations?${filters}&limit=100${cursor ? `&cursor=${cursor}` : ''}`,
    );
    if (res.statusCode !== 200) throw new Error(`list ${filters}: ${res.statusCode} ${res.body}`);
    items.push(...res.json().items);
    cursor = res.json().nextCursor;
  } while (cursor);
  return items;
}

/** The cases both formats are checked with: the management page's filters and orders. */
export const EXPORT_FILTERS = [
  '',
  'status=completed&sort=totalPrice&dir=asc',
  'q=nandu&sort=vehicleName&dir=asc',
  'type=SUV&window=week',
  'sort=userName&dir=desc',
];

/** A spreadsheet cell as the tests compare it: a date as its calendar day, numbers and texts bare. */
export type TypedCell = { date: string } | number | string | null;

const dayOf = (timestamp: string): TypedCell => ({ date: todayInElSalvador(new Date(timestamp)) });

/** The typed cells a reservation of the API should fill in the spreadsheet. */
export const reservationCells = (r: ReservationView): TypedCell[] => [
  r.id,
  r.user.name,
  r.user.email,
  r.user.dui,
  r.vehicle.name,
  r.vehicle.brand,
  r.vehicle.model,
  r.vehicle.type,
  { date: r.startDate },
  { date: r.endDate },
  r.days,
  r.pricePerDay,
  r.totalPrice,
  DISPLAY_STATUS_LABELS[r.displayStatus],
  DELIVERY_LABELS[r.delivery.mode],
  r.delivery.address ?? null,
  dayOf(r.createdAt),
];

/** The typed cells a vehicle of the API should fill in the spreadsheet. */
export const vehicleCells = (v: VehicleView): TypedCell[] => [
  v.id,
  v.name,
  v.brand,
  v.model,
  v.type,
  v.capacity,
  v.pricePerDay,
  v.kilometers,
  v.kmForMaintenance,
  v.monthsForMaintenance,
  STATUS_LABELS[v.status],
  v.insurancePhone,
  dayOf(v.createdAt),
];

/** The fleet in the export's order: by name, then id. */
export const byNameThenId = (a: VehicleView, b: VehicleView) =>
  a.name < b.name ? -1 : a.name > b.name ? 1 : a.id - b.id;
