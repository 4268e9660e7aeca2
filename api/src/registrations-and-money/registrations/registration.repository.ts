import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Brackets, DataSource, type EntityManager } from 'typeorm';
import {
  participantCategories,
  registrationReference,
  type FieldTripFilter,
  type ParticipantCategory,
  type PaymentStatus,
} from '@caawg11/conference';
import type { Page } from '../../platform/admin/page-query.js';
import { queryRows } from '../../platform/admin/query-rows.js';
import { containsPattern, likeLiteral } from '../../platform/common/like-pattern.js';
import { insertRow } from '../../platform/common/insert-row.js';
import { amountPaidTextSql } from './ledger/amount-paid.js';
import { DatabaseRepository } from '../../platform/database/database-repository.js';
import { fieldTripFilterCondition, seatStatusSql } from '../field-trip/field-trip.repository.js';
import type { RegistrationExportRow } from './admin/registration-export.js';
import { PaymentsRepository } from './ledger/payments.repository.js';
import { lockRegistration } from './registration-lock.js';
import { Registration } from './registration.entity.js';
import { moveInSummary, sameEntry, summaryEntry } from './registration-summary.js';

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

/**
 * The registration itself in the database: its details, its address's confirmation, its
 * cancellation, the admin lists and searches, and the dashboard's totals. Its money is the
 * ledger's ({@link PaymentsRepository}, and the Ledger service for payment status, receipts and
 * credit notes). Every write here also moves the registration in `registration_summary` in the
 * same transaction, so the dashboard's counts never disagree with the rows.
 */
@Injectable()
export class RegistrationRepository extends DatabaseRepository {
  constructor(
    @InjectDataSource() dataSource: DataSource,
    private readonly payments: PaymentsRepository,
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

  /** The registration, locked against other writers until the transaction ends; 404 if missing. */
  lock(manager: EntityManager, id: string): Promise<Registration> {
    return lockRegistration(manager, id);
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
    const pendingPayment = await this.payments.hasPendingPayment(manager, registration.id);
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
        `${seatStatusSql('r.id')} AS fieldTripSeat`,
        'r.cancelled_at AS cancelledAt',
        'r.created_at AS createdAt',
      ])
      .orderBy('r.created_at', 'DESC')
      .addOrderBy('r.id', 'DESC');
    if (paymentStatus) builder.where('r.payment_status = :paymentStatus', { paymentStatus });
    return queryRows<RegistrationExportRow>(builder);
  }
}
