import {
  asDate,
  idList,
  readableFields,
  type PersonKind,
  type Row,
} from '../../../platform/people/index.js';

/** Money paid back: nothing in a refund names the person, and all of it is kept for the books. */
export const refundsKind: PersonKind = {
  kind: 'refund',
  follows: ['registration'],
  personalColumns: {},
  async find(db, search) {
    const rows: Row[] = await db.query(
      'SELECT * FROM refunds WHERE registration_id IN (?) ORDER BY id',
      [idList(search.idsOf('registration'))],
    );
    return rows.map((row) => ({
      kind: 'refund',
      id: String(row.id),
      reference: String(row.reference),
      createdAt: asDate(row.created_at),
      summary: `USD ${String(row.amount)} by ${String(row.method)} on ${asDate(row.refund_date).toISOString().slice(0, 10)}`,
      fields: readableFields(row),
    }));
  },
  erase: () => Promise.resolve([]),
};
