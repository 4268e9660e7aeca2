import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { edition } from '@caawg11/conference';
import { issueNumbered } from './gapless-number.js';

/** A receipt as issued: its number is never reused and a payment has at most one. */
export interface IssuedReceipt {
  number: number;
  registrationId: string;
  /** The payment it acknowledges; null on receipts issued for a whole fee before receipts were per payment. */
  paymentId: string | null;
  amountCents: number;
  /** What the registration still owed once this payment was counted; null on those older receipts. */
  balanceCents: number | null;
  issuedAt: Date;
}

export interface ReceiptToIssue {
  registrationId: string;
  paymentId: string;
  amountCents: number;
  balanceCents: number;
}

/** How a receipt number is printed: CAAWG11-R-0001. */
export function receiptLabel(number: number): string {
  return `${edition.shortName}-R-${String(number).padStart(4, '0')}`;
}

const receiptColumns = `number, registration_id AS registrationId, payment_id AS paymentId,
  amount_cents AS amountCents, balance_cents AS balanceCents, issued_at AS issuedAt`;

interface ReceiptRow {
  number: number;
  registrationId: string | number;
  paymentId: string | number | null;
  amountCents: string | number;
  balanceCents: string | number | null;
  issuedAt: Date;
}

function toIssuedReceipt(row: ReceiptRow): IssuedReceipt {
  return {
    number: Number(row.number),
    registrationId: String(row.registrationId),
    paymentId: row.paymentId === null ? null : String(row.paymentId),
    amountCents: Number(row.amountCents),
    balanceCents: row.balanceCents === null ? null : Number(row.balanceCents),
    issuedAt: row.issuedAt,
  };
}

@Injectable()
export class ReceiptsService {
  /**
   * Issues the receipt of a payment received, in the caller's transaction, or returns the one it
   * already has: settling a payment twice never issues a second receipt or skips a number.
   */
  async issueOnce(manager: EntityManager, receipt: ReceiptToIssue): Promise<IssuedReceipt> {
    return issueNumbered(
      manager,
      'receipt_counter',
      () => this.forPayment(manager, receipt.paymentId),
      async (number) => {
        await manager.query(
          `INSERT INTO receipts (number, registration_id, payment_id, amount_cents, balance_cents)
           VALUES (?, ?, ?, ?, ?)`,
          [
            number,
            receipt.registrationId,
            receipt.paymentId,
            receipt.amountCents,
            receipt.balanceCents,
          ],
        );
        const issued = await this.forPayment(manager, receipt.paymentId);
        if (!issued) throw new Error(`Receipt ${number} was not stored`);
        return issued;
      },
    );
  }

  async forPayment(manager: EntityManager, paymentId: string): Promise<IssuedReceipt | null> {
    const rows: ReceiptRow[] = await manager.query(
      `SELECT ${receiptColumns} FROM receipts WHERE payment_id = ?`,
      [paymentId],
    );
    return rows[0] ? toIssuedReceipt(rows[0]) : null;
  }

  /** The registration's newest receipt, or null before any money was received. */
  async newest(manager: EntityManager, registrationId: string): Promise<IssuedReceipt | null> {
    const rows: ReceiptRow[] = await manager.query(
      `SELECT ${receiptColumns} FROM receipts WHERE registration_id = ?
        ORDER BY number DESC LIMIT 1`,
      [registrationId],
    );
    return rows[0] ? toIssuedReceipt(rows[0]) : null;
  }
}
