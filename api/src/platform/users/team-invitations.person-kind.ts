import { asDate, readableFields, type PersonKind, type Row } from '../people/index.js';

/** Invitations to join the organisers, sent to the address. */
export const teamInvitationsKind: PersonKind = {
  kind: 'team-invitation',
  personalColumns: { team_invitations: ['email'] },
  async find(db, search) {
    const rows: Row[] = await db.query(
      'SELECT * FROM team_invitations WHERE email = ? ORDER BY id',
      [search.email],
    );
    return rows.map((row) => ({
      kind: 'team-invitation',
      id: String(row.id),
      reference: String(row.email),
      createdAt: asDate(row.created_at),
      summary: `Invitation as ${String(row.role)} by ${String(row.invited_by_email)}`,
      fields: readableFields(row, ['token_hash']),
    }));
  },
  async erase(db, id, context) {
    await db.query(
      `UPDATE team_invitations
          SET email = ?, revoked_at = COALESCE(revoked_at, accepted_at, CURRENT_TIMESTAMP(3))
        WHERE id = ?`,
      [context.email, id],
    );
    return [];
  },
};
