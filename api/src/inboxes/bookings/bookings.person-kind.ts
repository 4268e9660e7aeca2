import { inboxReference } from '@caawg11/conference';
import {
  asDate,
  nonEmpty,
  readableFields,
  type PersonKind,
  type Row,
} from '../../platform/people/index.js';

/** Accommodation requests: erased, the stay's type and dates stay for the counts. */
export const bookingsKind: PersonKind = {
  kind: 'booking',
  personalColumns: { bookings: ['full_name', 'email', 'phone', 'nationality', 'special_requests'] },
  async find(db, search) {
    const rows: Row[] = await db.query('SELECT * FROM bookings WHERE email = ? ORDER BY id', [
      search.email,
    ]);
    return rows.map((row) => ({
      kind: 'booking',
      id: String(row.id),
      reference: inboxReference('bookings', String(row.id)),
      createdAt: asDate(row.created_at),
      summary: `${String(row.full_name)}, ${String(row.accommodation_type)}, ${String(row.status)}`,
      fields: readableFields(row),
      personalValues: nonEmpty([row.full_name, row.phone]),
    }));
  },
  async erase(db, id, context) {
    await db.query(
      `UPDATE bookings
          SET full_name = ?, email = ?, phone = '', nationality = '', special_requests = NULL
        WHERE id = ?`,
      [context.name, context.email, id],
    );
    return [];
  },
};
