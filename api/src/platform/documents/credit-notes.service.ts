import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { edition } from '@caawg11/conference';
import { issueNumbered } from './gapless-number.js';

/** A credit note as issued: one per refund, numbered in a series of its own. */
export interface IssuedCreditNote {
  number: number;
  refundId: string;
  registrationId: string;
  amountCents: number;
  /** What the registration had paid once this refund was counted. */
  paidAfterCents: number;
  issuedAt: Date;
}

/** How a credit note number is printed: CAAWG11-CN-0001. */
export function creditNoteLabel(number: number): string {
  return `${edition.shortName}-CN-${String(number).padStart(4, '0')}`;
}

interface CreditNoteRow {
  number: number;
  refundId: string | number;
  registrationId: string | number;
  amountCents: string | number;
  paidAfterCents: string | number;
  issuedAt: Date;
}

const creditNoteColumns = `number, refund_id AS refundId, registration_id AS registrationId,
  amount_cents AS amountCents, paid_after_cents AS paidAfterCents, issued_at AS issuedAt`;

function toIssuedCreditNote(row: CreditNoteRow): IssuedCreditNote {
  return {
    number: Number(row.number),
    refundId: String(row.refundId),
    registrationId: String(row.registrationId),
    amountCents: Number(row.amountCents),
    paidAfterCents: Number(row.paidAfterCents),
    issuedAt: row.issuedAt,
  };
}

@Injectable()
export class CreditNotesService {
  /** Issues the credit note of a refund, in the caller's transaction, or returns the one it has. */
  issueOnce(
    manager: EntityManager,
    refund: Omit<IssuedCreditNote, 'number' | 'issuedAt'>,
  ): Promise<IssuedCreditNote> {
    return issueNumbered(
      manager,
      'credit_note_counter',
      () => this.forRefund(manager, refund.refundId),
      async (number) => {
        await manager.query(
          `INSERT INTO credit_notes
             (number, refund_id, registration_id, amount_cents, paid_after_cents)
           VALUES (?, ?, ?, ?, ?)`,
          [
            number,
            refund.refundId,
            refund.registrationId,
            refund.amountCents,
            refund.paidAfterCents,
          ],
        );
        const issued = await this.forRefund(manager, refund.refundId);
        if (!issued) throw new Error(`Credit note ${number} was not stored`);
        return issued;
      },
    );
  }

  async forRefund(manager: EntityManager, refundId: string): Promise<IssuedCreditNote | null> {
    const rows: CreditNoteRow[] = await manager.query(
      `SELECT ${creditNoteColumns} FROM credit_notes WHERE refund_id = ?`,
      [refundId],
    );
    return rows[0] ? toIssuedCreditNote(rows[0]) : null;
  }

  /** The registration's newest credit note, or null before any refund. */
  async newest(manager: EntityManager, registrationId: string): Promise<IssuedCreditNote | null> {
    const rows: CreditNoteRow[] = await manager.query(
      `SELECT ${creditNoteColumns} FROM credit_notes WHERE registration_id = ?
        ORDER BY number DESC LIMIT 1`,
      [registrationId],
    );
    return rows[0] ? toIssuedCreditNote(rows[0]) : null;
  }
}
