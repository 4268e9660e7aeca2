import {
  asDate,
  idList,
  readableFields,
  type PersonKind,
  type Row,
} from '../../platform/people/index.js';

/**
 * Requests for a group invoice the person made from their registration, or was named in by
 * their address or registration to agree to. The export shows what was asked and each answer,
 * never a link's token. Erased: the address the person was named by becomes the marker, and
 * their name goes from the postal address of a request they made; the colleagues' answers and
 * the institution stay with the invoice they led to.
 */
export const groupInvoiceRequestsKind: PersonKind = {
  kind: 'group-invoice-request',
  follows: ['registration'],
  personalColumns: {
    group_invoice_requests: ['postal_address'],
    group_invoice_consents: ['email'],
  },
  async find(db, search) {
    const registrations = idList(search.idsOf('registration'));
    const rows: Row[] = await db.query(
      `SELECT * FROM group_invoice_requests
        WHERE registration_id IN (?)
           OR id IN (SELECT request_id FROM group_invoice_consents
                      WHERE email = ? OR registration_id IN (?))
        ORDER BY id`,
      [registrations, search.email, registrations],
    );
    if (rows.length === 0) return [];
    const consents: Row[] = await db.query(
      `SELECT request_id, reference, email, answer, answered_at
         FROM group_invoice_consents WHERE request_id IN (?) ORDER BY id`,
      [rows.map((row) => String(row.id))],
    );
    return rows.map((row) => ({
      kind: 'group-invoice-request',
      id: String(row.id),
      reference: `Request ${String(row.id)}`,
      createdAt: asDate(row.created_at),
      summary: `Group invoice to ${String(row.institution_name)} (${String(row.status)})`,
      fields: {
        ...readableFields(row),
        colleagues: consents
          .filter((consent) => String(consent.request_id) === String(row.id))
          .map((consent) => readableFields(consent, ['request_id'])),
      },
    }));
  },
  async erase(db, id, context) {
    const [row] = await db.query<Row[]>(
      'SELECT postal_address FROM group_invoice_requests WHERE id = ?',
      [id],
    );
    if (!row) return [];
    await db.query('UPDATE group_invoice_requests SET postal_address = ? WHERE id = ?', [
      context.redactText(String(row.postal_address)),
      id,
    ]);
    await db.query(
      'UPDATE group_invoice_consents SET email = ? WHERE request_id = ? AND email IN (?)',
      [context.email, id, [...context.personalValues]],
    );
    return [];
  },
};
