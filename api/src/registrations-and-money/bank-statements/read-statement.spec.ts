import { readFileSync } from 'node:fs';
import { readCsvLines, layoutSignature, missingColumns, type CsvLayout } from './read-csv.js';
import { readStatement, type ReadStatement } from './read-statement.js';
import {
  amountToCents,
  type StatementLine,
  UnreadableStatementError,
  unreadableStatementMessage,
} from './statement-line.js';

const fixture = (name: string) =>
  readFileSync(new URL(`../../../test/fixtures/bank-statements/${name}`, import.meta.url));

function linesOf(statement: ReadStatement): StatementLine[] {
  if (statement.format === 'csv') throw new Error('expected a self-describing format');
  return statement.lines;
}

describe('amountToCents', () => {
  it.each([
    ['150.00', 15000],
    ['150,00', 15000],
    ['1,250.50', 125050],
    ['1.250,50', 125050],
    ["1'250.50", 125050],
    ['1 250,5', 125050],
    ['150', 15000],
    ['-45.10', -4510],
    ['(45.10)', -4510],
    ['USD 150.00', 15000],
  ])('reads %j as %d cents', (text, cents) => {
    expect(amountToCents(text)).toBe(cents);
  });

  it('uses the separator a layout names when the text alone is ambiguous', () => {
    expect(amountToCents('1.500', ',')).toBe(150000);
    expect(amountToCents('1,500', '.')).toBe(150000);
  });

  it('refuses what is not an amount', () => {
    expect(() => amountToCents('one hundred')).toThrow(UnreadableStatementError);
  });
});

describe('readStatement', () => {
  it('reads the booked credits of a camt.053.001.02 statement, one line per transfer of a batch', () => {
    const statement = readStatement(fixture('camt053-v02.xml'));
    expect(statement.format).toBe('camt053');
    expect(linesOf(statement)).toEqual([
      {
        date: '2025-08-04',
        amountCents: 15000,
        currency: 'USD',
        description: 'REG FEE caawg 11 - 0O01',
        payerName: 'Amina Okello',
        bankReference: 'FT25216AB001',
      },
      {
        date: '2025-08-04',
        amountCents: 18000,
        currency: 'USD',
        description: 'CAAWG11-0002 and\nearly bird',
        payerName: 'Makerere University',
        bankReference: 'FT25216BT777-1',
      },
      {
        date: '2025-08-04',
        amountCents: 15000,
        currency: 'USD',
        description: 'CAAWG11.0003',
        payerName: 'Makerere University',
        bankReference: 'FT25216BT777-2',
      },
    ]);
  });

  it('reads camt.053.001.08, where statuses, names and dates are nested one level deeper', () => {
    expect(linesOf(readStatement(fixture('camt053-v08.xml')))).toEqual([
      {
        date: '2025-08-05',
        amountCents: 125050,
        currency: 'USD',
        description: 'Sponsorship CAAWG11',
        payerName: 'Geological Society of Ghana',
        bankReference: '2025080500123',
      },
    ]);
  });

  it('reads the credits of an MT940 file with either layout of field 86', () => {
    const statement = readStatement(fixture('mt940-sample.sta'));
    expect(statement.format).toBe('mt940');
    const lines = linesOf(statement);
    expect(
      lines.map((line) => [line.date, line.amountCents, line.currency, line.payerName]),
    ).toEqual([
      ['2025-08-05', 9000, 'USD', 'Grace Nakato'],
      ['2025-08-05', 24000, 'USD', 'Fatou Diop'],
      ['2025-08-06', 6000, 'USD', 'Grace Nakato'],
    ]);
    expect(lines[0]?.description).toContain('CAAWG11 0OO4 partial');
    expect(lines[2]?.description).toContain('CAAWG11-0004 rest');
  });

  it('reads a CSV of a layout never seen as a table, past the account details above its header', () => {
    const statement = readStatement(fixture('csv-unseen-layout.csv'));
    if (statement.format !== 'csv') throw new Error('expected CSV');
    expect(statement.table.delimiter).toBe(';');
    expect(statement.table.headers).toEqual([
      'Posting date',
      'Value date',
      'Narrative',
      'Counterparty',
      'Debit',
      'Credit',
      'Balance',
      'CCY',
    ]);
    expect(statement.table.rows).toHaveLength(4);
  });

  it.each([
    ['an empty file', Buffer.alloc(0)],
    ['a PDF', Buffer.from('%PDF-1.7\n\u0000\u0001binary')],
    [
      'XML of another kind',
      Buffer.from('<?xml version="1.0"?><Document><CstmrCdtTrfInitn/></Document>'),
    ],
    ['plain prose', Buffer.from('Dear finance team,\nplease find attached our transfer.')],
  ])('refuses %s, naming the formats it reads', (_name, content) => {
    expect(() => readStatement(content)).toThrow(unreadableStatementMessage);
  });

  it('says which formats it reads', () => {
    expect(unreadableStatementMessage).toBe(
      'This file is not a bank statement we can read. Upload a CSV, CAMT.053 (ISO 20022 XML) or MT940 file.',
    );
  });
});

describe('readCsvLines', () => {
  const layout: CsvLayout = {
    dateColumn: 'Posting date',
    amountColumn: 'Credit',
    referenceColumn: 'Narrative',
    payerNameColumn: 'Counterparty',
    currencyColumn: 'CCY',
    defaultCurrency: 'USD',
    dateFormat: 'DD.MM.YYYY',
    decimalSeparator: ',',
  };

  function table() {
    const statement = readStatement(fixture('csv-unseen-layout.csv'));
    if (statement.format !== 'csv') throw new Error('expected CSV');
    return statement.table;
  }

  it('turns the credit rows into lines through the layout, leaving debits out', () => {
    expect(readCsvLines(table(), layout)).toEqual([
      {
        date: '2025-08-04',
        amountCents: 15000,
        currency: 'USD',
        description: 'TRF CAAWG11-0006; conference',
        payerName: 'Esther Mensah',
        bankReference: '',
      },
      {
        date: '2025-08-05',
        amountCents: 250000,
        currency: 'USD',
        description: 'SALARY AUG',
        payerName: 'Kampala Rocks Ltd',
        bankReference: '',
      },
      {
        date: '2025-08-06',
        amountCents: 15000,
        currency: 'USD',
        description: 'REF CAAWG11 0007',
        payerName: 'Ngozi Eze',
        bankReference: '',
      },
    ]);
  });

  it('names the columns a saved layout expects and the file lacks', () => {
    expect(missingColumns({ ...layout, amountColumn: 'Amount' }, table().headers)).toEqual([
      'Amount',
    ]);
    expect(() => readCsvLines(table(), { ...layout, amountColumn: 'Amount' })).toThrow(
      UnreadableStatementError,
    );
  });

  it('refuses a date that does not exist in the layout’s format', () => {
    expect(() => readCsvLines(table(), { ...layout, dateFormat: 'YYYY-MM-DD' })).toThrow(
      UnreadableStatementError,
    );
  });

  it('recognises a layout by its header whatever the case and spacing', () => {
    expect(layoutSignature(['Posting date', ' Credit '])).toBe(
      layoutSignature(['posting DATE', 'credit']),
    );
    expect(layoutSignature(['Posting date', 'Credit'])).not.toBe(layoutSignature(['Credit']));
  });
});
