import { type SQL, sql } from 'drizzle-orm';
import { rentalDays } from '#domain/reservation.ts';
import type { DateRange } from '#domain/reservation-contracts.ts';
import type { VehicleType } from '#domain/vehicle.ts';
import type { VehicleView } from '#domain/vehicle-contracts.ts';
import type { Db } from '../db/client.ts';

export type AvailableVehicle = VehicleView & { days: number; totalPrice: number };

/** A timestamp written as JavaScript's toISOString() writes it, so both paths answer alike. */
const iso = (column: SQL) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * One statement: the vehicles a customer can reserve for the whole range (both days inclusive)
 * — listed, ready, and with no active reservation touching the range — as the response's JSON
 * text, each as the catalogue shows it (toVehicleView in vehicles.ts) plus the days and total
 * of the range. Built by the database because at fleet scale mapping rows and re-serialising
 * them in JavaScript cost several times the query; availability.test.ts holds both paths to the
 * same objects. The overlap test is written as the exclusion constraint's index expression, so
 * PostgreSQL answers it from that GiST index, whose leading column is the date range (0003).
 */
export function availableVehiclesQuery(range: DateRange, type?: VehicleType): SQL {
  const days = rentalDays(range.startDate, range.endDate);
  return sql`
    select coalesce(json_agg(offer order by offer.id), '[]'::json)::text as vehicles
    from (
      select v.id, v.name, v.brand, v.model, v.capacity,
             json_build_object('type', v.vehicle_type) as "vehicleType", v.vehicle_type as type,
             v.price_per_day as "pricePerDay", v.price_per_day as price,
             v.kilometers, v.km_for_maintenance as "kmForMaintenance", v.features,
             v.main_image_url as "mainImageUrl", v.image_urls as "imageUrls", v.status,
             v.insurance_phone as "insurancePhone", v.version,
             ${iso(sql`v.last_maintenance_alert_at`)} as "lastMaintenanceAlertAt",
             history.last_date as "lastMaintenanceDate",
             ${iso(sql`v.created_at`)} as "createdAt", ${iso(sql`v.updated_at`)} as "updatedAt",
             coalesce(history.records, '[]'::json) as "maintenanceRecords",
             ${days}::int as days,
             -- numeric(10,2) times whole days is exact: the cents of totalPrice() in the domain.
             v.price_per_day * ${Math.max(0, days)}::int as "totalPrice"
      from vehicles v
      left join lateral (
        select max(m.maintenance_date) as last_date,
               json_agg(json_build_object(
                 'id', m.id, 'maintenanceDate', m.maintenance_date,
                 'kmAtMaintenance', m.km_at_maintenance, 'description', m.description,
                 'cost', m.cost, 'createdAt', ${iso(sql`m.created_at`)}
               ) order by m.maintenance_date desc, m.id desc) as records
        from maintenance_records m
        where m.vehicle_id = v.id
      ) history on true
      where v.archived_at is null
        and v.status = 'maintenanceCompleted'
        ${type ? sql`and v.vehicle_type = ${type}` : sql``}
        and not exists (
          select 1 from reservations r
          where r.vehicle_id = v.id
            and r.status = 'active'
            and daterange(r.start_date, r.end_date, '[]')
                && daterange(${range.startDate}::date, ${range.endDate}::date, '[]'))
    ) offer`;
}

/** The JSON text of the available vehicles, each an AvailableVehicle, ready to send as is. */
export async function availableVehiclesJson(
  db: Db,
  range: DateRange,
  type?: VehicleType,
): Promise<string> {
  const result = await db.execute(availableVehiclesQuery(range, type));
  // Both drivers answer raw statements with { rows }; Db is generic over them.
  const [row] = (result as unknown as { rows: { vehicles: string }[] }).rows;
  return row?.vehicles ?? '[]';
}
