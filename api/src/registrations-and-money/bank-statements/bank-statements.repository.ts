import { Injectable } from '@nestjs/common';
import { In, type EntityManager } from 'typeorm';
import { registrationReference } from '@caawg11/conference';
import { Registration } from '../registrations/registration.entity.js';
import { BankCsvLayout, BankStatement, BankStatementLine } from './bank-statement.entity.js';
import type { CsvLayout } from './read-csv.js';
import type { StatementLine } from './statement-line.js';
import { DatabaseRepository } from '../../platform/database/database-repository.js';

/** What a registration that a statement's line may pay owes and has paid, in US dollars. */
/** A registration a line may pay, with what the ledger needs to say where it stands. */
export interface RegistrationOwing {
  id: string;
  reference: string | null;
  feeUsd: number;
  paymentStatus: string;
  cancelledAt: Date | null;
  cancelledByUserId: string | null;
  cancellationReason: string | null;
  cancellationRefundPercent: number | null;
}

/** What finance may change on a line, or what matching works out for it. */
export type LineChanges = Partial<
  Pick<
    BankStatementLine,
    | 'outcome'
    | 'registrationId'
    | 'dueAfterCents'
    | 'resolution'
    | 'comment'
    | 'paymentId'
    | 'groupInvoiceId'
    | 'groupShares'
  >
>;

/** Imported bank statements, their lines, the transfers booked from them and the CSV layouts. */
@Injectable()
export class BankStatementsRepository extends DatabaseRepository {
  /** Keeps a statement with its lines in file order; answers its id. */
  async insert(
    manager: EntityManager,
    statement: Pick<
      BankStatement,
      'format' | 'fileName' | 'fileSha256' | 'importedByUserId' | 'importedByEmail'
    >,
    lines: readonly StatementLine[],
    lineKeys: readonly string[],
  ): Promise<string> {
    const inserted = await manager.insert(BankStatement, statement);
    const statementId = String((inserted.identifiers[0] as { id: string | number }).id);
    if (lines.length > 0) {
      await manager.insert(
        BankStatementLine,
        lines.map((line, position) => ({
          statementId,
          position,
          lineKey: lineKeys[position] ?? '',
          bookingDate: line.date,
          amountCents: line.amountCents,
          currency: line.currency,
          description: line.description,
          payerName: line.payerName.slice(0, 255),
          bankReference: line.bankReference.slice(0, 100),
          outcome: 'unmatched' as const,
        })),
      );
    }
    return statementId;
  }

  /** The statement, locked against other changes until the transaction ends. */
  lock(manager: EntityManager, id: string): Promise<BankStatement | null> {
    return manager.findOne(BankStatement, { where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  line(manager: EntityManager, statementId: string, lineId: string) {
    return manager.findOneBy(BankStatementLine, { id: lineId, statementId });
  }

  /** The statement's lines in file order. */
  lines(manager: EntityManager, statementId: string): Promise<BankStatementLine[]> {
    return manager.find(BankStatementLine, {
      where: { statementId },
      order: { position: 'ASC' },
    });
  }

  async updateLine(manager: EntityManager, id: string, changes: LineChanges): Promise<void> {
    await manager.update(BankStatementLine, { id }, changes);
  }

  async markConfirmed(manager: EntityManager, id: string, byEmail: string): Promise<void> {
    await manager.update(
      BankStatement,
      { id },
      { confirmedAt: new Date(), confirmedByEmail: byEmail },
    );
  }

  /**
   * Claims the transfer for this line; false when a line of this or another statement booked
   * the same transfer first. The unique key decides between two confirmations racing.
   */
  async claimTransfer(manager: EntityManager, lineKey: string, lineId: string): Promise<boolean> {
    const claimed: { affectedRows: number } = await manager.query(
      'INSERT IGNORE INTO bank_transfers_booked (line_key, statement_line_id) VALUES (?, ?)',
      [lineKey, lineId],
    );
    return claimed.affectedRows > 0;
  }

  /** The keys among these that an earlier confirmed statement already booked. */
  async bookedKeys(manager: EntityManager, keys: readonly string[]): Promise<Set<string>> {
    if (keys.length === 0) return new Set();
    const rows: Array<{ line_key: string }> = await manager.query(
      'SELECT line_key FROM bank_transfers_booked WHERE line_key IN (?)',
      [keys],
    );
    return new Set(rows.map((row) => row.line_key));
  }

  /** The latest imports, newest first, with how many lines each holds. */
  async recent(limit: number): Promise<{ statement: BankStatement; lineCount: number }[]> {
    const statements = await this.dataSource.getRepository(BankStatement).find({
      order: { createdAt: 'DESC', id: 'DESC' },
      take: limit,
    });
    if (statements.length === 0) return [];
    const counts: Array<{ statementId: string; lineCount: string }> = await this.dataSource.query(
      `SELECT statement_id AS statementId, COUNT(*) AS lineCount
         FROM bank_statement_lines WHERE statement_id IN (?) GROUP BY statement_id`,
      [statements.map((statement) => statement.id)],
    );
    const lineCounts = new Map(
      counts.map((row) => [String(row.statementId), Number(row.lineCount)]),
    );
    return statements.map((statement) => ({
      statement,
      lineCount: lineCounts.get(statement.id) ?? 0,
    }));
  }

  /** The statement with its lines in file order. */
  withLines(
    id: string,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<BankStatement | null> {
    return manager.findOne(BankStatement, {
      where: { id },
      relations: { lines: true },
      order: { lines: { position: 'ASC' } },
    });
  }

  /** The references of these registrations, by id. */
  async registrationReferences(
    ids: readonly string[],
    manager: EntityManager = this.dataSource.manager,
  ): Promise<Map<string, string>> {
    if (ids.length === 0) return new Map();
    const registrations = await manager.find(Registration, {
      select: { id: true, reference: true },
      where: { id: In([...ids]) },
    });
    return new Map(
      registrations.map((registration) => [
        registration.id,
        registration.reference ?? registrationReference(registration.id),
      ]),
    );
  }

  registrationExists(manager: EntityManager, id: string): Promise<boolean> {
    return manager.existsBy(Registration, { id });
  }

  /** The registrations with these references or ids; the ledger says what each owes. */
  async owing(
    manager: EntityManager,
    references: readonly string[],
    ids: readonly string[],
  ): Promise<RegistrationOwing[]> {
    if (references.length === 0 && ids.length === 0) return [];
    const rows: Array<
      Omit<RegistrationOwing, 'id' | 'feeUsd' | 'cancelledByUserId'> & {
        id: string | number;
        feeUsd: string;
        cancelledByUserId: string | number | null;
      }
    > = await manager.query(
      `SELECT r.id, r.reference, r.fee_usd AS feeUsd, r.payment_status AS paymentStatus,
              r.cancelled_at AS cancelledAt, r.cancelled_by_user_id AS cancelledByUserId,
              r.cancellation_reason AS cancellationReason,
              r.cancellation_refund_percent AS cancellationRefundPercent
         FROM registrations r
        WHERE r.reference IN (?) OR r.id IN (?)`,
      [references.length > 0 ? references : [''], ids.length > 0 ? ids : [0]],
    );
    return rows.map((row) => ({
      ...row,
      id: String(row.id),
      feeUsd: Number(row.feeUsd),
      cancelledByUserId: row.cancelledByUserId === null ? null : String(row.cancelledByUserId),
    }));
  }

  /** The column mapping saved for a CSV header, if any. */
  async csvLayout(signature: string): Promise<CsvLayout | undefined> {
    return (await this.dataSource.getRepository(BankCsvLayout).findOneBy({ signature }))?.layout;
  }

  async saveCsvLayout(
    layout: Pick<BankCsvLayout, 'signature' | 'headers' | 'layout' | 'savedByEmail'>,
  ): Promise<void> {
    await this.dataSource.getRepository(BankCsvLayout).save(layout);
  }
}
