import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { addDays } from '#domain/dates.ts';
import { EXPORT_MEDIA_TYPES, exportHeaders } from '#domain/export-columns.ts';
import { LIST_MESSAGES } from '#domain/reservation-query.ts';
import type { VehicleView } from '#domain/vehicle-contracts.ts';
import { ENGINES } from '#test/app.ts';
import { appFixtures } from '#test/bookings.ts';
import {
  byNameThenId,
  EXPORT_FILTERS,
  exportGetter,
  listedReservations,
  reservationCells,
  seedExportData,
  TRICKY_ADDRESS,
  type TypedCell,
  vehicleCells,
} from '#test/exports.ts';
import { MAINTENANCE_TABLE, RESERVATION_TABLE, VEHICLE_TABLE } from '../services/export-tables.ts';

function typed(cell: ExcelJS.Cell): TypedCell {
  switch (cell.type) {
    case ExcelJS.ValueType.Null:
      return null;
    case ExcelJS.ValueType.Date:
      return { date: (cell.value as Date).toISOString().slice(0, 10) };
    case ExcelJS.ValueType.Number:
    case ExcelJS.ValueType.String:
      return cell.value as number | string;
    default:
      throw new Error(`Unexpected cell type ${cell.type} at ${cell.address}`);
  }
}

/** Issue 30: the .xlsx downloads, read back with exceljs and compared, typed, with the API. */
describe.each(ENGINES)('.xlsx exports on %s', (engine) => {
  const fx = appFixtures(engine, ['ana']);
  seedExportData(fx);
  const get = exportGetter(fx);

  async function workbook(url: string) {
    const res = await get(url);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe(EXPORT_MEDIA_TYPES.xlsx);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="[a-z]+-\d{4}-\d{2}-\d{2}\.xlsx"$/,
    );
    const book = new ExcelJS.Workbook();
    await book.xlsx.read(Readable.from([res.rawPayload]));
    const sheet = book.worksheets[0];
    if (!sheet) throw new Error('No sheet');
    const width = sheet.getRow(1).cellCount;
    const rows: ExcelJS.Cell[][] = [];
    sheet.eachRow((row, number) => {
      if (number > 1) rows.push(Array.from({ length: width }, (_, i) => row.getCell(i + 1)));
    });
    const headers = Array.from({ length: width }, (_, i) => sheet.getRow(1).getCell(i + 1).value);
    return { sheet, headers, rows, values: rows.map((row) => row.map(typed)) };
  }

  it('freezes a bold header row, fits the columns and shows dates, money and numbers typed', async () => {
    const { sheet, headers, rows } = await workbook('/api/exports/vehicles.xlsx');
    expect(sheet.name).toBe('Vehículos');
    expect(headers).toEqual(exportHeaders(VEHICLE_TABLE));
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.getRow(1).font?.bold ?? sheet.getCell('A1').font?.bold).toBe(true);
    VEHICLE_TABLE.columns.forEach((column, i) => {
      // exceljs leaves out a column of its default width (9 characters): read back as none.
      const width = sheet.getColumn(i + 1).width ?? 9;
      expect(width, column.header).toBeGreaterThanOrEqual(column.header.length);
      expect(width, column.header).toBeLessThanOrEqual(50);
    });
    const name = VEHICLE_TABLE.columns.findIndex((c) => c.header === 'Nombre');
    const longest = Math.max(...rows.map((row) => String(row[name]?.value ?? '').length));
    expect(sheet.getColumn(name + 1).width).toBeGreaterThanOrEqual(longest);
    const at = (header: string) => VEHICLE_TABLE.columns.findIndex((c) => c.header === header);
    for (const row of rows) {
      expect(row[at('Precio por día')]?.type).toBe(ExcelJS.ValueType.Number);
      expect(row[at('Precio por día')]?.numFmt).toBe('$#,##0.00');
      expect(row[at('Kilometraje')]?.type).toBe(ExcelJS.ValueType.Number);
      expect(row[at('Kilometraje')]?.numFmt).toBe('#,##0');
      expect(row[at('Fecha de alta')]?.type).toBe(ExcelJS.ValueType.Date);
      expect(row[at('Fecha de alta')]?.numFmt).toBe('dd/mm/yyyy');
      expect(row[at('Nombre')]?.type).toBe(ExcelJS.ValueType.String);
    }
  });

  it('exports the fleet as the admin API lists it, texts as typed (no formula runs)', async () => {
    const [{ values }, res] = await Promise.all([
      workbook('/api/exports/vehicles.xlsx'),
      get('/api/vehicles'),
    ]);
    const fleet = (res.json() as VehicleView[]).sort(byNameThenId);
    expect(values).toEqual(fleet.map(vehicleCells));
    expect(values.flat()).toContain('=HYPERLINK("http://x")');
    expect(values.flat()).toContain(2656);
  });

  it.each(EXPORT_FILTERS)(
    'holds the rows of the management list for "%s", as the CSV does',
    async (filters) => {
      const [{ headers, values }, items] = await Promise.all([
        workbook(`/api/exports/reservations.xlsx?${filters}`),
        listedReservations(fx, filters),
      ]);
      expect(headers).toEqual(exportHeaders(RESERVATION_TABLE));
      expect(values).toEqual(items.map(reservationCells));
    },
  );

  it('keeps an address with a semicolon and a tab as one text cell', async () => {
    const { values } = await workbook('/api/exports/reservations.xlsx?type=SUV');
    const address = exportHeaders(RESERVATION_TABLE).indexOf('Dirección de entrega');
    expect(values.map((row) => row[address])).toContain(TRICKY_ADDRESS);
  });

  it('streams every batch of a long export once, in order', async () => {
    const { values } = await workbook(
      '/api/exports/reservations.xlsx?q=lote&sort=startDate&dir=asc',
    );
    expect(values).toHaveLength(2100);
    expect(values[0]?.[8]).toEqual({ date: '2015-01-01' });
    expect(values.at(-1)?.[9]).toEqual({ date: addDays('2015-01-01', 2099 * 2 + 1) });
    const ids = values.map((row) => row[0] as number);
    expect(new Set(ids).size).toBe(2100);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
  });

  it('exports every service record, newest first, an unknown cost as an empty cell', async () => {
    const [{ headers, values }, res] = await Promise.all([
      workbook('/api/exports/maintenance.xlsx'),
      get('/api/vehicles?view=full&include=details'),
    ]);
    expect(headers).toEqual(exportHeaders(MAINTENANCE_TABLE));
    const expected = (res.json() as VehicleView[])
      .flatMap((v) => v.maintenanceRecords.map((m) => ({ v, m })))
      .sort((a, b) =>
        a.m.maintenanceDate < b.m.maintenanceDate
          ? 1
          : a.m.maintenanceDate > b.m.maintenanceDate
            ? -1
            : b.m.id - a.m.id,
      )
      .map(({ v, m }) => [
        m.id,
        v.id,
        v.name,
        { date: m.maintenanceDate },
        m.kmAtMaintenance,
        m.description,
        m.cost,
      ]);
    expect(values).toEqual(expected);
    expect(values.map((row) => row[6])).toEqual([47.35, null, 2656]);
  });

  it.each(['reservations', 'vehicles', 'maintenance'])(
    '%s.xlsx is for admins only, as the CSV',
    async (name) => {
      expect((await get(`/api/exports/${name}.xlsx`, null)).statusCode).toBe(401);
      const refused = await get(`/api/exports/${name}.xlsx`, fx.ana);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe('Solo los administradores pueden exportar datos');
    },
  );

  it('refuses a bad filter with the same Spanish 400 as the CSV', async () => {
    const res = await get('/api/exports/reservations.xlsx?status=cancelada');
    expect(res.statusCode).toBe(400);
    expect(res.json().fields?.status).toBe(LIST_MESSAGES.statusInvalid);
  });
});
