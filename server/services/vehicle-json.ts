import { type SQL, sql } from 'drizzle-orm';
import type { VehicleType } from '#domain/vehicle.ts';
import type { Db } from '../db/client.ts';

/**
 * Vehicles as the API shows them (toVehicleView in vehicles.ts), written as JSON text by the
 * database. Read paths send that text as is: at fleet scale, mapping rows and re-serialising
 * them through zod in JavaScript cost many times the query. vehicle-json.test.ts holds this
 * path to toVehicleView, value for value.
 */

/** A timestamp written as JavaScript's toISOString() writes it, so both paths answer alike. */
const iso = (column: SQL) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The renter's view (publicVehicleView) over `vehicles v`, in the contract's order; the card
 * (publicVehicleCard) leaves out the gallery.
 */
function publicColumns(shape: VehicleShape): SQL {
  return sql`
  v.id, v.name, v.brand, v.model, v.capacity,
  json_build_object('type', v.vehicle_type) as "vehicleType", v.vehicle_type as type,
  v.price_per_day as "pricePerDay", v.price_per_day as price, v.features,
  v.main_image_url as "mainImageUrl",
  ${shape === 'detail' ? sql`v.image_urls as "imageUrls",` : sql``} v.status`;
}

/** The renter's card over `vehicles v`: what the catalogue's lists carry. */
export const publicCardColumns = publicColumns('card');

/**
 * The admin's view (vehicleView) over `vehicles v` joined to `history`, in the order of the zod
 * contract, so the text reads as its serialiser would write it; the card (vehicleCard) leaves
 * out the gallery and the records.
 */
function fullColumns(shape: VehicleShape): SQL {
  return sql`
  ${publicColumns(shape)},
  v.kilometers, v.km_for_maintenance as "kmForMaintenance",
  v.months_for_maintenance as "monthsForMaintenance",
  v.insurance_phone as "insurancePhone", v.plate, v.version,
  v.workshop_position as "workshopPosition",
  ${iso(sql`v.last_maintenance_alert_at`)} as "lastMaintenanceAlertAt",
  history.last_date as "lastMaintenanceDate", history.last_km as "lastMaintenanceKm",
  ${iso(sql`v.created_at`)} as "createdAt", ${iso(sql`v.updated_at`)} as "updatedAt"
  ${shape === 'detail' ? sql`, coalesce(history.records, '[]'::json) as "maintenanceRecords"` : sql``}`;
}

/** Which of the two views of a vehicle an answer carries (DESIGN 9). */
export type VehicleViewKind = 'renter' | 'full';
/** A list's card or one vehicle's whole answer, gallery and history included (issue 14). */
export type VehicleShape = 'card' | 'detail';

/** The select list and joins of one view in one shape. */
function viewOf(kind: VehicleViewKind, shape: VehicleShape): SQL {
  if (kind === 'renter') return sql`${publicColumns(shape)} from vehicles v`;
  return sql`${fullColumns(shape)} from vehicles v ${shape === 'detail' ? vehicleHistory : lastService}`;
}

/** Newest first, as recordsOfVehicle orders them. */
const newestFirst = sql`m.maintenance_date desc, m.id desc`;

/** Each vehicle's maintenance history, newest first, with its last service, as `history`. */
const vehicleHistory = sql`
  left join lateral (
    select max(m.maintenance_date) as last_date,
           (array_agg(m.km_at_maintenance order by ${newestFirst}))[1] as last_km,
           json_agg(json_build_object(
             'id', m.id, 'maintenanceDate', m.maintenance_date,
             'kmAtMaintenance', m.km_at_maintenance, 'description', m.description,
             'cost', m.cost, 'createdAt', ${iso(sql`m.created_at`)}
           ) order by ${newestFirst}) as records
    from maintenance_records m
    where m.vehicle_id = v.id
  ) history on true`;

/** Only each vehicle's last service, as `history`: one index probe per card. */
const lastService = sql`
  left join lateral (
    select m.maintenance_date as last_date, m.km_at_maintenance as last_km
    from maintenance_records m
    where m.vehicle_id = v.id
    order by ${newestFirst}
    limit 1
  ) history on true`;

/** The `json` column of a raw statement's only row; both drivers answer with { rows }. */
export async function jsonOf(db: Db, query: SQL): Promise<string | null> {
  const result = (await db.execute(query)) as unknown as { rows: { json: string | null }[] };
  return result.rows[0]?.json ?? null;
}

/**
 * The catalogue: every unarchived vehicle in any status (the screens filter by status), as cards
 * unless the whole answer is asked for (`include=details`, the SPEC 3.2 shape).
 */
export function vehicleListQuery(
  filter: { type?: VehicleType } = {},
  kind: VehicleViewKind = 'full',
  shape: VehicleShape = 'card',
): SQL {
  return sql`
    select coalesce(json_agg(vehicle order by vehicle.id), '[]'::json)::text as json
    from (
      select ${viewOf(kind, shape)}
      where v.archived_at is null
        ${filter.type ? sql`and v.vehicle_type = ${filter.type}` : sql``}
    ) vehicle`;
}

/** One unarchived vehicle's whole JSON text (gallery and history), or null when there is none (or it is archived). */
export function vehicleJson(
  db: Db,
  id: number,
  kind: VehicleViewKind = 'full',
): Promise<string | null> {
  return jsonOf(
    db,
    sql`
      select row_to_json(vehicle)::text as json
      from (
        select ${viewOf(kind, 'detail')}
        where v.id = ${id} and v.archived_at is null
      ) vehicle`,
  );
}
