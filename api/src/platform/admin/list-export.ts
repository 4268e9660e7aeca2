import { PassThrough, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { StreamableFile } from '@nestjs/common';
import { stringify } from 'csv-stringify';
import type ExcelJS from 'exceljs';
import { edition } from '@caawg11/conference';

export const exportFormats = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof exportFormats)[number];

export type ExportValue = string | number | Date | null;

/**
 * One column of an exported list. The type decides how a spreadsheet stores it: dates as
 * dates, amounts as numbers in the column's currency, so they sort and sum as they should.
 */
export interface ExportColumn<Row> {
  header: string;
  type: 'text' | 'integer' | 'date' | 'datetime' | 'amount';
  /** For amounts: the ISO code shown with them. */
  currency?: 'USD';
  value: (row: Row) => ExportValue;
}

export interface ListExport<Row> {
  /** The sheet's name and the file's base name, e.g. `registrations`. */
  name: string;
  /** A file name (without extension) that says more than the day it was made. */
  fileName?: string;
  columns: readonly ExportColumn<Row>[];
  /** Read as they are written, so a long list never sits whole in memory. */
  rows: AsyncIterable<Row> | Iterable<Row>;
}

const contentTypes: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

const numberFormats: Partial<Record<ExportColumn<unknown>['type'], string>> = {
  integer: '0',
  date: 'yyyy-mm-dd',
  datetime: 'yyyy-mm-dd hh:mm',
  amount: '#,##0.00 "USD"',
};

const kampalaDate = new Intl.DateTimeFormat('sv-SE', { timeZone: edition.timeZone });

const kampalaDateTime = new Intl.DateTimeFormat('sv-SE', {
  timeZone: edition.timeZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

/** A DATE column's value (YYYY-MM-DD) or a moment, as a Date for the spreadsheet. */
function asDate(value: ExportValue): Date | null {
  if (value === null || value === '') return null;
  if (value instanceof Date) return value;
  const date = new Date(
    typeof value === 'string' && value.length === 10 ? `${value}T00:00:00Z` : value,
  );
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * How a CSV cell reads: dates in ISO form, moments in conference time. Amounts and counts stay
 * numbers, so the formula guard leaves a negative amount as the number it is.
 */
function csvCell<Row>(column: ExportColumn<Row>, row: Row): string | number {
  const value = column.value(row);
  if (value === null) return '';
  switch (column.type) {
    case 'date':
      return asDate(value)?.toISOString().slice(0, 10) ?? '';
    case 'datetime': {
      const date = asDate(value);
      return date ? kampalaDateTime.format(date) : '';
    }
    case 'amount':
    case 'integer':
      return Number(value);
    case 'text':
      return String(value);
  }
}

function spreadsheetCell<Row>(column: ExportColumn<Row>, row: Row): ExcelJS.CellValue {
  const value = column.value(row);
  if (value === null) return null;
  switch (column.type) {
    case 'date':
      return asDate(value);
    case 'datetime': {
      // Spreadsheets have no time zones: write the wall-clock time of the conference.
      const date = asDate(value);
      return date ? new Date(`${kampalaDateTime.format(date).replace(' ', 'T')}:00Z`) : null;
    }
    case 'amount':
    case 'integer':
      return Number(value);
    case 'text':
      return String(value);
  }
}

/**
 * What every CSV the product writes shares. A cell that a visitor typed and that begins with
 * `=`, `+`, `-`, `@`, a tab or a carriage return would run as a formula in Excel or LibreOffice
 * (OWASP's CSV injection); such a cell is written with a leading `'`, which shows it as text.
 */
export const csvOptions = { escape_formulas: true } as const;

async function writeCsv<Row>(list: ListExport<Row>, out: Writable): Promise<void> {
  // The byte order mark makes Excel read the file as UTF-8, so accented names survive.
  out.write('\uFEFF');
  const csv = stringify({
    ...csvOptions,
    header: true,
    columns: list.columns.map((column) => column.header),
    cast: {
      number: (value, { index }) =>
        list.columns[index]?.type === 'amount' ? value.toFixed(2) : String(value),
    },
  });
  async function* lines() {
    for await (const row of list.rows) yield list.columns.map((column) => csvCell(column, row));
  }
  await pipeline(lines, csv, out);
}

async function writeXlsx<Row>(list: ListExport<Row>, out: Writable): Promise<void> {
  // Loaded with the first spreadsheet: exceljs is the largest library of the api and most
  // processes never write one.
  const { default: excel } = await import('exceljs');
  const workbook = new excel.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  workbook.creator = edition.shortName;
  const sheet = workbook.addWorksheet(list.name, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = list.columns.map((column) => ({
    header: column.header,
    key: column.header,
    width: Math.max(12, column.header.length + 2),
    style: numberFormats[column.type] ? { numFmt: numberFormats[column.type] } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  for await (const row of list.rows) {
    sheet.addRow(list.columns.map((column) => spreadsheetCell(column, row))).commit();
  }
  sheet.commit();
  await workbook.commit();
}

/** Writes a list in a format to a stream, row by row. */
export function writeExport<Row>(
  format: ExportFormat,
  list: ListExport<Row>,
  out: Writable,
): Promise<void> {
  return format === 'csv' ? writeCsv(list, out) : writeXlsx(list, out);
}

/** `<name>-<today in conference time>.<extension>`, as every export names its file. */
export function exportFileName(name: string, extension: string, now: Date): string {
  return `${name}-${kampalaDate.format(now)}.${extension}`;
}

/**
 * The file a controller answers with. Writing starts at once and streams as the client reads;
 * a failure half-way cuts the download short rather than sending a file that looks complete.
 */
export function exportFile<Row>(
  format: ExportFormat,
  list: ListExport<Row>,
  now: Date,
): StreamableFile {
  const body = new PassThrough();
  writeExport(format, list, body).catch((error: unknown) =>
    body.destroy(error instanceof Error ? error : new Error(String(error))),
  );
  return new StreamableFile(body, {
    type: contentTypes[format],
    disposition: `attachment; filename="${
      list.fileName ? `${list.fileName}.${format}` : exportFileName(list.name, format, now)
    }"`,
  });
}
