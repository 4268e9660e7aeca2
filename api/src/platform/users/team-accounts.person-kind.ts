import { forgetPasswordResets } from '../auth/password-resets.repository.js';
import { forgetSignIns } from '../auth/sign-in-sessions.repository.js';
import { asDate, readableFields, type PersonKind, type Row } from '../people/index.js';

/** An organiser's account under the address: erased, it is disabled and signed out everywhere. */
export const teamAccountsKind: PersonKind = {
  kind: 'team-account',
  personalColumns: { users: ['email'] },
  async find(db, search) {
    const rows: Row[] = await db.query(
      'SELECT id, email, role, subthemes, created_at, updated_at, disabled_at FROM users WHERE email = ?',
      [search.email],
    );
    return rows.map((row) => ({
      kind: 'team-account',
      id: String(row.id),
      reference: String(row.email),
      createdAt: asDate(row.created_at),
      summary: `Team account, role ${String(row.role)}${row.disabled_at ? ', disabled' : ''}`,
      fields: readableFields(row),
    }));
  },
  async erase(db, id, context) {
    await forgetSignIns(db, id);
    await forgetPasswordResets(db, id);
    // No password hash matches an empty one, and the raised version ends every issued token.
    await db.query(
      `UPDATE users
          SET email = ?, password_hash = '', token_version = token_version + 1,
              disabled_at = COALESCE(disabled_at, CURRENT_TIMESTAMP(3))
        WHERE id = ?`,
      [context.email, id],
    );
    return [];
  },
};
