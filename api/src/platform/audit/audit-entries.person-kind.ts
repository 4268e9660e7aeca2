import type { AuditRecordType, PersonRecordKind } from '@caawg11/conference';
import { holdsAddress } from '../common/address-match.js';
import { likeLiteral } from '../common/like-pattern.js';
import { asDate, type PersonKind, type Row } from '../people/index.js';

/** The audit log's name for each kind of the person's records. */
const auditTypeOf: Partial<Record<PersonRecordKind, AuditRecordType>> = {
  registration: 'registration',
  payment: 'payment',
  file: 'file',
  abstract: 'abstract',
  membership: 'membership',
  'contact-message': 'contact-message',
  booking: 'booking',
  'sponsorship-inquiry': 'sponsorship-inquiry',
  'team-account': 'user',
  email: 'outbox-message',
  'erasure-request': 'erasure-request',
};

function parsed(value: unknown): unknown {
  return typeof value === 'string' ? (JSON.parse(value) as unknown) : value;
}

/**
 * Audit entries about the person's records, naming the address, or made by it. Erased, an entry
 * keeps who did what to which record and when; the personal values in it are redacted, and the
 * entry names the erasure that redacted it (the one change the audit log's trigger allows).
 */
export const auditEntriesKind: PersonKind = {
  kind: 'audit-entry',
  follows: 'every other kind',
  personalColumns: { audit_log: ['actor_email', 'client_address', 'before', 'after'] },
  async find(db, search) {
    const conditions = ['actor_email = ?', holdsAddress('`before`'), holdsAddress('`after`')];
    const values: unknown[] = [search.email, likeLiteral(search.email), likeLiteral(search.email)];
    for (const [kind, type] of Object.entries(auditTypeOf)) {
      const ids = search.idsOf(kind as PersonRecordKind);
      if (ids.length === 0) continue;
      conditions.push('(entity_type = ? AND entity_id IN (?))');
      values.push(type, ids);
    }
    const rows: Row[] = await db.query(
      `SELECT * FROM audit_log WHERE ${conditions.join(' OR ')} ORDER BY id`,
      values,
    );
    return rows.map((row) => ({
      kind: 'audit-entry',
      id: String(row.id),
      reference:
        `${String(row.entity_type)} ${String((row.entity_id as string | null) ?? '')}`.trim(),
      createdAt: asDate(row.created_at),
      summary: `${String(row.action)} by ${String(row.actor_email)}`,
      fields: {
        id: String(row.id),
        actor: row.actor_email,
        action: row.action,
        recordType: row.entity_type,
        recordId: row.entity_id,
        before: parsed(row.before),
        after: parsed(row.after),
        createdAt: asDate(row.created_at).toISOString(),
      },
    }));
  },
  async erase(db, id, context) {
    const [row] = await db.query<Row[]>(
      'SELECT actor_email, client_address, `before`, `after` FROM audit_log WHERE id = ?',
      [id],
    );
    if (!row) return [];
    const actedThemselves = context.personalValues.includes(String(row.actor_email).toLowerCase());
    const redacted = (value: unknown) =>
      value === null ? null : JSON.stringify(context.redactJson(parsed(value)));
    await db.query(
      `UPDATE audit_log
          SET actor_email = ?, client_address = ?, \`before\` = ?, \`after\` = ?,
              redacted_by_erasure_id = ?
        WHERE id = ?`,
      [
        actedThemselves ? context.email : row.actor_email,
        actedThemselves ? null : row.client_address,
        redacted(row.before),
        redacted(row.after),
        context.erasureId,
        id,
      ],
    );
    return [];
  },
};
