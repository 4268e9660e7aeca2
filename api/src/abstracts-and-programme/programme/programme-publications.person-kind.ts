import { asDate, type PersonKind, type Row } from '../../platform/people/index.js';

/** Published programmes that name the person as a presenter. */
export const programmePublicationsKind: PersonKind = {
  kind: 'programme-publication',
  follows: [
    'registration',
    'abstract',
    'membership',
    'contact-message',
    'booking',
    'sponsorship-inquiry',
    'bank-statement-line',
  ],
  personalColumns: { programme_publications: ['snapshot'] },
  async find(db, search) {
    const names = search.personalValues().map((value) => value.toLowerCase());
    if (search.idsOf('abstract').length === 0 || names.length === 0) return [];
    const rows: Row[] = await db.query(
      'SELECT id, published_at, published_by_email, snapshot FROM programme_publications ORDER BY id',
    );
    return rows
      .filter((row) => {
        const snapshot = String(row.snapshot).toLowerCase();
        return names.some((name) => snapshot.includes(name));
      })
      .map((row) => ({
        kind: 'programme-publication',
        id: String(row.id),
        reference: `Programme published ${asDate(row.published_at).toISOString().slice(0, 10)}`,
        createdAt: asDate(row.published_at),
        summary: `Published by ${String(row.published_by_email)}`,
        fields: { id: String(row.id), publishedAt: asDate(row.published_at).toISOString() },
      }));
  },
  async erase(db, id, context) {
    const [row] = await db.query<Row[]>(
      'SELECT snapshot FROM programme_publications WHERE id = ?',
      [id],
    );
    if (!row) return [];
    await db.query('UPDATE programme_publications SET snapshot = ? WHERE id = ?', [
      context.redactText(String(row.snapshot)),
      id,
    ]);
    return [];
  },
};
