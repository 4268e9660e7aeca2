import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import pdfMake from 'pdfmake';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces.js';
import { bankDetails, edition, mailboxes } from '@caawg11/conference';

/** Roboto ships with pdfmake and covers the accented names of anglophone, francophone and lusophone Africa. */
const fontDirectory = join(
  dirname(createRequire(import.meta.url).resolve('pdfmake/package.json')),
  'fonts',
  'Roboto',
);
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

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const longDate = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: edition.timeZone,
});

/** Cents as the documents print them: $150.00. */
export function formatCents(cents: number): string {
  return usd.format(cents / 100);
}

/** Who a document is for, as the registration records them. */
export interface Payer {
  fullName: string;
  institution: string;
  country: string;
  email: string;
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

export interface ReceiptFacts {
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

export interface CreditNoteFacts {
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

export interface InvoiceFacts {
  invoiceNumber: string;
  issuedAt: Date;
  registrationReference: string;
  payer: Payer;
  fees: FeeLine[];
  /** Already received, deducted from what is due. */
  paidCents: number;
  /** The day the payment is due, YYYY-MM-DD, when there is one. */
  dueDate: string | null;
}

function header(title: string, number: string, issuedAt: Date): Content[] {
  return [
    { text: edition.associationName, style: 'association' },
    { text: edition.fullName, style: 'muted' },
    { text: `${edition.datesLabel}, ${edition.venueCity}`, style: 'muted', margin: [0, 0, 0, 18] },
    {
      columns: [
        { text: title, style: 'title' },
        {
          stack: [`No. ${number}`, `Issued ${longDate.format(issuedAt)}`],
          alignment: 'right',
          style: 'muted',
        },
      ],
      margin: [0, 0, 0, 14],
    },
  ];
}

function payerBlock(label: string, payer: Payer, reference: string): Content {
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
      {
        stack: [
          { text: 'Registration ID', style: 'label' },
          { text: reference, bold: true },
        ],
        alignment: 'right',
      },
    ],
    margin: [0, 0, 0, 16],
  };
}

function amountsTable(rows: Array<[string, string]>, totals: Array<[string, string]>): Content {
  return {
    table: {
      headerRows: 1,
      widths: ['*', 'auto'],
      body: [
        [
          { text: 'Description', style: 'tableHeader' },
          { text: 'Amount (USD)', style: 'tableHeader', alignment: 'right' },
        ],
        ...rows.map(([text, amount]) => [text, { text: amount, alignment: 'right' as const }]),
        ...totals.map(([text, amount]) => [
          { text, bold: true },
          { text: amount, bold: true, alignment: 'right' as const },
        ]),
      ],
    },
    layout: 'lightHorizontalLines',
    margin: [0, 0, 0, 16],
  };
}

const bankBlock: Content = {
  stack: [
    { text: 'Pay by bank transfer to', style: 'label' },
    `Account name: ${bankDetails.accountName}`,
    `Account number: ${bankDetails.accountNumber}`,
    `Bank: ${bankDetails.bank}`,
    `SWIFT code: ${bankDetails.swiftCode}`,
    `Bank address: ${bankDetails.address}`,
  ],
  margin: [0, 0, 0, 12],
};

function document(content: Content[], title: string): TDocumentDefinitions {
  return {
    info: { title, author: edition.associationName, creator: edition.shortName },
    pageSize: 'A4',
    pageMargins: [48, 48, 48, 56],
    content,
    footer: {
      text: `${edition.shortName} registration team, ${mailboxes.registration}`,
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
    },
  };
}

/** The receipt of money received: what it was for, the amount, and the balance left after it. */
export function renderReceipt(receipt: ReceiptFacts): Promise<Buffer> {
  const paidCents = receipt.payments.reduce((sum, payment) => sum + payment.amountCents, 0);
  const feeCents = receipt.fees.reduce((sum, fee) => sum + fee.amountCents, 0);
  const closing =
    receipt.balanceCents > 0
      ? `Thank you. A balance of ${formatCents(receipt.balanceCents)} remains due.`
      : 'Thank you. Your registration is paid in full.';
  const title = `Receipt ${receipt.receiptNumber}`;
  return pdfMake
    .createPdf(
      document(
        [
          ...header('Receipt', receipt.receiptNumber, receipt.issuedAt),
          payerBlock('Received from', receipt.payer, receipt.registrationReference),
          amountsTable(
            receipt.fees.map((fee) => [fee.description, formatCents(fee.amountCents)]),
            [['Total due', formatCents(feeCents)]],
          ),
          { text: 'Payment received', style: 'label' },
          amountsTable(
            receipt.payments.map((payment) => [
              `${longDate.format(new Date(`${payment.date}T12:00:00Z`))}, ${payment.method}, reference ${payment.reference}`,
              formatCents(payment.amountCents),
            ]),
            [
              ['Amount received', formatCents(paidCents)],
              ['Balance due', formatCents(receipt.balanceCents)],
            ],
          ),
          { text: closing, bold: true },
        ],
        title,
      ),
    )
    .getBuffer();
}

/** The credit note of a refund: money paid back, and what stays paid after it. */
export function renderCreditNote(note: CreditNoteFacts): Promise<Buffer> {
  const title = `Credit note ${note.creditNoteNumber}`;
  return pdfMake
    .createPdf(
      document(
        [
          ...header('Credit note', note.creditNoteNumber, note.issuedAt),
          payerBlock('Refunded to', note.payer, note.registrationReference),
          amountsTable(
            note.fees.map((fee) => [fee.description, formatCents(fee.amountCents)]),
            [],
          ),
          { text: 'Refund', style: 'label' },
          amountsTable(
            [
              [
                `${longDate.format(new Date(`${note.refund.date}T12:00:00Z`))}, ${note.refund.method}, reference ${note.refund.reference}`,
                formatCents(note.refund.amountCents),
              ],
            ],
            [
              ['Amount refunded', formatCents(note.refund.amountCents)],
              ['Paid after this refund', formatCents(note.amountPaidCents)],
            ],
          ),
        ],
        title,
      ),
    )
    .getBuffer();
}

/** A pro-forma invoice, for institutions that pay against an invoice. */
export function renderInvoice(invoice: InvoiceFacts): Promise<Buffer> {
  const feeCents = invoice.fees.reduce((sum, fee) => sum + fee.amountCents, 0);
  const dueCents = Math.max(feeCents - invoice.paidCents, 0);
  const totals: Array<[string, string]> = [['Total', formatCents(feeCents)]];
  if (invoice.paidCents > 0) totals.push(['Already received', formatCents(invoice.paidCents)]);
  totals.push(['Amount due', formatCents(dueCents)]);
  const title = `Pro-forma invoice ${invoice.invoiceNumber}`;
  return pdfMake
    .createPdf(
      document(
        [
          ...header('Pro-forma invoice', invoice.invoiceNumber, invoice.issuedAt),
          payerBlock('Bill to', invoice.payer, invoice.registrationReference),
          amountsTable(
            invoice.fees.map((fee) => [fee.description, formatCents(fee.amountCents)]),
            totals,
          ),
          ...(invoice.dueDate
            ? [
                {
                  text: `Please pay by ${longDate.format(new Date(`${invoice.dueDate}T12:00:00Z`))}.`,
                  bold: true,
                  margin: [0, 0, 0, 8],
                } as Content,
              ]
            : []),
          bankBlock,
          {
            text: `Quote ${invoice.registrationReference} as the transfer reference, so that we can match your payment.`,
          },
          {
            text: 'This pro-forma invoice is not a receipt; a receipt is issued once the payment has been received.',
            style: 'muted',
            margin: [0, 12, 0, 0],
          },
        ],
        title,
      ),
    )
    .getBuffer();
}

/** The configured pdfmake (fonts and access policies above), for the other documents' renderers. */
export { pdfMake };
