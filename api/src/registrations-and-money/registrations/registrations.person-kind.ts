import { forgetAccessLinks } from '../access-links/access-links.repository.js';
import {
  asDate,
  nonEmpty,
  readableFields,
  type PersonKind,
  type Row,
} from '../../platform/people/index.js';

/**
 * Registrations by their address. Erased, a registration keeps what the books and the
 * statistics need (type, category, fee, status, dates, country, gender); the person goes.
 */
export const registrationsKind: PersonKind = {
  kind: 'registration',
  personalColumns: {
    registrations: [
      'title',
      'other_title',
      'first_name',
      'other_names',
      'email',
      'phone',
      'city',
      'institution',
      'badge_name',
      'cancellation_reason',
      'reminder_token_hash',
      'pending_email',
      'pending_email_token_hash',
      'pending_email_expires_at',
    ],
  },
  async find(db, search) {
    const rows: Row[] = await db.query('SELECT * FROM registrations WHERE email = ? ORDER BY id', [
      search.email,
    ]);
    return rows.map((row) => ({
      kind: 'registration',
      id: String(row.id),
      reference: String(row.reference ?? row.id),
      createdAt: asDate(row.created_at),
      summary: `${String(row.first_name)} ${String(row.other_names)}, ${String(row.participant_category)} ${String(row.participation_type)}, payment ${String(row.payment_status)}`,
      fields: readableFields(row, ['reminder_token_hash', 'pending_email_token_hash']),
      personalValues: nonEmpty([
        row.first_name,
        row.other_names,
        `${String(row.first_name)} ${String(row.other_names)}`,
        row.phone,
        row.badge_name,
      ]),
    }));
  },
  async erase(db, id, context) {
    const [row] = await db.query<Row[]>('SELECT id FROM registrations WHERE id = ?', [id]);
    if (!row) return [];
    // The payments reported through its access links forget which link it was; the links go.
    await db.query('UPDATE payments SET access_token_id = NULL WHERE registration_id = ?', [id]);
    await forgetAccessLinks(db, id);
    await db.query(
      `UPDATE registrations
          SET title = '', other_title = NULL, first_name = ?, other_names = '', email = ?,
              phone = '', city = '', institution = '', reminder_token_hash = NULL,
              reminder_token_expires_at = NULL, badge_name = NULL, cancellation_reason = NULL,
              pending_email = NULL, pending_email_token_hash = NULL, pending_email_expires_at = NULL
        WHERE id = ?`,
      [context.name, context.email, id],
    );
    return [];
  },
};
