import {
  asDate,
  idList,
  readableFields,
  type PersonKind,
  type Row,
} from '../../platform/people/index.js';

/**
 * Check-ins at the door of the person's registrations: the day and the volunteer, no personal
 * value of the person, and they count who attended. Listed and exported, kept on erasure.
 */
export const checkInsKind: PersonKind = {
  kind: 'check-in',
  follows: ['registration'],
  personalColumns: {},
  async find(db, search) {
    const rows: Row[] = await db.query(
      'SELECT * FROM check_ins WHERE registration_id IN (?) ORDER BY id',
      [idList(search.idsOf('registration'))],
    );
    return rows.map((row) => ({
      kind: 'check-in',
      id: String(row.id),
      reference: String(row.occasion),
      createdAt: asDate(row.checked_in_at),
      summary: `Checked in on ${String(row.occasion)}`,
      fields: readableFields(row),
    }));
  },
  erase() {
    return Promise.resolve([]);
  },
};
