import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { edition } from '@caawg11/conference';

/** A receipt as issued: its number is never reused and a registration has at most one. */
export interface IssuedReceipt {
  number: number;
  registrationId: string;
  amountCents: number;
  issuedAt: Date;
}

/** How a receipt number is printed: CAAWG11-R-0001. */
export function receiptLabel(number: number): string {
  return `${edition.shortName}-R-${String(number).padStart(4, '0')}`;
}

@Injectable()
export class ReceiptsService {
  /**
   * Issues the receipt of a registration paid in full, in the caller's transaction, or returns
   * the one it already has: verifying twice never issues a second receipt or skips a number.
   */
  async issueOnce(
    manager: EntityManager,
    registrationId: string,
    amountCents: number,
  ): Promise<IssuedReceipt> {
    const existing = await this.find(manager, registrationId);
    if (existing) return existing;
    // The counter row serialises issuers; the number is taken only when the insert commits.
    const [counter]: Array<{ last_number: number }> = await manager.query(
      'SELECT last_number FROM receipt_counter WHERE id = 1 FOR UPDATE',
    );
    const again = await this.find(manager, registrationId);
    if (again) return again;
    const number = Number(counter?.last_number ?? 0) + 1;
    await manager.query('UPDATE receipt_counter SET last_number = ? WHERE id = 1', [number]);
    await manager.query(
      'INSERT INTO receipts (number, registration_id, amount_cents) VALUES (?, ?, ?)',
      [number, registrationId, amountCents],
    );
    const issued = await this.find(manager, registrationId);
    if (!issued) throw new Error(`Receipt ${number} was not stored`);
    return issued;
  }

  async find(manager: EntityManager, registrationId: string): Promise<IssuedReceipt | null> {
    const rows: Array<{
      number: number;
      registrationId: string | number;
      amountCents: string | number;
      issuedAt: Date;
    }> = await manager.query(
      `SELECT number, registration_id AS registrationId, amount_cents AS amountCents, issued_at AS issuedAt
         FROM receipts WHERE registration_id = ?`,
      [registrationId],
    );
    const row = rows[0];
    return row
      ? {
          number: Number(row.number),
          registrationId: String(row.registrationId),
          amountCents: Number(row.amountCents),
          issuedAt: row.issuedAt,
        }
      : null;
  }
}
