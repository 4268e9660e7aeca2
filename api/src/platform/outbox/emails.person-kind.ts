import { holdsAddress } from '../common/address-match.js';
import { likeLiteral } from '../common/like-pattern.js';
import { asDate, type PersonKind, type Row } from '../people/index.js';
import { withLinksWithheld } from './outbox-links.js';

function parsed(payload: unknown): unknown {
  if (typeof payload !== 'string') return payload;
  try {
    return JSON.parse(payload) as unknown;
  } catch {
    return payload;
  }
}

/**
 * E-mails sent to the address, answering it, or about it (the organisers' copies carry the
 * person's answers). Erased, the row stays for the counts; its text goes.
 */
export const emailsKind: PersonKind = {
  kind: 'email',
  personalColumns: {
    outbox_messages: [
      'recipient',
      'reply_to',
      'payload',
      'sent_subject',
      'sent_text',
      'last_error',
    ],
  },
  async find(db, search) {
    const rows: Row[] = await db.query(
      `SELECT id, template, recipient, reply_to, payload, status, created_at, sent_at, language,
              sent_subject, sent_text
         FROM outbox_messages
        WHERE recipient = ? OR reply_to = ? OR ${holdsAddress('payload')}
        ORDER BY id`,
      [search.email, search.email, likeLiteral(search.email)],
    );
    return rows.map((row) => ({
      kind: 'email',
      id: String(row.id),
      reference: String(row.sent_subject ?? row.template),
      createdAt: asDate(row.created_at),
      summary: `${String(row.template)} to ${String(row.recipient)}, ${String(row.status)}`,
      fields: {
        id: String(row.id),
        template: row.template,
        recipient: row.recipient,
        replyTo: row.reply_to,
        status: row.status,
        language: row.language,
        createdAt: asDate(row.created_at).toISOString(),
        sentAt: row.sent_at ? asDate(row.sent_at).toISOString() : null,
        subject: row.sent_subject,
        text: row.sent_text,
        // What the person was sent, never a working link: the outbox keeps those sealed.
        content: withLinksWithheld(parsed(row.payload)),
      },
    }));
  },
  async erase(db, id, context) {
    const [row] = await db.query<Row[]>(
      'SELECT payload, sent_subject, sent_text, last_error FROM outbox_messages WHERE id = ?',
      [id],
    );
    if (!row) return [];
    await db.query(
      `UPDATE outbox_messages
          SET recipient = IF(recipient IN (?), ?, recipient),
              reply_to = IF(reply_to IN (?), NULL, reply_to), payload = ?,
              sent_subject = ?, sent_text = ?, last_error = ?
        WHERE id = ?`,
      [
        context.personalValues,
        context.email,
        context.personalValues,
        JSON.stringify(context.redactJson(parsed(row.payload))),
        context.redactText((row.sent_subject as string | null) ?? null),
        context.redactText((row.sent_text as string | null) ?? null),
        context.redactText((row.last_error as string | null) ?? null),
        id,
      ],
    );
    return [];
  },
};
