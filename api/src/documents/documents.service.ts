import { Injectable } from '@nestjs/common';
import {
  renderCreditNote,
  renderInvoice,
  renderReceipt,
  type CreditNoteFacts,
  type InvoiceFacts,
  type ReceiptFacts,
} from './payment-documents.js';

export type {
  CreditNoteFacts,
  FeeLine,
  InvoiceFacts,
  Payer,
  ReceiptFacts,
} from './payment-documents.js';

/** A receipt's facts as an e-mail's stored data carries them: the moment as ISO text. */
export type StoredReceipt = Omit<ReceiptFacts, 'issuedAt'> & { issuedAt: string };

export function storedReceipt(facts: ReceiptFacts): StoredReceipt {
  return { ...facts, issuedAt: facts.issuedAt.toISOString() };
}

/** A pro-forma invoice's facts as an e-mail's stored data carries them. */
export type StoredInvoice = Omit<InvoiceFacts, 'issuedAt'> & { issuedAt: string };

export function storedInvoice(facts: InvoiceFacts): StoredInvoice {
  return { ...facts, issuedAt: facts.issuedAt.toISOString() };
}

/** The payment documents as PDF, from the facts their feature gathers. */
@Injectable()
export class PaymentDocuments {
  receipt(facts: ReceiptFacts | StoredReceipt): Promise<Buffer> {
    return renderReceipt({ ...facts, issuedAt: new Date(facts.issuedAt) });
  }

  creditNote(facts: CreditNoteFacts): Promise<Buffer> {
    return renderCreditNote(facts);
  }

  invoice(facts: InvoiceFacts | StoredInvoice): Promise<Buffer> {
    return renderInvoice({ ...facts, issuedAt: new Date(facts.issuedAt) });
  }
}

export { renderDocument } from './payment-documents.js';
