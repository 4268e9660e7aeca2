import {
  asDate,
  idList,
  readableFields,
  type PersonKind,
  type Row,
} from '../../platform/people/index.js';
import type { PersonRecordKind } from '@caawg11/conference';

/** The inbox each kind of record is worked in, where organisers keep notes on it. */
const inboxOf: Partial<Record<PersonRecordKind, string>> = {
  abstract: 'abstracts',
  booking: 'bookings',
  'contact-message': 'contact-messages',
  membership: 'memberships',
  'sponsorship-inquiry': 'sponsorship-inquiries',
};

/** Organisers' notes on the person's records. */
export const inboxNotesKind: PersonKind = {
  kind: 'inbox-note',
  follows: ['abstract', 'booking', 'contact-message', 'membership', 'sponsorship-inquiry'],
  personalColumns: { inbox_notes: ['body'] },
  async find(db, search) {
    const rows: Row[] = [];
    for (const [kind, inbox] of Object.entries(inboxOf)) {
      const ids = search.idsOf(kind as PersonRecordKind);
      if (ids.length === 0) continue;
      rows.push(
        ...(await db.query<Row[]>(
          'SELECT * FROM inbox_notes WHERE inbox = ? AND record_id IN (?) ORDER BY id',
          [inbox, idList(ids)],
        )),
      );
    }
    return rows.map((row) => ({
      kind: 'inbox-note',
      id: String(row.id),
      reference: `${String(row.inbox)} ${String(row.record_id)}`,
      createdAt: asDate(row.created_at),
      summary: `Note by ${String(row.author_email)}`,
      fields: readableFields(row, ['author_user_id']),
    }));
  },
  async erase(db, id, context) {
    const [row] = await db.query<Row[]>('SELECT body FROM inbox_notes WHERE id = ?', [id]);
    if (!row) return [];
    await db.query('UPDATE inbox_notes SET body = ? WHERE id = ?', [
      context.redactText(String(row.body)),
      id,
    ]);
    return [];
  },
};
