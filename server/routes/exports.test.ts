import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { addDays, formatDate, formatTimestampDate } from '#domain/dates.ts';
import { DELIVERY_LABELS } from '#domain/delivery.ts';
import { exportHeaders } from '#domain/export-columns.ts';
import { DISPLAY_STATUS_LABELS } from '#domain/reservation.ts';
import type { ReservationView } from '#domain/reservation-contracts.ts';
import { LIST_MESSAGES } from '#domain/reservation-query.ts';
import type { VehicleView } from '#domain/vehicle-contracts.ts';
import { STATUS_LABELS } from '#domain/vehicle-kinds.ts';
import { ENGINES } from '#test/app.ts';
import { appFixtures } from '#test/bookings.ts';
import {
  byNameThenId,
  EXPORT_FILTERS,
  exportGetter,
  listedReservations,
  seedExportData,
  TRICKY_ADDRESS,
} from '#test/exports.ts';
import { MAINTENANCE_TABLE, RESERVATION_TABLE, VEHICLE_TABLE } from '../services/export-tables.ts';

/** Issue 18: the CSV downloads, parsed back by a CSV library and compared with the API. */
describe.each(ENGINES)('CSV exports on %s', (engine) => {
  const fx = appFixtures(engine, ['ana']);
  const seeded = seedExportData(fx);
  const get = exportGetter(fx);

  async function csv(url: string): Promise<{ raw: string; records: string[][] }> {
    const res = await get(url);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="[a-z]+-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const raw = res.body;
    const records = parse(raw, { bom: true, relax_column_count: false }) as string[][];
    return { raw, records };
  }

  const formula = (text: string) => (/^[=+\-@]/.test(text) ? `'${text}` : text);

  const reservationRecord = (r: ReservationView) => [
    String(r.id),
    formula(r.user.name),
    r.user.email,
    r.user.dui,
    formula(r.vehicle.name),
    formula(r.vehicle.brand),
    formula(r.vehicle.model),
    r.vehicle.type,
    formatDate(r.startDate),
    formatDate(r.endDate),
    String(r.days),
    r.pricePerDay.toFixed(2),
    r.totalPrice.toFixed(2),
    DISPLAY_STATUS_LABELS[r.displayStatus],
    DELIVERY_LABELS[r.delivery.mode],
    r.delivery.address ?? '',
    formatTimestampDate(r.createdAt),
  ];

  it('writes UTF-8 with a BOM, CRLF records and quotes only where RFC 4180 needs them', async () => {
    const { raw, records } = await csv('/api/exports/vehicles.csv');
    expect(raw.startsWith('\uFEFFID,Nombre,Marca,')).toBe(true);
    expect(raw.endsWith('\r\n')).toBe(true);
    expect(raw.replaceAll('\r\n', '')).not.toMatch(/\r(?!\n)/);
    expect(raw).toContain('"Camión ""Ñandú"", 4x4","\'=HYPERLINK(""http://x"")","Línea\nDos"');
    expect(raw).toContain(',2656.00,');
    expect(raw).toContain(',47.35,');
    expect(records[0]).toEqual(exportHeaders(VEHICLE_TABLE));
  });

  it.each(EXPORT_FILTERS)(
    'exports the reservations the management list shows for "%s", in its order',
    async (filters) => {
      const [{ records }, items] = await Promise.all([
        csv(`/api/exports/reservations.csv?${filters}`),
        listedReservations(fx, filters),
      ]);
      expect(records[0]).toEqual(exportHeaders(RESERVATION_TABLE));
      expect(records.slice(1)).toEqual(items.map(reservationRecord));
    },
  );

  it('reads every batch of a long export once, in order', async () => {
    const { records } = await csv('/api/exports/reservations.csv?q=lote&sort=startDate&dir=asc');
    expect(records).toHaveLength(2101);
    expect(records[1]?.[9]).toBe('02/01/2015');
    expect(records.at(-1)?.[8]).toBe(formatDate(addDays('2015-01-01', 2099 * 2)));
    const ids = records.slice(1).map((record) => Number(record[0]));
    expect(new Set(ids).size).toBe(2100);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(seeded.bulkVehicle).toBeGreaterThan(0);
  });

  it('exports the fleet as the admin API lists it', async () => {
    const [{ records }, res] = await Promise.all([
      csv('/api/exports/vehicles.csv'),
      get('/api/vehicles'),
    ]);
    const fleet = (res.json() as VehicleView[]).sort(byNameThenId);
    expect(records.slice(1)).toEqual(
      fleet.map((v) => [
        String(v.id),
        formula(v.name),
        formula(v.brand),
        formula(v.model),
        v.type,
        String(v.capacity),
        v.pricePerDay.toFixed(2),
        String(v.kilometers),
        v.kmForMaintenance === null ? '' : String(v.kmForMaintenance),
        v.monthsForMaintenance === null ? '' : String(v.monthsForMaintenance),
        STATUS_LABELS[v.status],
        formula(v.insurancePhone ?? ''),
        formatTimestampDate(v.createdAt),
      ]),
    );
  });

  it('exports every service record, newest first, as the vehicles carry them', async () => {
    const [{ records }, res] = await Promise.all([
      csv('/api/exports/maintenance.csv'),
      // The lists carry cards (issue 14): the whole vehicle, history included, is asked for.
      get('/api/vehicles?view=full&include=details'),
    ]);
    expect(records[0]).toEqual(exportHeaders(MAINTENANCE_TABLE));
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
        String(m.id),
        String(v.id),
        formula(v.name),
        formatDate(m.maintenanceDate),
        String(m.kmAtMaintenance),
        formula(m.description ?? ''),
        m.cost === null ? '' : m.cost.toFixed(2),
      ]);
    expect(records.slice(1)).toEqual(expected);
    expect(records.slice(1).map((record) => record[6])).toEqual(['47.35', '', '2656.00']);
    expect(records[3]?.[5]).toBe("'@cambio de aceite, filtros");
  });

  it('keeps an address with a semicolon and a tab in one column, whatever the reader splits on', async () => {
    const { raw } = await csv('/api/exports/reservations.csv?type=SUV');
    // A spreadsheet told to split on ';' and tabs as well as ',' (a remembered import choice).
    const records = parse(raw, { bom: true, delimiter: [',', ';', '\t'] }) as string[][];
    const width = exportHeaders(RESERVATION_TABLE).length;
    const address = exportHeaders(RESERVATION_TABLE).indexOf('Dirección de entrega');
    expect(records.length).toBeGreaterThan(1);
    for (const record of records) expect(record).toHaveLength(width);
    expect(records.slice(1).map((record) => record[address])).toContain(TRICKY_ADDRESS);
    expect(raw).toContain(',"Colonia Escalón; Pasaje B\tNorte 3",');
  });

  it.each(['reservations', 'vehicles', 'maintenance'])(
    '%s.csv is for admins only',
    async (name) => {
      expect((await get(`/api/exports/${name}.csv`, null)).statusCode).toBe(401);
      expect((await get(`/api/exports/${name}.csv`, fx.ana)).statusCode).toBe(403);
    },
  );

  it.each([
    ['status=cancelada', 'status', LIST_MESSAGES.statusInvalid],
    ['sort=price', 'sort', LIST_MESSAGES.sortInvalid],
    ['window=year', 'window', LIST_MESSAGES.windowInvalid],
  ])('refuses %s with a Spanish 400', async (query, field, message) => {
    const res = await get(`/api/exports/reservations.csv?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields?.[field]).toBe(message);
  });
});
