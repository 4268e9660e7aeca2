import { inboxReference } from '@caawg11/conference';
import {
  asDate,
  nonEmpty,
  readableFields,
  type PersonKind,
  type Row,
} from '../../platform/people/index.js';

/** Membership applications: erased, the row stays for the counts, with nothing of the person. */
export const membershipsKind: PersonKind = {
  kind: 'membership',
  personalColumns: {
    membership_applications: [
      'title',
      'name',
      'email',
      'organisation',
      'profession',
      'qualification',
      'address',
      'phone',
      'mobile',
      'fax',
      'webpage',
    ],
  },
  async find(db, search) {
    const rows: Row[] = await db.query(
      'SELECT * FROM membership_applications WHERE email = ? ORDER BY id',
      [search.email],
    );
    return rows.map((row) => ({
      kind: 'membership',
      id: String(row.id),
      reference: inboxReference('memberships', String(row.id)),
      createdAt: asDate(row.created_at),
      summary: `${String(row.name)}, ${String(row.organisation)}, ${String(row.status)}`,
      fields: readableFields(row),
      personalValues: nonEmpty([row.name, row.phone, row.mobile, row.fax]),
    }));
  },
  async erase(db, id, context) {
    await db.query(
      `UPDATE membership_applications
          SET title = '', name = ?, email = ?, organisation = '', profession = '',
              qualification = '', address = NULL, phone = NULL, mobile = NULL, fax = NULL,
              webpage = NULL
        WHERE id = ?`,
      [context.name, context.email, id],
    );
    return [];
  },
};
