import { readFile } from 'node:fs/promises';
import { extname } from 'node:path';
import { HttpException, HttpStatus, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import {
  groupInvoiceReference,
  registrationReference,
  settle,
  toCents,
  type BankStatementLineView,
  type BankStatementSummary,
  type BankStatementView,
} from '@caawg11/conference';
import { AuditService, type AuditActor } from '../../platform/audit/audit.service.js';
import { registrationNotFound } from '../../platform/admin/id-param.pipe.js';
import { ApiError } from '../../platform/common/api-error.js';
import type { ReceivedUpload } from '../../platform/files/files.service.js';
import type { BankStatement, BankStatementLine } from './bank-statement.entity.js';
import { BankStatementsRepository } from './bank-statements.repository.js';
import { findGroupInvoiceNumbers, findRegistrationNumbers } from './find-reference.js';
import { allocateGroupTransfer, type GroupAllocation } from './group-transfer.js';
import {
  lineKeys,
  matchLines,
  type LineDecision,
  type LineOutcome,
  type RegistrationBalance,
} from './match-lines.js';
import { GroupInvoicesRepository } from '../institution-invoices/group-invoices.repository.js';
import { chargesOf, referenceOf, standingsOf } from '../registrations/index.js';
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
    group: line.groupShares
      ? {
          reference: line.groupShares.groupReference,
          shares: line.groupShares.shares.map((share) => ({
            registrationId: share.registrationId,
            registrationReference: share.reference,
            amount: centsToAmount(share.amountCents),
            amountDue: centsToAmount(share.dueAfterCents),
          })),
          stillOwing: line.groupShares.stillOwing,
          unmatchedRemainder: centsToAmount(line.groupShares.remainderCents),
        }
      : null,
  };
}

/** What a line quoting a group reference comes to, from how its transfer is shared. */
function groupOutcome(allocation: GroupAllocation): LineOutcome {
  if (allocation.dueBeforeCents === 0) return 'already-paid';
  if (allocation.remainderCents > 0) return 'overpaid';
  return allocation.stillOwing.length > 0 ? 'partial' : 'paid';
}

@Injectable()
export class BankStatementsService {
  constructor(
    private readonly statements: BankStatementsRepository,
    private readonly audit: AuditService,
    private readonly payments: TransferBookingService,
    private readonly groupInvoices: GroupInvoicesRepository,
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
    return this.statements.transaction(async (manager) => {
      const statementId = await this.statements.insert(
        manager,
        {
          format: read.format,
          fileName: file.originalname.slice(0, 255),
          fileSha256: file.sha256,
          importedByUserId: actor.userId,
          importedByEmail: actor.email,
        },
        lines,
        lineKeys(lines),
      );
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
      return this.view(statementId, manager);
    });
  }

  /** Finance names the registration a line pays, when its words did not say or said wrong. */
  async assign(
    statementId: string,
    lineId: string,
    registrationId: string,
    actor: AuditActor,
  ): Promise<BankStatementView> {
    return this.statements.transaction(async (manager) => {
      const line = await this.openLine(manager, statementId, lineId);
      if (!(await this.statements.registrationExists(manager, registrationId)))
        throw ApiError.validation({ registrationId: registrationNotFound });
      if (line.currency !== feeCurrency) {
        throw ApiError.validation({ registrationId: otherCurrencyMessage(line.currency) });
      }
      await this.statements.updateLine(manager, line.id, {
        resolution: 'assigned',
        registrationId,
        comment: null,
      });
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
      return this.view(statementId, manager);
    });
  }

  /** Finance sets a line aside (not a conference payment, or settled otherwise), saying why. */
  async discard(
    statementId: string,
    lineId: string,
    comment: string,
    actor: AuditActor,
  ): Promise<BankStatementView> {
    return this.statements.transaction(async (manager) => {
      const line = await this.openLine(manager, statementId, lineId);
      await this.statements.updateLine(manager, line.id, {
        resolution: 'discarded',
        registrationId: null,
        comment,
      });
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
      return this.view(statementId, manager);
    });
  }

  /**
   * Books a reviewed statement: one verified payment per matched or assigned line, each with its
   * receipt and e-mail, the registrations paid in full verified, the audit trail written. A transfer booked before, from this or another statement, is never booked again.
   */
  async confirm(statementId: string, actor: AuditActor): Promise<BankStatementView> {
    return this.statements.transaction(async (manager) => {
      await this.lockOpen(manager, statementId);
      // Payments may have been verified by hand since the import: decide on today's figures.
      await this.rematch(manager, statementId);
      const lines = await this.statements.lines(manager, statementId);
      const booked: string[] = [];
      const verified: string[] = [];
      for (const line of lines) {
        if (!bookableOutcomes.has(line.outcome) || line.resolution === 'discarded') continue;
        const group = line.groupShares;
        if (line.registrationId === null && !group) continue;
        if (!(await this.statements.claimTransfer(manager, line.lineKey, line.id))) {
          await this.statements.updateLine(manager, line.id, { outcome: 'duplicate' });
          continue;
        }
        if (group) {
          const paymentIds: string[] = [];
          for (const share of group.shares) {
            const booking = await this.payments.book(
              manager,
              {
                registrationId: share.registrationId,
                amountCents: share.amountCents,
                reference: `${group.groupReference} ${line.bankReference || line.description}`
                  .replace(/\s+/g, ' ')
                  .slice(0, 100),
                paymentDate: line.bookingDate,
              },
              actor,
            );
            paymentIds.push(booking.paymentId);
            if (booking.verified) verified.push(share.registrationId);
          }
          await this.statements.updateLine(manager, line.id, {
            resolution: 'booked',
            paymentId: paymentIds[0] ?? null,
          });
          booked.push(line.id);
          continue;
        }
        if (line.registrationId === null) continue;
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
        await this.statements.updateLine(manager, line.id, { resolution: 'booked', paymentId });
        booked.push(line.id);
        if (settled) verified.push(line.registrationId);
      }
      await this.statements.markConfirmed(manager, statementId, actor.email);
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
      return this.view(statementId, manager);
    });
  }

  /** A statement not yet booked, locked for the change. */
  private async lockOpen(manager: EntityManager, statementId: string): Promise<BankStatement> {
    const statement = await this.statements.lock(manager, statementId);
    if (!statement) throw new ApiError(HttpStatus.NOT_FOUND, statementNotFound);
    if (statement.confirmedAt) throw new ApiError(HttpStatus.CONFLICT, alreadyBookedMessage);
    return statement;
  }

  /** A line of a statement not yet booked, locked with its statement for the change. */
  private async openLine(
    manager: EntityManager,
    statementId: string,
    lineId: string,
  ): Promise<BankStatementLine> {
    await this.lockOpen(manager, statementId);
    const line = await this.statements.line(manager, statementId, lineId);
    if (!line) throw new ApiError(HttpStatus.NOT_FOUND, lineNotFound);
    if (line.outcome === 'duplicate') throw new ApiError(HttpStatus.CONFLICT, duplicateLineMessage);
    return line;
  }

  /**
   * Works out every line's outcome again from the statement, what finance decided by hand and
   * what the registrations have been paid meanwhile, in statement order.
   */
  private async rematch(manager: EntityManager, statementId: string): Promise<void> {
    const rows = await this.statements.lines(manager, statementId);
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
    const booked = await this.statements.bookedKeys(
      manager,
      rows.map((row) => row.lineKey),
    );
    const groups = await this.groupAllocations(manager, rows, booked);
    // A line quoting a group reference pays the group: no registration number in it counts.
    for (const index of groups.keys()) decisions.set(index, 'discarded');
    const matched = matchLines(lines, balances.byQuotedNumber, booked, decisions);
    for (const [index, match] of matched.entries()) {
      const row = rows[index];
      if (!row) continue;
      const allocation = groups.get(index) ?? null;
      const change = allocation
        ? {
            outcome: groupOutcome(allocation),
            registrationId: null,
            dueAfterCents:
              allocation.dueBeforeCents -
              allocation.shares.reduce((sum, share) => sum + share.amountCents, 0) -
              allocation.remainderCents,
            groupInvoiceId: allocation.groupInvoiceId,
            groupShares: allocation,
          }
        : {
            outcome: match.outcome,
            registrationId: match.registrationId === null ? null : String(match.registrationId),
            dueAfterCents: match.dueAfterCents,
            groupInvoiceId: null,
            groupShares: null,
          };
      if (
        row.outcome !== change.outcome ||
        row.registrationId !== change.registrationId ||
        row.dueAfterCents !== change.dueAfterCents ||
        row.groupInvoiceId !== change.groupInvoiceId ||
        JSON.stringify(row.groupShares) !== JSON.stringify(change.groupShares)
      ) {
        await this.statements.updateLine(manager, row.id, change);
      }
    }
  }

  /**
   * How each line that quotes a live group invoice's reference (and that finance has not
   * decided by hand, nor was booked before) shares its transfer among the group, in statement
   * order, so two transfers for one group add up. Keyed by line index.
   */
  private async groupAllocations(
    manager: EntityManager,
    rows: readonly BankStatementLine[],
    booked: ReadonlySet<string>,
  ): Promise<Map<number, GroupAllocation>> {
    const quoting = new Map<number, number[]>();
    rows.forEach((row, index) => {
      if (row.resolution === 'discarded' || row.resolution === 'assigned') return;
      if (booked.has(row.lineKey) || row.currency !== feeCurrency) return;
      const numbers = findGroupInvoiceNumbers(row.description);
      if (numbers.length > 0) quoting.set(index, numbers);
    });
    const allocations = new Map<number, GroupAllocation>();
    if (quoting.size === 0) return allocations;
    const invoices = await this.groupInvoices.liveByNumbers(manager, [
      ...new Set([...quoting.values()].flat()),
    ]);
    const byNumber = new Map(invoices.map((invoice) => [invoice.number, invoice]));
    const members = await this.groupInvoices.members(
      manager,
      invoices.map((invoice) => invoice.id),
    );
    // What each registration still owes as the statement is read line by line.
    const due = new Map(
      members.map((member) => [
        member.registrationId,
        member.cancelledAt
          ? 0
          : settle(chargesOf(member, member.fieldTripSeat), toCents(member.paidUsd))
              .balanceDueCents,
      ]),
    );
    for (const [index, numbers] of quoting) {
      const invoice = numbers.map((number) => byNumber.get(number)).find(Boolean);
      const row = rows[index];
      if (!invoice || !row) continue;
      const allocation = allocateGroupTransfer(
        { id: invoice.id, reference: groupInvoiceReference(invoice.number) },
        row.amountCents,
        members
          .filter((member) => member.groupInvoiceId === invoice.id)
          .map((member) => ({
            registrationId: member.registrationId,
            reference: referenceOf({ id: member.registrationId, reference: member.reference }),
            dueCents: due.get(member.registrationId) ?? 0,
          })),
      );
      for (const share of allocation.shares) {
        due.set(share.registrationId, share.dueAfterCents);
      }
      allocations.set(index, allocation);
    }
    return allocations;
  }

  /** The latest imports, newest first, with how many lines each holds. */
  async recent(limit = 50): Promise<BankStatementSummary[]> {
    const recent = await this.statements.recent(limit);
    return recent.map(({ statement, lineCount }) => ({ ...summaryOf(statement), lineCount }));
  }

  async find(id: string): Promise<BankStatementView> {
    return this.view(id);
  }

  private async view(id: string, manager?: EntityManager): Promise<BankStatementView> {
    const statement = await this.statements.withLines(id, manager);
    if (!statement) throw new ApiError(HttpStatus.NOT_FOUND, statementNotFound);
    const lines = statement.lines ?? [];
    const ids = [
      ...new Set(lines.flatMap((line) => (line.registrationId ? [line.registrationId] : []))),
    ];
    const references = await this.statements.registrationReferences(ids, manager);
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
    const layout: CsvLayout | undefined = layoutField?.trim()
      ? parseCsvLayout(layoutField)
      : await this.statements.csvLayout(signature);
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
      await this.statements.saveCsvLayout({
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
    const rows = await this.statements.owing(manager, [...references.keys()], ids);
    const standings = await standingsOf(manager, rows);
    for (const [index, row] of rows.entries()) {
      const standing = standings[index]!;
      // What the ledger charges (the fee, and a held field-trip seat) against what it has been
      // paid (verified payments less refunds), as before any cancellation: a transfer for a
      // cancelled registration is still counted against its charges. A registration an
      // organiser verified without the money (a waived fee) owes nothing more here.
      const { amountPaidCents, registrationFeeCovered } = standing.settlement;
      const charged = settle(
        chargesOf(row, standing.fieldTripSeat?.status ?? null),
        amountPaidCents,
      );
      const waived = row.paymentStatus === 'verified' && !registrationFeeCovered;
      const balance = {
        id: Number(row.id),
        feeCents: waived
          ? amountPaidCents
          : amountPaidCents + charged.balanceDueCents - charged.overpaidCents,
        paidCents: amountPaidCents,
        currency: feeCurrency,
      };
      byId.set(balance.id, balance);
      const quoted = row.reference === null ? undefined : references.get(row.reference);
      if (quoted !== undefined) byQuotedNumber.set(quoted, balance);
    }
    return { byQuotedNumber, byId };
  }
}
