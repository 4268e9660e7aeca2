import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { toCents, type Clock, type PaymentStatus, type Settlement } from '@caawg11/conference';
import {
  AuditService,
  type AuditActor,
  type AuditRecord,
} from '../../../platform/audit/audit.service.js';
import { CLOCK } from '../../../platform/config/clock.token.js';
import { CreditNotesService } from '../../../platform/documents/credit-notes.service.js';
import { ReceiptsService } from '../../../platform/documents/receipts.service.js';
import { FieldTripRepository } from '../../field-trip/field-trip.repository.js';
import { Registration } from '../registration.entity.js';
import { moveInSummary, summaryEntry } from '../registration-summary.js';
import { standingsOf, type Standing, type StandingSubject } from '../standing.js';
import {
  PaymentsRepository,
  type NewRefund,
  type PaymentWithRegistration,
  type ReceivedPayment,
  type RefundOutcome,
  type StoredRefund,
} from './payments.repository.js';

/**
 * A registration's money: the one place its payment status changes (with an audit entry
 * saying who changed it and why, in the same transaction), a verified payment counted with its
 * receipt, a refund with its credit note, and where a registration stands, judged by `settle`
 * from what {@link PaymentsRepository} sums. The field-trip seat follows each settlement.
 */
@Injectable()
export class Ledger {
  constructor(
    private readonly payments: PaymentsRepository,
    private readonly audit: AuditService,
    private readonly receipts: ReceiptsService,
    private readonly creditNotes: CreditNotesService,
    private readonly fieldTrip: FieldTripRepository,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

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
    const pending = await this.payments.hasPendingPayment(manager, registration.id);
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
   * The caller has locked the registration (RegistrationRepository.lock). Answers `refused`, storing nothing,
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
    const refund = await this.payments.insertRefund(manager, registration.id, input);
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
    const standings = await standingsOf(this.payments.manager, registrations);
    return registrations.map((registration, index) => {
      const standing = standings[index]!;
      return [registration, standing.settlement, standing];
    });
  }
}
