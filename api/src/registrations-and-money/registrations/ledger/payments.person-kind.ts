import {
  asDate,
  idList,
  readableFields,
  type PersonKind,
  type Row,
} from '../../../platform/people/index.js';

/** The payments of the person's registrations: amounts, methods and dates stay for the books. */
export const paymentsKind: PersonKind = {
  kind: 'payment',
  follows: ['registration'],
  personalColumns: { payments: ['notes'] },
  async find(db, search) {
    const rows: Row[] = await db.query(
      'SELECT * FROM payments WHERE registration_id IN (?) ORDER BY id',
      [idList(search.idsOf('registration'))],
    );
    return rows.map((row) => ({
      kind: 'payment',
      id: String(row.id),
      reference: String(row.reference),
      createdAt: asDate(row.created_at),
      summary: `USD ${String(row.amount)} by ${String(row.method)}, ${String(row.status)}`,
      fields: readableFields(row),
    }));
  },
  async erase(db, id, context) {
    const [row] = await db.query<Row[]>('SELECT notes FROM payments WHERE id = ?', [id]);
    if (!row) return [];
    await db.query('UPDATE payments SET notes = ? WHERE id = ?', [
      context.redactText((row.notes as string | null) ?? null),
      id,
    ]);
    return [];
  },
};
