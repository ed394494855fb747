import { describe, expect, it } from 'vitest';
import { formatDate } from '#domain/dates.ts';
import { exportHeaders } from '#domain/export-columns.ts';
import { formatUsd } from '#domain/number-format.ts';
import type { VehicleView } from '#domain/vehicle-contracts.ts';
import { appFixtures } from '#test/bookings.ts';
import {
  byNameThenId,
  exportGetter,
  listedReservations,
  reservationCells,
  seedExportData,
  TRICKY_ADDRESS,
  type TypedCell,
  vehicleCells,
} from '#test/exports.ts';
import { type OdsCell, odsRows, openWithLibreOffice, SOFFICE } from '#test/libreoffice.ts';
import { RESERVATION_TABLE, VEHICLE_TABLE } from '../services/export-tables.ts';

/** A cell as LibreOffice typed it, in the form the API's values are compared in. */
function typed(cell: OdsCell | undefined): TypedCell {
  switch (cell?.type ?? null) {
    case null:
      return null;
    case 'date':
      return { date: cell?.date ?? '' };
    case 'float':
    case 'currency':
      return cell?.value ?? null;
    default:
      return cell?.shown ?? null;
  }
}

const title = SOFFICE
  ? 'LibreOffice opens the exports (issue 30)'
  : 'LibreOffice opens the exports (issue 30) — SKIPPED: soffice is not installed (apt-get install -y libreoffice-calc-nogui)';

/**
 * One slow test: a real spreadsheet engine (LibreOffice headless, started once) reads the
 * .xlsx files' cells as dates and amounts equal to the API's, whatever its language, and a CSV
 * import that splits on ';' and tabs too keeps the quoted address in one column.
 */
describe.skipIf(!SOFFICE)(title, () => {
  const fx = appFixtures('pglite', ['ana']);
  seedExportData(fx);
  const get = exportGetter(fx);

  async function body(url: string) {
    const res = await get(url);
    expect(res.statusCode, res.body).toBe(200);
    return res.rawPayload;
  }

  it('reads typed cells equal to the API and keeps a quoted ";" in one column', async () => {
    const [vehiclesXlsx, reservationsXlsx, reservationsCsv, fleetRes, reservations] =
      await Promise.all([
        body('/api/exports/vehicles.xlsx'),
        body('/api/exports/reservations.xlsx?type=SUV'),
        body('/api/exports/reservations.csv?type=SUV'),
        get('/api/vehicles'),
        listedReservations(fx, 'type=SUV'),
      ]);
    const [sheets, csvSheets] = await Promise.all([
      openWithLibreOffice({ 'vehiculos.xlsx': vehiclesXlsx, 'reservas.xlsx': reservationsXlsx }),
      // Separators ',' ';' and tab, '"' quotes, UTF-8: a profile that remembered every box ticked.
      openWithLibreOffice({ 'reservas.csv': reservationsCsv }, '44/59/9,34,76,1'),
    ]);

    const fleet = (fleetRes.json() as VehicleView[]).sort(byNameThenId);
    const [vehicleHeader, ...vehicleRows] = odsRows(sheets['vehiculos.xlsx'] ?? '');
    expect(vehicleHeader?.map((cell) => cell.shown)).toEqual(exportHeaders(VEHICLE_TABLE));
    expect(vehicleRows.map((row) => VEHICLE_TABLE.columns.map((_, i) => typed(row[i])))).toEqual(
      fleet.map(vehicleCells),
    );
    const price = VEHICLE_TABLE.columns.findIndex((c) => c.header === 'Precio por día');
    const since = VEHICLE_TABLE.columns.findIndex((c) => c.header === 'Fecha de alta');
    vehicleRows.forEach((row, i) => {
      const vehicle = fleet[i];
      expect(row[price]?.type).toBe('currency');
      expect(row[price]?.shown).toBe(formatUsd(vehicle?.pricePerDay ?? 0));
      expect(row[since]?.type).toBe('date');
      expect(row[since]?.shown).toBe(formatDate(row[since]?.date ?? ''));
    });

    const [reservationHeader, ...reservationRows] = odsRows(sheets['reservas.xlsx'] ?? '');
    expect(reservationHeader?.map((cell) => cell.shown)).toEqual(exportHeaders(RESERVATION_TABLE));
    expect(
      reservationRows.map((row) => RESERVATION_TABLE.columns.map((_, i) => typed(row[i]))),
    ).toEqual(reservations.map(reservationCells));
    const start = RESERVATION_TABLE.columns.findIndex((c) => c.header === 'Fecha de inicio');
    reservationRows.forEach((row, i) => {
      expect(row[start]?.shown).toBe(formatDate(reservations[i]?.startDate ?? ''));
    });

    const address = exportHeaders(RESERVATION_TABLE).indexOf('Dirección de entrega');
    const csvRows = odsRows(csvSheets['reservas.csv'] ?? '');
    expect(csvRows).toHaveLength(reservations.length + 1);
    for (const row of csvRows) expect(row).toHaveLength(RESERVATION_TABLE.columns.length);
    expect(csvRows.slice(1).map((row) => row[address]?.shown)).toEqual(
      reservations.map(() => TRICKY_ADDRESS),
    );
  }, 180_000);
});
