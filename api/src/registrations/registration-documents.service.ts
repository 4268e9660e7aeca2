import { HttpStatus, Injectable, StreamableFile } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import {
  feeTable,
  paymentMethodLabels,
  pricingTierLabels,
  publicApiMessages,
} from '@caawg11/conference';
import { registrationNotFound } from '../admin/id-param.pipe.js';
import { ApiError } from '../common/api-error.js';
import {
  PaymentDocuments,
  storedInvoice,
  storedReceipt,
  type FeeLine,
  type InvoiceFacts,
  type Payer,
  type ReceiptFacts,
  type StoredInvoice,
  type StoredReceipt,
} from '../documents/documents.service.js';
import { PaymentReminders } from '../payment-reminders/payment-reminders.service.js';
import { receiptLabel, ReceiptsService } from '../documents/receipts.service.js';
import { fullName, referenceOf } from './admin/registration-view.js';
import type { Registration } from './registration.entity.js';
import { RegistrationRepository } from './registration.repository.js';

export const noReceiptYet = publicApiMessages.noReceiptYet;

/** A PDF as a download: its bytes and the file name it is saved under. */
export interface DocumentFile {
  pdf: Buffer;
  fileName: string;
}

function payerOf(registration: Registration): Payer {
  return {
    fullName: fullName(registration),
    institution: registration.institution,
    country: registration.country,
    email: registration.email,
  };
}

function feesOf(registration: Registration): FeeLine[] {
  const category =
    feeTable[registration.participantCategory]?.label ?? registration.participantCategory;
  const tier = pricingTierLabels[registration.pricingTier] ?? registration.pricingTier;
  return [
    {
      description: `Registration fee: ${category}, ${tier.toLowerCase()}`,
      amountCents: Math.round(registration.feeUsd * 100),
    },
  ];
}

/** A registration's receipt and pro-forma invoice, for the registrant and for finance alike. */
@Injectable()
export class RegistrationDocuments {
  constructor(
    private readonly registrations: RegistrationRepository,
    private readonly receipts: ReceiptsService,
    private readonly documents: PaymentDocuments,
    private readonly reminders: PaymentReminders,
  ) {}

  private async registration(id: string, manager?: EntityManager): Promise<Registration> {
    const registration = await this.registrations.findById(id, manager);
    if (!registration) throw new ApiError(HttpStatus.NOT_FOUND, registrationNotFound);
    return registration;
  }

  /**
   * What the registration's receipt says, read in the caller's transaction (the one that issued
   * it, so the e-mail that carries it sees the same payments); null before it is issued.
   */
  async receiptFacts(
    registrationId: string,
    manager: EntityManager = this.registrations.manager,
  ): Promise<ReceiptFacts | null> {
    const registration = await this.registration(registrationId, manager);
    const receipt = await this.receipts.find(manager, registrationId);
    if (!receipt) return null;
    const payments = await this.registrations.verifiedPayments(registrationId, manager);
    return {
      receiptNumber: receiptLabel(receipt.number),
      issuedAt: receipt.issuedAt,
      registrationReference: referenceOf(registration),
      payer: payerOf(registration),
      fees: feesOf(registration),
      payments: payments.map((payment) => ({
        date: payment.paymentDate,
        method: paymentMethodLabels[payment.method] ?? payment.method,
        reference: payment.reference,
        amountCents: Math.round(payment.amount * 100),
      })),
    };
  }

  /** The receipt as an e-mail attaches it, or null before it is issued. */
  async receiptForMail(
    manager: EntityManager,
    registrationId: string,
  ): Promise<StoredReceipt | null> {
    const facts = await this.receiptFacts(registrationId, manager);
    return facts ? storedReceipt(facts) : null;
  }

  /** 404 until the registration is paid in full and its receipt issued. */
  async receipt(registrationId: string): Promise<DocumentFile> {
    const facts = await this.receiptFacts(registrationId);
    if (!facts) throw new ApiError(HttpStatus.NOT_FOUND, noReceiptYet);
    return { pdf: await this.documents.receipt(facts), fileName: `${facts.receiptNumber}.pdf` };
  }

  /** What a pro-forma invoice of what is still due says; it is numbered after the registration. */
  private async invoiceFacts(
    registrationId: string,
    now: Date,
    manager?: EntityManager,
  ): Promise<InvoiceFacts> {
    const registration = await this.registration(registrationId, manager);
    const payments = await this.registrations.verifiedPayments(registrationId, manager);
    const reference = referenceOf(registration);
    return {
      invoiceNumber: `${reference}-PF`,
      issuedAt: now,
      registrationReference: reference,
      payer: payerOf(registration),
      fees: feesOf(registration),
      paidCents: payments.reduce((sum, payment) => sum + Math.round(payment.amount * 100), 0),
      dueDate: await this.reminders.dueDateOf(registration.createdAt),
    };
  }

  /** The pro-forma invoice as the confirmation e-mail attaches it, read in the caller's transaction. */
  async invoiceForMail(
    manager: EntityManager,
    registrationId: string,
    now: Date,
  ): Promise<StoredInvoice> {
    return storedInvoice(await this.invoiceFacts(registrationId, now, manager));
  }

  async invoice(registrationId: string, now: Date): Promise<DocumentFile> {
    const facts = await this.invoiceFacts(registrationId, now);
    return { pdf: await this.documents.invoice(facts), fileName: `${facts.invoiceNumber}.pdf` };
  }
}

/** A document as the browser downloads it. */
export function documentDownload({ pdf, fileName }: DocumentFile): StreamableFile {
  return new StreamableFile(pdf, {
    type: 'application/pdf',
    length: pdf.length,
    disposition: `attachment; filename="${fileName}"`,
  });
}
