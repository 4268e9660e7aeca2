import { asDate, idList, readableFields, type PersonKind, type Row } from '../people/index.js';

/** Credit notes: number, amount and date are kept for the books. */
export const creditNotesKind: PersonKind = {
  kind: 'credit-note',
  follows: ['registration'],
  personalColumns: {},
  async find(db, search) {
    const rows: Row[] = await db.query(
      'SELECT * FROM credit_notes WHERE registration_id IN (?) ORDER BY number',
      [idList(search.idsOf('registration'))],
    );
    return rows.map((row) => ({
      kind: 'credit-note',
      id: String(row.number),
      reference: `Credit note ${String(row.number)}`,
      createdAt: asDate(row.issued_at),
      summary: `Credit note ${String(row.number)} for ${(Number(row.amount_cents) / 100).toFixed(2)} USD`,
      fields: readableFields(row),
    }));
  },
  erase: () => Promise.resolve([]),
};
