import { HttpStatus, Inject, Injectable, type StreamableFile } from '@nestjs/common';
import { RegistrationDocuments } from '../../registrations/registration-documents.service.js';
import type { EntityManager } from 'typeorm';
import type { AdminPayment, Clock, FileLink } from '@caawg11/conference';
import { FileLinksService } from '../../admin/file-links.service.js';
import { paymentNotFound } from '../../admin/id-param.pipe.js';
import type { AuditActor } from '../../audit/audit.service.js';
import { ApiError } from '../../common/api-error.js';
import { OutboxService } from '../../outbox/outbox.service.js';
import {
  fullName,
  referenceOf,
  RegistrationRepository,
  type PaymentWithRegistration,
} from '../../registrations/index.js';
import type { ListPaymentsQuery } from './dto/list-payments.query.js';
import type { RecordPaymentDto } from './dto/record-payment.dto.js';
import { toAdminPayment } from './payment-view.js';
import { exportFile } from '../../admin/list-export.js';
import { CLOCK } from '../../config/clock.token.js';
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
    private readonly outbox: OutboxService,
    private readonly documents: RegistrationDocuments,
    private readonly links: FileLinksService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** The payments of the list's filter as a file, streamed from a database cursor. */
  export(query: ExportPaymentsQuery): StreamableFile {
    return exportFile(
      query.format,
      {
        name: 'payments',
        columns: paymentExportColumns,
        rows: this.registrations.exportPayments(query.status),
      },
      this.clock.now(),
    );
  }

  async list(query: ListPaymentsQuery): Promise<{ data: AdminPayment[]; count: number }> {
    const { rows, count } = await this.registrations.paymentsPage(query.status, query);
    return { data: rows.map(toAdminPayment), count };
  }

  /** A short-lived link to the proof sent with the payment; 404 without one. */
  async proofLink(id: string, actor: AuditActor): Promise<FileLink> {
    const payment = await this.registrations.findPayment(id);
    if (!payment) throw new ApiError(HttpStatus.NOT_FOUND, paymentNotFound);
    if (!payment.proofFileId) {
      throw new ApiError(HttpStatus.NOT_FOUND, 'This payment has no proof attached.');
    }
    return this.links.issue(payment.proofFileId, actor);
  }

  /** The payment and its registration become verified; the registrant is told. */
  async verify(id: string, actor: AuditActor): Promise<AdminPayment> {
    return this.registrations.transaction(async (manager) => {
      const payment = await this.lockPendingPayment(manager, id);
      const before = statuses(payment);
      await this.registrations.settlePayment(manager, payment, { status: 'verified' });
      await this.registrations.changePaymentStatus(
        manager,
        payment.registration,
        'verified',
        actor,
        {
          action: 'payment.verified',
          entityType: 'payment',
          entityId: id,
          before,
          after: { ...statuses(payment), registrationStatus: 'verified' },
        },
      );
      await this.outbox.add(manager, {
        template: 'payment-verified',
        to: payment.registration.email,
        language: payment.registration.language,
        data: {
          fullName: fullName(payment.registration),
          reference: referenceOf(payment.registration),
          amountUsd: payment.amount,
          receipt:
            (await this.documents.receiptForMail(manager, payment.registration.id)) ?? undefined,
        },
      });
      return toAdminPayment(payment);
    });
  }

  /** The payment and its registration become rejected, with the reason the registrant is sent. */
  async reject(id: string, reason: string, actor: AuditActor): Promise<AdminPayment> {
    return this.registrations.transaction(async (manager) => {
      const payment = await this.lockPendingPayment(manager, id);
      const before = statuses(payment);
      await this.registrations.settlePayment(manager, payment, {
        status: 'rejected',
        notes: reason,
      });
      await this.registrations.changePaymentStatus(
        manager,
        payment.registration,
        'rejected',
        actor,
        {
          action: 'payment.rejected',
          entityType: 'payment',
          entityId: id,
          before,
          after: { ...statuses(payment), registrationStatus: 'rejected', notes: reason },
        },
      );
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
   * verified, the registration becomes verified and the registrant gets the confirmation.
   */
  async record(
    registrationId: string,
    input: RecordPaymentDto,
    actor: AuditActor,
  ): Promise<AdminPayment> {
    return this.registrations.transaction(async (manager) => {
      const registration = await this.registrations.lock(manager, registrationId);
      const statusBefore = registration.paymentStatus;
      const payment = await this.registrations.addVerifiedPayment(
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
      await this.registrations.changePaymentStatus(manager, registration, 'verified', actor, {
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
          registrationStatus: 'verified',
        },
      });
      await this.outbox.add(manager, {
        template: 'payment-verified',
        to: registration.email,
        language: registration.language,
        data: {
          fullName: fullName(registration),
          reference: referenceOf(registration),
          amountUsd: input.amount,
          receipt: (await this.documents.receiptForMail(manager, registration.id)) ?? undefined,
        },
      });
      return toAdminPayment(payment);
    });
  }

  private async lockPendingPayment(
    manager: EntityManager,
    id: string,
  ): Promise<PaymentWithRegistration> {
    const payment = await this.registrations.lockPayment(manager, id);
    if (payment.status !== 'pending') throw new ApiError(HttpStatus.CONFLICT, onlyPendingMessage);
    return payment;
  }
}
