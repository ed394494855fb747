import { Readable } from 'node:stream';
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import { CSV_BOM, csvAmount, csvRecord, csvText } from '#domain/csv.ts';
import { formatDate, formatTimestampDate } from '#domain/dates.ts';
import { DELIVERY_LABELS } from '#domain/delivery.ts';
import { RENTAL_STATE_LABELS, rentalState } from '#domain/rental-state.ts';
import { rentalDays } from '#domain/reservation.ts';
import type { SortDirection, SortKey } from '#domain/reservation-query.ts';
import { STATUS_LABELS } from '#domain/vehicle-kinds.ts';
import type { Db } from '../db/client.ts';
import { maintenanceRecords, reservations, users, vehicles } from '../db/schema.ts';
import { recordingSinceSql } from './rental-state-sql.ts';
import type { Cursor } from './reservation-cursor.ts';
import { afterCursor, filterCondition, type PageFilter, sortSql } from './reservation-pages.ts';
import { resolveSearch } from './reservation-search.ts';

/**
 * The CSV downloads (issue 18). Reservations are read in keyset batches and written as they
 * come, so 200,000 rows never sit in memory at once; the fleet and its service records are
 * small enough for one statement each. The format is domain/csv.ts's.
 */

const BATCH = 2_000;

export const RESERVATION_HEADERS = [
  'ID',
  'Cliente',
  'Correo',
  'DUI',
  'Vehículo',
  'Marca',
  'Modelo',
  'Tipo',
  'Fecha de inicio',
  'Fecha de fin',
  'Días',
  'Precio por día',
  'Total',
  'Estado',
  'Entrega',
  'Dirección de entrega',
  'Fecha de creación',
];

export const VEHICLE_HEADERS = [
  'ID',
  'Nombre',
  'Marca',
  'Modelo',
  'Tipo',
  'Capacidad',
  'Precio por día',
  'Kilometraje',
  'Km entre servicios',
  'Meses entre servicios',
  'Estado',
  'Teléfono del seguro',
  'Fecha de alta',
];

export const MAINTENANCE_HEADERS = [
  'ID',
  'ID del vehículo',
  'Vehículo',
  'Fecha',
  'Kilometraje',
  'Descripción',
  'Costo',
];

export interface ReservationExportOrder {
  sort: SortKey;
  dir: SortDirection;
}

/** The management page's filters, its search as typed. */
export type ExportFilter = Omit<PageFilter, 'search'> & { q?: string };

async function* reservationLines(
  db: Db,
  { q, ...rest }: ExportFilter,
  order: ReservationExportOrder,
  today: string,
): AsyncGenerator<string> {
  yield CSV_BOM + csvRecord(RESERVATION_HEADERS);
  const filter: PageFilter = { ...rest, search: (await resolveSearch(db, q)).filter };
  const { expr } = sortSql(order.sort, today);
  const direction = order.dir === 'asc' ? sql`asc` : sql`desc`;
  let cursor: Cursor | undefined;
  for (;;) {
    const rows = await db
      .select({
        key: sql<string>`(${expr})::text`,
        id: reservations.id,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        dui: users.dui,
        vehicle: vehicles.name,
        brand: vehicles.brand,
        model: vehicles.model,
        type: vehicles.vehicleType,
        startDate: reservations.startDate,
        endDate: reservations.endDate,
        pricePerDay: reservations.pricePerDay,
        totalPrice: reservations.totalPrice,
        deliveryMode: reservations.deliveryMode,
        deliveryAddress: reservations.deliveryAddress,
        createdAt: reservations.createdAt,
        status: reservations.status,
        rentalStatus: reservations.rentalStatus,
        recordingSince: recordingSinceSql,
      })
      .from(reservations)
      .innerJoin(users, eq(users.id, reservations.userId))
      .innerJoin(vehicles, eq(vehicles.id, reservations.vehicleId))
      .where(
        and(filterCondition(filter, today), afterCursor({ ...order, limit: BATCH, cursor }, today)),
      )
      .orderBy(sql`${expr} ${direction}`, sql`${reservations.id} ${direction}`)
      .limit(BATCH);
    if (rows.length === 0) return;
    yield rows
      .map((row) =>
        csvRecord([
          String(row.id),
          csvText(`${row.firstName} ${row.lastName}`),
          csvText(row.email),
          csvText(row.dui),
          csvText(row.vehicle),
          csvText(row.brand),
          csvText(row.model),
          row.type,
          formatDate(row.startDate),
          formatDate(row.endDate),
          String(rentalDays(row.startDate, row.endDate)),
          csvAmount(row.pricePerDay),
          csvAmount(row.totalPrice),
          RENTAL_STATE_LABELS[rentalState(row, today, row.recordingSince)],
          DELIVERY_LABELS[row.deliveryMode],
          csvText(row.deliveryAddress),
          formatTimestampDate(row.createdAt),
        ]),
      )
      .join('');
    const last = rows.at(-1);
    if (rows.length < BATCH || !last) return;
    cursor = { key: last.key, id: last.id };
  }
}

/** The management list's rows (same filters, same order) as a CSV stream. */
export function reservationsCsv(
  db: Db,
  filter: ExportFilter,
  order: ReservationExportOrder,
  today: string,
): Readable {
  return Readable.from(reservationLines(db, filter, order, today));
}

/** The fleet as the fleet page lists it: vehicles not archived, by name. */
export async function vehiclesCsv(db: Db): Promise<string> {
  const rows = await db
    .select()
    .from(vehicles)
    .where(isNull(vehicles.archivedAt))
    .orderBy(asc(vehicles.name), asc(vehicles.id));
  return (
    CSV_BOM +
    csvRecord(VEHICLE_HEADERS) +
    rows
      .map((v) =>
        csvRecord([
          String(v.id),
          csvText(v.name),
          csvText(v.brand),
          csvText(v.model),
          v.vehicleType,
          String(v.capacity),
          csvAmount(v.pricePerDay),
          String(v.kilometers),
          v.kmForMaintenance === null ? '' : String(v.kmForMaintenance),
          v.monthsForMaintenance === null ? '' : String(v.monthsForMaintenance),
          STATUS_LABELS[v.status],
          csvText(v.insurancePhone),
          formatTimestampDate(v.createdAt),
        ]),
      )
      .join('')
  );
}

/** Every service record, newest first (archived vehicles' too: their costs were real). */
export async function maintenanceCsv(db: Db): Promise<string> {
  const rows = await db
    .select({
      id: maintenanceRecords.id,
      vehicleId: maintenanceRecords.vehicleId,
      vehicle: vehicles.name,
      date: maintenanceRecords.maintenanceDate,
      km: maintenanceRecords.kmAtMaintenance,
      description: maintenanceRecords.description,
      cost: maintenanceRecords.cost,
    })
    .from(maintenanceRecords)
    .innerJoin(vehicles, eq(vehicles.id, maintenanceRecords.vehicleId))
    .orderBy(desc(maintenanceRecords.maintenanceDate), desc(maintenanceRecords.id));
  return (
    CSV_BOM +
    csvRecord(MAINTENANCE_HEADERS) +
    rows
      .map((m) =>
        csvRecord([
          String(m.id),
          String(m.vehicleId),
          csvText(m.vehicle),
          formatDate(m.date),
          String(m.km),
          csvText(m.description),
          csvAmount(m.cost),
        ]),
      )
      .join('')
  );
}
