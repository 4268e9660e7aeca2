import { singleInvoiceReference } from '@caawg11/conference';
import {
  asDate,
  idList,
  readableFields,
  type PersonKind,
  type Row,
} from '../../platform/people/index.js';

/**
 * Invoices made out to an institution for one of the person's registrations. The institution's
 * name, address and tax number are the institution's and stay for the books; the person's
 * name, where it was written into the postal address, goes.
 */
export const singleInvoicesKind: PersonKind = {
  kind: 'single-invoice',
  follows: ['registration'],
  personalColumns: { single_invoices: ['postal_address'] },
  async find(db, search) {
    const rows: Row[] = await db.query(
      'SELECT * FROM single_invoices WHERE registration_id IN (?) ORDER BY id',
      [idList(search.idsOf('registration'))],
    );
    return rows.map((row) => ({
      kind: 'single-invoice',
      id: String(row.id),
      reference: singleInvoiceReference(Number(row.number)),
      createdAt: asDate(row.created_at),
      summary: `Invoice to ${String(row.institution_name)}`,
      fields: readableFields(row),
    }));
  },
  async erase(db, id, context) {
    const [row] = await db.query<Row[]>('SELECT postal_address FROM single_invoices WHERE id = ?', [
      id,
    ]);
    if (!row) return [];
    await db.query('UPDATE single_invoices SET postal_address = ? WHERE id = ?', [
      context.redactText(String(row.postal_address)),
      id,
    ]);
    return [];
  },
};
