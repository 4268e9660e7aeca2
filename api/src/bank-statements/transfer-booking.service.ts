import { Injectable } from '@nestjs/common';
import { RegistrationDocuments } from '../registrations/registration-documents.service.js';
import type { EntityManager } from 'typeorm';
import type { AuditActor } from '../audit/audit.service.js';
import { OutboxService } from '../outbox/outbox.service.js';
import { fullName, referenceOf, RegistrationRepository } from '../registrations/index.js';

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
    private readonly outbox: OutboxService,
    private readonly documents: RegistrationDocuments,
  ) {}

  /**
   * A transfer seen on the bank statement, recorded as a verified payment; when the
   * registration's verified payments now cover its fee, it is verified, the registrant gets the
   * confirmation and the receipt is issued. Answers whether the registration became verified.
   */
  async book(manager: EntityManager, transfer: TransferToBook, actor: AuditActor) {
    const registration = await this.registrations.lock(manager, transfer.registrationId);
    const payment = await this.registrations.addVerifiedPayment(
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
    const paidCents = await this.registrations.verifiedCents(manager, registration.id);
    const feeCents = Math.round(registration.feeUsd * 100);
    if (paidCents < feeCents || registration.paymentStatus === 'verified') {
      return { paymentId: payment.id, verified: false };
    }
    const before = registration.paymentStatus;
    await this.registrations.changePaymentStatus(manager, registration, 'verified', actor, {
      action: 'payment.recorded',
      entityType: 'payment',
      entityId: payment.id,
      before: { registrationStatus: before },
      after: {
        registrationId: registration.id,
        paidUsd: paidCents / 100,
        source: 'bank statement',
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
        amountUsd: paidCents / 100,
        receipt: (await this.documents.receiptForMail(manager, registration.id)) ?? undefined,
      },
    });
    return { paymentId: payment.id, verified: true };
  }
}
