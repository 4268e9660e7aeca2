import { forgetResponseLinks } from '../../messages/abstract-notices/abstract-notices.repository.js';
import { inboxReference } from '@caawg11/conference';
import {
  asDate,
  nonEmpty,
  readableFields,
  type PersonKind,
  type Row,
} from '../../platform/people/index.js';

/**
 * Abstracts the person submitted. Erased, an abstract keeps its title, subtheme, type and the
 * committee's decision (the programme and the review statistics count them); the author goes.
 */
export const abstractsKind: PersonKind = {
  kind: 'abstract',
  personalColumns: { abstracts: ['full_name', 'email', 'affiliation', 'phone', 'comments'] },
  async find(db, search) {
    const rows: Row[] = await db.query('SELECT * FROM abstracts WHERE email = ? ORDER BY id', [
      search.email,
    ]);
    return rows.map((row) => ({
      kind: 'abstract',
      id: String(row.id),
      reference: inboxReference('abstracts', String(row.id)),
      createdAt: asDate(row.created_at),
      summary: `“${String(row.abstract_title)}”, ${String(row.presentation_type)}, ${String(row.status)}`,
      fields: readableFields(row),
      personalValues: nonEmpty([row.full_name, row.phone]),
    }));
  },
  async erase(db, id, context) {
    await forgetResponseLinks(db, id);
    await db.query(
      `UPDATE abstracts
          SET full_name = ?, email = ?, affiliation = '', phone = NULL, comments = NULL
        WHERE id = ?`,
      [context.name, context.email, id],
    );
    return [];
  },
};
