import { asDate, idList, type PersonKind, type Row } from './person-kind.js';

/** The person's requests for erasure, sent from the access-link page. */
export const erasureRequestsKind: PersonKind = {
  kind: 'erasure-request',
  follows: ['registration'],
  personalColumns: {},
  async find(db, search) {
    const rows: Row[] = await db.query(
      'SELECT * FROM erasure_requests WHERE registration_id IN (?) ORDER BY id',
      [idList(search.idsOf('registration'))],
    );
    return rows.map((row) => ({
      kind: 'erasure-request',
      id: String(row.id),
      reference: `Request ${String(row.id)}`,
      createdAt: asDate(row.requested_at),
      summary: row.closed_at ? 'Erasure request, closed' : 'Erasure request, open',
      fields: {
        id: String(row.id),
        registrationId: String(row.registration_id),
        requestedAt: asDate(row.requested_at).toISOString(),
        closedAt: row.closed_at ? asDate(row.closed_at).toISOString() : null,
      },
    }));
  },
  async erase(db, id, context) {
    // The erasure answers the request: it closes it, naming itself.
    await db.query(
      `UPDATE erasure_requests
          SET closed_by_erasure_id = ?, closed_at = COALESCE(closed_at, CURRENT_TIMESTAMP(3))
        WHERE id = ?`,
      [context.erasureId, id],
    );
    return [];
  },
};
