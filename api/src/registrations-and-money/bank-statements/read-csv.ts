import { createHash } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import type { CsvLayout, StatementDateFormat } from '@caawg11/conference';
import { amountToCents, type StatementLine, UnreadableStatementError } from './statement-line.js';

export type { CsvLayout };

export interface CsvTable {
  delimiter: string;
  headers: string[];
  rows: string[][];
}

const candidateDelimiters = [',', ';', '\t', '|'];

function records(text: string, delimiter: string): string[][] | null {
  try {
    const rows: string[][] = parse(text, {
      delimiter,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      trim: true,
    });
    return rows;
  } catch {
    return null;
  }
}

/** The field count most rows share: the table's width, whatever sits above the header. */
function commonWidth(rows: string[][]): number {
  const counts = new Map<number, number>();
  for (const row of rows) counts.set(row.length, (counts.get(row.length) ?? 0) + 1);
  let width = 0;
  let best = 0;
  for (const [length, count] of counts) {
    if (count > best || (count === best && length > width)) [width, best] = [length, count];
  }
  return width;
}

/**
 * Reads a CSV statement as a table: finds the delimiter that gives the widest consistent table
 * and skips the account details some banks print above the header.
 */
export function readCsvTable(content: string): CsvTable {
  const text = content.replace(/^\uFEFF/, '');
  let best: CsvTable | null = null;
  for (const delimiter of candidateDelimiters) {
    const parsed = records(text, delimiter);
    if (!parsed) continue;
    const width = commonWidth(parsed);
    if (width < 3 || (best && width <= best.headers.length)) continue;
    const headerIndex = parsed.findIndex((row) => row.length === width);
    const [headers, ...rows] = parsed.slice(headerIndex);
    if (headers && rows.length > 0) best = { delimiter, headers, rows };
  }
  if (!best) throw new UnreadableStatementError('no table of three or more columns');
  return best;
}

/**
 * Identifies a bank's layout by its header, so the mapping an officer chose for one file is
 * found again for the next file of the same bank.
 */
export function layoutSignature(headers: string[]): string {
  const normalized = headers.map((header) => header.trim().toLowerCase()).join('\u0000');
  return createHash('sha256').update(normalized).digest('hex');
}

function isoDate(value: string, format: StatementDateFormat): string {
  const parts = value.trim().split(/[-/.\sT]/);
  const [year, month, day] =
    format === 'YYYY-MM-DD'
      ? [parts[0], parts[1], parts[2]]
      : format === 'MM/DD/YYYY'
        ? [parts[2], parts[0], parts[1]]
        : [parts[2], parts[1], parts[0]];
  const fullYear = year?.length === 2 ? `20${year}` : year;
  const iso = `${fullYear}-${month?.padStart(2, '0')}-${day?.padStart(2, '0')}`;
  const parsed = new Date(`${iso}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== iso) {
    throw new UnreadableStatementError(`"${value}" is not a date written ${format}`);
  }
  return iso;
}

/** The headers a layout names that the file lacks; empty when the layout fits. */
export function missingColumns(layout: CsvLayout, headers: string[]): string[] {
  const named = [
    layout.dateColumn,
    layout.amountColumn,
    layout.referenceColumn,
    layout.payerNameColumn,
    layout.currencyColumn,
  ].filter((column): column is string => Boolean(column));
  return named.filter((column) => !headers.includes(column));
}

/** Turns the rows of a CSV statement into lines through a layout; debits are left out. */
export function readCsvLines(table: CsvTable, layout: CsvLayout): StatementLine[] {
  const missing = missingColumns(layout, table.headers);
  if (missing.length > 0) {
    throw new UnreadableStatementError(`the file has no column ${missing.join(', ')}`);
  }
  const column = (name: string | undefined) => (name ? table.headers.indexOf(name) : -1);
  const at = {
    date: column(layout.dateColumn),
    amount: column(layout.amountColumn),
    reference: column(layout.referenceColumn),
    payer: column(layout.payerNameColumn),
    currency: column(layout.currencyColumn),
  };
  const lines: StatementLine[] = [];
  for (const row of table.rows) {
    const amount = row[at.amount]?.trim();
    if (!amount) continue;
    const amountCents = amountToCents(amount, layout.decimalSeparator);
    if (amountCents <= 0) continue;
    lines.push({
      date: isoDate(row[at.date] ?? '', layout.dateFormat),
      amountCents,
      currency: ((at.currency >= 0 ? row[at.currency] : '') || layout.defaultCurrency)
        .trim()
        .toUpperCase(),
      description: row[at.reference] ?? '',
      payerName: at.payer >= 0 ? (row[at.payer] ?? '') : '',
      bankReference: '',
    });
  }
  return lines;
}
