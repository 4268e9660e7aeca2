import { inboxReference } from '@caawg11/conference';
import { asDate, idList, type PersonKind, type Row } from '../../platform/people/index.js';

/**
 * The reviews of the person's abstracts: what the committee was told about them, without the
 * reviewer's identity or the comments meant for the committee alone.
 */
export const reviewsKind: PersonKind = {
  kind: 'review',
  follows: ['abstract'],
  personalColumns: { reviews: ['comment_to_committee', 'comment_to_authors'] },
  async find(db, search) {
    const rows: Row[] = await db.query(
      `SELECT id, abstract_id, recommendation, comment_to_authors, created_at, updated_at
         FROM reviews WHERE abstract_id IN (?) ORDER BY id`,
      [idList(search.idsOf('abstract'))],
    );
    return rows.map((row) => ({
      kind: 'review',
      id: String(row.id),
      reference: inboxReference('abstracts', String(row.abstract_id)),
      createdAt: asDate(row.created_at),
      summary: `Recommendation: ${String(row.recommendation)}`,
      fields: {
        id: String(row.id),
        abstractId: String(row.abstract_id),
        recommendation: row.recommendation,
        commentToAuthors: row.comment_to_authors,
        createdAt: asDate(row.created_at).toISOString(),
        updatedAt: asDate(row.updated_at).toISOString(),
      },
    }));
  },
  async erase(db, id, context) {
    const [row] = await db.query<Row[]>(
      'SELECT comment_to_committee, comment_to_authors FROM reviews WHERE id = ?',
      [id],
    );
    if (!row) return [];
    await db.query(
      'UPDATE reviews SET comment_to_committee = ?, comment_to_authors = ? WHERE id = ?',
      [
        context.redactText((row.comment_to_committee as string | null) ?? null),
        context.redactText((row.comment_to_authors as string | null) ?? null),
        id,
      ],
    );
    return [];
  },
};
