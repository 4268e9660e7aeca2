import type { BankStatementFormat } from '@caawg11/conference';
import { readCamt053 } from './read-camt053.js';
import { type CsvTable, readCsvTable } from './read-csv.js';
import { readMt940 } from './read-mt940.js';
import { type StatementLine, UnreadableStatementError } from './statement-line.js';

export type StatementFormat = BankStatementFormat;

/**
 * A statement as read from its file: the lines of the self-describing formats, or, for CSV,
 * the table that a saved or new column layout turns into lines.
 */
export type ReadStatement =
  { format: 'camt053' | 'mt940'; lines: StatementLine[] } | { format: 'csv'; table: CsvTable };

/** UTF-8 when the bytes are valid UTF-8; otherwise the Windows code page most banks export in. */
function decode(content: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(content);
  } catch {
    return new TextDecoder('windows-1252').decode(content);
  }
}

/** Tells the format from the content, whatever the file is called. */
export function readStatement(content: Buffer): ReadStatement {
  if (content.length === 0 || content.includes(0)) throw new UnreadableStatementError();
  const text = decode(content).replace(/^\uFEFF/, '');
  const start = text.trimStart();
  if (start.startsWith('<')) {
    if (!/BkToCstmrStmt/.test(text)) throw new UnreadableStatementError('XML but not camt.053');
    return { format: 'camt053', lines: readCamt053(text) };
  }
  if (/^:20:/m.test(text) && /^:61:/m.test(text)) {
    return { format: 'mt940', lines: readMt940(text) };
  }
  return { format: 'csv', table: readCsvTable(text) };
}
