import { asDate, idList, readableFields, type PersonKind, type Row } from '../people/index.js';

/** Receipts: number, amount and date are kept; the PDF names whoever the registration names. */
export const receiptsKind: PersonKind = {
  kind: 'receipt',
  follows: ['registration'],
  personalColumns: {},
  async find(db, search) {
    const rows: Row[] = await db.query(
      'SELECT * FROM receipts WHERE registration_id IN (?) ORDER BY number',
      [idList(search.idsOf('registration'))],
    );
    return rows.map((row) => ({
      kind: 'receipt',
      id: String(row.number),
      reference: `Receipt ${String(row.number)}`,
      createdAt: asDate(row.issued_at),
      summary: `Receipt ${String(row.number)} for ${(Number(row.amount_cents) / 100).toFixed(2)} USD`,
      fields: readableFields(row),
    }));
  },
  erase: () => Promise.resolve([]),
};
