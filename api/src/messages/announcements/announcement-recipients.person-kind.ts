import { asDate, type PersonKind, type Row } from '../../platform/people/index.js';

/** Announcements the address was sent. */
export const announcementRecipientsKind: PersonKind = {
  kind: 'announcement-recipient',
  personalColumns: { announcement_recipients: ['email'] },
  async find(db, search) {
    const rows: Row[] = await db.query(
      `SELECT id, announcement_id, email, language, outbox_id, created_at
         FROM announcement_recipients WHERE email = ? ORDER BY id`,
      [search.email],
    );
    return rows.map((row) => ({
      kind: 'announcement-recipient',
      id: String(row.id),
      reference: `Announcement ${String(row.announcement_id as string | number)}`,
      createdAt: asDate(row.created_at),
      summary: `Sent announcement ${String(row.announcement_id as string | number)} in ${String(row.language)}`,
      fields: {
        announcementId: String(row.announcement_id as string | number),
        email: row.email,
        language: row.language,
        createdAt: asDate(row.created_at).toISOString(),
      },
    }));
  },
  async erase(db, id, context) {
    await db.query(
      'UPDATE announcement_recipients SET email = ?, unsubscribe_token_hash = NULL WHERE id = ?',
      [context.email, id],
    );
    return [];
  },
};
