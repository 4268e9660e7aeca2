import { Injectable } from '@nestjs/common';
import {
  renderCreditNote,
  renderGroupInvoice,
  renderInvoice,
  renderReceipt,
  type CreditNoteFacts,
  type GroupInvoiceFacts,
  type InvoiceFacts,
  type ReceiptFacts,
} from './payment-documents.js';

export { issueNumbered } from './gapless-number.js';
export { documentText } from './document-texts.js';
export type {
  CreditNoteFacts,
  FeeLine,
  GroupInvoiceFacts,
  InstitutionPayer,
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

/** A group invoice's facts as an e-mail's stored data carries them; a cancelled one is never sent. */
export type StoredGroupInvoice = Omit<GroupInvoiceFacts, 'issuedAt' | 'cancelled'> & {
  issuedAt: string;
};
export function storedGroupInvoice(facts: GroupInvoiceFacts): StoredGroupInvoice {
  const { cancelled: _cancelled, ...kept } = facts;
  return { ...kept, issuedAt: facts.issuedAt.toISOString() };
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

  groupInvoice(facts: GroupInvoiceFacts | StoredGroupInvoice): Promise<Buffer> {
    return renderGroupInvoice({ ...facts, issuedAt: new Date(facts.issuedAt) });
  }
  invoice(facts: InvoiceFacts | StoredInvoice): Promise<Buffer> {
    return renderInvoice({ ...facts, issuedAt: new Date(facts.issuedAt) });
  }
}

export { renderDocument } from './payment-documents.js';
