import {
  asDate,
  nonEmpty,
  readableFields,
  type PersonKind,
  type Row,
} from '../../platform/people/index.js';

/** Messages sent through the contact form. */
export const contactMessagesKind: PersonKind = {
  kind: 'contact-message',
  personalColumns: { contact_messages: ['name', 'email', 'subject', 'message'] },
  async find(db, search) {
    const rows: Row[] = await db.query(
      'SELECT * FROM contact_messages WHERE email = ? ORDER BY id',
      [search.email],
    );
    return rows.map((row) => ({
      kind: 'contact-message',
      id: String(row.id),
      reference: String(row.subject),
      createdAt: asDate(row.created_at),
      summary: `${String(row.name)}: “${String(row.subject)}”, ${String(row.status)}`,
      fields: readableFields(row),
      personalValues: nonEmpty([row.name]),
    }));
  },
  async erase(db, id, context) {
    await db.query(
      `UPDATE contact_messages SET name = ?, email = ?, subject = ?, message = '' WHERE id = ?`,
      [context.name, context.email, context.name, id],
    );
    return [];
  },
};
