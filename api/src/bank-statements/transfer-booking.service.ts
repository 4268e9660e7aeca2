import { Injectable } from '@nestjs/common';
import { RegistrationDocuments } from '../registrations/registration-documents.service.js';
import type { EntityManager } from 'typeorm';
import { centsToUsd, paymentBalance } from '@caawg11/conference';
import type { AuditActor } from '../audit/audit.service.js';
import { OutboxService } from '../outbox/outbox.service.js';
import {
  fullName,
  referenceOf,
  RegistrationRepository,
  Ledger,
  PaymentsRepository,
} from '../registrations/index.js';

export interface TransferToBook {
  registrationId: string;
  amountCents: number;
  reference: string;
  paymentDate: string;
}

/** Books bank transfers on registrations, inside the caller's transaction. */
@Injectable()
export class TransferBookingService {
  constructor(
    private readonly registrations: RegistrationRepository,
    private readonly payments: PaymentsRepository,
    private readonly ledger: Ledger,
    private readonly outbox: OutboxService,
    private readonly documents: RegistrationDocuments,
  ) {}

  /**
   * A transfer seen on the bank statement, recorded as a verified payment and counted on its
   * registration (a receipt for it; verified once the fee is covered); the registrant is told.
   * Answers whether the registration became verified.
   */
  async book(manager: EntityManager, transfer: TransferToBook, actor: AuditActor) {
    const registration = await this.registrations.lock(manager, transfer.registrationId);
    const statusBefore = registration.paymentStatus;
    const payment = await this.payments.addVerifiedPayment(
      manager,
      registration,
      {
        amount: transfer.amountCents / 100,
        method: 'bank-transfer',
        reference: transfer.reference,
        paymentDate: transfer.paymentDate,
      },
      'bank-statement',
    );
    const { receipt, settlement } = await this.ledger.receivePayment(
      manager,
      payment,
      actor,
      (settlement, registrationStatus) => ({
        action: 'payment.recorded',
        entityType: 'payment',
        entityId: payment.id,
        before: { registrationStatus: statusBefore },
        after: {
          registrationId: registration.id,
          amount: centsToUsd(transfer.amountCents),
          source: 'bank statement',
          registrationStatus,
          ...paymentBalance(settlement),
        },
      }),
    );
    await this.outbox.add(manager, {
      template: 'payment-verified',
      to: registration.email,
      language: registration.language,
      data: {
        fullName: fullName(registration),
        reference: referenceOf(registration),
        amountUsd: payment.amount,
        balanceDueUsd: paymentBalance(settlement).balanceDue,
        receipt: await this.documents.receiptForMail(manager, receipt),
      },
    });
    return {
      paymentId: payment.id,
      verified: statusBefore !== 'verified' && registration.paymentStatus === 'verified',
    };
  }
}
