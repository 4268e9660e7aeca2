import type { RowDataPacket } from 'mysql2/promise';
import { PersonDataRegistry } from '../src/platform/people/person-data.registry.js';
import { createTestApp, type TestApp } from './support/test-app.js';

/** Column names that say the column holds a name, an address, a phone number or passport data. */
const personalColumnName =
  /name|e_?mail|phone|mobile|fax|passport|birth|nationality|address|payer|recipient|reply_to/;

/**
 * Columns whose names sound personal but that hold nothing naming a person, each with why. A
 * column is added here only when it is not personal; one that is goes in its feature's
 * declaration (`<feature>.person-data.ts`).
 */
const notPersonal: Readonly<Record<string, readonly string[]>> = {
  // The migration's class name.
  migrations: ['name'],
  // The statement file as the bank named it; the payers are in its lines, declared.
  bank_statements: ['file_name'],
  // An institution, not a person: kept for the books on erasure.
  single_invoices: ['institution_name'],
  group_invoices: ['institution_name'],
  group_invoice_requests: ['institution_name'],
  // Yes or no: whether the registrant agreed to e-mails.
  registrations: ['email_consent'],
  // When the certificate was e-mailed.
  certificates: ['emailed_at'],
  // When the passport fields were emptied.
  visa_letter_requests: ['passport_data_cleared_at'],
  // The left part of the Message-ID a message answers.
  outbox_messages: ['in_reply_to_key'],
};

interface SchemaColumn {
  table: string;
  column: string;
}

async function schemaColumns(t: TestApp): Promise<SchemaColumn[]> {
  const [rows] = await t.db.query<RowDataPacket[]>(
    `SELECT c.table_name AS \`table\`, c.column_name AS \`column\`
       FROM information_schema.columns c
       JOIN information_schema.tables t
         ON t.table_schema = c.table_schema AND t.table_name = c.table_name
      WHERE c.table_schema = DATABASE() AND t.table_type = 'BASE TABLE'
      ORDER BY c.table_name, c.ordinal_position`,
  );
  return rows.map((row) => ({ table: String(row.table), column: String(row.column) }));
}

/** The columns named like personal data that no feature's declaration covers, as table.column. */
async function undeclaredPersonalColumns(t: TestApp): Promise<string[]> {
  const covered = t.app.get(PersonDataRegistry).coverage();
  return (await schemaColumns(t))
    .filter(({ column }) => personalColumnName.test(column.toLowerCase()))
    .filter(({ table, column }) => !notPersonal[table]?.includes(column))
    .filter(({ table, column }) => !covered.get(table)?.has(column))
    .map(({ table, column }) => `${table}.${column}`);
}

describe('every column holding personal data is declared for the export and erasure', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(async () => {
    await t.close();
  });

  it('finds no column named like a name, an address, a phone or passport data left undeclared', async () => {
    expect(await undeclaredPersonalColumns(t)).toEqual([]);
  });

  it('declares and allows only columns the schema has', async () => {
    const inSchema = new Set(
      (await schemaColumns(t)).map(({ table, column }) => `${table}.${column}`),
    );
    const declared = [...t.app.get(PersonDataRegistry).coverage()].flatMap(([table, columns]) =>
      [...columns].map((column) => `${table}.${column}`),
    );
    const allowed = Object.entries(notPersonal).flatMap(([table, columns]) =>
      columns.map((column) => `${table}.${column}`),
    );
    expect([...declared, ...allowed].filter((column) => !inSchema.has(column))).toEqual([]);
  });

  it('reports a new table whose e-mail and phone columns nobody declared', async () => {
    await t.db.query(
      `CREATE TABLE speaker_requests (
         id INT UNSIGNED NOT NULL PRIMARY KEY,
         speaker_email VARCHAR(254) NOT NULL,
         contact_phone VARCHAR(40) NULL,
         topic VARCHAR(200) NOT NULL
       )`,
    );
    try {
      expect(await undeclaredPersonalColumns(t)).toEqual([
        'speaker_requests.speaker_email',
        'speaker_requests.contact_phone',
      ]);
    } finally {
      await t.db.query('DROP TABLE speaker_requests');
    }
  });
});
