import {
  asDate,
  idList,
  nonEmpty,
  readableFields,
  type PersonKind,
  type Row,
} from '../../platform/people/index.js';

/**
 * Certificates of attendance and presentation. Erased, the code, kind and title stay, so the
 * public verification still says the code was issued, under the erasure's name; the name and
 * address go.
 */
export const certificatesKind: PersonKind = {
  kind: 'certificate',
  follows: ['registration', 'abstract'],
  personalColumns: { certificates: ['recipient_name', 'email'] },
  async find(db, search) {
    const rows: Row[] = await db.query(
      `SELECT * FROM certificates
        WHERE email = ? OR registration_id IN (?) OR abstract_id IN (?)
        ORDER BY id`,
      [search.email, idList(search.idsOf('registration')), idList(search.idsOf('abstract'))],
    );
    return rows.map((row) => ({
      kind: 'certificate',
      id: String(row.id),
      reference: String(row.code),
      createdAt: asDate(row.issued_at),
      summary: `Certificate of ${String(row.kind)}: ${String(row.title)}`,
      fields: readableFields(row),
      personalValues: nonEmpty([row.recipient_name]),
    }));
  },
  async erase(db, id, context) {
    await db.query('UPDATE certificates SET recipient_name = ?, email = ? WHERE id = ?', [
      context.name,
      context.email,
      id,
    ]);
    return [];
  },
};
