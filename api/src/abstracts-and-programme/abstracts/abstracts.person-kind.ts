import { forgetResponseLinks } from '../../messages/abstract-notices/abstract-notices.repository.js';
import { inboxReference } from '@caawg11/conference';
import { forgetAbstractAccessLinks } from './abstracts.repository.js';
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
    await forgetAbstractAccessLinks(db, id);
    await db.query(
      `UPDATE abstracts
          SET full_name = ?, email = ?, affiliation = '', phone = NULL, comments = NULL
        WHERE id = ?`,
      [context.name, context.email, id],
    );
    return [];
  },
};

/**
 * The person named as one of an abstract's authors (the submitter included), found by the
 * address given for them. Erased, the author's place in the list stays, under the marker, and
 * the link that told them they were named no longer opens anything.
 */
export const abstractAuthorsKind: PersonKind = {
  kind: 'abstract-author',
  personalColumns: { abstract_authors: ['name', 'email', 'affiliation', 'country'] },
  async find(db, search) {
    const rows: Row[] = await db.query(
      `SELECT author.*, abstract.abstract_title, abstract.created_at AS abstract_created_at
         FROM abstract_authors author
         JOIN abstracts abstract ON abstract.id = author.abstract_id
        WHERE author.email = ?
        ORDER BY author.abstract_id, author.position`,
      [search.email],
    );
    return rows.map((row) => ({
      kind: 'abstract-author',
      id: String(row.id),
      reference: inboxReference('abstracts', String(row.abstract_id)),
      createdAt: asDate(row.abstract_created_at),
      summary: `Author ${String(row.position)} of “${String(row.abstract_title)}”${row.presenting ? ', presenting' : ''}`,
      fields: readableFields(row),
      personalValues: nonEmpty([row.name]),
    }));
  },
  async erase(db, id, context) {
    await db.query(
      `UPDATE abstract_authors
          SET name = ?, email = NULL, affiliation = '', country = NULL, not_me_token_hash = NULL
        WHERE id = ?`,
      [context.name, id],
    );
    return [];
  },
};
