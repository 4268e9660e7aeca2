import type { ReactElement } from 'react';
import { plainTextSelectors, render } from '@react-email/render';
import { compile } from 'html-to-text';
import { defaultLanguage, edition, type Language } from '@caawg11/conference';
import type { MailContext } from './mail-context.js';
import { mailText, type MailText } from './mail-i18n.js';
import type { MailTemplate, MailTemplateData } from './mail-message.js';
import { abstractDecisionSubject, AbstractDecisionEmail } from './templates/abstract-decision.js';
import { AbstractAuthorNamedEmail } from './templates/abstract-author-named.js';
import { AbstractNoticeEmail } from './templates/abstract-notice.js';
import { AbstractReceivedEmail } from './templates/abstract-received.js';
import { AbstractAccessLinkEmail } from './templates/abstract-access-link.js';
import { AccessLinkEmail } from './templates/access-link.js';
import { EmailChangeConfirmationEmail } from './templates/email-change-confirmation.js';
import { EmailChangeNoticeEmail } from './templates/email-change-notice.js';
import { announcementSubject, AnnouncementEmail } from './templates/announcement.js';
import { BookingNoticeEmail } from './templates/booking-notice.js';
import { BookingReceivedEmail } from './templates/booking-received.js';
import { ContactAcknowledgementEmail } from './templates/contact-acknowledgement.js';
import { ContactMessageEmail } from './templates/contact-message.js';
import { contactReplySubject, ContactReplyEmail } from './templates/contact-reply.js';
import { decisionSubject, InboxDecisionEmail } from './templates/inbox-decision.js';
import { GroupInvoiceEmail } from './templates/group-invoice.js';
import { GroupInvoiceConsentEmail } from './templates/group-invoice-consent.js';
import { GroupInvoiceRequestAnsweredEmail } from './templates/group-invoice-request-answered.js';
import { TeamInvitationEmail } from './templates/team-invitation.js';
import { PasswordResetEmail } from './templates/password-reset.js';
import { MembershipCopyEmail } from './templates/membership-copy.js';
import { MembershipReceivedEmail } from './templates/membership-received.js';
import { paymentReminderSubject, PaymentReminderEmail } from './templates/payment-reminder.js';
import { PaymentRejectedEmail } from './templates/payment-rejected.js';
import { partPaid, PaymentVerifiedEmail } from './templates/payment-verified.js';
import { programmeSlotSubject, ProgrammeSlotEmail } from './templates/programme-slot.js';
import { usdDecimal } from './templates/parts.js';
import { RegistrationCancelledEmail } from './templates/registration-cancelled.js';
import { FieldTripSeatOfferedEmail } from './templates/field-trip-seat-offered.js';
import { FieldTripSeatReleasedEmail } from './templates/field-trip-seat-released.js';
import { RegistrationReceivedEmail } from './templates/registration-received.js';
import { RegistrationStatusChangedEmail } from './templates/registration-status-changed.js';
import { SponsorshipNoticeEmail } from './templates/sponsorship-notice.js';
import { SponsorshipReceivedEmail } from './templates/sponsorship-received.js';
import type { TemplateProps } from './templates/template-props.js';
import { CertificateIssuedEmail } from './templates/certificate-issued.js';
import { VisaLetterIssuedEmail } from './templates/visa-letter-issued.js';
import { VisaLetterRefusedEmail } from './templates/visa-letter-refused.js';

interface TemplateDefinition<T extends MailTemplate> {
  /** The subject line in the language of `text`: English for the organisers' messages. */
  subject: (data: MailTemplateData[T], context: MailContext, text: MailText) => string;
  Component: ((props: TemplateProps<T>) => ReactElement) & { PreviewProps: TemplateProps<T> };
}

const short = edition.shortName;

/** Every template with its subject line; the compiler checks that none is missing. */
export const mailTemplates: { [T in MailTemplate]: TemplateDefinition<T> } = {
  'registration-received': {
    subject: (data, _context, text) =>
      text('registrationReceived.subject', { shortName: short, reference: data.reference }),
    Component: RegistrationReceivedEmail,
  },
  'membership-received': {
    subject: (_data, _context, text) =>
      text('membershipReceived.subject', {
        associationShortName: edition.associationShortName,
      }),
    Component: MembershipReceivedEmail,
  },
  'membership-copy': {
    subject: (data) =>
      `New membership application${data.application.name ? `: ${data.application.name}` : ''}`,
    Component: MembershipCopyEmail,
  },
  'contact-message': {
    subject: (data) => `Contact form: ${data.subject} (from ${data.name})`,
    Component: ContactMessageEmail,
  },
  'contact-acknowledgement': {
    subject: (data, _context, text) =>
      text('contactAcknowledgement.subject', { subject: data.subject }),
    Component: ContactAcknowledgementEmail,
  },
  'abstract-received': {
    subject: (data, _context, text) =>
      text('abstractReceived.subject', { shortName: short, title: data.abstractTitle }),
    Component: AbstractReceivedEmail,
  },
  'abstract-author-named': {
    subject: (data, _context, text) =>
      text('abstractAuthorNamed.subject', { shortName: short, title: data.abstractTitle }),
    Component: AbstractAuthorNamedEmail,
  },
  'abstract-notice': {
    subject: (data) => `New abstract: ${data.abstractTitle} (${data.fullName})`,
    Component: AbstractNoticeEmail,
  },
  'booking-received': {
    subject: (_data, _context, text) => text('bookingReceived.subject', { shortName: short }),
    Component: BookingReceivedEmail,
  },
  'booking-notice': {
    subject: (data) => `New booking request: ${data.fullName}, ${data.accommodationType}`,
    Component: BookingNoticeEmail,
  },
  'sponsorship-received': {
    subject: (_data, _context, text) => text('sponsorshipReceived.subject', { shortName: short }),
    Component: SponsorshipReceivedEmail,
  },
  'sponsorship-notice': {
    subject: (data) => `New sponsorship inquiry: ${data.company} (${data.name})`,
    Component: SponsorshipNoticeEmail,
  },
  'access-link': {
    subject: (data, _context, text) =>
      text('accessLink.subject', { shortName: short, reference: data.reference }),
    Component: AccessLinkEmail,
  },
  'abstract-access-link': {
    subject: (data, _context, text) =>
      text('abstractAccessLink.subject', { shortName: short, reference: data.reference }),
    Component: AbstractAccessLinkEmail,
  },
  'email-change-confirmation': {
    subject: (data, _context, text) =>
      text('emailChangeConfirmation.subject', { shortName: short, reference: data.reference }),
    Component: EmailChangeConfirmationEmail,
  },
  'email-change-notice': {
    subject: (data, _context, text) =>
      text('emailChangeNotice.subject', { reference: data.reference }),
    Component: EmailChangeNoticeEmail,
  },
  'payment-verified': {
    subject: (data, _context, text) =>
      partPaid(data)
        ? text('paymentVerified.partSubject', {
            reference: data.reference,
            due: usdDecimal(data.balanceDueUsd, text.language),
          })
        : text('paymentVerified.subject', { reference: data.reference }),
    Component: PaymentVerifiedEmail,
  },
  'payment-rejected': {
    subject: (data, _context, text) =>
      text('paymentRejected.subject', { reference: data.reference }),
    Component: PaymentRejectedEmail,
  },
  'group-invoice': {
    subject: (data, _context, text) =>
      text('groupInvoice.subject', {
        reference: data.groupReference,
        institution: data.institutionName,
      }),
    Component: GroupInvoiceEmail,
  },
  'group-invoice-consent': {
    subject: (data, _context, text) =>
      text('groupInvoiceConsent.subject', {
        delegate: data.delegateName,
        reference: data.reference,
      }),
    Component: GroupInvoiceConsentEmail,
  },
  'group-invoice-request-answered': {
    subject: (data, _context, text) =>
      text(`groupInvoiceRequestAnswered.${data.outcome}.subject`, {
        institution: data.institutionName,
        groupReference: data.outcome === 'issued' ? data.groupReference : '',
      }),
    Component: GroupInvoiceRequestAnsweredEmail,
  },
  'registration-status-changed': {
    subject: (data, _context, text) =>
      text('registrationStatusChanged.subject', { shortName: short, reference: data.reference }),
    Component: RegistrationStatusChangedEmail,
  },
  'inbox-decision': {
    subject: decisionSubject,
    Component: InboxDecisionEmail,
  },
  'contact-reply': {
    subject: contactReplySubject,
    Component: ContactReplyEmail,
  },
  'payment-reminder': {
    subject: paymentReminderSubject,
    Component: PaymentReminderEmail,
  },
  'abstract-decision': {
    subject: abstractDecisionSubject,
    Component: AbstractDecisionEmail,
  },
  announcement: {
    subject: announcementSubject,
    Component: AnnouncementEmail,
  },
  'team-invitation': {
    subject: (data) => `You are invited to the ${short} organisers' team as ${data.roleLabel}`,
    Component: TeamInvitationEmail,
  },
  'password-reset': {
    subject: (_data, _context, text) => text('passwordReset.subject', { shortName: short }),
    Component: PasswordResetEmail,
  },
  'programme-slot': {
    subject: programmeSlotSubject,
    Component: ProgrammeSlotEmail,
  },
  'registration-cancelled': {
    subject: (data, _context, text) =>
      text('registrationCancelled.subject', { shortName: short, reference: data.reference }),
    Component: RegistrationCancelledEmail,
  },
  'field-trip-seat-offered': {
    subject: (data, _context, text) =>
      text('fieldTripSeatOffered.subject', { reference: data.reference }),
    Component: FieldTripSeatOfferedEmail,
  },
  'field-trip-seat-released': {
    subject: (data, _context, text) =>
      text('fieldTripSeatReleased.subject', { reference: data.reference }),
    Component: FieldTripSeatReleasedEmail,
  },
  'visa-letter-issued': {
    subject: (data, _context, text) =>
      text('visaLetterIssued.subject', { shortName: short, reference: data.reference }),
    Component: VisaLetterIssuedEmail,
  },
  'visa-letter-refused': {
    subject: (data, _context, text) =>
      text('visaLetterRefused.subject', { reference: data.reference }),
    Component: VisaLetterRefusedEmail,
  },
  'certificate-issued': {
    subject: (data, _context, text) =>
      text(
        data.certificate.kind === 'attendance'
          ? 'certificateIssued.attendanceSubject'
          : 'certificateIssued.presentationSubject',
        { shortName: short },
      ),
    Component: CertificateIssuedEmail,
  },
};

export const mailTemplateNames = Object.keys(mailTemplates) as MailTemplate[];

/** The messages a visitor receives, in their language; the others go to the organisers. */
export const visitorTemplates: ReadonlySet<MailTemplate> = new Set<MailTemplate>([
  'registration-received',
  'membership-received',
  'contact-acknowledgement',
  'abstract-received',
  'abstract-author-named',
  'booking-received',
  'sponsorship-received',
  'access-link',
  'abstract-access-link',
  'email-change-confirmation',
  'email-change-notice',
  'payment-verified',
  'payment-rejected',
  'group-invoice',
  'group-invoice-consent',
  'group-invoice-request-answered',
  'registration-status-changed',
  'inbox-decision',
  'contact-reply',
  'payment-reminder',
  'abstract-decision',
  'programme-slot',
  'announcement',
  'registration-cancelled',
  'field-trip-seat-offered',
  'field-trip-seat-released',
  'visa-letter-issued',
  'visa-letter-refused',
  'certificate-issued',
  // Written to a team member, in the language of the request that asked for it.
  'password-reset',
]);

export function isMailTemplate(name: string): name is MailTemplate {
  return Object.hasOwn(mailTemplates, name);
}

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

/** One line, no control characters, at most 200 characters: safe as a header value. */
export function subjectLine(text: string): string {
  const line = text
    .replace(/\p{Cc}+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return line.length > 200 ? `${line.slice(0, 197)}...` : line;
}

/**
 * The plain-text part, read from the HTML with React Email's own conversion rules; headings keep
 * their case (the default shouts them in capitals). Compiled once: converting with fresh
 * options builds the selector rules again for every message.
 */
const plainTextOf = compile({
  wordwrap: false,
  selectors: [
    ...plainTextSelectors,
    ...['h1', 'h2', 'h3'].map((selector) => ({ selector, options: { uppercase: false } })),
  ],
});

/**
 * Renders a template into the subject, the HTML part and the plain-text part of a message, in
 * the visitor's language (the organisers' messages have no other than English); the links into
 * the site open the pages in that language.
 */
export async function renderMail<T extends MailTemplate>(
  template: T,
  data: MailTemplateData[T],
  mailContext: MailContext,
  language: Language = mailContext.language ?? defaultLanguage,
): Promise<RenderedMail> {
  const definition: TemplateDefinition<T> = mailTemplates[template];
  const messageLanguage = visitorTemplates.has(template) ? language : defaultLanguage;
  const context: MailContext = { ...mailContext, language: messageLanguage };
  const element = <definition.Component data={data} context={context} language={messageLanguage} />;
  // One render gives both parts: the plain text is read from the HTML (as React Email's own
  // plain-text render does after rendering the same element a second time).
  const html = await render(element);
  const text = plainTextOf(html);
  const subject = definition.subject(data, context, mailText(messageLanguage));
  return { subject: subjectLine(subject), html, text };
}
