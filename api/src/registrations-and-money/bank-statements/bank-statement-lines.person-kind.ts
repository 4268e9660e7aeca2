import {
  asDate,
  idList,
  readableFields,
  type PersonKind,
  type Row,
} from '../../platform/people/index.js';

/**
 * Bank statement lines matched to the person's registrations: amount, date and the bank's
 * reference stay for the books; the payer's name and the free text are redacted.
 */
export const bankStatementLinesKind: PersonKind = {
  kind: 'bank-statement-line',
  follows: ['registration'],
  personalColumns: { bank_statement_lines: ['payer_name', 'description', 'comment'] },
  async find(db, search) {
    const rows: Row[] = await db.query(
      `SELECT line.*, statement.created_at
         FROM bank_statement_lines line
         JOIN bank_statements statement ON statement.id = line.statement_id
        WHERE line.registration_id IN (?) ORDER BY line.id`,
      [idList(search.idsOf('registration'))],
    );
    return rows.map((row) => ({
      kind: 'bank-statement-line',
      id: String(row.id),
      reference: String(row.bank_reference),
      createdAt: asDate(row.created_at),
      summary: `${(Number(row.amount_cents) / 100).toFixed(2)} ${String(row.currency)} from ${String(row.payer_name)}`,
      fields: readableFields(row, ['line_key']),
      personalValues: [String(row.payer_name)].filter((name) => name.trim().length > 2),
    }));
  },
  async erase(db, id, context) {
    const [row] = await db.query<Row[]>(
      'SELECT description, comment FROM bank_statement_lines WHERE id = ?',
      [id],
    );
    if (!row) return [];
    await db.query(
      'UPDATE bank_statement_lines SET payer_name = ?, description = ?, comment = ? WHERE id = ?',
      [
        context.name,
        context.redactText(String(row.description)),
        context.redactText((row.comment as string | null) ?? null),
        id,
      ],
    );
    return [];
  },
};
