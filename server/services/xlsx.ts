import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import {
  type ExportCellKind,
  type ExportColumn,
  type ExportTable,
  exportHeaders,
} from '#domain/export-columns.ts';
import { formatNumber, formatUsd } from '#domain/number-format.ts';
import type { RowBatches } from './exports.ts';

/**
 * The exports as spreadsheets (issue 30): typed cells, so any spreadsheet in any language reads
 * a date as a date and an amount as a number whatever its import settings. Written as a stream
 * with exceljs, a batch at a time, like the CSV.
 */

/** How each kind of cell is shown; the codes are Excel's, the same in every language. */
export const XLSX_NUMBER_FORMATS: Record<ExportCellKind, string> = {
  id: '0',
  integer: '#,##0',
  money: '$#,##0.00',
  date: 'dd/mm/yyyy',
  text: '@',
};

type CellValue = string | number | Date | null;

/** A calendar date as the spreadsheet's day: midnight UTC, so no zone moves it a day. */
function spreadsheetDate(isoDate: string): Date {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d));
}

function cellValue<Row>(column: ExportColumn<Row>, row: Row): CellValue {
  switch (column.kind) {
    case 'id':
    case 'integer':
    case 'money':
    case 'text':
      return column.value(row);
    case 'date': {
      const value = column.value(row);
      return value === null ? null : spreadsheetDate(value);
    }
  }
}

/** The width of a value as the sheet shows it, in characters. */
function shownLength<Row>(column: ExportColumn<Row>, row: Row): number {
  switch (column.kind) {
    case 'id':
      return String(column.value(row) ?? '').length;
    case 'integer': {
      const value = column.value(row);
      return value === null ? 0 : formatNumber(value).length;
    }
    case 'money': {
      const value = column.value(row);
      return value === null ? 0 : formatUsd(value).length;
    }
    case 'date':
      return 'dd/mm/yyyy'.length;
    case 'text':
      // A long line counts up to its first break: the cell wraps nothing, the column stays sane.
      return (column.value(row) ?? '').split('\n')[0]?.length ?? 0;
  }
}

const MIN_WIDTH = 6;
const MAX_WIDTH = 50;

/**
 * Column widths that fit the header and the first batch of rows (a streamed sheet writes its
 * widths before its rows; the first 2,000 rows are a fair sample of the rest).
 */
function fittingWidths<Row>(table: ExportTable<Row>, sample: readonly Row[]): number[] {
  return table.columns.map((column) => {
    // Bold header letters run a little wider than the body's.
    let widest = Math.ceil(column.header.length * 1.15);
    for (const row of sample) widest = Math.max(widest, shownLength(column, row));
    return Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, widest + 2));
  });
}

/** Waits while the reader is behind; answers false when it went away. */
async function readerKeepsUp(out: PassThrough): Promise<boolean> {
  while (out.writableNeedDrain && !out.destroyed) {
    await Promise.race([once(out, 'drain'), once(out, 'close')]);
  }
  return !out.destroyed;
}

async function writeWorkbook<Row>(
  out: PassThrough,
  table: ExportTable<Row>,
  rows: RowBatches<Row>,
): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    // Texts in the shared table, as Excel writes them: every reader knows that form.
    useSharedStrings: true,
  });
  const sheet = workbook.addWorksheet(table.sheet, {
    views: [{ state: 'frozen', xSplit: 0, ySplit: 1, topLeftCell: 'A2', activeCell: 'A2' }],
  });
  const formats = table.columns.map((column) => XLSX_NUMBER_FORMATS[column.kind]);
  let started = false;
  const start = (sample: readonly Row[]) => {
    sheet.columns = fittingWidths(table, sample).map((width) => ({ width }));
    sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: formats.length } };
    const header = sheet.addRow(exportHeaders(table));
    header.font = { bold: true };
    header.commit();
    started = true;
  };
  for await (const batch of rows) {
    if (!started) start(batch);
    for (const row of batch) {
      const line = sheet.addRow(table.columns.map((column) => cellValue(column, row)));
      line.eachCell((cell, index) => {
        cell.numFmt = formats[index - 1] ?? '';
      });
      line.commit();
    }
    if (!(await readerKeepsUp(out))) return;
  }
  if (!started) start([]);
  sheet.commit();
  await workbook.commit();
}

/** An export as an .xlsx stream: one sheet, header row frozen, widths fitting, cells typed. */
export function xlsxStream<Row>(table: ExportTable<Row>, rows: RowBatches<Row>): Readable {
  const out = new PassThrough();
  writeWorkbook(out, table, rows).catch((error: unknown) => {
    out.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return out;
}
