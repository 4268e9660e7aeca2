import type { RowDataPacket } from 'mysql2/promise';
import { knownCrossings } from './support/known-table-crossings.js';
import {
  crossings,
  declaredOwners,
  tableReferences,
  tablesNamedIn,
  type TableReference,
} from './support/table-ownership.js';
import { createTestApp, type TestApp } from './support/test-app.js';

/** TypeORM's own record of the migrations run. */
const notAFeaturesTable = new Set(['migrations']);

describe('every table has one owner, and SQL naming a table is its owner’s', () => {
  let t: TestApp;
  let schemaTables: Set<string>;
  let ownerOf: Map<string, string>;
  let references: TableReference[];

  beforeAll(async () => {
    t = await createTestApp();
    const [rows] = await t.db.query<RowDataPacket[]>(
      `SELECT table_name AS name FROM information_schema.tables
        WHERE table_schema = DATABASE() AND table_type = 'BASE TABLE'`,
    );
    schemaTables = new Set(
      rows.map((row) => String(row.name)).filter((name) => !notAFeaturesTable.has(name)),
    );
    const declared = declaredOwners();
    ownerOf = new Map([...declared].map(([table, features]) => [table, features[0] ?? '']));
    references = tableReferences(schemaTables);
  });

  afterAll(async () => {
    await t.close();
  });

  it('declares each table of the schema in exactly one feature, and no table the schema lacks', () => {
    const declared = declaredOwners();
    expect([...schemaTables].filter((table) => !declared.has(table)).sort()).toEqual([]);
    expect([...declared.keys()].filter((table) => !schemaTables.has(table)).sort()).toEqual([]);
    expect(
      [...declared].filter(([, features]) => features.length > 1).map(([table]) => table),
    ).toEqual([]);
  });

  it("finds no feature naming another feature's table in SQL beyond the crossings still listed", () => {
    const listed = new Set(knownCrossings);
    expect(crossings(references, ownerOf).filter((crossing) => !listed.has(crossing))).toEqual([]);
  });

  it('lists only crossings that are still in the code, so the list shrinks as they are moved', () => {
    const found = new Set(crossings(references, ownerOf));
    expect(knownCrossings.filter((crossing) => !found.has(crossing))).toEqual([]);
  });

  it("fails for a feature that writes SQL naming another feature's table", () => {
    // A certificate query reading the door's table itself, the way the rule forbids.
    const source = [
      'export async function attended(db: { query(sql: string): Promise<unknown> }) {',
      "  const table = 'check_ins';",
      '  return db.query(`SELECT registration_id FROM check_ins WHERE day = ${table}`);',
      '}',
    ].join('\n');
    const file = 'on-site/certificates/attendance.ts';
    const named = tablesNamedIn(file, source, schemaTables).map((table) => ({
      file,
      feature: 'on-site/certificates',
      table,
    }));
    expect(crossings(named, ownerOf)).toEqual(['on-site/certificates/attendance.ts: check_ins']);
    // The same query in the door's own folder is its owner's.
    expect(crossings([{ ...named[0]!, feature: 'on-site/check-ins' }], ownerOf)).toEqual([]);
  });
});
