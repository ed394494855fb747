import { formatDate } from './dates.ts';
import type { ExportColumn } from './export-columns.ts';

/**
 * CSV as Excel and LibreOffice set to Spanish (El Salvador) open it (issue 18): UTF-8 with a
 * byte order mark, RFC 4180 (',' between fields, CRLF after each record, a field quoted when it
 * holds a comma, a quote or a line break, quotes doubled), dates dd/mm/yyyy and amounts with a
 * decimal point and no thousands separator. A field holding ';' or a tab is quoted too (issue
 * 30): a spreadsheet whose import splits on those as well keeps it in one column.
 */

export const CSV_BOM = '\uFEFF';
export const CSV_LINE_END = '\r\n';

/**
 * A text that starts like a formula (= + - @, or a tab or carriage return that some programs
 * skip before one) would be run by the spreadsheet: it gets a leading apostrophe, which Excel
 * and LibreOffice show as plain text (OWASP's advice on CSV injection). Numbers and dates never
 * pass through here, so '-5' as an amount stays a number.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvText(value: string | null | undefined): string {
  if (value === null || value === undefined) return '';
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** 2656 -> '2656.00', 47.35 -> '47.35'; null -> empty. */
export function csvAmount(value: number | null | undefined): string {
  return value === null || value === undefined ? '' : value.toFixed(2);
}

/** A field as RFC 4180 writes it, quoted when it holds a separator a spreadsheet may split on. */
export function csvField(value: string): string {
  return /[",;\t\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

export function csvRecord(fields: readonly string[]): string {
  return fields.map(csvField).join(',') + CSV_LINE_END;
}

/** One cell of an export column as CSV text: numbers bare, dates dd/mm/yyyy, texts defused. */
function csvCell<Row>(column: ExportColumn<Row>, row: Row): string {
  switch (column.kind) {
    case 'id':
    case 'integer': {
      const value = column.value(row);
      return value === null ? '' : String(value);
    }
    case 'money':
      return csvAmount(column.value(row));
    case 'date': {
      const value = column.value(row);
      return value === null ? '' : formatDate(value);
    }
    case 'text':
      return csvText(column.value(row));
  }
}

/** A row of an export (domain/export-columns.ts) as one CSV record. */
export function csvRow<Row>(columns: readonly ExportColumn<Row>[], row: Row): string {
  return csvRecord(columns.map((column) => csvCell(column, row)));
}
