import {
  asDate,
  idList,
  readableFields,
  type PersonKind,
  type Row,
} from '../../platform/people/index.js';

/** The field-trip seats of the person's registrations: a status and a date, nothing personal. */
export const fieldTripSeatsKind: PersonKind = {
  kind: 'field-trip-seat',
  follows: ['registration'],
  personalColumns: {},
  async find(db, search) {
    const rows: Row[] = await db.query(
      'SELECT * FROM field_trip_seats WHERE registration_id IN (?) ORDER BY id',
      [idList(search.idsOf('registration'))],
    );
    return rows.map((row) => ({
      kind: 'field-trip-seat',
      id: String(row.id),
      reference: `#${String(row.id)}`,
      createdAt: asDate(row.created_at),
      summary: `Field-trip seat ${String(row.status)}`,
      fields: readableFields(row),
    }));
  },
  erase() {
    return Promise.resolve([]);
  },
};
