import { groupInvoiceReference } from '@caawg11/conference';
import {
  asDate,
  idList,
  readableFields,
  type PersonKind,
  type Row,
} from '../../platform/people/index.js';

/**
 * Group invoices the person asked for, from their registration or by their address. The
 * institution's data and the registrations it covers stay for the books; the address it was
 * asked from, and the person's name written into the postal address or a cancellation reason,
 * go.
 */
export const groupInvoicesKind: PersonKind = {
  kind: 'group-invoice',
  follows: ['registration'],
  personalColumns: {
    group_invoices: ['created_by_email', 'postal_address', 'cancellation_reason'],
  },
  async find(db, search) {
    const rows: Row[] = await db.query(
      `SELECT * FROM group_invoices
        WHERE created_by_email = ? OR created_by_registration_id IN (?)
        ORDER BY id`,
      [search.email, idList(search.idsOf('registration'))],
    );
    return rows.map((row) => ({
      kind: 'group-invoice',
      id: String(row.id),
      reference: groupInvoiceReference(Number(row.number)),
      createdAt: asDate(row.created_at),
      summary: `Group invoice to ${String(row.institution_name)}`,
      fields: readableFields(row),
    }));
  },
  async erase(db, id, context) {
    const [row] = await db.query<Row[]>(
      'SELECT postal_address, cancellation_reason FROM group_invoices WHERE id = ?',
      [id],
    );
    if (!row) return [];
    await db.query(
      `UPDATE group_invoices
          SET created_by_email = ?, postal_address = ?, cancellation_reason = ?
        WHERE id = ?`,
      [
        context.email,
        context.redactText(String(row.postal_address)),
        context.redactText((row.cancellation_reason as string | null) ?? null),
        id,
      ],
    );
    return [];
  },
};
