import {
  asDate,
  idList,
  readableFields,
  type PersonKind,
  type Row,
} from '../../platform/people/index.js';

/** The organisers' replies to the person's contact messages. */
export const contactRepliesKind: PersonKind = {
  kind: 'contact-reply',
  follows: ['contact-message'],
  personalColumns: { contact_replies: ['body'] },
  async find(db, search) {
    const rows: Row[] = await db.query(
      'SELECT * FROM contact_replies WHERE message_id IN (?) ORDER BY id',
      [idList(search.idsOf('contact-message'))],
    );
    return rows.map((row) => ({
      kind: 'contact-reply',
      id: String(row.id),
      reference: `Reply to message ${String(row.message_id)}`,
      createdAt: asDate(row.created_at),
      summary: `Reply by ${String(row.author_email)}`,
      fields: readableFields(row, ['author_user_id']),
    }));
  },
  async erase(db, id) {
    // A reply answers what the person wrote and greets them by name: its text goes whole.
    await db.query(`UPDATE contact_replies SET body = '' WHERE id = ?`, [id]);
    return [];
  },
};
