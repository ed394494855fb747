import { parse } from 'csv-parse/sync';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvAmount, csvField, csvFileName, csvRecord, csvText } from './csv.ts';

describe('CSV format (RFC 4180, es-SV spreadsheets)', () => {
  it('quotes a field only when it holds a comma, a quote or a line break', () => {
    expect(csvField('Corolla')).toBe('Corolla');
    expect(csvField('Escalón, San Salvador')).toBe('"Escalón, San Salvador"');
    expect(csvField('El "Tiburón"')).toBe('"El ""Tiburón"""');
    expect(csvField('línea\notra')).toBe('"línea\notra"');
    expect(csvField('a\rb')).toBe('"a\rb"');
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
    expect(csvFileName('reservas', '2026-11-23')).toBe('reservas-2026-11-23.csv');
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
        },
      ),
    );
  });
});
