import { HttpStatus, Inject, Injectable, type StreamableFile } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import {
  centsToUsd,
  paymentBalance,
  refundMessages,
  toCents,
  type AdminPayment,
  type Clock,
  type FileLink,
  type RecordedRefund,
} from '@caawg11/conference';
import { creditNoteLabel } from '../../../platform/documents/credit-notes.service.js';
import { FileLinksService } from '../../../platform/admin/file-links.service.js';
import { paymentNotFound } from '../../../platform/admin/id-param.pipe.js';
import { AuditService, type AuditActor } from '../../../platform/audit/audit.service.js';
import { ApiError } from '../../../platform/common/api-error.js';
import { OutboxService } from '../../../platform/outbox/outbox.service.js';
import {
  fullName,
  referenceOf,
  RegistrationRepository,
  Ledger,
  PaymentsRepository,
  type PaymentWithRegistration,
} from '../../registrations/index.js';
import { PaymentReceivedNotice } from '../../registrations/payment-received-notice.service.js';
import type { ListPaymentsQuery } from './dto/list-payments.query.js';
import type { RecordPaymentDto } from './dto/record-payment.dto.js';
import type { RecordRefundDto } from './dto/record-refund.dto.js';
import { toAdminPayment } from './payment-view.js';
import { exportFile } from '../../../platform/admin/list-export.js';
import { CLOCK } from '../../../platform/config/clock.token.js';
import type { ExportPaymentsQuery } from './dto/export-payments.query.js';
import { paymentExportColumns } from './payment-export.js';

export const onlyPendingMessage = 'Only a pending payment can be verified or rejected.';

function statuses(payment: PaymentWithRegistration): Record<string, unknown> {
  return {
    paymentStatus: payment.status,
    registrationId: payment.registrationId,
    registrationStatus: payment.registration.paymentStatus,
  };
}

@Injectable()
export class AdminPaymentsService {
  constructor(
    private readonly registrations: RegistrationRepository,
    private readonly payments: PaymentsRepository,
    private readonly ledger: Ledger,
    private readonly outbox: OutboxService,
    private readonly paymentReceived: PaymentReceivedNotice,
    private readonly links: FileLinksService,
    private readonly audit: AuditService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** The payments of the list's filter as a file, streamed from a database cursor. */
  export(query: ExportPaymentsQuery): StreamableFile {
    return exportFile(
      query.format,
      {
        name: 'payments',
        columns: paymentExportColumns,
        rows: this.payments.exportPayments(query.status),
      },
      this.clock.now(),
    );
  }

  async list(query: ListPaymentsQuery): Promise<{ data: AdminPayment[]; count: number }> {
    const { rows, count } = await this.payments.paymentsPage(query.status, query);
    return { data: rows.map(toAdminPayment), count };
  }

  /** A short-lived link to the proof sent with the payment; 404 without one. */
  async proofLink(id: string, actor: AuditActor): Promise<FileLink> {
    const payment = await this.payments.findPayment(id);
    if (!payment) throw new ApiError(HttpStatus.NOT_FOUND, paymentNotFound);
    if (!payment.proofFileId) {
      throw new ApiError(HttpStatus.NOT_FOUND, 'This payment has no proof attached.');
    }
    return this.links.issue(payment.proofFileId, actor);
  }

  /**
   * The proof's payment becomes verified for the amount actually received (the proof's own
   * amount when none is given) and is counted on its registration: a receipt for that money, and
   * the registration verified once its fee is covered. The registrant is told.
   */
  async verify(
    id: string,
    amountReceived: number | undefined,
    actor: AuditActor,
  ): Promise<AdminPayment> {
    return this.registrations.transaction(async (manager) => {
      const payment = await this.lockPendingPayment(manager, id);
      const before = { ...statuses(payment), amount: payment.amount };
      const amount = amountReceived ?? payment.amount;
      await this.payments.settlePayment(manager, payment, { status: 'verified', amount });
      const received = await this.ledger.receivePayment(
        manager,
        payment,
        actor,
        (settlement, registrationStatus) => ({
          action: 'payment.verified',
          entityType: 'payment',
          entityId: id,
          before,
          after: {
            ...statuses(payment),
            registrationStatus,
            amount,
            ...paymentBalance(settlement),
          },
        }),
      );
      await this.paymentReceived.send(manager, payment, received);
      return toAdminPayment(payment);
    });
  }

  /**
   * The payment becomes rejected, with the reason the registrant is sent. The registration
   * becomes rejected too, unless verified money already stands on it: then it keeps its status
   * (pending with its balance, or verified) and only this proof is refused.
   */
  async reject(id: string, reason: string, actor: AuditActor): Promise<AdminPayment> {
    return this.registrations.transaction(async (manager) => {
      const payment = await this.lockPendingPayment(manager, id);
      const before = statuses(payment);
      await this.payments.settlePayment(manager, payment, {
        status: 'rejected',
        notes: reason,
      });
      const moneyStands = (await this.payments.paidCents(manager, payment.registrationId)) > 0;
      const record = (registrationStatus: string) => ({
        action: 'payment.rejected' as const,
        entityType: 'payment' as const,
        entityId: id,
        before,
        after: { ...statuses(payment), registrationStatus, notes: reason },
      });
      if (moneyStands) {
        await this.audit.record(actor, record(payment.registration.paymentStatus), manager);
      } else {
        await this.ledger.changePaymentStatus(
          manager,
          payment.registration,
          'rejected',
          actor,
          record('rejected'),
        );
      }
      await this.outbox.add(manager, {
        template: 'payment-rejected',
        to: payment.registration.email,
        language: payment.registration.language,
        data: {
          fullName: fullName(payment.registration),
          reference: referenceOf(payment.registration),
          reason,
        },
      });
      return toAdminPayment(payment);
    });
  }

  /**
   * A payment an admin received by other means. The admin saw the money, so it is recorded as
   * verified and counted on the registration; the registrant gets its receipt.
   */
  async record(
    registrationId: string,
    input: RecordPaymentDto,
    actor: AuditActor,
  ): Promise<AdminPayment> {
    return this.registrations.transaction(async (manager) => {
      const registration = await this.registrations.lock(manager, registrationId);
      const statusBefore = registration.paymentStatus;
      const payment = await this.payments.addVerifiedPayment(
        manager,
        registration,
        {
          amount: input.amount,
          method: input.method,
          reference: input.reference,
          paymentDate: input.paymentDate,
        },
        'admin',
      );
      const received = await this.ledger.receivePayment(
        manager,
        payment,
        actor,
        (settlement, registrationStatus) => ({
          action: 'payment.recorded',
          entityType: 'payment',
          entityId: payment.id,
          before: { registrationStatus: statusBefore },
          after: {
            registrationId,
            amount: input.amount,
            method: input.method,
            reference: input.reference,
            paymentDate: input.paymentDate,
            paymentStatus: 'verified',
            registrationStatus,
            ...paymentBalance(settlement),
          },
        }),
      );
      await this.paymentReceived.send(manager, payment, received);
      return toAdminPayment(payment);
    });
  }

  /**
   * Money paid back to the registrant, never more than was paid (a 400 on the amount otherwise),
   * with its credit note; what the registration has paid falls by it.
   */
  async refund(
    registrationId: string,
    input: RecordRefundDto,
    actor: AuditActor,
  ): Promise<RecordedRefund> {
    return this.registrations.transaction(async (manager) => {
      const registration = await this.registrations.lock(manager, registrationId);
      const statusBefore = registration.paymentStatus;
      const outcome = await this.ledger.refund(
        manager,
        registration,
        {
          amount: centsToUsd(toCents(input.amount)),
          method: input.method,
          reference: input.reference,
          refundDate: input.refundDate,
        },
        actor,
        (refund, settlement, registrationStatus) => ({
          action: 'payment.refunded',
          entityType: 'registration',
          entityId: registrationId,
          before: { registrationStatus: statusBefore },
          after: {
            refundId: refund.id,
            amount: refund.amount,
            method: refund.method,
            reference: refund.reference,
            refundDate: refund.refundDate,
            registrationStatus,
            ...paymentBalance(settlement),
          },
        }),
      );
      if ('refused' in outcome) {
        throw ApiError.validation({
          amount: refundMessages.moreThanPaid(centsToUsd(outcome.refused.amountPaidCents)),
        });
      }
      const { refund, settlement, creditNote } = outcome;
      return {
        _id: refund.id,
        registrationId,
        amount: refund.amount,
        method: refund.method,
        reference: refund.reference,
        refundDate: refund.refundDate,
        creditNoteNumber: creditNoteLabel(creditNote.number),
        ...paymentBalance(settlement),
      };
    });
  }

  private async lockPendingPayment(
    manager: EntityManager,
    id: string,
  ): Promise<PaymentWithRegistration> {
    const payment = await this.payments.lockPayment(manager, id);
    if (payment.status !== 'pending') throw new ApiError(HttpStatus.CONFLICT, onlyPendingMessage);
    return payment;
  }
}
