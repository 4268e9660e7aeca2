import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Brackets, DataSource, type EntityManager } from 'typeorm';
import {
  centsToUsd,
  fieldTripPriceCents,
  participantCategories,
  registrationReference,
  toCents,
  type FieldTripFilter,
  type FieldTripSeatStatus,
  type Settlement,
  type ParticipantCategory,
  type PaymentMethod,
  type PaymentStatus,
  type Clock,
} from '@caawg11/conference';
import { AuditService, type AuditActor, type AuditRecord } from '../audit/audit.service.js';
import { paymentNotFound, registrationNotFound } from '../admin/id-param.pipe.js';
import { ApiError } from '../common/api-error.js';
import { Payment, type PaymentSource } from '../payments/payment.entity.js';
import { ReceiptsService, type IssuedReceipt } from '../documents/receipts.service.js';
import { CreditNotesService, type IssuedCreditNote } from '../documents/credit-notes.service.js';
import { Registration } from './registration.entity.js';
import { CLOCK } from '../config/clock.token.js';
import type { RegistrationExportRow } from './admin/registration-export.js';
import { queryRows } from '../admin/query-rows.js';
import { containsPattern, likeLiteral } from '../common/like-pattern.js';
import { insertRow } from '../common/insert-row.js';
import { DatabaseRepository } from '../database/database-repository.js';
import { moveInSummary, sameEntry, summaryEntry } from './registration-summary.js';
import { amountPaidTextSql } from '../database/amount-paid.js';
import {
  fieldTripFilterCondition,
  FieldTripRepository,
} from '../field-trip/field-trip.repository.js';
import { standingsOf, type Standing, type StandingSubject } from './standing.js';

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

/** A registration's fee against what it has paid, as the finance report lists it. */
export interface BalanceRow {
  id: string | number;
  reference: string | null;
  title: string;
  other_title: string | null;
  first_name: string;
  other_names: string;
  email: string;
  fee_usd: string;
  /** Verified payments less refunds. */
  paid_usd: string;
  received_usd: string;
  refunded_usd: string;
  field_trip_seat: FieldTripSeatStatus | null;
  /** 1 when cancelled before the end of the report's last day. */
  cancelled: number | string;
  refund_percent: number | null;
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

/** The dashboard's figures over every registration, as the summary adds them up. */
export interface RegistrationTotals {
  total: number;
  verified: number;
  /** Exact decimal text of the verified registrations' fees. */
  revenue: string;
  fieldTrip: number;
  oral: number;
  poster: number;
  /** Not verified, with a payment waiting for a check. */
  pendingPayments: number;
  byCategory: Record<ParticipantCategory, number>;
}

/** What a registration is stored with; its id, reference and timestamps come from the insert. */
export type NewRegistration = Omit<
  Registration,
  | 'id'
  | 'reference'
  | 'paymentStatus'
  | 'createdAt'
  | 'updatedAt'
  | 'studentIdFile'
  | 'cancelledAt'
  | 'paymentStatusChangedAt'
  | 'cancelledByUserId'
  | 'cancellationReason'
  | 'cancellationRefundPercent'
  | 'badgeName'
  | 'badgeVersion'
  | 'pendingEmail'
  | 'pendingEmailTokenHash'
  | 'pendingEmailExpiresAt'
>;

export interface Page {
  page: number;
  limit: number;
}

/**
 * The registration aggregate in the database: a registration, the payments made for it and the
 * refunds paid back. What it has paid is summed here alone (verified payments less refunds,
 * {@link RegistrationRepository.paidCents}) and judged by `settle`. Its payment status is written by {@link RegistrationRepository.changePaymentStatus} alone,
 * so every change of it leaves an audit entry saying who made it and why. Every write here
 * also moves the registration in `registration_summary` in the same transaction, so the
 * dashboard's counts never disagree with the rows; nothing else writes registrations, payments
 * or refunds.
 */
@Injectable()
export class RegistrationRepository extends DatabaseRepository {
  constructor(
    @InjectDataSource() dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly receipts: ReceiptsService,
    private readonly creditNotes: CreditNotesService,
    private readonly fieldTrip: FieldTripRepository,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {
    super(dataSource);
  }

  /** A new registration, awaiting payment, with its reference (derived from its id). */
  async insert(
    manager: EntityManager,
    values: NewRegistration,
  ): Promise<{ id: string; reference: string }> {
    const row = { ...values, paymentStatus: 'pending' as const };
    const id = await insertRow(manager, Registration, row);
    const reference = registrationReference(id);
    await manager.update(Registration, { id }, { reference });
    await moveInSummary(manager, null, summaryEntry(row, false));
    return { id, reference };
  }

  async findById(
    id: string,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<Registration | null> {
    return manager.findOneBy(Registration, { id });
  }

  /** The newest registrations, newest first. */
  newest(limit: number): Promise<Registration[]> {
    return this.dataSource
      .getRepository(Registration)
      .find({ order: { createdAt: 'DESC', id: 'DESC' }, take: limit });
  }

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
    const [totals] = await manager.query<
      Record<'files' | 'bytes' | 'linkFiles' | 'linkBytes', string | number>[]
    >(
      `SELECT COUNT(*) AS files,
              COALESCE(SUM(f.size_bytes), 0) AS bytes,
              COALESCE(SUM(p.access_token_id = ?), 0) AS linkFiles,
              COALESCE(SUM(CASE WHEN p.access_token_id = ? THEN f.size_bytes END), 0) AS linkBytes
         FROM payments p
         JOIN stored_files f ON f.id = p.proof_file_id
        WHERE p.registration_id = ? AND p.source = 'registrant'`,
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

  /** The registration, locked against other writers until the transaction ends; 404 if missing. */
  async lock(manager: EntityManager, id: string): Promise<Registration> {
    const registration = await manager.findOne(Registration, {
      where: { id },
      lock: { mode: 'pessimistic_write' },
    });
    if (!registration) throw new ApiError(HttpStatus.NOT_FOUND, registrationNotFound);
    return registration;
  }

  /** A payment and its registration, both locked; 404 if either is missing. */
  async lockPayment(manager: EntityManager, paymentId: string): Promise<PaymentWithRegistration> {
    const payment = await manager.findOne(Payment, {
      where: { id: paymentId },
      lock: { mode: 'pessimistic_write' },
    });
    if (!payment) throw new ApiError(HttpStatus.NOT_FOUND, paymentNotFound);
    const registration = await this.lock(manager, payment.registrationId);
    return Object.assign(payment, { registration });
  }

  /**
   * The one place a registration's payment status changes. The audit entry (`reason`) names
   * what caused the change, an admin's decision or a payment's outcome, and is written in the
   * same transaction, so the status and its history cannot disagree.
   */
  async changePaymentStatus(
    manager: EntityManager,
    registration: Registration,
    status: PaymentStatus,
    actor: AuditActor,
    reason: AuditRecord,
  ): Promise<void> {
    const pending = await this.hasPendingPayment(manager, registration.id);
    const before = summaryEntry(registration, pending);
    await manager.update(
      Registration,
      { id: registration.id },
      {
        paymentStatus: status,
        ...(status === registration.paymentStatus
          ? {}
          : { paymentStatusChangedAt: this.clock.now() }),
      },
    );
    registration.paymentStatus = status;
    await moveInSummary(manager, before, summaryEntry(registration, pending));
    await this.audit.record(actor, reason, manager);
  }

  /**
   * Counts a verified payment (already stored) on its registration: the receipt for the money
   * received, stating the balance left, and the registration's status following the one rule of
   * what is paid: verified once the registration fee is covered, pending again when money comes
   * in after a rejection. A status an organiser set to verified is not taken back here. The audit
   * entry (`reason`, given the settlement and the resulting status) is written whether or not
   * the status changes.
   */
  async receivePayment(
    manager: EntityManager,
    payment: PaymentWithRegistration,
    actor: AuditActor,
    reason: (settlement: Settlement, registrationStatus: PaymentStatus) => AuditRecord,
  ): Promise<ReceivedPayment> {
    const { registration } = payment;
    const settlement = await this.settlementOf(manager, registration);
    await this.fieldTrip.followSettlement(manager, registration.id, settlement);
    const receipt = await this.receipts.issueOnce(manager, {
      registrationId: registration.id,
      paymentId: payment.id,
      amountCents: toCents(payment.amount),
      balanceCents: settlement.balanceDueCents,
    });
    const status: PaymentStatus | null = settlement.registrationFeeCovered
      ? 'verified'
      : registration.paymentStatus === 'rejected'
        ? 'pending'
        : null;
    if (status && status !== registration.paymentStatus) {
      await this.changePaymentStatus(
        manager,
        registration,
        status,
        actor,
        reason(settlement, status),
      );
    } else {
      await this.audit.record(actor, reason(settlement, registration.paymentStatus), manager);
    }
    return { settlement, receipt };
  }

  /**
   * Money paid back: the refund (never more than the registration has paid), its credit note,
   * and the registration back to pending when the refund uncovers a fee its payments had covered.
   * The caller has locked the registration ({@link lock}). Answers `refused`, storing nothing,
   * when the refund is more than what was paid. The audit entry is written whichever way the
   * status goes.
   */
  async refund(
    manager: EntityManager,
    registration: Registration,
    input: NewRefund,
    actor: AuditActor,
    reason: (
      refund: StoredRefund,
      settlement: Settlement,
      registrationStatus: PaymentStatus,
    ) => AuditRecord,
  ): Promise<RefundOutcome | { refused: Settlement }> {
    const before = await this.settlementOf(manager, registration);
    const amountCents = toCents(input.amount);
    if (amountCents > before.amountPaidCents) return { refused: before };
    const inserted: { insertId: number | string } = await manager.query(
      `INSERT INTO refunds (registration_id, amount, method, reference, refund_date)
       VALUES (?, ?, ?, ?, ?)`,
      [registration.id, input.amount, input.method, input.reference, input.refundDate],
    );
    const refund: StoredRefund = {
      id: String(inserted.insertId),
      registrationId: registration.id,
      ...input,
    };
    const settlement = await this.settlementOf(manager, registration);
    await this.fieldTrip.followSettlement(manager, registration.id, settlement);
    const creditNote = await this.creditNotes.issueOnce(manager, {
      refundId: refund.id,
      registrationId: registration.id,
      amountCents,
      paidAfterCents: settlement.amountPaidCents,
    });
    const uncovered =
      registration.paymentStatus === 'verified' &&
      before.registrationFeeCovered &&
      !settlement.registrationFeeCovered;
    if (uncovered) {
      await this.changePaymentStatus(
        manager,
        registration,
        'pending',
        actor,
        reason(refund, settlement, 'pending'),
      );
    } else {
      await this.audit.record(
        actor,
        reason(refund, settlement, registration.paymentStatus),
        manager,
      );
    }
    return { refund, settlement, creditNote };
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

  /** What the registration owes and has paid, read in the caller's transaction. */
  async settlementOf(manager: EntityManager, registration: StandingSubject): Promise<Settlement> {
    return (await this.standingOf(manager, registration)).settlement;
  }

  /** The registration's money, field-trip seat and cancellation, read in the caller's transaction. */
  async standingOf(manager: EntityManager, registration: StandingSubject): Promise<Standing> {
    const [standing] = await standingsOf(manager, [registration]);
    return standing!;
  }

  /** Each registration with where it stands, for a page of registrations at once. */
  async withSettlements<Row extends StandingSubject>(
    registrations: readonly Row[],
  ): Promise<Array<[Row, Settlement, Standing]>> {
    const standings = await standingsOf(this.dataSource.manager, registrations);
    return registrations.map((registration, index) => {
      const standing = standings[index]!;
      return [registration, standing.settlement, standing];
    });
  }

  /**
   * Marks the registration cancelled (the caller has locked it and checked it was not): when, by
   * which organiser (none for the registrant), why, and the policy's share fixed that day. Its
   * payments, refunds and documents stay; the dashboard's counts do not change.
   */
  async markCancelled(
    manager: EntityManager,
    registration: Registration,
    cancellation: Pick<
      Registration,
      'cancelledAt' | 'cancelledByUserId' | 'cancellationReason' | 'cancellationRefundPercent'
    >,
  ): Promise<void> {
    Object.assign(registration, cancellation);
    await manager.update(Registration, { id: registration.id }, cancellation);
  }

  /** Saves an edit of the registrant's details; the payment status is not part of an edit. */
  async saveDetails(
    manager: EntityManager,
    registration: Registration,
    changes: Partial<Omit<Registration, 'paymentStatus'>>,
  ): Promise<void> {
    const before = summaryEntry(registration, false);
    Object.assign(registration, changes);
    await manager.update(Registration, { id: registration.id }, changes);
    const after = summaryEntry(registration, false);
    // Most edits correct a name or an address, which the summary does not count.
    if (sameEntry(before, after)) return;
    const pendingPayment = await this.hasPendingPayment(manager, registration.id);
    await moveInSummary(manager, { ...before, pendingPayment }, { ...after, pendingPayment });
  }

  /**
   * Records a proposed new address with its confirmation token (its SHA-256 only), replacing a
   * proposal still waiting, whose link then opens nothing.
   */
  async proposeEmail(
    manager: EntityManager,
    registration: Registration,
    proposal: { email: string; tokenHash: string; expiresAt: Date },
  ): Promise<void> {
    const changes = {
      pendingEmail: proposal.email,
      pendingEmailTokenHash: proposal.tokenHash,
      pendingEmailExpiresAt: proposal.expiresAt,
    };
    Object.assign(registration, changes);
    await manager.update(Registration, { id: registration.id }, changes);
  }

  /** The registration whose pending address this confirmation token belongs to, locked. */
  lockByEmailConfirmation(manager: EntityManager, tokenHash: string): Promise<Registration | null> {
    return manager.findOne(Registration, {
      where: { pendingEmailTokenHash: tokenHash },
      lock: { mode: 'pessimistic_write' },
    });
  }

  /** The pending address becomes the registration's address; its token is spent. */
  async confirmPendingEmail(manager: EntityManager, registration: Registration): Promise<void> {
    if (registration.pendingEmail === null) return;
    const changes = {
      email: registration.pendingEmail,
      pendingEmail: null,
      pendingEmailTokenHash: null,
      pendingEmailExpiresAt: null,
    };
    Object.assign(registration, changes);
    await manager.update(Registration, { id: registration.id }, changes);
  }

  async emailTaken(
    email: string,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<boolean> {
    return manager.existsBy(Registration, { email });
  }

  /** Newest first, with the count of every registration matching the status. */
  async page(
    paymentStatus: PaymentStatus | undefined,
    { page, limit }: Page,
  ): Promise<{ rows: Registration[]; count: number }> {
    const registrations = () => {
      const builder = this.dataSource
        .getRepository(Registration)
        .createQueryBuilder('registration');
      return paymentStatus
        ? builder.where('registration.paymentStatus = :status', { status: paymentStatus })
        : builder;
    };
    // The page's ids first, read from the (status,) created_at index alone, then their rows:
    // a deep OFFSET over whole rows would make the database scan and sort the table. A page in
    // the older half is counted from the oldest end, so no page skips more than half the index.
    const count = await this.countWithStatus(paymentStatus);
    const offset = (page - 1) * limit;
    if (offset >= count) return { rows: [], count };
    const idsInOrder = (direction: 'ASC' | 'DESC', skip: number, take: number) =>
      registrations()
        .select('registration.id', 'id')
        .orderBy('registration.createdAt', direction)
        .addOrderBy('registration.id', direction)
        .offset(skip)
        .limit(take)
        .getRawMany<{ id: string }>();
    const fromOldest = offset + limit / 2 > count / 2;
    const pageIds = fromOldest
      ? await idsInOrder(
          'ASC',
          Math.max(0, count - offset - limit),
          Math.min(limit, count - offset),
        )
      : await idsInOrder('DESC', offset, limit);
    if (pageIds.length === 0) return { rows: [], count };
    // Whichever end the ids came from, the rows come newest first.
    const rows = await this.dataSource
      .getRepository(Registration)
      .createQueryBuilder('registration')
      .whereInIds(pageIds.map((row) => String(row.id)))
      .orderBy('registration.createdAt', 'DESC')
      .addOrderBy('registration.id', 'DESC')
      .getMany();
    return { rows, count };
  }

  /**
   * Newest first, narrowed to one field-trip seat status (or no trip): a few hundred rows at
   * most, so a plain count and offset serve it.
   */
  async pageWithFieldTrip(
    paymentStatus: PaymentStatus | undefined,
    fieldTrip: FieldTripFilter,
    { page, limit }: Page,
  ): Promise<{ rows: Registration[]; count: number }> {
    const { condition, parameters } = fieldTripFilterCondition('registration', fieldTrip);
    const builder = this.dataSource
      .getRepository(Registration)
      .createQueryBuilder('registration')
      .where(condition, parameters);
    if (paymentStatus) {
      builder.andWhere('registration.paymentStatus = :status', { status: paymentStatus });
    }
    const [rows, count] = await Promise.all([
      builder
        .clone()
        .orderBy('registration.createdAt', 'DESC')
        .addOrderBy('registration.id', 'DESC')
        .offset((page - 1) * limit)
        .limit(limit)
        .getMany(),
      builder.getCount(),
    ]);
    return { rows, count };
  }

  /**
   * How many registrations have the status (or any), added up from `registration_summary`:
   * the same figure as a COUNT over the registrations, without reading every one of them.
   */
  private async countWithStatus(paymentStatus: PaymentStatus | undefined): Promise<number> {
    const [row]: Array<{ registrations: string | number | null }> = await this.dataSource.query(
      `SELECT SUM(registrations) AS registrations FROM registration_summary${
        paymentStatus ? ' WHERE payment_status = ?' : ''
      }`,
      paymentStatus ? [paymentStatus] : [],
    );
    return Number(row?.registrations ?? 0);
  }

  /** Registrations whose address begins with the text, by the unique e-mail index. */
  async withEmailStarting(text: string, limit: number): Promise<Registration[]> {
    // The column collation (utf8mb4_unicode_ci) makes every comparison case-insensitive.
    return this.dataSource
      .getRepository(Registration)
      .createQueryBuilder('registration')
      .where('registration.email LIKE :prefix', { prefix: `${likeLiteral(text)}%` })
      .orderBy('registration.email', 'ASC')
      .take(limit)
      .getMany();
  }

  /** Registrations whose e-mail, first name, family name, full name or reference contains the text. */
  async containing(text: string, limit: number): Promise<Registration[]> {
    const pattern = containsPattern(text);
    return this.dataSource
      .getRepository(Registration)
      .createQueryBuilder('registration')
      .where(
        new Brackets((where) => {
          where
            .where('registration.email LIKE :pattern')
            .orWhere('registration.firstName LIKE :pattern')
            .orWhere('registration.otherNames LIKE :pattern')
            .orWhere("CONCAT(registration.firstName, ' ', registration.otherNames) LIKE :pattern")
            .orWhere('registration.reference LIKE :pattern');
        }),
      )
      .setParameters({ pattern })
      .orderBy('registration.createdAt', 'DESC')
      .addOrderBy('registration.id', 'DESC')
      .take(limit)
      .getMany();
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
   * registration's status follows through changePaymentStatus.
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
  private async hasPendingPayment(
    manager: EntityManager,
    registrationId: string,
  ): Promise<boolean> {
    const [row]: Array<{ pending: string | number }> = await manager.query(
      "SELECT EXISTS (SELECT 1 FROM payments WHERE registration_id = ? AND status = 'pending') AS pending",
      [registrationId],
    );
    return Number(row?.pending ?? 0) === 1;
  }

  /**
   * The dashboard's figures from `registration_summary`: a few hundred rows at most, however
   * many registrations there are.
   */
  async totals(): Promise<RegistrationTotals> {
    const [row]: Array<Record<string, string | number | null>> = await this.dataSource.query(
      `SELECT
        SUM(registrations) AS total,
        SUM(CASE WHEN payment_status = 'verified' THEN registrations ELSE 0 END) AS verified,
        SUM(CASE WHEN payment_status = 'verified' THEN fee_usd ELSE 0 END) AS revenue,
        SUM(CASE WHEN field_trip = 1 THEN registrations ELSE 0 END) AS fieldTrip,
        SUM(CASE WHEN participation_type = 'presenter' AND presentation_type = 'oral'
          THEN registrations ELSE 0 END) AS oral,
        SUM(CASE WHEN participation_type = 'presenter' AND presentation_type = 'poster'
          THEN registrations ELSE 0 END) AS poster,
        SUM(CASE WHEN pending_payment = 1 AND payment_status <> 'verified'
          THEN registrations ELSE 0 END) AS pendingPayments,
        ${participantCategories
          .map(
            (_category, index) =>
              `SUM(CASE WHEN participant_category = ? THEN registrations ELSE 0 END) AS category${index}`,
          )
          .join(',\n        ')}
      FROM registration_summary`,
      [...participantCategories],
    );
    const count = (value: string | number | null | undefined) => Number(value ?? 0);
    return {
      total: count(row?.total),
      verified: count(row?.verified),
      revenue: String(row?.revenue ?? '0'),
      fieldTrip: count(row?.fieldTrip),
      oral: count(row?.oral),
      poster: count(row?.poster),
      pendingPayments: count(row?.pendingPayments),
      byCategory: Object.fromEntries(
        participantCategories.map((category, index) => [
          category,
          count(row?.[`category${index}`]),
        ]),
      ) as Record<ParticipantCategory, number>,
    };
  }

  /** What the registration has paid, in cents: its verified payments less its refunds. */
  async paidCents(manager: EntityManager, registrationId: string): Promise<number> {
    const [totals]: Array<{ paid: string }> = await manager.query(
      `SELECT ${amountPaidTextSql('r.id')} AS paid FROM registrations r WHERE r.id = ?`,
      [registrationId],
    );
    return toCents(totals?.paid ?? '0');
  }

  /** Every registration of a status (or all), newest first, read through a cursor. */
  exportRows(paymentStatus: PaymentStatus | undefined): AsyncIterable<RegistrationExportRow> {
    const builder = this.dataSource
      .getRepository(Registration)
      .createQueryBuilder('r')
      .select([
        'r.reference AS reference',
        'r.title AS title',
        'r.other_title AS otherTitle',
        'r.first_name AS firstName',
        'r.other_names AS otherNames',
        'r.email AS email',
        'r.phone AS phone',
        'r.country AS country',
        'r.city AS city',
        'r.institution AS institution',
        'r.gender AS gender',
        'r.participant_category AS participantCategory',
        'r.pricing_tier AS pricingTier',
        'r.participation_type AS participationType',
        'r.presentation_type AS presentationType',
        'r.field_trip AS fieldTrip',
        'r.fee_usd AS feeUsd',
        'r.payment_status AS paymentStatus',
        `${amountPaidTextSql('r.id')} AS amountPaid`,
        '(SELECT s.status FROM field_trip_seats s WHERE s.registration_id = r.id) AS fieldTripSeat',
        'r.cancelled_at AS cancelledAt',
        'r.created_at AS createdAt',
      ])
      .orderBy('r.created_at', 'DESC')
      .addOrderBy('r.id', 'DESC');
    if (paymentStatus) builder.where('r.payment_status = :paymentStatus', { paymentStatus });
    return queryRows<RegistrationExportRow>(builder);
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

  /** Verified payments by payment date within the days, DECIMAL sums as exact text. */
  verifiedByDay(
    from: string,
    to: string,
  ): Promise<{ date: string; payments: number | string; amount_usd: string }[]> {
    return this.dataSource.query(
      `SELECT DATE_FORMAT(payment_date, '%Y-%m-%d') AS date, COUNT(*) AS payments,
              CAST(SUM(amount) AS CHAR) AS amount_usd
         FROM payments
        WHERE status = 'verified' AND payment_date BETWEEN ? AND ?
        GROUP BY payment_date
        ORDER BY payment_date`,
      [from, to],
    );
  }

  /** Verified payments within the days by participant category and method. */
  verifiedByCategoryAndMethod(
    from: string,
    to: string,
  ): Promise<
    {
      participant_category: ParticipantCategory;
      method: PaymentMethod;
      payments: number | string;
      amount_usd: string;
    }[]
  > {
    return this.dataSource.query(
      `SELECT r.participant_category, p.method, COUNT(*) AS payments,
              CAST(SUM(p.amount) AS CHAR) AS amount_usd
         FROM payments p
         JOIN registrations r ON r.id = p.registration_id
        WHERE p.status = 'verified' AND p.payment_date BETWEEN ? AND ?
        GROUP BY r.participant_category, p.method
        ORDER BY r.participant_category, p.method`,
      [from, to],
    );
  }

  /** Refunds by refund date within the days, DECIMAL sums as exact text. */
  refundedByDay(
    from: string,
    to: string,
  ): Promise<{ date: string; refunds: number | string; amount_usd: string }[]> {
    return this.dataSource.query(
      `SELECT DATE_FORMAT(refund_date, '%Y-%m-%d') AS date, COUNT(*) AS refunds,
              CAST(SUM(amount) AS CHAR) AS amount_usd
         FROM refunds
        WHERE refund_date BETWEEN ? AND ?
        GROUP BY refund_date
        ORDER BY refund_date`,
      [from, to],
    );
  }

  /**
   * Every registration made before `registeredBefore` whose verified payments less refunds up to
   * `paidBy` differ from its charges (fee, and the field trip while a seat is held or paid):
   * owing, or owed a refund; and every registration cancelled by then, whose refund under the
   * policy the caller works out.
   */
  unsettledBalances(paidBy: string, registeredBefore: Date): Promise<BalanceRow[]> {
    return this.dataSource.query(
      `SELECT id, reference, title, other_title, first_name, other_names, email,
              CAST(fee AS CHAR) AS fee_usd, CAST(received - refunded AS CHAR) AS paid_usd,
              CAST(received AS CHAR) AS received_usd, CAST(refunded AS CHAR) AS refunded_usd,
              seat AS field_trip_seat, cancelled, refund_percent
         FROM (SELECT r.id, r.reference, r.title, r.other_title, r.first_name, r.other_names,
                      r.email, r.fee_usd AS fee,
                      (SELECT COALESCE(SUM(p.amount), 0) FROM payments p
                        WHERE p.registration_id = r.id AND p.status = 'verified'
                          AND p.payment_date <= ?) AS received,
                      (SELECT COALESCE(SUM(f.amount), 0) FROM refunds f
                        WHERE f.registration_id = r.id AND f.refund_date <= ?) AS refunded,
                      (SELECT s.status FROM field_trip_seats s
                        WHERE s.registration_id = r.id) AS seat,
                      r.cancelled_at IS NOT NULL AND r.cancelled_at < ? AS cancelled,
                      r.cancellation_refund_percent AS refund_percent
                 FROM registrations r
                WHERE r.created_at < ?) balances
        WHERE cancelled
           OR fee + CASE WHEN seat IN ('held', 'paid') THEN CAST(? AS DECIMAL(10, 2)) ELSE 0 END
             <> received - refunded
        ORDER BY id`,
      [paidBy, paidBy, registeredBefore, registeredBefore, centsToUsd(fieldTripPriceCents)],
    );
  }
}
