import { HttpStatus, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import {
  toCents,
  type PaymentMethod,
  type PaymentStatus,
  type Settlement,
} from '@caawg11/conference';
import { paymentNotFound } from '../../../platform/admin/id-param.pipe.js';
import type { Page } from '../../../platform/admin/page-query.js';
import { queryRows } from '../../../platform/admin/query-rows.js';
import { ApiError } from '../../../platform/common/api-error.js';
import { amountPaidTextSql } from './amount-paid.js';
import { DatabaseRepository } from '../../../platform/database/database-repository.js';
import { fileSizeSql } from '../../../platform/files/stored-files.repository.js';
import type { IssuedCreditNote } from '../../../platform/documents/credit-notes.service.js';
import type { IssuedReceipt } from '../../../platform/documents/receipts.service.js';
import { lockRegistration } from '../registration-lock.js';
import type { Registration } from '../registration.entity.js';
import { moveInSummary, summaryEntry } from '../registration-summary.js';
import { Payment, type PaymentSource } from './payment.entity.js';

/** A payment and its registrant as the export reads them from the cursor. */
export interface PaymentExportRow {
  registrationReference: string | null;
  firstName: string;
  otherNames: string;
  email: string;
  amount: string;
  method: PaymentMethod;
  reference: string;
  paymentDate: string | Date;
  status: PaymentStatus;
  source: string;
  notes: string | null;
  createdAt: Date;
}

/** A payment counted on its registration: the balance after it and the receipt it got. */
export interface ReceivedPayment {
  settlement: Settlement;
  receipt: IssuedReceipt;
}

/** Money paid back to a registrant, as stored. */
export interface StoredRefund {
  id: string;
  registrationId: string;
  amount: string;
  method: PaymentMethod;
  reference: string;
  refundDate: string;
}

export type NewRefund = Omit<StoredRefund, 'id' | 'registrationId'>;

/** A refund counted on its registration: the settlement after it and its credit note. */
export interface RefundOutcome {
  refund: StoredRefund;
  settlement: Settlement;
  creditNote: IssuedCreditNote;
}

/** A payment with the registration it pays for. */
export type PaymentWithRegistration = Payment & { registration: Registration };

/**
 * The payments made for registrations and the refunds paid back, in the database. What a
 * registration has paid is summed here alone (verified payments less refunds,
 * {@link PaymentsRepository.paidCents}); every write that changes whether a registration has a
 * payment waiting moves it in `registration_summary` in the same transaction.
 */
@Injectable()
export class PaymentsRepository extends DatabaseRepository {
  findPayment(id: string): Promise<Payment | null> {
    return this.dataSource.getRepository(Payment).findOneBy({ id });
  }

  /** Every payment of the registration, newest first. */
  payments(registrationId: string): Promise<Payment[]> {
    return this.dataSource.getRepository(Payment).find({
      where: { registrationId },
      order: { createdAt: 'DESC', id: 'DESC' },
    });
  }

  /**
   * The proofs the registrant has uploaded, in number and bytes, for the registration and for
   * one of its access links.
   */
  async proofTotals(
    manager: EntityManager,
    registrationId: string,
    accessTokenId: string,
  ): Promise<{ files: number; bytes: number; linkFiles: number; linkBytes: number }> {
    const size = fileSizeSql('p.proof_file_id');
    const [totals] = await manager.query<
      Record<'files' | 'bytes' | 'linkFiles' | 'linkBytes', string | number>[]
    >(
      `SELECT COUNT(*) AS files,
              COALESCE(SUM(${size}), 0) AS bytes,
              COALESCE(SUM(p.access_token_id = ?), 0) AS linkFiles,
              COALESCE(SUM(CASE WHEN p.access_token_id = ? THEN ${size} END), 0) AS linkBytes
         FROM payments p
        WHERE p.registration_id = ? AND p.source = 'registrant' AND p.proof_file_id IS NOT NULL`,
      [accessTokenId, accessTokenId, registrationId],
    );
    return {
      files: Number(totals?.files ?? 0),
      bytes: Number(totals?.bytes ?? 0),
      linkFiles: Number(totals?.linkFiles ?? 0),
      linkBytes: Number(totals?.linkBytes ?? 0),
    };
  }

  /** The registration's verified payments, oldest first. */
  verifiedPayments(
    registrationId: string,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<Payment[]> {
    return manager.find(Payment, {
      where: { registrationId, status: 'verified' },
      order: { paymentDate: 'ASC', id: 'ASC' },
    });
  }

  /** A payment and its registration, both locked; 404 if either is missing. */
  async lockPayment(manager: EntityManager, paymentId: string): Promise<PaymentWithRegistration> {
    const payment = await manager.findOne(Payment, {
      where: { id: paymentId },
      lock: { mode: 'pessimistic_write' },
    });
    if (!payment) throw new ApiError(HttpStatus.NOT_FOUND, paymentNotFound);
    const registration = await lockRegistration(manager, payment.registrationId);
    return Object.assign(payment, { registration });
  }

  async findRefund(manager: EntityManager, refundId: string): Promise<StoredRefund | null> {
    const rows: Array<{
      id: string | number;
      registrationId: string | number;
      amount: string;
      method: PaymentMethod;
      reference: string;
      refundDate: string;
    }> = await manager.query(
      `SELECT id, registration_id AS registrationId, CAST(amount AS CHAR) AS amount, method,
              reference, DATE_FORMAT(refund_date, '%Y-%m-%d') AS refundDate
         FROM refunds WHERE id = ?`,
      [refundId],
    );
    const row = rows[0];
    return row ? { ...row, id: String(row.id), registrationId: String(row.registrationId) } : null;
  }

  /** Payments of a status (or all), newest first, each with its registration. */
  async paymentsPage(
    status: PaymentStatus | 'all',
    { page, limit }: Page,
  ): Promise<{ rows: PaymentWithRegistration[]; count: number }> {
    const payments = () => {
      const builder = this.dataSource.getRepository(Payment).createQueryBuilder('payment');
      return status === 'all' ? builder : builder.where('payment.status = :status', { status });
    };
    // Each payment joins exactly one registration, so plain LIMIT/OFFSET pages the joined rows;
    // TypeORM's skip/take would wrap them in a DISTINCT over every joined row, and its count in
    // COUNT(DISTINCT): both read far more than the page needs.
    const [rows, count] = await Promise.all([
      payments()
        .innerJoinAndSelect('payment.registration', 'registration')
        .orderBy('payment.createdAt', 'DESC')
        .addOrderBy('payment.id', 'DESC')
        .offset((page - 1) * limit)
        .limit(limit)
        .getMany(),
      payments().getCount(),
    ]);
    return { rows: rows as PaymentWithRegistration[], count };
  }

  /**
   * Sets the outcome of a payment (locked with its registration by {@link lockPayment}); the
   * registration's status follows through the ledger's changePaymentStatus.
   */
  async settlePayment(
    manager: EntityManager,
    payment: PaymentWithRegistration,
    changes: Pick<Payment, 'status'> & Partial<Pick<Payment, 'notes' | 'amount'>>,
  ): Promise<void> {
    const { registration } = payment;
    const before = summaryEntry(
      registration,
      await this.hasPendingPayment(manager, registration.id),
    );
    Object.assign(payment, changes);
    await manager.update(Payment, { id: payment.id }, changes);
    const after = summaryEntry(
      registration,
      await this.hasPendingPayment(manager, registration.id),
    );
    await moveInSummary(manager, before, after);
  }

  /**
   * A payment the registrant reports, with its proof, waiting for a check. The caller has
   * locked the registration (see {@link lock}) in this transaction.
   */
  async addProofPayment(
    manager: EntityManager,
    registration: Registration,
    input: Pick<
      Payment,
      'amount' | 'method' | 'reference' | 'paymentDate' | 'proofFileId' | 'accessTokenId'
    >,
  ): Promise<void> {
    const pendingBefore = await this.hasPendingPayment(manager, registration.id);
    await manager.insert(Payment, {
      registrationId: registration.id,
      ...input,
      status: 'pending',
      source: 'registrant',
    });
    await moveInSummary(
      manager,
      summaryEntry(registration, pendingBefore),
      summaryEntry(registration, true),
    );
  }

  /**
   * A payment seen by staff rather than claimed by the registrant (received by other means, or
   * read on the bank statement), stored as verified. It changes nothing the summary counts: the
   * registration's status follows, if at all, through changePaymentStatus.
   */
  async addVerifiedPayment(
    manager: EntityManager,
    registration: Registration,
    input: Pick<Payment, 'amount' | 'method' | 'reference' | 'paymentDate'>,
    source: Exclude<PaymentSource, 'registrant'>,
  ): Promise<PaymentWithRegistration> {
    const inserted = await manager.insert(Payment, {
      registrationId: registration.id,
      ...input,
      status: 'verified',
      source,
    });
    const paymentId = String((inserted.identifiers[0] as { id: string | number }).id);
    const payment = await manager.findOneOrFail(Payment, { where: { id: paymentId } });
    return Object.assign(payment, { registration });
  }

  /** Whether any payment of the registration still waits for a check. */
  async hasPendingPayment(manager: EntityManager, registrationId: string): Promise<boolean> {
    const [row]: Array<{ pending: string | number }> = await manager.query(
      "SELECT EXISTS (SELECT 1 FROM payments WHERE registration_id = ? AND status = 'pending') AS pending",
      [registrationId],
    );
    return Number(row?.pending ?? 0) === 1;
  }

  /** What the registration has paid, in cents: its verified payments less its refunds. */
  async paidCents(manager: EntityManager, registrationId: string): Promise<number> {
    const [totals]: Array<{ paid: string }> = await manager.query(
      `SELECT ${amountPaidTextSql('r.id')} AS paid FROM registrations r WHERE r.id = ?`,
      [registrationId],
    );
    return toCents(totals?.paid ?? '0');
  }

  /** Every payment of a status (or all) with its registrant, newest first, through a cursor. */
  exportPayments(status: PaymentStatus | 'all'): AsyncIterable<PaymentExportRow> {
    const builder = this.dataSource
      .getRepository(Payment)
      .createQueryBuilder('p')
      .innerJoin('p.registration', 'r')
      .select([
        'r.reference AS registrationReference',
        'r.first_name AS firstName',
        'r.other_names AS otherNames',
        'r.email AS email',
        'p.amount AS amount',
        'p.method AS method',
        'p.reference AS reference',
        'p.payment_date AS paymentDate',
        'p.status AS status',
        'p.source AS source',
        'p.notes AS notes',
        'p.created_at AS createdAt',
      ])
      .orderBy('p.created_at', 'DESC')
      .addOrderBy('p.id', 'DESC');
    if (status !== 'all') builder.where('p.status = :status', { status });
    return queryRows<PaymentExportRow>(builder);
  }

  /** Money paid back to the registration, stored as given. */
  async insertRefund(
    manager: EntityManager,
    registrationId: string,
    input: NewRefund,
  ): Promise<StoredRefund> {
    const inserted: { insertId: number | string } = await manager.query(
      `INSERT INTO refunds (registration_id, amount, method, reference, refund_date)
       VALUES (?, ?, ?, ?, ?)`,
      [registrationId, input.amount, input.method, input.reference, input.refundDate],
    );
    return { id: String(inserted.insertId), registrationId, ...input };
  }
}
