import { parse } from 'csv-parse/sync';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvAmount, csvField, csvRecord, csvRow, csvText } from './csv.ts';
import { type ExportColumn, exportFileName } from './export-columns.ts';

describe('CSV format (RFC 4180, es-SV spreadsheets)', () => {
  it('quotes a field only when it holds a comma, a semicolon, a tab, a quote or a line break', () => {
    expect(csvField('Corolla')).toBe('Corolla');
    expect(csvField('Escalón, San Salvador')).toBe('"Escalón, San Salvador"');
    expect(csvField('El "Tiburón"')).toBe('"El ""Tiburón"""');
    expect(csvField('línea\notra')).toBe('"línea\notra"');
    expect(csvField('a\rb')).toBe('"a\rb"');
    expect(csvField('Calle 5; Casa 3')).toBe('"Calle 5; Casa 3"');
    expect(csvField('Casa\t3')).toBe('"Casa\t3"');
  });

  it('keeps an address with a semicolon in one column for a reader that splits on ; and tabs too', () => {
    const text = csvRecord(['7', 'Calle 5; Casa 3', 'Col.\tEscalón', '2656.00']);
    const [record] = parse(text, { delimiter: [',', ';', '\t'] }) as string[][];
    expect(record).toEqual(['7', 'Calle 5; Casa 3', 'Col.\tEscalón', '2656.00']);
  });

  it('writes a row of typed export columns as the CSV shows them', () => {
    interface Row {
      id: number;
      km: number | null;
      price: number;
      day: string | null;
      note: string | null;
    }
    const columns: ExportColumn<Row>[] = [
      { header: 'ID', kind: 'id', value: (row) => row.id },
      { header: 'Kilometraje', kind: 'integer', value: (row) => row.km },
      { header: 'Precio', kind: 'money', value: (row) => row.price },
      { header: 'Fecha', kind: 'date', value: (row) => row.day },
      { header: 'Nota', kind: 'text', value: (row) => row.note },
    ];
    expect(
      csvRow(columns, { id: 12, km: 12000, price: 2656, day: '2026-11-05', note: '=1+1; ok' }),
    ).toBe('12,12000,2656.00,05/11/2026,"\'=1+1; ok"\r\n');
    expect(csvRow(columns, { id: 1, km: null, price: 0.5, day: null, note: null })).toBe(
      '1,,0.50,,\r\n',
    );
  });

  it('ends every record with CRLF', () => {
    expect(csvRecord(['1', 'a,b', ''])).toBe('1,"a,b",\r\n');
  });

  it('writes amounts with a decimal point and no thousands separator', () => {
    expect(csvAmount(2656)).toBe('2656.00');
    expect(csvAmount(47.35)).toBe('47.35');
    expect(csvAmount(1234567.5)).toBe('1234567.50');
    expect(csvAmount(null)).toBe('');
  });

  it('keeps a spreadsheet from running a text as a formula', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) {
      expect(csvText(`${start}SUM(A1)`)).toBe(`'${start}SUM(A1)`);
    }
    expect(csvText('Ana = jefa')).toBe('Ana = jefa');
    expect(csvText(null)).toBe('');
  });

  it('names the file after the subject and the day', () => {
    expect(exportFileName('reservas', '2026-11-23', 'csv')).toBe('reservas-2026-11-23.csv');
    expect(exportFileName('vehiculos', '2026-11-23', 'xlsx')).toBe('vehiculos-2026-11-23.xlsx');
  });

  it('reads back, through a CSV library, exactly the fields written', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.string(), { minLength: 2, maxLength: 5 }), {
          minLength: 1,
          maxLength: 5,
        }),
        (rows) => {
          // Two fields at least, as every export has: a record of one empty field is a blank line.
          const width = rows[0]?.length ?? 2;
          const table = rows.map((row) => Array.from({ length: width }, (_, i) => row[i] ?? ''));
          const text = CSV_BOM + table.map(csvRecord).join('');
          const parsed = parse(text, { bom: true, relax_quotes: false }) as string[][];
          // A record of one empty field is an empty line, which CSV readers skip.
          const expected = table.filter((row) => !(row.length === 1 && row[0] === ''));
          expect(parsed).toEqual(expected);
          // A reader that also splits on ';' and tabs (a spreadsheet's remembered choice) too.
          const wide = parse(text, { bom: true, delimiter: [',', ';', '\t'] }) as string[][];
          expect(wide).toEqual(expected);
        },
      ),
    );
  });
});
