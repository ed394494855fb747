import { Readable } from 'node:stream';
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import { CSV_BOM, csvRecord, csvRow } from '#domain/csv.ts';
import { type ExportTable, exportHeaders } from '#domain/export-columns.ts';
import { rentalState } from '#domain/rental-state.ts';
import type { SortDirection, SortKey } from '#domain/reservation-query.ts';
import type { Db } from '../db/client.ts';
import { maintenanceRecords, reservations, users, vehicles } from '../db/schema.ts';
import type {
  MaintenanceExportRow,
  ReservationExportRow,
  VehicleExportRow,
} from './export-tables.ts';
import { recordingSinceSql } from './rental-state-sql.ts';
import type { Cursor } from './reservation-cursor.ts';
import { afterCursor, filterCondition, type PageFilter, sortSql } from './reservation-pages.ts';
import { resolveSearch } from './reservation-search.ts';

/**
 * The rows of the downloads (issues 18 and 30), in batches. Reservations are read in keyset
 * batches and written as they come, so 200,000 rows never sit in memory at once; the fleet and
 * its service records are small enough for one statement each. Which columns they show is
 * export-tables.ts's; the CSV is written here, the spreadsheet in xlsx.ts.
 */

const BATCH = 2_000;

/** Rows arriving a batch at a time, for a writer that streams them. */
export type RowBatches<Row> = AsyncIterable<readonly Row[]>;

/**
 * Reads the first batch before the answer starts, so a failure there (the database down, a bad
 * search) is answered as an error instead of a cut file; the rest still streams.
 */
export async function primed<Row>(rows: RowBatches<Row>): Promise<RowBatches<Row>> {
  const iterator = rows[Symbol.asyncIterator]();
  const first = await iterator.next();
  return (async function* () {
    if (first.done) return;
    yield first.value;
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) {
      yield next.value;
    }
  })();
}

export interface ReservationExportOrder {
  sort: SortKey;
  dir: SortDirection;
}

/** The management page's filters, its search as typed. */
export type ExportFilter = Omit<PageFilter, 'search'> & { q?: string };

/** The management list's rows (same filters, same order), every page of it. */
export async function* reservationRows(
  db: Db,
  { q, ...rest }: ExportFilter,
  order: ReservationExportOrder,
  today: string,
): RowBatches<ReservationExportRow> {
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
    yield rows.map((row) => ({ ...row, state: rentalState(row, today, row.recordingSince) }));
    const last = rows.at(-1);
    if (rows.length < BATCH || !last) return;
    cursor = { key: last.key, id: last.id };
  }
}

/** The fleet as the fleet page lists it: vehicles not archived, by name. */
export async function* vehicleRows(db: Db): RowBatches<VehicleExportRow> {
  yield await db
    .select()
    .from(vehicles)
    .where(isNull(vehicles.archivedAt))
    .orderBy(asc(vehicles.name), asc(vehicles.id));
}

/** Every service record, newest first (archived vehicles' too: their costs were real). */
export async function* maintenanceRows(db: Db): RowBatches<MaintenanceExportRow> {
  yield await db
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
}

async function* csvLines<Row>(table: ExportTable<Row>, rows: RowBatches<Row>) {
  yield CSV_BOM + csvRecord(exportHeaders(table));
  for await (const batch of rows) {
    if (batch.length > 0) yield batch.map((row) => csvRow(table.columns, row)).join('');
  }
}

/** An export as a CSV stream (domain/csv.ts's format), written as its rows arrive. */
export function csvStream<Row>(table: ExportTable<Row>, rows: RowBatches<Row>): Readable {
  return Readable.from(csvLines(table, rows));
}
