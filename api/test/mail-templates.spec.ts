import { Backoffs } from 'bullmq';
import { bankDetails, edition, mailTemplateLabels } from '@caawg11/conference';
import { loadConfig } from '../src/platform/config/app-config.js';
import { mailContextFrom } from '../src/platform/mail/mail-context.js';
import { mailJobOptions, totalRetryDelayMs } from '../src/platform/outbox/mail-job.js';
import type { MailTemplate } from '../src/platform/mail/mail-message.js';
import {
  mailTemplateNames,
  mailTemplates,
  renderMail,
  subjectLine,
} from '../src/platform/mail/mail-templates.js';
import { previewContext } from '../src/platform/mail/templates/template-props.js';
import { randomSigningSecrets } from './support/signing-secrets.js';

/** What each message must say, in its HTML part and in its plain-text part alike. */
const keyFacts: Record<MailTemplate, string[]> = {
  'registration-received': [
    'CAAWG11-0042',
    'Dr. Amina Okello',
    'AAWG member',
    'Early bird',
    '$100 USD',
    bankDetails.accountName,
    bankDetails.accountNumber,
    bankDetails.bank,
    bankDetails.swiftCode,
    'quote your registration ID CAAWG11-0042 as the payment reference',
    'http://localhost:4300/my-registration?token=preview-token',
    'registration@caawg11.org',
    'Held for you: $250 USD, to be paid with the registration fee',
  ],
  'membership-received': ['Grace Nakato', 'secretariat@caawg11.org'],
  'group-invoice': [
    'GRP-0007',
    'Makerere University',
    '3 delegates',
    '$450.00',
    bankDetails.accountNumber,
  ],
  'group-invoice-consent': [
    'Prof. Grace Nakato',
    'CAAWG11-0007',
    'CAAWG11-0042',
    'Makerere University',
    'http://localhost:4300/group-invoice-consent?token=preview-token',
    'valid until 4 July 2025 at 13:30 (Kampala time)',
    'Nothing is invoiced for you without your answer',
  ],
  'group-invoice-request-answered': [
    'Prof. Grace Nakato',
    'GRP-0007',
    'Makerere University',
    'http://localhost:4300/verify',
  ],
  'membership-copy': ['Grace Nakato', 'Uganda Geological Survey', 'Qualification', 'PhD'],
  'contact-message': [
    'Samuel Mensah',
    'samuel@example.org',
    'Visa invitation letter',
    'invitation letter for my visa',
  ],
  'contact-acknowledgement': ['Samuel Mensah', 'Visa invitation letter'],
  'abstract-received': [
    'Groundwater recharge in the Albertine Graben',
    'Water Supply and Geosciences',
    'Oral Presentation',
    'July 30, 2025',
    'http://localhost:4300/my-abstract?token=preview-token',
    'valid for 30 days',
  ],
  'abstract-author-named': [
    'Prof. Grace Nakato',
    'Dr. Fatou Diop has submitted an abstract to CAAWG11',
    'Groundwater recharge in the Albertine Graben',
    'ABS-0042',
    'This is not me',
    'http://localhost:4300/abstract-author?token=preview-token',
    'abstracts@caawg11.org',
  ],
  'abstract-notice': [
    'Dr. Fatou Diop',
    'fatou@example.org',
    'Diop.docx',
    'Water Supply and Geosciences',
  ],
  'booking-received': [
    'Ngozi Adeyemi',
    '2-Bedroom Apartment',
    '$200 USD per night',
    'Tuesday, 30 September 2025',
    'Friday, 3 October 2025',
    'within 48 hours to confirm availability',
    'payment instructions',
  ],
  'booking-notice': [
    'ngozi@example.org',
    '+234 800 000 0000',
    'Willing to share',
    'Ground floor, please.',
  ],
  'sponsorship-received': ['Jane Mwangi', 'Gold - $10,000', 'http://localhost:4300/sponsorship'],
  'sponsorship-notice': ['Rift Minerals Ltd', 'jane@example.com', 'Gold - $10,000', 'two booths'],
  'access-link': [
    'CAAWG11-0042',
    'http://localhost:4300/my-registration?token=preview-token',
    '2 July 2025 at 13:30 (Kampala time)',
    'http://localhost:4300/verify',
  ],
  'abstract-access-link': [
    'ABS-0042',
    'Groundwater recharge in the Albertine Graben',
    'http://localhost:4300/my-abstract?token=preview-token',
    '2 July 2025 at 13:30 (Kampala time)',
    'http://localhost:4300/abstracts',
  ],
  'email-change-confirmation': [
    'CAAWG11-0042',
    'http://localhost:4300/confirm-email?token=preview-token',
    'valid until 4 July 2025 at 13:30 (Kampala time)',
    'registration@caawg11.org',
  ],
  'email-change-notice': ['CAAWG11-0042', 'amina@example.org', 'registration@caawg11.org'],
  'payment-verified': ['CAAWG11-0042', '$100 USD', 'is confirmed'],
  'payment-rejected': [
    'CAAWG11-0042',
    'The amount on the receipt does not match the registration fee.',
    'http://localhost:4300/verify',
    bankDetails.accountNumber,
  ],
  'registration-status-changed': ['CAAWG11-0042', 'Confirmed'],
  'inbox-decision': [
    'Dear Dr. Amina Okello',
    'Your membership application MEM-0042 (Full member) has been approved',
  ],
  'payment-reminder': [
    'CAAWG11-0042',
    'Dr. Amina Okello',
    '$150.00 USD',
    '$50.00 USD',
    '$100.00 USD',
    'Thursday, 14 August 2025',
    bankDetails.accountNumber,
    'https://caawg11.example.org/reminders/opt-out?token=preview',
    'registration@caawg11.org',
  ],
  'abstract-decision': [
    'Dear Dr. Amina Okello',
    'your abstract ABS-0042, "Groundwater recharge in the Lake Victoria basin", has been accepted',
    'as an Oral Presentation',
    'The reviewers’ comments:',
    '“A clear method; please show the 2024 data as well.”',
    'http://localhost:4300/abstract-response?token=preview-token',
    'Confirm or withdraw my presentation',
  ],
  'programme-slot': [
    'Dear Dr. Amina Okello',
    'the slot of your abstract “Groundwater recharge in the Lake Victoria basin” (ABS-0042) has changed',
    'Your new slot',
    'Hall B',
    'Thursday, 2 October 2025',
    '11:00–11:15 (Kampala time)',
    'Your previous slot',
    'Wednesday, 1 October 2025',
    '09:15–09:30 (Kampala time)',
    'abstracts@caawg11.org',
  ],
  'password-reset': [
    'http://localhost:4300/dashboard/reset-password?token=preview-token',
    'works until 12 September 2025 at 13:30 (Kampala time)',
    'every sign-in of the account ends',
  ],
  'team-invitation': [
    'admin@caawg11.org',
    'Reviewer',
    'http://localhost:4300/dashboard/invitation?token=preview-token',
    'expires on 27 November 2025 at 14:00 (Kampala time)',
  ],
  'contact-reply': [
    'Dear Amina Okello',
    'reply with your passport details',
    'Your message:',
    'invitation letter for my visa application',
  ],
  announcement: [
    'Dear Dr. Amina Okello',
    'The shuttle leaves the Speke Resort at 07:30 each morning.',
    'https://caawg11.example.org/my-registration?token=preview',
    'To receive no more of their announcements',
    'https://caawg11.example.org/api/announcements/unsubscribe?token=preview',
  ],
  'registration-cancelled': [
    'Dear Dr. Amina Okello',
    'CAAWG11-0042',
    'her visa was refused',
    '100 %',
    '$150.00 USD',
    'registration@caawg11.org',
  ],
  'field-trip-seat-offered': [
    'Dear Dr. Amina Okello',
    'CAAWG11-0042',
    'October 3-5, 2025',
    '$250.00 USD',
    'Monday, 22 September 2025',
    'next person on the waiting list',
    bankDetails.accountNumber,
  ],
  'field-trip-seat-released': [
    'Dear Dr. Amina Okello',
    'CAAWG11-0042',
    'October 3-5, 2025',
    'had not been paid by the end of Monday, 15 September 2025',
    '$250.00 USD',
    '$150.00 USD',
    'The field trip fee is no longer due',
    "stays on the field trip's waiting list",
    'registration@caawg11.org',
  ],
  'visa-letter-issued': [
    'Dr. Amina Okello',
    'is attached to this e-mail as a PDF',
    'http://localhost:4300/certificates/7KQ2-M9XD-4HZP',
  ],
  'visa-letter-refused': [
    'CAAWG11-0042',
    'The registration fee has not been received yet.',
    'registration@caawg11.org',
  ],
  'certificate-issued': [
    'Dr. Amina Okello',
    'Thank you for taking part in CAAWG11',
    'http://localhost:4300/certificates/7KQ2-M9XD-4HZP',
  ],
};

/** The HTML with React's text separators removed and entities decoded, as a reader sees it. */
function visibleHtml(html: string): string {
  return html
    .replaceAll('<!-- -->', '')
    .replaceAll('&#x27;', "'")
    .replaceAll('&quot;', '"')
    .replaceAll('&amp;', '&');
}

function render<T extends MailTemplate>(template: T) {
  const { data, context } = mailTemplates[template].Component.PreviewProps;
  return renderMail(template, data, context);
}

describe('mail templates', () => {
  it.each(mailTemplateNames)(
    '%s renders its key facts in the HTML and the plain-text part',
    async (template) => {
      const mail = await render(template);
      for (const fact of keyFacts[template]) {
        expect(visibleHtml(mail.html)).toContain(fact);
        expect(mail.text).toContain(fact);
      }
      expect(mail.subject.length).toBeGreaterThan(10);
    },
  );

  it.each(mailTemplateNames)(
    '%s carries the conference name and colours, and nothing remote',
    async (template) => {
      const mail = await render(template);
      expect(mail.html).toContain(edition.fullName);
      expect(mail.text).toContain(edition.fullName);
      expect(mail.html).toContain('#0f3d3e');
      expect(mail.html).toContain('#e9a23b');
      expect(mail.html).not.toMatch(/<img/i);
      expect(mail.html).not.toMatch(/url\(/i);
      expect(mail.html).not.toMatch(/<link[^>]+href/i);
      expect(mail.html).not.toMatch(/<script/i);
      // Every link is absolute: a web address on the site (or elsewhere) or a mailbox.
      const hrefs = [...mail.html.matchAll(/href="([^"]*)"/g)].map((match) => match[1]);
      expect(hrefs.length).toBeGreaterThan(0);
      for (const href of hrefs) expect(href).toMatch(/^(https?:\/\/|mailto:)/);
      expect(mail.text).not.toMatch(/<\/?[a-z][^>]*>/i);
    },
  );

  it('builds every link from the configured public site address', async () => {
    const context = { ...previewContext, siteUrl: 'https://caawg11.example.org' };
    const mail = await renderMail(
      'payment-rejected',
      { fullName: 'A', reference: 'R-1', reason: 'x' },
      context,
    );
    expect(mail.text).toContain('https://caawg11.example.org/verify');
    expect(mail.html).not.toContain('localhost');
  });

  it('takes the site address and mailboxes from the configuration', () => {
    const context = mailContextFrom(
      loadConfig({
        PUBLIC_SITE_URL: 'https://site.example.org/',
        MAIL_ABSTRACTS: 'papers@example.org',
        ...randomSigningSecrets(),
      }),
    );
    expect(context.siteUrl).toBe('https://site.example.org');
    expect(context.mailboxes.abstracts).toBe('papers@example.org');
  });

  it('says a payment that leaves part of the fee due was received, not that the registration is confirmed', async () => {
    const mail = await renderMail(
      'payment-verified',
      {
        fullName: 'Dr. Amina Okello',
        reference: 'CAAWG11-0042',
        amountUsd: 20,
        balanceDueUsd: '130.00',
      },
      previewContext,
    );
    expect(mail.subject).toBe('Payment received: $130.00 USD still due (CAAWG11-0042)');
    expect(mail.text).toContain('We have received your payment of $20 USD');
    expect(mail.text).toContain('$130.00 USD of the fee is still due');
    expect(mail.text).not.toContain('Your registration is confirmed');
    expect(mail.text).not.toContain('Please bring your registration ID');
  });

  it('escapes what visitors typed instead of interpreting it', async () => {
    const mail = await renderMail(
      'contact-message',
      {
        name: '<b>Eve</b>',
        email: 'eve@example.org',
        subject: 'Hi',
        message: '<script>alert(1)</script>',
      },
      previewContext,
    );
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;');
    expect(mail.text).toContain('<script>alert(1)</script>');
  });

  it('drops the comments paragraph of a decision notice when the reviewers wrote none', async () => {
    const { data } = mailTemplates['abstract-decision'].Component.PreviewProps;
    const mail = await renderMail(
      'abstract-decision',
      { ...data, outcome: 'reject', comments: ['', '  '], link: undefined },
      previewContext,
    );
    expect(mail.subject).toBe('Your CAAWG11 abstract (ABS-0042)');
    expect(mail.text).toContain('could not accept it');
    expect(mail.text).not.toContain('comments');
    expect(mail.text).not.toContain('abstract-response');
    expect(mail.html).not.toMatch(/<p[^>]*>\s*<\/p>/);
  });

  it('are each named in the mail log, which offers them as a filter', () => {
    expect(Object.keys(mailTemplateLabels).sort()).toEqual([...mailTemplateNames].sort());
  });

  it('keeps subjects on one line', () => {
    expect(subjectLine('Hello\r\nBcc: victim@example.org')).toBe('Hello Bcc: victim@example.org');
    expect(subjectLine('x'.repeat(300))).toHaveLength(200);
  });
});

describe('mail retry policy', () => {
  it('retries with exponential backoff over more than an hour by default', () => {
    const config = loadConfig(randomSigningSecrets());
    const options = mailJobOptions(config);
    expect(options.attempts).toBe(12);
    expect(options.backoff).toEqual({ type: 'exponential', delay: 5000 });
    expect(options.removeOnFail).toBe(false);
    // 5 s + 10 s + ... + 5120 s: 11 waits between 12 attempts.
    const total = totalRetryDelayMs(12, 5000);
    expect(total).toBe(5000 * (2 ** 11 - 1));
    expect(total).toBeGreaterThan(60 * 60 * 1000);
    expect(total / 3_600_000).toBeCloseTo(2.84, 2);
  });

  it('computes the same waits as BullMQ', () => {
    let bullTotal = 0;
    for (let attemptsMade = 1; attemptsMade < 12; attemptsMade += 1) {
      bullTotal += Backoffs.calculate(
        { type: 'exponential', delay: 5000 },
        attemptsMade,
        new Error('x'),
        undefined as never,
      ) as number;
    }
    expect(bullTotal).toBe(totalRetryDelayMs(12, 5000));
  });
});
