import { readFile } from 'node:fs/promises';
import { extname } from 'node:path';
import { HttpException, HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { registrationReference } from '@caawg11/conference';
import type { AuditActor } from '../audit/audit.service.js';
import { ApiError } from '../common/api-error.js';
import type { ReceivedUpload } from '../files/files.service.js';
import { BankCsvLayout, BankStatement, BankStatementLine } from './bank-statement.entity.js';
import { findRegistrationNumbers } from './find-reference.js';
import { lineKeys, matchLines, type RegistrationBalance } from './match-lines.js';
import { layoutSignature, readCsvLines, type CsvLayout, type CsvTable } from './read-csv.js';
import { readStatement } from './read-statement.js';
import { centsToAmount, type StatementLine, UnreadableStatementError } from './statement-line.js';
import { parseCsvLayout } from './csv-layout.dto.js';

/** File name endings banks give statements; the content decides the format. */
const statementExtensions = ['.csv', '.txt', '.xml', '.sta', '.940', '.mt940'];

export const statementNotFound = 'Bank statement not found';
export const newCsvLayoutMessage =
  'This is the first statement in this CSV layout: choose which column holds the date, the amount, the reference and the payer, then import it again.';

/** A statement line as the review screen and scripts see it. */
export interface StatementLineView {
  id: string;
  date: string;
  amount: string;
  currency: string;
  reference: string;
  payerName: string;
  bankReference: string;
  outcome: BankStatementLine['outcome'];
  registrationId: string | null;
  /** What the registration still owes after this line; negative: to refund. */
  amountDue: string | null;
  resolution: BankStatementLine['resolution'];
  comment: string | null;
}

export interface StatementView {
  id: string;
  format: BankStatement['format'];
  fileName: string;
  importedBy: string;
  importedAt: string;
  confirmedBy: string | null;
  confirmedAt: string | null;
  lines: StatementLineView[];
}

export function toLineView(line: BankStatementLine): StatementLineView {
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
    amountDue: line.dueAfterCents === null ? null : centsToAmount(line.dueAfterCents),
    resolution: line.resolution,
    comment: line.comment,
  };
}

@Injectable()
export class BankStatementsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * Reads, deduplicates and matches a statement and keeps it for review; books nothing.
   * A CSV whose layout was never mapped is answered with its columns, to be mapped first.
   */
  async import(
    file: ReceivedUpload | undefined,
    layoutField: string | undefined,
    actor: AuditActor,
  ): Promise<StatementView> {
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
      const matched = matchLines(
        lines,
        await this.balancesQuotedIn(manager, lines),
        await this.bookedKeys(manager, lines),
      );
      const inserted = await manager.insert(BankStatement, {
        format: read.format,
        fileName: file.originalname.slice(0, 255),
        fileSha256: file.sha256,
        importedByUserId: actor.userId,
        importedByEmail: actor.email,
      });
      const statementId = String((inserted.identifiers[0] as { id: string | number }).id);
      if (matched.length > 0) {
        await manager.insert(
          BankStatementLine,
          matched.map((match, position) => ({
            statementId,
            position,
            lineKey: match.key,
            bookingDate: match.line.date,
            amountCents: match.line.amountCents,
            currency: match.line.currency,
            description: match.line.description,
            payerName: match.line.payerName.slice(0, 255),
            bankReference: match.line.bankReference.slice(0, 100),
            outcome: match.outcome,
            registrationId: match.registrationId === null ? null : String(match.registrationId),
            dueAfterCents: match.dueAfterCents,
          })),
        );
      }
      return this.view(manager, statementId);
    });
  }

  async find(id: string): Promise<StatementView> {
    return this.view(this.dataSource.manager, id);
  }

  private async view(manager: EntityManager, id: string): Promise<StatementView> {
    const statement = await manager.findOne(BankStatement, {
      where: { id },
      relations: { lines: true },
      order: { lines: { position: 'ASC' } },
    });
    if (!statement) throw new ApiError(HttpStatus.NOT_FOUND, statementNotFound);
    return {
      id: statement.id,
      format: statement.format,
      fileName: statement.fileName,
      importedBy: statement.importedByEmail,
      importedAt: statement.createdAt.toISOString(),
      confirmedBy: statement.confirmedByEmail,
      confirmedAt: statement.confirmedAt?.toISOString() ?? null,
      lines: (statement.lines ?? []).map(toLineView),
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

  /** What each registration a line may quote owes and has paid, in cents of its fee's currency. */
  private async balancesQuotedIn(
    manager: EntityManager,
    lines: StatementLine[],
  ): Promise<Map<number, RegistrationBalance>> {
    const numbers = [
      ...new Set(lines.flatMap((line) => findRegistrationNumbers(line.description))),
    ];
    if (numbers.length === 0) return new Map();
    const references = new Map(numbers.map((number) => [registrationReference(number), number]));
    const rows: Array<{
      id: string;
      reference: string;
      fee: string;
      status: string;
      paid: string | null;
    }> = await manager.query(
      `SELECT r.id, r.reference, r.fee_usd AS fee, r.payment_status AS status,
                SUM(CASE WHEN p.status = 'verified' THEN p.amount END) AS paid
           FROM registrations r
           LEFT JOIN payments p ON p.registration_id = r.id
          WHERE r.reference IN (?)
          GROUP BY r.id, r.reference, r.fee_usd, r.payment_status`,
      [[...references.keys()]],
    );
    return new Map(
      rows.map((row) => {
        const feeCents = Math.round(Number(row.fee) * 100);
        const paidCents =
          row.status === 'verified' ? feeCents : Math.round(Number(row.paid ?? 0) * 100);
        const quoted = references.get(row.reference) ?? Number(row.id);
        return [quoted, { id: Number(row.id), feeCents, paidCents, currency: 'USD' }];
      }),
    );
  }

  /** The keys of these lines that an earlier confirmed statement already booked. */
  private async bookedKeys(manager: EntityManager, lines: StatementLine[]): Promise<Set<string>> {
    const keys = lineKeys(lines);
    if (keys.length === 0) return new Set();
    const rows: Array<{ line_key: string }> = await manager.query(
      'SELECT line_key FROM bank_transfers_booked WHERE line_key IN (?)',
      [keys],
    );
    return new Set(rows.map((row) => row.line_key));
  }
}
