import { consentSubjects } from '@caawg11/conference';
import {
  asDate,
  idList,
  readableFields,
  type PersonKind,
  type Row,
} from '../../platform/people/index.js';

/**
 * The consents given with the person's forms. They hold which notice and what was agreed to,
 * no personal value, and they prove the consent: listed and exported, kept on erasure.
 */
export const consentsKind: PersonKind = {
  kind: 'consent',
  follows: consentSubjects,
  personalColumns: {},
  async find(db, search) {
    const found: Row[] = [];
    for (const subject of consentSubjects) {
      const rows: Row[] = await db.query(
        'SELECT * FROM consents WHERE subject_kind = ? AND subject_id IN (?) ORDER BY id',
        [subject, idList(search.idsOf(subject))],
      );
      found.push(...rows);
    }
    return found.map((row) => ({
      kind: 'consent',
      id: String(row.id),
      reference: `${String(row.subject_kind)} ${String(row.subject_id)}`,
      createdAt: asDate(row.given_at),
      summary: `${String(row.consent_key)}: ${Number(row.given) ? 'given' : 'not given'}, notice ${(row.notice_version as string | null) ?? 'none'}`,
      fields: readableFields(row),
    }));
  },
  erase() {
    return Promise.resolve([]);
  },
};
