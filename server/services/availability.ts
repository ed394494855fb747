import { type SQL, sql } from 'drizzle-orm';
import { todayInElSalvador } from '#domain/dates.ts';
import { rentalDays } from '#domain/reservation.ts';
import type { DateRange } from '#domain/reservation-contracts.ts';
import type { VehicleType } from '#domain/vehicle.ts';
import type { PublicVehicleCard } from '#domain/vehicle-contracts.ts';
import type { Db } from '../db/client.ts';
import { stillOutSql } from './cars-out.ts';
import { jsonOf, publicCardColumns } from './vehicle-json.ts';

/** What a renter is offered: the renter's card of the vehicle (DESIGN 9), days and total. */
export type AvailableVehicle = PublicVehicleCard & { days: number; totalPrice: number };

/**
 * One statement: the vehicles a customer can reserve for the whole range (both days inclusive)
 * — listed, ready, and with no active reservation or service window touching the range — as the
 * response's JSON text, each as the renter's card plus the days and total of the range. Both
 * kinds live in vehicle_occupancy (0008); the overlap test is written as its exclusion
 * constraint's index expression, so PostgreSQL answers it from that range-first GiST index. A car
 * still out past its booking's end date is not offered from that date on (issue 27).
 */
export function availableVehiclesQuery(
  range: DateRange,
  type?: VehicleType,
  today = todayInElSalvador(),
): SQL {
  const days = rentalDays(range.startDate, range.endDate);
  return sql`
    select coalesce(json_agg(offer order by offer.id), '[]'::json)::text as json
    from (
      select ${publicCardColumns},
             ${days}::int as days,
             -- numeric(10,2) times whole days is exact: the cents of totalPrice() in the domain.
             v.price_per_day * ${Math.max(0, days)}::int as "totalPrice"
      from vehicles v
      where v.archived_at is null
        and v.status = 'maintenanceCompleted'
        ${type ? sql`and v.vehicle_type = ${type}` : sql``}
        and not exists (
          select 1 from vehicle_occupancy o
          where o.vehicle_id = v.id
            and daterange(o.start_date, o.end_date, '[]')
                && daterange(${range.startDate}::date, ${range.endDate}::date, '[]'))
        and not ${stillOutSql(sql`v.id`, today, range.endDate)}
    ) offer`;
}

/** The JSON text of the available vehicles, each an AvailableVehicle, ready to send as is. */
export async function availableVehiclesJson(
  db: Db,
  range: DateRange,
  type?: VehicleType,
  today = todayInElSalvador(),
): Promise<string> {
  return (await jsonOf(db, availableVehiclesQuery(range, type, today))) ?? '[]';
}
