import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { paymentBalance } from '@caawg11/conference';
import { OutboxService } from '../../platform/outbox/outbox.service.js';
import { fullName, referenceOf } from './admin/registration-view.js';
import type { PaymentWithRegistration, ReceivedPayment } from './ledger/payments.repository.js';
import { RegistrationDocuments } from './registration-documents.service.js';

/**
 * The registrant's e-mail for money counted on their registration, whichever desk counted it
 * (finance's check of a proof, a payment recorded by hand, the walk-in desk, the bank
 * statement): the amount, what is still due, and the receipt attached.
 */
@Injectable()
export class PaymentReceivedNotice {
  constructor(
    private readonly outbox: OutboxService,
    private readonly documents: RegistrationDocuments,
  ) {}

  /** Written into the outbox in the caller's transaction, so it goes only if the payment stays. */
  async send(
    manager: EntityManager,
    payment: PaymentWithRegistration,
    { receipt, settlement }: ReceivedPayment,
  ): Promise<void> {
    await this.outbox.add(manager, {
      template: 'payment-verified',
      to: payment.registration.email,
      language: payment.registration.language,
      data: {
        fullName: fullName(payment.registration),
        reference: referenceOf(payment.registration),
        amountUsd: payment.amount,
        balanceDueUsd: paymentBalance(settlement).balanceDue,
        receipt: await this.documents.receiptForMail(manager, receipt),
      },
    });
  }
}
