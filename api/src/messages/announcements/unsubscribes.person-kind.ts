import { asDate, type PersonKind, type Row } from '../../platform/people/index.js';

/** The address's unsubscription from announcements. */
export const unsubscribesKind: PersonKind = {
  kind: 'unsubscribe',
  personalColumns: { mail_unsubscribes: ['email'] },
  async find(db, search) {
    const rows: Row[] = await db.query(
      'SELECT email, unsubscribed_at, announcement_id FROM mail_unsubscribes WHERE email = ?',
      [search.email],
    );
    return rows.map((row) => ({
      kind: 'unsubscribe',
      id: String(row.email),
      reference: 'Unsubscribed from announcements',
      createdAt: asDate(row.unsubscribed_at),
      summary: 'Asked to receive no more announcements',
      fields: {
        email: row.email,
        unsubscribedAt: asDate(row.unsubscribed_at).toISOString(),
        announcementId:
          row.announcement_id === null ? null : String(row.announcement_id as string | number),
      },
    }));
  },
  async erase(db, id) {
    // The row is the address itself; with the address gone nothing is left to send to.
    await db.query('DELETE FROM mail_unsubscribes WHERE email = ?', [id]);
    return [];
  },
};
