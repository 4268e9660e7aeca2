import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { centsToUsd, paymentBalance } from '@caawg11/conference';
import type { AuditActor } from '../../platform/audit/audit.service.js';
import { Ledger, PaymentsRepository, RegistrationRepository } from '../registrations/index.js';
import { PaymentReceivedNotice } from '../registrations/payment-received-notice.service.js';

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
    private readonly paymentReceived: PaymentReceivedNotice,
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
          registrationId: registration.id,
          amount: centsToUsd(transfer.amountCents),
          source: 'bank statement',
          registrationStatus,
          ...paymentBalance(settlement),
        },
      }),
    );
    await this.paymentReceived.send(manager, payment, received);
    return {
      paymentId: payment.id,
      verified: statusBefore !== 'verified' && registration.paymentStatus === 'verified',
    };
  }
}
