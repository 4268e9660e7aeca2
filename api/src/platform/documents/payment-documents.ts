import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces.js';
import { bankDetails, edition, mailboxes, type Language } from '@caawg11/conference';
import { documentText, type DocumentText } from './document-texts.js';

/** Roboto ships with pdfmake and covers the accented names of anglophone, francophone and lusophone Africa. */
const fontDirectory = join(
  dirname(createRequire(import.meta.url).resolve('pdfmake/package.json')),
  'fonts',
  'Roboto',
);

type PdfMake = typeof import('pdfmake');
let configuredPdfMake: Promise<PdfMake> | undefined;

/**
 * pdfmake and its fonts are loaded with the first document, not at every start of the api and
 * the worker: most processes never render one.
 */
function loadPdfMake(): Promise<PdfMake> {
  configuredPdfMake ??= import('pdfmake').then(({ default: pdfMake }) => {
    pdfMake.setFonts({
      Roboto: {
        normal: join(fontDirectory, 'Roboto-Regular.ttf'),
        bold: join(fontDirectory, 'Roboto-Medium.ttf'),
        italics: join(fontDirectory, 'Roboto-Italic.ttf'),
        bolditalics: join(fontDirectory, 'Roboto-MediumItalic.ttf'),
      },
    });
    // Documents are built from our own data only: nothing is fetched or read from paths it names.
    pdfMake.setUrlAccessPolicy(() => false);
    pdfMake.setLocalAccessPolicy((path) => path.startsWith(fontDirectory));
    return pdfMake;
  });
  return configuredPdfMake;
}

/** Who a document is for, as the registration records them. */
export interface Payer {
  fullName: string;
  institution: string;
  country: string;
  email: string;
}

/** An institution an invoice is addressed to, as the person asking for it gave it. */
export interface InstitutionPayer {
  name: string;
  postalAddress: string;
  /** Blank when none is printed. */
  taxId: string;
  /** Blank when none is printed. */
  purchaseOrder?: string;
}

export interface FeeLine {
  description: string;
  amountCents: number;
}

export interface ReceivedPayment {
  date: string;
  method: string;
  reference: string;
  amountCents: number;
}

/** The language a document is written in; English when absent (documents stored before). */
interface InLanguage {
  language?: Language;
}

export interface ReceiptFacts extends InLanguage {
  receiptNumber: string;
  issuedAt: Date;
  registrationReference: string;
  payer: Payer;
  /** What the money was for. */
  fees: FeeLine[];
  /** The money this receipt acknowledges: one payment. */
  payments: ReceivedPayment[];
  /** What was still owed once these payments were counted. */
  balanceCents: number;
}

export interface CreditNoteFacts extends InLanguage {
  creditNoteNumber: string;
  issuedAt: Date;
  registrationReference: string;
  payer: Payer;
  /** What was paid for. */
  fees: FeeLine[];
  refund: ReceivedPayment;
  /** What the registration has paid once this refund is counted. */
  amountPaidCents: number;
}

export interface InvoiceFacts extends InLanguage {
  invoiceNumber: string;
  issuedAt: Date;
  registrationReference: string;
  payer: Payer;
  fees: FeeLine[];
  /** Already received, deducted from what is due. */
  paidCents: number;
  /** The day the payment is due, YYYY-MM-DD, when there is one. */
  dueDate: string | null;
  /**
   * An invoice made out to the delegate's institution; without one the document is the
   * pro-forma invoice addressed to the delegate.
   */
  institution?: InstitutionPayer;
}

/** One delegate's line on a group invoice. */
export interface GroupInvoiceLine {
  name: string;
  reference: string;
  /** The participant category's value, printed in the invoice's language. */
  participantCategory: string;
  feeCents: number;
}

export interface GroupInvoiceFacts extends InLanguage {
  groupReference: string;
  issuedAt: Date;
  institution: InstitutionPayer;
  delegates: GroupInvoiceLine[];
  /** Received on the delegates' registrations, deducted from what is due. */
  paidCents: number;
  /** Set on an invoice that no longer stands. */
  cancelled?: { at: Date; reason: string };
}

function header(text: DocumentText, title: string, number: string, issuedAt: Date): Content[] {
  return [
    { text: edition.associationName, style: 'association' },
    { text: edition.fullName, style: 'muted' },
    { text: `${edition.datesLabel}, ${edition.venueCity}`, style: 'muted', margin: [0, 0, 0, 18] },
    {
      columns: [
        { text: title, style: 'title' },
        {
          stack: [
            text('common.number', { number }),
            text('common.issued', { date: text.date(issuedAt) }),
          ],
          alignment: 'right',
          style: 'muted',
        },
      ],
      margin: [0, 0, 0, 14],
    },
  ];
}

function referenceColumn(text: DocumentText, label: string, reference: string): Content {
  return {
    stack: [
      { text: label, style: 'label' },
      { text: reference, bold: true },
    ],
    alignment: 'right',
  };
}

function payerBlock(text: DocumentText, label: string, payer: Payer, reference: string): Content {
  return {
    columns: [
      {
        stack: [
          { text: label, style: 'label' },
          payer.fullName,
          payer.institution,
          payer.country,
          payer.email,
        ],
      },
      referenceColumn(text, text('common.registrationId'), reference),
    ],
    margin: [0, 0, 0, 16],
  };
}

function institutionLines(text: DocumentText, institution: InstitutionPayer): Content[] {
  return [
    { text: institution.name, bold: true },
    ...institution.postalAddress.split(/\r?\n/),
    ...(institution.taxId ? [text('common.taxId', { value: institution.taxId })] : []),
    ...(institution.purchaseOrder
      ? [text('common.purchaseOrder', { value: institution.purchaseOrder })]
      : []),
  ];
}

function amountsTable(
  text: DocumentText,
  rows: Array<[string, string]>,
  totals: Array<[string, string]>,
): Content {
  return {
    table: {
      headerRows: 1,
      widths: ['*', 'auto'],
      body: [
        [
          { text: text('common.description'), style: 'tableHeader' },
          { text: text('common.amountUsd'), style: 'tableHeader', alignment: 'right' },
        ],
        ...rows.map(([label, amount]) => [label, { text: amount, alignment: 'right' as const }]),
        ...totals.map(([label, amount]) => [
          { text: label, bold: true },
          { text: amount, bold: true, alignment: 'right' as const },
        ]),
      ],
    },
    layout: 'lightHorizontalLines',
    margin: [0, 0, 0, 16],
  };
}

function bankBlock(text: DocumentText): Content {
  return {
    stack: [
      { text: text('bank.payTo'), style: 'label' },
      text('bank.accountName', { value: bankDetails.accountName }),
      text('bank.accountNumber', { value: bankDetails.accountNumber }),
      text('bank.bank', { value: bankDetails.bank }),
      text('bank.swiftCode', { value: bankDetails.swiftCode }),
      text('bank.address', { value: bankDetails.address }),
    ],
    margin: [0, 0, 0, 12],
  };
}

function paymentLine(text: DocumentText, payment: ReceivedPayment): string {
  return text('common.paymentLine', {
    date: text.date(payment.date),
    method: payment.method,
    reference: payment.reference,
  });
}

function document(text: DocumentText, content: Content[], title: string): TDocumentDefinitions {
  return {
    info: { title, author: edition.associationName, creator: edition.shortName },
    language: text.language,
    pageSize: 'A4',
    pageMargins: [48, 48, 48, 56],
    content,
    footer: {
      text: text('common.footer', {
        shortName: edition.shortName,
        mailbox: mailboxes.registration,
      }),
      alignment: 'center',
      style: 'muted',
    },
    defaultStyle: { font: 'Roboto', fontSize: 10, lineHeight: 1.25 },
    styles: {
      association: { fontSize: 14, bold: true },
      title: { fontSize: 18, bold: true },
      label: { fontSize: 8, color: '#555555', margin: [0, 0, 0, 2] },
      muted: { fontSize: 9, color: '#555555' },
      tableHeader: { bold: true, fillColor: '#f1f1f1' },
      cancelled: { fontSize: 12, bold: true, color: '#a40000' },
    },
  };
}

/** The receipt of money received: what it was for, the amount, and the balance left after it. */
export function renderReceipt(receipt: ReceiptFacts): Promise<Buffer> {
  const text = documentText(receipt.language);
  const paidCents = receipt.payments.reduce((sum, payment) => sum + payment.amountCents, 0);
  const feeCents = receipt.fees.reduce((sum, fee) => sum + fee.amountCents, 0);
  const closing =
    receipt.balanceCents > 0
      ? text('receipt.balanceRemains', { amount: text.money(receipt.balanceCents) })
      : text('receipt.paidInFull');
  const title = text('receipt.title');
  return renderDocument(
    document(
      text,
      [
        ...header(text, title, receipt.receiptNumber, receipt.issuedAt),
        payerBlock(
          text,
          text('receipt.receivedFrom'),
          receipt.payer,
          receipt.registrationReference,
        ),
        amountsTable(
          text,
          receipt.fees.map((fee) => [fee.description, text.money(fee.amountCents)]),
          [[text('receipt.totalDue'), text.money(feeCents)]],
        ),
        { text: text('receipt.paymentReceived'), style: 'label' },
        amountsTable(
          text,
          receipt.payments.map((payment) => [
            paymentLine(text, payment),
            text.money(payment.amountCents),
          ]),
          [
            [text('receipt.amountReceived'), text.money(paidCents)],
            [text('common.balanceDue'), text.money(receipt.balanceCents)],
          ],
        ),
        { text: closing, bold: true },
      ],
      `${title} ${receipt.receiptNumber}`,
    ),
  );
}

/** The credit note of a refund: money paid back, and what stays paid after it. */
export function renderCreditNote(note: CreditNoteFacts): Promise<Buffer> {
  const text = documentText(note.language);
  const title = text('creditNote.title');
  return renderDocument(
    document(
      text,
      [
        ...header(text, title, note.creditNoteNumber, note.issuedAt),
        payerBlock(text, text('creditNote.refundedTo'), note.payer, note.registrationReference),
        amountsTable(
          text,
          note.fees.map((fee) => [fee.description, text.money(fee.amountCents)]),
          [],
        ),
        { text: text('creditNote.refund'), style: 'label' },
        amountsTable(
          text,
          [[paymentLine(text, note.refund), text.money(note.refund.amountCents)]],
          [
            [text('creditNote.amountRefunded'), text.money(note.refund.amountCents)],
            [text('creditNote.paidAfter'), text.money(note.amountPaidCents)],
          ],
        ),
      ],
      `${title} ${note.creditNoteNumber}`,
    ),
  );
}

function totalsOf(
  text: DocumentText,
  chargedCents: number,
  paidCents: number,
  { showNothingReceived = false } = {},
): Array<[string, string]> {
  const totals: Array<[string, string]> = [[text('common.total'), text.money(chargedCents)]];
  if (paidCents > 0 || showNothingReceived) {
    totals.push([text('common.alreadyReceived'), text.money(paidCents)]);
  }
  totals.push([text('common.amountDue'), text.money(Math.max(chargedCents - paidCents, 0))]);
  return totals;
}

/**
 * What a registration owes, for the delegate (a pro-forma invoice) or made out to their
 * institution (an invoice with its address and tax ID).
 */
export function renderInvoice(invoice: InvoiceFacts): Promise<Buffer> {
  const text = documentText(invoice.language);
  const feeCents = invoice.fees.reduce((sum, fee) => sum + fee.amountCents, 0);
  const institution = invoice.institution;
  const title = text(institution ? 'invoice.title' : 'invoice.proFormaTitle');
  const billTo: Content = institution
    ? {
        columns: [
          {
            stack: [
              { text: text('invoice.billTo'), style: 'label' },
              ...institutionLines(text, institution),
              { text: text('invoice.delegate'), style: 'label', margin: [0, 8, 0, 2] },
              invoice.payer.fullName,
              invoice.payer.email,
            ],
          },
          referenceColumn(text, text('common.registrationId'), invoice.registrationReference),
        ],
        margin: [0, 0, 0, 16],
      }
    : payerBlock(text, text('invoice.billTo'), invoice.payer, invoice.registrationReference);
  return renderDocument(
    document(
      text,
      [
        ...header(text, title, invoice.invoiceNumber, invoice.issuedAt),
        billTo,
        amountsTable(
          text,
          invoice.fees.map((fee) => [fee.description, text.money(fee.amountCents)]),
          totalsOf(text, feeCents, invoice.paidCents),
        ),
        ...(invoice.dueDate
          ? [
              {
                text: text('common.payBy', { date: text.date(invoice.dueDate) }),
                bold: true,
                margin: [0, 0, 0, 8],
              } as Content,
            ]
          : []),
        bankBlock(text),
        { text: text('common.quote', { reference: invoice.registrationReference }) },
        {
          text: text(institution ? 'common.notReceipt' : 'invoice.proFormaNotReceipt'),
          style: 'muted',
          margin: [0, 12, 0, 0],
        },
      ],
      `${title} ${invoice.invoiceNumber}`,
    ),
  );
}

/**
 * An institution's invoice for several delegates: each delegate and fee, the total, what is
 * received already and the balance, and the group reference to quote on the one transfer.
 */
export function renderGroupInvoice(invoice: GroupInvoiceFacts): Promise<Buffer> {
  const text = documentText(invoice.language);
  const chargedCents = invoice.delegates.reduce((sum, delegate) => sum + delegate.feeCents, 0);
  const title = text('groupInvoice.title');
  const delegatesTable: Content = {
    table: {
      headerRows: 1,
      widths: ['*', 'auto', 'auto', 'auto'],
      body: [
        [
          { text: text('groupInvoice.delegate'), style: 'tableHeader' },
          { text: text('common.registrationId'), style: 'tableHeader' },
          { text: text('groupInvoice.registrationType'), style: 'tableHeader' },
          { text: text('groupInvoice.fee'), style: 'tableHeader', alignment: 'right' },
        ],
        ...invoice.delegates.map((delegate) => [
          delegate.name,
          delegate.reference,
          text.choice('participantCategories', delegate.participantCategory),
          { text: text.money(delegate.feeCents), alignment: 'right' as const },
        ]),
        // An institution's accounts office reconciles against all three lines, even at zero.
        ...totalsOf(text, chargedCents, invoice.paidCents, { showNothingReceived: true }).map(
          ([label, amount]) => [
            { text: label, bold: true, colSpan: 3 },
            '',
            '',
            { text: amount, bold: true, alignment: 'right' as const },
          ],
        ),
      ],
    },
    layout: 'lightHorizontalLines',
    margin: [0, 0, 0, 16],
  };
  return renderDocument(
    document(
      text,
      [
        ...header(text, title, invoice.groupReference, invoice.issuedAt),
        ...(invoice.cancelled
          ? [
              {
                text: text('groupInvoice.cancelled', {
                  date: text.date(invoice.cancelled.at),
                  reason: invoice.cancelled.reason,
                }),
                style: 'cancelled',
                margin: [0, 0, 0, 12],
              } as Content,
            ]
          : []),
        {
          columns: [
            {
              stack: [
                { text: text('invoice.billTo'), style: 'label' },
                ...institutionLines(text, invoice.institution),
              ],
            },
            referenceColumn(text, text('groupInvoice.groupReference'), invoice.groupReference),
          ],
          margin: [0, 0, 0, 16],
        },
        delegatesTable,
        bankBlock(text),
        { text: text('common.quote', { reference: invoice.groupReference }), bold: true },
        { text: text('common.notReceipt'), style: 'muted', margin: [0, 12, 0, 0] },
      ],
      `${title} ${invoice.groupReference}`,
    ),
  );
}

/** Every document of the api, with the same fonts and the same closed file and URL access. */
export async function renderDocument(definition: TDocumentDefinitions): Promise<Buffer> {
  const pdfMake = await loadPdfMake();
  return pdfMake.createPdf(definition).getBuffer();
}
