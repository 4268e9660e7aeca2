import type {
  AbstractPresentationType,
  InboxName,
  Language,
  NoticeOutcome,
  PresenterSlot,
  PresenterSlotChangeKind,
} from '@caawg11/conference';
import type {
  StoredGroupInvoice,
  StoredInvoice,
  StoredReceipt,
} from '../documents/documents.service.js';
import type { CertificateFacts } from '../documents/conference-letters.service.js';

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
    /** YYYY-MM-DD; absent in messages written before deadlines existed. */
    paymentDueDate?: string;
    /** The pro-forma invoice the registrant asked for, attached as a PDF. */
    invoice?: StoredInvoice;
    /** With the field trip: a seat held (charged) or a place on the waiting list (not yet). */
    fieldTripSeat?: 'held' | 'waiting';
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
    /** The author's page of the abstract; absent from messages queued before it existed. */
    accessLink?: string;
  };
  /**
   * To a co-author with an address, named by the submitter: the link to say it is not them,
   * dropped from the outbox row once the message is sent.
   */
  'abstract-author-named': {
    authorName: string;
    submitterName: string;
    reference: string;
    abstractTitle: string;
    link?: string;
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
  /** A fresh link to an abstract's page, asked for from the Abstracts page. */
  'abstract-access-link': {
    fullName: string;
    reference: string;
    abstractTitle: string;
    link: string;
    expiresAt: string;
  };
  /**
   * To a registration's proposed new address: its single-use confirmation link, dropped from the
   * outbox row once the message is sent, as an access link is.
   */
  'email-change-confirmation': {
    fullName: string;
    reference: string;
    link?: string;
    expiresAt: string;
  };
  /** To a registration's current address: a change to `newEmail` waits for its confirmation. */
  'email-change-notice': { fullName: string; reference: string; newEmail: string };
  /** With the receipt of the money received: it goes as a PDF. */
  'payment-verified': {
    fullName: string;
    reference: string;
    amountUsd: number;
    /** What is still owed after this payment, decimal text; absent or '0.00' when paid in full. */
    balanceDueUsd?: string;
    receipt?: StoredReceipt;
  };
  'payment-rejected': { fullName: string; reference: string; reason: string };
  /** An institution's group invoice, attached as a PDF. Amounts are decimals. */
  'group-invoice': {
    groupReference: string;
    institutionName: string;
    delegateCount: number;
    totalUsd: string;
    balanceDueUsd: string;
    groupInvoice: StoredGroupInvoice;
  };
  /**
   * To a colleague a delegate named for a group invoice: the single-use link to agree or
   * decline. The link is sealed in the outbox row, as an access link is.
   */
  'group-invoice-consent': {
    fullName: string;
    reference: string;
    delegateName: string;
    delegateReference: string;
    institutionName: string;
    link?: string;
    expiresAt: string;
  };
  /** To the delegate who asked for a group invoice: how it ended. */
  'group-invoice-request-answered': {
    fullName: string;
    reference: string;
    institutionName: string;
  } & (
    | { outcome: 'issued'; groupReference: string }
    | { outcome: 'declined'; colleagueReference: string }
    | { outcome: 'refused'; reason: string }
  );
  'registration-status-changed': {
    fullName: string;
    reference: string;
    status: string;
  };
  /** An organiser's decision on an abstract, membership application or accommodation request. */
  'inbox-decision': {
    inbox: InboxName;
    name: string;
    reference: string;
    /** What the record was, in a few words: the abstract's title, the membership type... */
    item: string;
    status: string;
    reason: string | null;
  };
  /** An organiser's answer to a contact message, with the message quoted. */
  'contact-reply': { name: string; subject: string; message: string; reply: string };
  /** A registration not paid in full, reminded of what is due and by when. Amounts are decimals. */
  'payment-reminder': {
    fullName: string;
    reference: string;
    feeUsd: string;
    paidUsd: string;
    amountDueUsd: string;
    dueDate: string;
    /** Its token stops the reminders: dropped from the outbox row once the message is sent. */
    optOutLink: string;
  };
  /**
   * The committee's decision on an abstract, from the notices queue. An acceptance carries the
   * author's single-use link to confirm or withdraw, dropped from the outbox row once sent.
   */
  'abstract-decision': {
    outcome: NoticeOutcome;
    name: string;
    reference: string;
    title: string;
    presentationType: AbstractPresentationType;
    /** The reviewers' comments to the authors, as they wrote them. */
    comments: string[];
    link?: string;
  };
  /**
   * An organisers' announcement in the recipient's language, its placeholders still to fill. The
   * access link and the unsubscribe link are dropped from the outbox row once it is sent.
   */
  announcement: {
    subject: string;
    body: string;
    name: string;
    reference?: string;
    accessLink?: string;
    /** Absent from an essential announcement, which everyone in its audience receives. */
    unsubscribeLink?: string;
  };
  /** The link is dropped from the outbox row once the message is sent, as an access link is. */
  'team-invitation': { invitedBy: string; roleLabel: string; link?: string; expiresAt: string };
  /**
   * A member's link to choose a new password, in the language they asked in; dropped from the
   * outbox row once the message is sent, as an invitation's link is.
   */
  'password-reset': { link?: string; expiresAt: string };
  /** A presenter's slot in the newly published programme, with the old one when it moved. */
  'programme-slot': {
    kind: PresenterSlotChangeKind;
    name: string;
    reference: string;
    title: string;
    before: PresenterSlot | null;
    after: PresenterSlot | null;
  };
  /** The registration is cancelled (by an organiser with a reason, or by the registrant). */
  'registration-cancelled': {
    fullName: string;
    reference: string;
    /** The organiser's reason; null when the registrant cancelled. */
    reason: string | null;
    /** The policy's share of what was paid, whole percent. */
    refundPercent: number;
    /** What is owed back under the policy, decimal text. */
    refundDueUsd: string;
  };
  /** A field-trip seat freed and given to the first on the waiting list, with a deadline to pay. */
  'field-trip-seat-offered': {
    fullName: string;
    reference: string;
    priceUsd: string;
    /** What the registration owes now, the trip included, decimal text. */
    balanceDueUsd: string;
    /** YYYY-MM-DD: the seat is released again if not paid by the end of this day. */
    payBy: string;
  };
  /**
   * A held field-trip seat released by the worker because it was not paid by its day: the trip
   * is no longer charged, and the registration waits at the end of the line.
   */
  'field-trip-seat-released': {
    fullName: string;
    reference: string;
    /** The trip's price, no longer owed, decimal text. */
    priceUsd: string;
    /** What the registration owes now, the trip left out, decimal text. */
    balanceDueUsd: string;
    /** YYYY-MM-DD: the day the seat had to be paid by. */
    payBy: string;
  };
  /**
   * An issued visa invitation letter. The PDF repeats passport data, so the message carries no
   * copy of it: the worker attaches the letter stored with its request.
   */
  'visa-letter-issued': {
    fullName: string;
    reference: string;
    visaLetterId: string;
    fileName: string;
    verificationUrl: string;
  };
  'visa-letter-refused': { fullName: string; reference: string; reason: string };
  /** A certificate of attendance or presentation, attached as a PDF rendered from these facts. */
  'certificate-issued': { certificate: CertificateFacts };
}

export type MailTemplate = keyof MailTemplateData;

export type MailMessage = {
  [T in MailTemplate]: {
    template: T;
    to: string;
    replyTo?: string;
    /** The language the visitor used when they submitted; English when absent. */
    language?: Language;
    data: MailTemplateData[T];
    /** The left part of the Message-ID, for a message that starts a thread. */
    messageKey?: string;
    /** The left part of the Message-ID this message answers, so mail programs thread them. */
    inReplyToKey?: string;
  };
}[MailTemplate];
