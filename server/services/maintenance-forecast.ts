import { and, asc, desc, eq, gte, isNull, ne, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { addDays } from '#domain/dates.ts';
import type { ServiceForecastView } from '#domain/maintenance-contracts.ts';
import {
  AVERAGE_WINDOW_DAYS,
  type DueSoonThresholds,
  type ForecastInput,
  forecastService,
  type OdometerPoint,
  type UpcomingReservation,
} from '#domain/maintenance-forecast.ts';
import type { Db } from '../db/client.ts';
import { maintenanceRecords, reservations, vehicles } from '../db/schema.ts';

const byVehicle = <T extends { vehicleId: number }>(rows: T[]) => {
  const map = new Map<number, T[]>();
  for (const row of rows) {
    const list = map.get(row.vehicleId) ?? [];
    list.push(row);
    map.set(row.vehicleId, list);
  }
  return map;
};

/**
 * The odometer points the average needs: every reading of the last 90 days plus each vehicle's
 * oldest and newest, which is all the whole-history fallback reads (its first and last).
 */
async function odometerPoints(db: Db, today: string, vehicleId?: number) {
  const from = addDays(today, -AVERAGE_WINDOW_DAYS - 1);
  // Issue 27: a voided reading no longer counts.
  const valid =
    vehicleId === undefined
      ? sql`voided_at is null`
      : sql`voided_at is null and vehicle_id = ${vehicleId}`;
  const result = (await db.execute(sql`
    select vehicle_id as "vehicleId", km,
           to_char(recorded_at at time zone 'America/El_Salvador', 'YYYY-MM-DD') as date
    from (
      select r.*,
             row_number() over (partition by vehicle_id order by recorded_at, id) as oldest,
             row_number() over (partition by vehicle_id order by recorded_at desc, id desc) as newest
      from odometer_readings r
      where ${valid}
    ) r
    where oldest = 1 or newest = 1 or recorded_at >= ${from}::date`)) as unknown as {
    rows: ({ vehicleId: number } & OdometerPoint)[];
  };
  return byVehicle(result.rows.map((row) => ({ ...row, km: Number(row.km) })));
}

/** GET /api/maintenance/forecast: every listed vehicle's next service and its clashes. */
export async function serviceForecasts(
  db: Db,
  today: string,
  thresholds?: DueSoonThresholds,
): Promise<ServiceForecastView[]> {
  const inputs = await forecastInputs(db, today, thresholds);
  return inputs.map(({ vehicleId, input }) => ({ vehicleId, ...forecastService(input) }));
}

/** Issue 27: the forecast's inputs for one vehicle (the check-out's service warnings). */
export async function forecastInputOf(
  db: Db,
  vehicleId: number,
  today: string,
): Promise<ForecastInput | undefined> {
  const [only] = await forecastInputs(db, today, undefined, vehicleId);
  return only?.input;
}

/** What forecastService reads, for every listed vehicle (or the one `vehicleId` names). */
async function forecastInputs(
  db: Db,
  today: string,
  thresholds?: DueSoonThresholds,
  vehicleId?: number,
): Promise<{ vehicleId: number; input: ForecastInput }[]> {
  const one = (column: AnyPgColumn) =>
    vehicleId === undefined ? undefined : eq(column, vehicleId);
  const [fleet, services, readings, upcoming] = await Promise.all([
    db
      .select({
        id: vehicles.id,
        kilometers: vehicles.kilometers,
        kmForMaintenance: vehicles.kmForMaintenance,
        monthsForMaintenance: vehicles.monthsForMaintenance,
        since: sql<string>`to_char(${vehicles.createdAt} at time zone 'America/El_Salvador', 'YYYY-MM-DD')`,
      })
      .from(vehicles)
      .where(and(isNull(vehicles.archivedAt), one(vehicles.id)))
      .orderBy(asc(vehicles.id)),
    db
      .selectDistinctOn([maintenanceRecords.vehicleId], {
        vehicleId: maintenanceRecords.vehicleId,
        date: maintenanceRecords.maintenanceDate,
        km: maintenanceRecords.kmAtMaintenance,
      })
      .from(maintenanceRecords)
      .where(one(maintenanceRecords.vehicleId))
      .orderBy(
        maintenanceRecords.vehicleId,
        desc(maintenanceRecords.maintenanceDate),
        desc(maintenanceRecords.id),
      ),
    odometerPoints(db, today, vehicleId),
    db
      .select({
        vehicleId: reservations.vehicleId,
        id: reservations.id,
        startDate: reservations.startDate,
        endDate: reservations.endDate,
      })
      .from(reservations)
      .where(
        and(
          eq(reservations.status, 'active'),
          ne(reservations.rentalStatus, 'returned'),
          gte(reservations.endDate, today),
          one(reservations.vehicleId),
        ),
      )
      .orderBy(reservations.startDate, reservations.id),
  ]);
  const lastService = new Map(services.map((s) => [s.vehicleId, s]));
  const bookings = byVehicle(upcoming);

  return fleet.map((vehicle) => {
    const service = lastService.get(vehicle.id);
    const input: ForecastInput = {
      today,
      kilometers: vehicle.kilometers,
      kmForMaintenance: vehicle.kmForMaintenance,
      monthsForMaintenance: vehicle.monthsForMaintenance,
      lastService: service ? { date: service.date, km: service.km } : null,
      since: vehicle.since,
      readings: readings.get(vehicle.id) ?? [],
      reservations: (bookings.get(vehicle.id) ?? []) as UpcomingReservation[],
      ...(thresholds ? { thresholds } : {}),
    };
    return { vehicleId: vehicle.id, input };
  });
}
