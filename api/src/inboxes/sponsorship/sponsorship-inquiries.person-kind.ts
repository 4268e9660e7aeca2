import {
  asDate,
  nonEmpty,
  readableFields,
  type PersonKind,
  type Row,
} from '../../platform/people/index.js';

/** Sponsorship inquiries: erased, the company, package and amount stay for the sponsorship sums. */
export const sponsorshipInquiriesKind: PersonKind = {
  kind: 'sponsorship-inquiry',
  personalColumns: { sponsorship_inquiries: ['name', 'email', 'phone', 'message'] },
  async find(db, search) {
    const rows: Row[] = await db.query(
      'SELECT * FROM sponsorship_inquiries WHERE email = ? ORDER BY id',
      [search.email],
    );
    return rows.map((row) => ({
      kind: 'sponsorship-inquiry',
      id: String(row.id),
      reference: String(row.company),
      createdAt: asDate(row.created_at),
      summary: `${String(row.name)} for ${String(row.company)}, ${String(row.status)}`,
      fields: readableFields(row),
      personalValues: nonEmpty([row.name, row.phone]),
    }));
  },
  async erase(db, id, context) {
    await db.query(
      `UPDATE sponsorship_inquiries SET name = ?, email = ?, phone = NULL, message = NULL WHERE id = ?`,
      [context.name, context.email, id],
    );
    return [];
  },
};
