import { readFile } from 'node:fs/promises';
import { extname } from 'node:path';
import { HttpException, HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In, type EntityManager } from 'typeorm';
import {
  registrationReference,
  type BankStatementLineView,
  type BankStatementSummary,
  type BankStatementView,
} from '@caawg11/conference';
import { AuditService, type AuditActor } from '../audit/audit.service.js';
import { registrationNotFound } from '../admin/id-param.pipe.js';
import { Registration } from '../registrations/registration.entity.js';
import { ApiError } from '../common/api-error.js';
import type { ReceivedUpload } from '../files/files.service.js';
import { BankCsvLayout, BankStatement, BankStatementLine } from './bank-statement.entity.js';
import { findRegistrationNumbers } from './find-reference.js';
import {
  lineKeys,
  matchLines,
  type LineDecision,
  type RegistrationBalance,
} from './match-lines.js';
import { layoutSignature, readCsvLines, type CsvLayout, type CsvTable } from './read-csv.js';
import { readStatement } from './read-statement.js';
import { centsToAmount, type StatementLine, UnreadableStatementError } from './statement-line.js';
import { parseCsvLayout } from './csv-layout.dto.js';
import { TransferBookingService } from './transfer-booking.service.js';

/** File name endings banks give statements; the content decides the format. */
const statementExtensions = ['.csv', '.txt', '.xml', '.sta', '.940', '.mt940'];

export const statementNotFound = 'Bank statement not found';
export const lineNotFound = 'Statement line not found';
export const alreadyBookedMessage =
  'This statement has been booked already; it can no longer be changed.';
export const duplicateLineMessage =
  'This transfer was booked from an earlier statement; it is left out of this one.';

/** Outcomes that put money on a registration when the statement is booked. */
const bookableOutcomes = new Set<BankStatementLine['outcome']>(['paid', 'partial', 'overpaid']);

/** Registration fees are charged in US dollars (the fee table's currency). */
const feeCurrency = 'USD';

export function otherCurrencyMessage(currency: string): string {
  return `This transfer is in ${currency}, but fees are in ${feeCurrency}: record it from the registration's page with the amount in ${feeCurrency}.`;
}
export const newCsvLayoutMessage =
  'This is the first statement in this CSV layout: choose which column holds the date, the amount, the reference and the payer, then import it again.';

function summaryOf(statement: BankStatement): Omit<BankStatementView, 'lines'> {
  return {
    id: statement.id,
    format: statement.format,
    fileName: statement.fileName,
    importedBy: statement.importedByEmail,
    importedAt: statement.createdAt.toISOString(),
    confirmedBy: statement.confirmedByEmail,
    confirmedAt: statement.confirmedAt?.toISOString() ?? null,
  };
}

export function toLineView(
  line: BankStatementLine,
  references: ReadonlyMap<string, string>,
): BankStatementLineView {
  return {
    id: line.id,
    date: line.bookingDate,
    amount: centsToAmount(line.amountCents),
    currency: line.currency,
    reference: line.description,
    payerName: line.payerName,
    bankReference: line.bankReference,
    outcome: line.outcome,
    registrationId: line.registrationId,
    registrationReference:
      line.registrationId === null ? null : (references.get(line.registrationId) ?? null),
    amountDue: line.dueAfterCents === null ? null : centsToAmount(line.dueAfterCents),
    resolution: line.resolution,
    comment: line.comment,
  };
}

@Injectable()
export class BankStatementsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly payments: TransferBookingService,
  ) {}

  /**
   * Reads, deduplicates and matches a statement and keeps it for review; books nothing.
   * A CSV whose layout was never mapped is answered with its columns, to be mapped first.
   */
  async import(
    file: ReceivedUpload | undefined,
    layoutField: string | undefined,
    actor: AuditActor,
  ): Promise<BankStatementView> {
    if (!file) throw ApiError.validation({ file: 'Choose the bank statement file to import' });
    if (!statementExtensions.includes(extname(file.originalname).toLowerCase())) {
      throw ApiError.validation({ file: new UnreadableStatementError().message });
    }
    const content = await readFile(file.path);
    let read;
    try {
      read = readStatement(content);
    } catch (error) {
      if (error instanceof UnreadableStatementError) {
        throw ApiError.validation({ file: error.message });
      }
      throw error;
    }
    const lines =
      read.format === 'csv' ? await this.csvLines(read.table, layoutField, actor) : read.lines;
    return this.dataSource.transaction(async (manager) => {
      const inserted = await manager.insert(BankStatement, {
        format: read.format,
        fileName: file.originalname.slice(0, 255),
        fileSha256: file.sha256,
        importedByUserId: actor.userId,
        importedByEmail: actor.email,
      });
      const statementId = String((inserted.identifiers[0] as { id: string | number }).id);
      const keys = lineKeys(lines);
      if (lines.length > 0) {
        await manager.insert(
          BankStatementLine,
          lines.map((line, position) => ({
            statementId,
            position,
            lineKey: keys[position] ?? '',
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
      await this.rematch(manager, statementId);
      await this.audit.record(
        actor,
        {
          action: 'bank-statement.imported',
          entityType: 'bank-statement',
          entityId: statementId,
          after: { fileName: file.originalname, format: read.format, lines: lines.length },
        },
        manager,
      );
      return this.view(manager, statementId);
    });
  }

  /** Finance names the registration a line pays, when its words did not say or said wrong. */
  async assign(
    statementId: string,
    lineId: string,
    registrationId: string,
    actor: AuditActor,
  ): Promise<BankStatementView> {
    return this.dataSource.transaction(async (manager) => {
      const line = await this.openLine(manager, statementId, lineId);
      const registration = await manager.findOneBy(Registration, { id: registrationId });
      if (!registration) throw ApiError.validation({ registrationId: registrationNotFound });
      if (line.currency !== feeCurrency) {
        throw ApiError.validation({ registrationId: otherCurrencyMessage(line.currency) });
      }
      await manager.update(
        BankStatementLine,
        { id: line.id },
        { resolution: 'assigned', registrationId, comment: null },
      );
      await this.rematch(manager, statementId);
      await this.audit.record(
        actor,
        {
          action: 'bank-statement.line-assigned',
          entityType: 'bank-statement',
          entityId: statementId,
          before: { line: lineId, registrationId: line.registrationId },
          after: { line: lineId, registrationId },
        },
        manager,
      );
      return this.view(manager, statementId);
    });
  }

  /** Finance sets a line aside (not a conference payment, or settled otherwise), saying why. */
  async discard(
    statementId: string,
    lineId: string,
    comment: string,
    actor: AuditActor,
  ): Promise<BankStatementView> {
    return this.dataSource.transaction(async (manager) => {
      const line = await this.openLine(manager, statementId, lineId);
      await manager.update(
        BankStatementLine,
        { id: line.id },
        { resolution: 'discarded', registrationId: null, comment },
      );
      await this.rematch(manager, statementId);
      await this.audit.record(
        actor,
        {
          action: 'bank-statement.line-discarded',
          entityType: 'bank-statement',
          entityId: statementId,
          after: { line: lineId, comment },
        },
        manager,
      );
      return this.view(manager, statementId);
    });
  }

  /**
   * Books a reviewed statement: one verified payment per matched or assigned line, the
   * registrations paid in full verified (with their confirmation and receipt), the audit trail
   * written. A transfer booked before, from this or another statement, is never booked again.
   */
  async confirm(statementId: string, actor: AuditActor): Promise<BankStatementView> {
    return this.dataSource.transaction(async (manager) => {
      const statement = await manager.findOne(BankStatement, {
        where: { id: statementId },
        lock: { mode: 'pessimistic_write' },
      });
      if (!statement) throw new ApiError(HttpStatus.NOT_FOUND, statementNotFound);
      if (statement.confirmedAt) throw new ApiError(HttpStatus.CONFLICT, alreadyBookedMessage);
      // Payments may have been verified by hand since the import: decide on today's figures.
      await this.rematch(manager, statementId);
      const lines = await manager.find(BankStatementLine, {
        where: { statementId },
        order: { position: 'ASC' },
      });
      const booked: string[] = [];
      const verified: string[] = [];
      for (const line of lines) {
        if (!bookableOutcomes.has(line.outcome) || line.resolution === 'discarded') continue;
        if (line.registrationId === null) continue;
        const claimed: { affectedRows: number } = await manager.query(
          'INSERT IGNORE INTO bank_transfers_booked (line_key, statement_line_id) VALUES (?, ?)',
          [line.lineKey, line.id],
        );
        if (claimed.affectedRows === 0) {
          await manager.update(BankStatementLine, { id: line.id }, { outcome: 'duplicate' });
          continue;
        }
        const { paymentId, verified: settled } = await this.payments.book(
          manager,
          {
            registrationId: line.registrationId,
            amountCents: line.amountCents,
            reference: line.bankReference || line.description.replace(/\s+/g, ' ').slice(0, 100),
            paymentDate: line.bookingDate,
          },
          actor,
        );
        await manager.update(
          BankStatementLine,
          { id: line.id },
          { resolution: 'booked', paymentId },
        );
        booked.push(line.id);
        if (settled) verified.push(line.registrationId);
      }
      await manager.update(
        BankStatement,
        { id: statementId },
        { confirmedAt: new Date(), confirmedByEmail: actor.email },
      );
      await this.audit.record(
        actor,
        {
          action: 'bank-statement.confirmed',
          entityType: 'bank-statement',
          entityId: statementId,
          after: { bookedLines: booked, verifiedRegistrations: verified },
        },
        manager,
      );
      return this.view(manager, statementId);
    });
  }

  /** A line of a statement not yet booked, locked with its statement for the change. */
  private async openLine(
    manager: EntityManager,
    statementId: string,
    lineId: string,
  ): Promise<BankStatementLine> {
    const statement = await manager.findOne(BankStatement, {
      where: { id: statementId },
      lock: { mode: 'pessimistic_write' },
    });
    if (!statement) throw new ApiError(HttpStatus.NOT_FOUND, statementNotFound);
    if (statement.confirmedAt) throw new ApiError(HttpStatus.CONFLICT, alreadyBookedMessage);
    const line = await manager.findOneBy(BankStatementLine, { id: lineId, statementId });
    if (!line) throw new ApiError(HttpStatus.NOT_FOUND, lineNotFound);
    if (line.outcome === 'duplicate') throw new ApiError(HttpStatus.CONFLICT, duplicateLineMessage);
    return line;
  }

  /**
   * Works out every line's outcome again from the statement, what finance decided by hand and
   * what the registrations have been paid meanwhile, in statement order.
   */
  private async rematch(manager: EntityManager, statementId: string): Promise<void> {
    const rows = await manager.find(BankStatementLine, {
      where: { statementId },
      order: { position: 'ASC' },
    });
    const lines: StatementLine[] = rows.map((row) => ({
      date: row.bookingDate,
      amountCents: row.amountCents,
      currency: row.currency,
      description: row.description,
      payerName: row.payerName,
      bankReference: row.bankReference,
    }));
    const quoted = [...new Set(lines.flatMap((line) => findRegistrationNumbers(line.description)))];
    const assignedIds = rows
      .filter((row) => row.resolution === 'assigned' && row.registrationId !== null)
      .map((row) => row.registrationId as string);
    const balances = await this.balances(manager, quoted, assignedIds);
    const decisions = new Map<number, LineDecision>();
    rows.forEach((row, index) => {
      if (row.resolution === 'discarded') decisions.set(index, 'discarded');
      const assigned =
        row.resolution === 'assigned' ? balances.byId.get(Number(row.registrationId)) : undefined;
      if (assigned) decisions.set(index, assigned);
    });
    const booked = await this.bookedKeys(
      manager,
      rows.map((row) => row.lineKey),
    );
    const matched = matchLines(lines, balances.byQuotedNumber, booked, decisions);
    for (const [index, match] of matched.entries()) {
      const row = rows[index];
      if (!row) continue;
      const registrationId = match.registrationId === null ? null : String(match.registrationId);
      if (
        row.outcome !== match.outcome ||
        row.registrationId !== registrationId ||
        row.dueAfterCents !== match.dueAfterCents
      ) {
        await manager.update(
          BankStatementLine,
          { id: row.id },
          { outcome: match.outcome, registrationId, dueAfterCents: match.dueAfterCents },
        );
      }
    }
  }

  /** The latest imports, newest first, with how many lines each holds. */
  async recent(limit = 50): Promise<BankStatementSummary[]> {
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
      ...summaryOf(statement),
      lineCount: lineCounts.get(statement.id) ?? 0,
    }));
  }

  async find(id: string): Promise<BankStatementView> {
    return this.view(this.dataSource.manager, id);
  }

  private async view(manager: EntityManager, id: string): Promise<BankStatementView> {
    const statement = await manager.findOne(BankStatement, {
      where: { id },
      relations: { lines: true },
      order: { lines: { position: 'ASC' } },
    });
    if (!statement) throw new ApiError(HttpStatus.NOT_FOUND, statementNotFound);
    const lines = statement.lines ?? [];
    const ids = [
      ...new Set(lines.flatMap((line) => (line.registrationId ? [line.registrationId] : []))),
    ];
    const registrations =
      ids.length > 0
        ? await manager.find(Registration, {
            select: { id: true, reference: true },
            where: { id: In(ids) },
          })
        : [];
    const references = new Map(
      registrations.map((registration) => [
        registration.id,
        registration.reference ?? registrationReference(registration.id),
      ]),
    );
    return {
      ...summaryOf(statement),
      lines: lines.map((line) => toLineView(line, references)),
    };
  }

  /** Lines of a CSV through the layout sent with it (then saved) or the one saved for its header. */
  private async csvLines(
    table: CsvTable,
    layoutField: string | undefined,
    actor: AuditActor,
  ): Promise<StatementLine[]> {
    const signature = layoutSignature(table.headers);
    const repository = this.dataSource.getRepository(BankCsvLayout);
    let layout: CsvLayout | undefined;
    if (layoutField?.trim()) {
      layout = parseCsvLayout(layoutField);
    } else {
      layout = (await repository.findOneBy({ signature }))?.layout;
    }
    if (!layout) {
      throw new HttpException(
        {
          success: false,
          message: newCsvLayoutMessage,
          layout: { headers: table.headers, sampleRows: table.rows.slice(0, 5) },
        },
        HttpStatus.UNPROCESSABLE_ENTITY,
      );
    }
    let lines: StatementLine[];
    try {
      lines = readCsvLines(table, layout);
    } catch (error) {
      if (error instanceof UnreadableStatementError) {
        throw ApiError.validation({ layout: error.detail ?? error.message });
      }
      throw error;
    }
    if (layoutField?.trim()) {
      await repository.save({
        signature,
        headers: table.headers,
        layout,
        savedByEmail: actor.email,
      });
    }
    return lines;
  }

  /**
   * What the registrations that lines quote (by the number in their reference) or were assigned
   * (by id) owe and have paid, in cents of the fee's currency.
   */
  private async balances(
    manager: EntityManager,
    quotedNumbers: number[],
    ids: string[],
  ): Promise<{
    byQuotedNumber: Map<number, RegistrationBalance>;
    byId: Map<number, RegistrationBalance>;
  }> {
    const references = new Map(
      quotedNumbers.map((number) => [registrationReference(number), number]),
    );
    const byQuotedNumber = new Map<number, RegistrationBalance>();
    const byId = new Map<number, RegistrationBalance>();
    if (references.size === 0 && ids.length === 0) return { byQuotedNumber, byId };
    const rows: Array<{
      id: string;
      reference: string | null;
      fee: string;
      status: string;
      paid: string | null;
    }> = await manager.query(
      `SELECT r.id, r.reference, r.fee_usd AS fee, r.payment_status AS status,
              SUM(CASE WHEN p.status = 'verified' THEN p.amount END) AS paid
         FROM registrations r
         LEFT JOIN payments p ON p.registration_id = r.id
        WHERE r.reference IN (?) OR r.id IN (?)
        GROUP BY r.id, r.reference, r.fee_usd, r.payment_status`,
      [references.size > 0 ? [...references.keys()] : [''], ids.length > 0 ? ids : [0]],
    );
    for (const row of rows) {
      const feeCents = Math.round(Number(row.fee) * 100);
      const paidCents =
        row.status === 'verified' ? feeCents : Math.round(Number(row.paid ?? 0) * 100);
      const balance = { id: Number(row.id), feeCents, paidCents, currency: feeCurrency };
      byId.set(balance.id, balance);
      const quoted = row.reference === null ? undefined : references.get(row.reference);
      if (quoted !== undefined) byQuotedNumber.set(quoted, balance);
    }
    return { byQuotedNumber, byId };
  }

  /** The keys among these that an earlier confirmed statement already booked. */
  private async bookedKeys(manager: EntityManager, keys: string[]): Promise<Set<string>> {
    if (keys.length === 0) return new Set();
    const rows: Array<{ line_key: string }> = await manager.query(
      'SELECT line_key FROM bank_transfers_booked WHERE line_key IN (?)',
      [keys],
    );
    return new Set(rows.map((row) => row.line_key));
  }
}
