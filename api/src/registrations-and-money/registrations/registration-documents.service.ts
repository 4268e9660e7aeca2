import { HttpStatus, Injectable, StreamableFile } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import {
  fieldTripPriceCents,
  isChargedSeat,
  publicApiMessages,
  toCents,
  type FieldTripSeatStatus,
} from '@caawg11/conference';
import { registrationNotFound } from '../../platform/admin/id-param.pipe.js';
import { ApiError } from '../../platform/common/api-error.js';
import {
  documentText,
  PaymentDocuments,
  storedInvoice,
  storedReceipt,
  type CreditNoteFacts,
  type FeeLine,
  type InstitutionPayer,
  type InvoiceFacts,
  type Payer,
  type ReceiptFacts,
  type StoredInvoice,
  type StoredReceipt,
} from '../../platform/documents/documents.service.js';
import {
  creditNoteLabel,
  CreditNotesService,
} from '../../platform/documents/credit-notes.service.js';
import { FieldTripRepository } from '../field-trip/field-trip.repository.js';
import { PaymentReminders } from '../payment-reminders/payment-reminders.service.js';
import {
  receiptLabel,
  ReceiptsService,
  type IssuedReceipt,
} from '../../platform/documents/receipts.service.js';
import { fullName, referenceOf } from './admin/registration-view.js';
import type { Registration } from './registration.entity.js';
import { RegistrationRepository } from './registration.repository.js';
import { Ledger } from './ledger/ledger.service.js';
import { PaymentsRepository } from './ledger/payments.repository.js';

export const noReceiptYet = publicApiMessages.noReceiptYet;
export const noCreditNoteYet =
  'No credit note yet: a credit note is issued when a refund is recorded.';

/** A PDF as a download: its bytes and the file name it is saved under. */
export interface DocumentFile {
  pdf: Buffer;
  fileName: string;
}

export function payerOf(registration: Registration): Payer {
  return {
    fullName: fullName(registration),
    institution: registration.institution,
    country: registration.country,
    email: registration.email,
  };
}

/**
 * What the registration is charged, worded in the registrant's language: the registration fee,
 * then the field trip as a line of its own while its seat is held or paid.
 */
export function feesOf(
  registration: Registration,
  fieldTripSeat: FieldTripSeatStatus | null,
): FeeLine[] {
  const text = documentText(registration.language);
  const category = text.choice('participantCategories', registration.participantCategory);
  const tier = text.choice('pricingTiers', registration.pricingTier);
  return [
    {
      description: text('common.registrationFee', {
        category,
        tier: tier.toLocaleLowerCase(registration.language),
      }),
      amountCents: toCents(registration.feeUsd),
    },
    ...(isChargedSeat(fieldTripSeat)
      ? [{ description: text('common.fieldTrip'), amountCents: fieldTripPriceCents }]
      : []),
  ];
}

/** A payment method's label in the registrant's language. */
function methodLabel(registration: Registration, method: string): string {
  return documentText(registration.language).choice('paymentMethods', method);
}

/** A registration's receipt and pro-forma invoice, for the registrant and for finance alike. */
@Injectable()
export class RegistrationDocuments {
  constructor(
    private readonly registrations: RegistrationRepository,
    private readonly payments: PaymentsRepository,
    private readonly ledger: Ledger,
    private readonly receipts: ReceiptsService,
    private readonly creditNotes: CreditNotesService,
    private readonly documents: PaymentDocuments,
    private readonly reminders: PaymentReminders,
    private readonly fieldTrip: FieldTripRepository,
  ) {}

  private async feeLines(registration: Registration, manager: EntityManager): Promise<FeeLine[]> {
    const seat = await this.fieldTrip.seatOf(manager, registration.id);
    return feesOf(registration, seat?.status ?? null);
  }

  private async registration(id: string, manager?: EntityManager): Promise<Registration> {
    const registration = await this.registrations.findById(id, manager);
    if (!registration) throw new ApiError(HttpStatus.NOT_FOUND, registrationNotFound);
    return registration;
  }

  /**
   * What a receipt says, read in the caller's transaction (the one that issued it, so the e-mail
   * that carries it sees the same payment). A receipt from before receipts were per payment
   * acknowledged every verified payment of a registration then paid in full.
   */
  private async receiptFacts(
    receipt: IssuedReceipt,
    manager: EntityManager,
  ): Promise<ReceiptFacts> {
    const registration = await this.registration(receipt.registrationId, manager);
    const verified = await this.payments.verifiedPayments(receipt.registrationId, manager);
    const acknowledged =
      receipt.paymentId === null
        ? verified
        : verified.filter((payment) => payment.id === receipt.paymentId);
    return {
      language: registration.language,
      receiptNumber: receiptLabel(receipt.number),
      issuedAt: receipt.issuedAt,
      registrationReference: referenceOf(registration),
      payer: payerOf(registration),
      fees: await this.feeLines(registration, manager),
      payments: acknowledged.map((payment) => ({
        date: payment.paymentDate,
        method: methodLabel(registration, payment.method),
        reference: payment.reference,
        amountCents: toCents(payment.amount),
      })),
      balanceCents: receipt.balanceCents ?? 0,
    };
  }

  /** The receipt as an e-mail attaches it. */
  async receiptForMail(manager: EntityManager, receipt: IssuedReceipt): Promise<StoredReceipt> {
    return storedReceipt(await this.receiptFacts(receipt, manager));
  }

  /** The registration's newest receipt; 404 until money has been received. */
  async receipt(registrationId: string): Promise<DocumentFile> {
    const manager = this.registrations.manager;
    const receipt = await this.receipts.newest(manager, registrationId);
    if (!receipt) throw new ApiError(HttpStatus.NOT_FOUND, noReceiptYet);
    const facts = await this.receiptFacts(receipt, manager);
    return { pdf: await this.documents.receipt(facts), fileName: `${facts.receiptNumber}.pdf` };
  }

  /** The registration's newest credit note; 404 until a refund is recorded. */
  async creditNote(registrationId: string): Promise<DocumentFile> {
    const manager = this.registrations.manager;
    const note = await this.creditNotes.newest(manager, registrationId);
    if (!note) throw new ApiError(HttpStatus.NOT_FOUND, noCreditNoteYet);
    const registration = await this.registration(registrationId, manager);
    const refund = await this.payments.findRefund(manager, note.refundId);
    if (!refund) throw new Error(`Credit note ${note.number} has no refund`);
    const facts: CreditNoteFacts = {
      language: registration.language,
      creditNoteNumber: creditNoteLabel(note.number),
      issuedAt: note.issuedAt,
      registrationReference: referenceOf(registration),
      payer: payerOf(registration),
      fees: await this.feeLines(registration, manager),
      refund: {
        date: refund.refundDate,
        method: methodLabel(registration, refund.method),
        reference: refund.reference,
        amountCents: note.amountCents,
      },
      amountPaidCents: note.paidAfterCents,
    };
    return {
      pdf: await this.documents.creditNote(facts),
      fileName: `${facts.creditNoteNumber}.pdf`,
    };
  }

  /** What a pro-forma invoice of what is still due says; it is numbered after the registration. */
  private async invoiceFacts(
    registrationId: string,
    now: Date,
    manager?: EntityManager,
  ): Promise<InvoiceFacts> {
    const registration = await this.registration(registrationId, manager);
    const settlement = await this.ledger.settlementOf(
      manager ?? this.registrations.manager,
      registration,
    );
    const reference = referenceOf(registration);
    return {
      language: registration.language,
      invoiceNumber: `${reference}-PF`,
      issuedAt: now,
      registrationReference: reference,
      payer: payerOf(registration),
      fees: await this.feeLines(registration, manager ?? this.registrations.manager),
      paidCents: settlement.amountPaidCents,
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

  /**
   * An invoice made out to the delegate's institution, numbered in its own series; it states
   * what the registration owes and has paid today.
   */
  async institutionInvoice(
    registrationId: string,
    invoice: { number: string; issuedAt: Date; institution: InstitutionPayer },
  ): Promise<DocumentFile> {
    const facts: InvoiceFacts = {
      ...(await this.invoiceFacts(registrationId, invoice.issuedAt)),
      invoiceNumber: invoice.number,
      institution: invoice.institution,
      dueDate: null,
    };
    return { pdf: await this.documents.invoice(facts), fileName: `${facts.invoiceNumber}.pdf` };
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
