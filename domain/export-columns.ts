/**
 * The columns of a data export (issues 18 and 30), written once and read by both formats: the
 * CSV writes each cell as text (domain/csv.ts), the spreadsheet as a typed cell. A column's kind
 * says what its values are, so the two downloads cannot disagree on headers, order or values.
 */

export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** What each download is sent as. */
export const EXPORT_MEDIA_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

export const EXPORT_CELL_KINDS = ['id', 'integer', 'money', 'date', 'text'] as const;
export type ExportCellKind = (typeof EXPORT_CELL_KINDS)[number];

/** What a value of each kind is: an amount in dollars, a calendar date YYYY-MM-DD, … */
export interface ExportCellValue {
  id: number;
  integer: number;
  money: number;
  date: string;
  text: string;
}

/** One column: its Spanish header and how a row gives its value (null: an empty cell). */
export type ExportColumn<Row> = {
  [K in ExportCellKind]: {
    header: string;
    kind: K;
    value: (row: Row) => ExportCellValue[K] | null;
  };
}[ExportCellKind];

/** One export: the file's subject ('reservas-2026-11-23.csv'), the sheet's name and its columns. */
export interface ExportTable<Row> {
  subject: string;
  sheet: string;
  columns: readonly ExportColumn<Row>[];
}

export function exportHeaders<Row>(table: ExportTable<Row>): string[] {
  return table.columns.map((column) => column.header);
}

/** 'reservas-2026-11-23.xlsx': what the download is saved as. */
export function exportFileName(subject: string, today: string, format: ExportFormat): string {
  return `${subject}-${today}.${format}`;
}
