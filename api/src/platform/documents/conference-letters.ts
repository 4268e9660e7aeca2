import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces.js';
import QRCode from 'qrcode';
import {
  edition,
  intlLocales,
  mailboxes,
  type CertificateKind,
  type CertificateSignatory,
  type Language,
} from '@caawg11/conference';
import { mailText } from '../mail/mail-i18n.js';
import { renderDocument } from './payment-documents.js';

/** What an invitation letter says, gathered when it is issued. */
export interface VisaLetterFacts {
  language: Language;
  issuedAt: Date;
  registrationReference: string;
  verificationCode: string;
  /** The public page that verifies the code, which the QR opens. */
  verificationUrl: string;
  fullName: string;
  passportNumber: string;
  nationality: string;
  /** YYYY-MM-DD. */
  dateOfBirth: string;
  passportExpiry: string;
  embassy: string;
  chairName: string;
  chairTitle: string;
  /** PNG or JPEG bytes of the chair's signature. */
  signature: { image: Buffer; contentType: string } | null;
}

/** What a certificate says; kept in the e-mail's stored data, so the worker renders it alike. */
export interface CertificateFacts {
  language: Language;
  kind: CertificateKind;
  code: string;
  verificationUrl: string;
  recipientName: string;
  /** The abstract's title, for a certificate of presentation. */
  abstractTitle: string | null;
  sessionTitle: string | null;
  /** YYYY-MM-DD. */
  sessionDay: string | null;
  /** ISO time. */
  issuedAt: string;
  signatories: CertificateSignatory[];
}

function longDate(language: Language, day: string | Date): string {
  const date = typeof day === 'string' ? new Date(`${day}T12:00:00Z`) : day;
  return new Intl.DateTimeFormat(intlLocales[language], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: edition.timeZone,
  }).format(date);
}

/** The conference's first and last days in the reader's language: 1 and 5 October 2025. */
function conferenceDays(language: Language): { start: string; end: string } {
  const start = new Intl.DateTimeFormat(intlLocales[language], {
    day: 'numeric',
    month: 'long',
    timeZone: edition.timeZone,
  }).format(new Date(`${edition.startDate}T12:00:00Z`));
  return { start, end: longDate(language, edition.endDate) };
}

function qrImage(url: string): Promise<string> {
  return QRCode.toDataURL(url, { errorCorrectionLevel: 'M', margin: 1, width: 240 });
}

/** The association's letterhead across the page's writing width (A4 portrait 499 pt, landscape 746 pt). */
function letterhead(width: number): Content[] {
  return [
    { text: edition.associationName, style: 'association' },
    { text: edition.fullName, style: 'muted' },
    {
      text: `${edition.shortName} · ${edition.venueCity} · ${mailboxes.secretariat}`,
      style: 'muted',
    },
    {
      canvas: [
        { type: 'line', x1: 0, y1: 6, x2: width, y2: 6, lineWidth: 1.5, lineColor: '#1d5c4d' },
      ],
      margin: [0, 0, 0, 18],
    },
  ];
}

function verificationBlock(qr: string, label: string): Content {
  return {
    columns: [
      { image: qr, width: 72 },
      { text: label, style: 'muted', margin: [10, 20, 0, 0] },
    ],
    margin: [0, 24, 0, 0],
  };
}

function definition(title: string, content: Content[]): TDocumentDefinitions {
  return {
    info: { title, author: edition.associationName, creator: edition.shortName },
    pageSize: 'A4',
    pageMargins: [48, 40, 48, 48],
    content,
    defaultStyle: { font: 'Roboto', fontSize: 10.5, lineHeight: 1.3 },
    styles: {
      association: { fontSize: 15, bold: true, color: '#1d5c4d' },
      title: { fontSize: 13, bold: true, margin: [0, 12, 0, 10] },
      heading: { fontSize: 26, bold: true, alignment: 'center', color: '#1d5c4d' },
      label: { fontSize: 8, color: '#555555' },
      muted: { fontSize: 9, color: '#555555' },
    },
  };
}

/** The invitation letter a delegate shows an embassy, in the delegate's language. */
export async function renderVisaLetter(facts: VisaLetterFacts): Promise<Buffer> {
  const text = mailText(facts.language);
  const t = (key: string, values: Record<string, string> = {}) =>
    text(`visaLetterDocument.${key}`, values);
  const qr = await qrImage(facts.verificationUrl);
  const signature: Content[] = facts.signature
    ? [
        {
          image: `data:${facts.signature.contentType};base64,${facts.signature.image.toString('base64')}`,
          fit: [160, 60],
          margin: [0, 6, 0, 2],
        },
      ]
    : [{ text: ' ', margin: [0, 24, 0, 0] }];
  const content: Content[] = [
    ...letterhead(499),
    {
      columns: [
        { text: t('to', { embassy: facts.embassy }) },
        {
          stack: [
            longDate(facts.language, facts.issuedAt),
            t('reference', { reference: facts.registrationReference }),
            t('code', { code: facts.verificationCode }),
          ],
          alignment: 'right',
          style: 'muted',
        },
      ],
    },
    { text: t('subject', { name: facts.fullName }), style: 'title' },
    { text: t('salutation'), margin: [0, 0, 0, 8] },
    {
      text: t('invitation', {
        name: facts.fullName,
        dateOfBirth: longDate(facts.language, facts.dateOfBirth),
        nationality: facts.nationality,
        passportNumber: facts.passportNumber,
        passportExpiry: longDate(facts.language, facts.passportExpiry),
        conference: edition.fullName,
        shortName: edition.shortName,
        ...conferenceDays(facts.language),
        venue: edition.venueCity,
      }),
      margin: [0, 0, 0, 8],
    },
    {
      text: t('registered', { reference: facts.registrationReference }),
      margin: [0, 0, 0, 8],
    },
    { text: t('costs'), margin: [0, 0, 0, 8] },
    { text: t('contact', { mailbox: mailboxes.secretariat }), margin: [0, 0, 0, 14] },
    t('closing'),
    ...signature,
    { text: facts.chairName, bold: true },
    facts.chairTitle,
    edition.associationName,
    verificationBlock(
      qr,
      t('verify', { url: facts.verificationUrl, code: facts.verificationCode }),
    ),
  ];
  return renderDocument(definition(t('subject', { name: facts.fullName }), content));
}

/** A certificate of attendance or of presentation, in the delegate's language. */
export async function renderCertificate(facts: CertificateFacts): Promise<Buffer> {
  const text = mailText(facts.language);
  const t = (key: string, values: Record<string, string> = {}) =>
    text(`certificateDocument.${key}`, values);
  const qr = await qrImage(facts.verificationUrl);
  const conference = {
    conference: edition.fullName,
    ...conferenceDays(facts.language),
    venue: edition.venueCity,
  };
  const body: Content[] =
    facts.kind === 'attendance'
      ? [{ text: t('attended', conference), alignment: 'center', margin: [40, 0, 40, 0] }]
      : [
          { text: t('presented', conference), alignment: 'center', margin: [40, 0, 40, 8] },
          {
            text: `“${facts.abstractTitle ?? ''}”`,
            alignment: 'center',
            bold: true,
            fontSize: 13,
            margin: [40, 0, 40, 8],
          },
          {
            text: t('session', {
              session: facts.sessionTitle ?? '',
              date: facts.sessionDay ? longDate(facts.language, facts.sessionDay) : '',
            }),
            alignment: 'center',
            style: 'muted',
          },
        ];
  const content: Content[] = [
    ...letterhead(746),
    {
      text: t(facts.kind === 'attendance' ? 'attendanceTitle' : 'presentationTitle'),
      style: 'heading',
    },
    { text: t('certify'), alignment: 'center', margin: [0, 24, 0, 8] },
    {
      text: facts.recipientName,
      alignment: 'center',
      fontSize: 22,
      bold: true,
      margin: [0, 0, 0, 12],
    },
    ...body,
    {
      columns: facts.signatories.map((signatory) => ({
        stack: [
          { text: '', margin: [0, 36, 0, 0] },
          {
            canvas: [{ type: 'line', x1: 10, y1: 0, x2: 140, y2: 0, lineWidth: 0.5 }],
          },
          { text: signatory.name, bold: true, margin: [0, 4, 0, 0] },
          { text: signatory.title, style: 'muted' },
        ],
        alignment: 'center',
      })),
      margin: [0, 24, 0, 0],
    },
    verificationBlock(
      qr,
      t('verify', {
        url: facts.verificationUrl,
        code: facts.code,
        date: longDate(facts.language, new Date(facts.issuedAt)),
      }),
    ),
  ];
  return renderDocument({
    ...definition(
      t(facts.kind === 'attendance' ? 'attendanceTitle' : 'presentationTitle'),
      content,
    ),
    pageOrientation: 'landscape',
  });
}
