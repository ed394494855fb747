import { type SQL, sql } from 'drizzle-orm';
import { rentalDays } from '#domain/reservation.ts';
import type { DateRange } from '#domain/reservation-contracts.ts';
import type { VehicleType } from '#domain/vehicle.ts';
import type { PublicVehicleView } from '#domain/vehicle-contracts.ts';
import type { Db } from '../db/client.ts';
import { jsonOf, publicVehicleColumns } from './vehicle-json.ts';

/** What a renter is offered: the renter's view of the vehicle (DESIGN 9), days and total. */
export type AvailableVehicle = PublicVehicleView & { days: number; totalPrice: number };

/**
 * One statement: the vehicles a customer can reserve for the whole range (both days inclusive)
 * — listed, ready, and with no active reservation touching the range — as the response's JSON
 * text, each in the renter's view plus the days and total of the range. The overlap test is
 * written as the exclusion constraint's index expression, so PostgreSQL answers it from that
 * GiST index, whose leading column is the date range (0003).
 */
export function availableVehiclesQuery(range: DateRange, type?: VehicleType): SQL {
  const days = rentalDays(range.startDate, range.endDate);
  return sql`
    select coalesce(json_agg(offer order by offer.id), '[]'::json)::text as json
    from (
      select ${publicVehicleColumns},
             ${days}::int as days,
             -- numeric(10,2) times whole days is exact: the cents of totalPrice() in the domain.
             v.price_per_day * ${Math.max(0, days)}::int as "totalPrice"
      from vehicles v
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
  return (await jsonOf(db, availableVehiclesQuery(range, type))) ?? '[]';
}
