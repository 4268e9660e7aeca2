import { edition } from './edition.js';
import { conferenceInstant } from './time.js';
import { maxLengths } from './limits.js';
import { requiredText, type FieldRule, type FormRules } from './rules.js';

/** What a verification code stands for: a certificate or an invitation letter. */
export type DocumentKind = 'attendance' | 'presentation' | 'invitation-letter';

export type CertificateKind = Exclude<DocumentKind, 'invitation-letter'>;

export const documentKindLabels: Record<DocumentKind, string> = {
  attendance: 'Certificate of attendance',
  presentation: 'Certificate of presentation',
  'invitation-letter': 'Invitation letter',
};

/**
 * A verification code: 12 letters and digits of Crockford's base-32 alphabet (no I, L, O or U, so
 * nothing is misread from paper), grouped by four. Case and dashes are forgiven when typed.
 */
export const verificationCodeAlphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const codePattern = /^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;

/** A typed or scanned code in its one spelling, or null when it cannot be a code of ours. */
export function normaliseVerificationCode(value: string): string | null {
  const compact = value.replace(/[\s-]+/g, '').toUpperCase();
  if (compact.length !== 12) return null;
  const code = `${compact.slice(0, 4)}-${compact.slice(4, 8)}-${compact.slice(8)}`;
  return codePattern.test(code) ? code : null;
}

/** `GET /api/certificates/:code`: what a verified code stands for. */
export interface DocumentVerification {
  name: string;
  kind: DocumentKind;
  title: string;
  /** ISO time. */
  issuedAt: string;
}

/** Certificates go out once the conference is over, not before. */
export function certificatesMaySend(now: Date): boolean {
  return now.getTime() >= conferenceInstant(edition.endDate, '23:59:59').getTime();
}

/** The chairs who sign the certificates, by name, in the order they sign. */
export interface CertificateSignatory {
  name: string;
  title: string;
}

/** `GET/PUT /api/admin/certificates/settings`. */
export interface CertificateSettings {
  signatories: CertificateSignatory[];
}

export const maxCertificateSignatories = 3;

export const certificateMessages = {
  saved: 'Certificate settings saved',
  signatories: `Please name one to ${maxCertificateSignatories} chairs who sign the certificates`,
  signatoryName: 'Please enter each chair’s name',
  signatoryTitle: 'Please enter each chair’s title',
  tooEarly: 'Certificates can be sent once the conference has ended on 5 October 2025.',
  noSignatories: 'Please name the chairs who sign the certificates in the settings first.',
  attendanceSaved: 'Attendance saved',
  attendedRequired: 'Please say whether the delegate attended',
  referenceRequired: 'Please enter the registration ID',
  registrationNotFound: 'No registration has this registration ID',
  unknownCode: 'This code is not one of our certificates or letters.',
  notFound: 'Certificate not found',
} as const;

const signatoryName = requiredText(certificateMessages.signatoryName, maxLengths.name);
const signatoryTitle = requiredText(certificateMessages.signatoryTitle, maxLengths.shortText);

const signatoriesRule: FieldRule = (value) => {
  if (!Array.isArray(value) || value.length === 0 || value.length > maxCertificateSignatories) {
    return certificateMessages.signatories;
  }
  for (const signatory of value as unknown[]) {
    if (typeof signatory !== 'object' || signatory === null) return certificateMessages.signatories;
    const { name, title } = signatory as Record<string, unknown>;
    const problem = signatoryName(name) ?? signatoryTitle(title);
    if (problem) return problem;
  }
  return null;
};

export const certificateSettingsRules: FormRules<CertificateSettings> = {
  signatories: signatoriesRule,
};

/** One row of `GET /api/admin/certificates`. */
export interface CertificateRow {
  id: string;
  code: string;
  kind: CertificateKind;
  name: string;
  email: string;
  title: string;
  issuedAt: string;
  emailedAt: string | null;
}

/** `POST /api/admin/certificates/send`: what this run issued and queued for e-mail. */
export interface CertificateSendResult {
  issued: number;
  queued: number;
}

/** `GET /api/admin/certificates/attendance`: the delegates an organiser marked as attended. */
export interface AttendanceMarkRow {
  registrationId: string;
  reference: string;
  name: string;
  markedAt: string;
  markedBy: string;
}

/** `PUT /api/admin/certificates/attendance`: a registration by its reference. */
export interface AttendanceMarkRequest {
  reference: string;
  attended: boolean;
}

/** A certificate the access-link page offers for download. */
export interface MyCertificate {
  code: string;
  kind: CertificateKind;
  title: string;
}
