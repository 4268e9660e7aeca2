/**
 * What each e-mail needs to be rendered. The submission that owes a message writes one of
 * these into the outbox; the worker renders and sends it.
 */
export interface MailTemplateData {
  'registration-received': {
    reference: string;
    fullName: string;
    categoryLabel: string;
    tierLabel: string;
    feeUsd: number;
    fieldTrip: boolean;
    /** Present when the registrant's access link was issued in the same transaction. */
    accessLink?: string;
  };
  'membership-received': { name: string };
  'membership-copy': { application: Record<string, string> };
  'contact-message': { name: string; email: string; subject: string; message: string };
  'contact-acknowledgement': { name: string; subject: string };
  'abstract-received': {
    fullName: string;
    abstractTitle: string;
    subtheme: string;
    presentationType: string;
  };
  'abstract-notice': {
    fullName: string;
    email: string;
    affiliation: string;
    abstractTitle: string;
    subtheme: string;
    language: string;
    presentationType: string;
    fileName: string;
  };
  'booking-received': {
    fullName: string;
    accommodationType: string;
    checkInDate: string;
    checkOutDate: string;
  };
  'booking-notice': {
    fullName: string;
    email: string;
    phone: string;
    nationality: string;
    accommodationType: string;
    sharingPreference: string;
    checkInDate: string;
    checkOutDate: string;
    specialRequests: string;
  };
  'sponsorship-received': { name: string; packageInterest: string };
  'sponsorship-notice': {
    name: string;
    email: string;
    company: string;
    phone: string;
    packageInterest: string;
    message: string;
  };
  'access-link': { fullName: string; reference: string; link: string; expiresAt: string };
  'payment-verified': { fullName: string; reference: string; amountUsd: number };
  'payment-rejected': { fullName: string; reference: string; reason: string };
  'registration-status-changed': { fullName: string; reference: string; status: string };
}

export type MailTemplate = keyof MailTemplateData;

export type MailMessage = {
  [T in MailTemplate]: { template: T; to: string; replyTo?: string; data: MailTemplateData[T] };
}[MailTemplate];
