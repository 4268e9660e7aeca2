import type { RowDataPacket } from 'mysql2/promise';
import { confirmationEchoLengths, honeypotField, messages } from '@caawg11/conference';
import { AccessLinkThrottle } from '../src/registrations-and-money/access-links/access-link-throttle.service.js';
import { TooManyRequestsError } from '../src/platform/common/too-many-requests.error.js';
import type { MailTemplate, MailTemplateData } from '../src/platform/mail/mail-message.js';
import { mailTemplates, renderMail } from '../src/platform/mail/mail-templates.js';
import { FormMailThrottle } from '../src/platform/rate-limit/form-mail-throttle.js';
import { createTestApp, type TestApp } from './support/test-app.js';

/**
 * The membership, contact and sponsorship forms have no robot check, and each e-mails the
 * address it is given: they must not serve to send mail to third parties.
 */
interface FormCase {
  url: string;
  table: string;
  confirmation: MailTemplate;
  success: string;
  body: (email: string) => Record<string, string>;
}

const forms: Record<'membership' | 'contact' | 'sponsorship', FormCase> = {
  membership: {
    url: '/api/membership.php',
    table: 'membership_applications',
    confirmation: 'membership-received',
    success: messages.membershipSuccess,
    body: (email) => ({
      title: 'Prof.',
      name: 'Ruth Nabirye',
      organisation: 'Kyambogo University',
      profession: 'Geologist',
      qualification: 'PhD',
      email,
    }),
  },
  contact: {
    url: '/api/contact.php',
    table: 'contact_messages',
    confirmation: 'contact-acknowledgement',
    success: messages.contactSuccess,
    body: (email) => ({
      name: 'Amina Nakato',
      email,
      subject: 'Field trip',
      message: 'Is the field trip open to accompanying persons?',
    }),
  },
  sponsorship: {
    url: '/api/sponsorship.php',
    table: 'sponsorship_inquiries',
    confirmation: 'sponsorship-received',
    success: messages.sponsorshipSuccess,
    body: (email) => ({
      name: 'John Okello',
      email,
      company: 'Rift Minerals Ltd',
      message: 'We would like a booth near the entrance.',
    }),
  },
};
const formNames = Object.keys(forms) as (keyof typeof forms)[];

/** Spellings that nodemailer delivers to victim@example.org (or to a domain of the sender's). */
const deliveredElsewhere = [
  'a<victim@example.org>',
  'Victim <victim@example.org>',
  'victim@example.org, other@example.org',
  'other@example.org;victim@example.org',
  '"victim@example.org"@attacker.example',
];

describe('membership, contact and sponsorship forms against sending mail to third parties', () => {
  let testApp: TestApp;
  let nextClient = 1;
  const freshClient = () => `198.51.100.${nextClient++}`;

  beforeAll(async () => {
    testApp = await createTestApp({
      env: {
        PUBLIC_RATE_LIMIT_PER_MINUTE: '1000',
        FORM_MAIL_LIMIT_PER_EMAIL: '2',
        FORM_MAIL_LIMIT_PER_CLIENT: '4',
        ACCESS_LINK_LIMIT_PER_EMAIL: '2',
      },
    });
  });

  afterAll(async () => {
    await testApp.close();
  });

  beforeEach(async () => {
    await testApp.db.query('DELETE FROM outbox_messages');
    for (const form of Object.values(forms)) await testApp.db.query(`DELETE FROM ${form.table}`);
  });

  function post(form: FormCase, body: Record<string, string>, remoteAddress = freshClient()) {
    return testApp.app.inject({ method: 'POST', url: form.url, payload: body, remoteAddress });
  }

  async function count(table: string): Promise<number> {
    const [rows] = await testApp.db.query<RowDataPacket[]>(`SELECT COUNT(*) AS n FROM ${table}`);
    return Number(rows[0]!.n);
  }

  describe.each(formNames)('%s', (name) => {
    const form = forms[name];

    it('answers a filled hidden field exactly like a success, and stores and sends nothing', async () => {
      const real = await post(form, form.body(`real.${name}@example.org`));
      expect(real.statusCode).toBe(201);
      await testApp.db.query('DELETE FROM outbox_messages');
      await testApp.db.query(`DELETE FROM ${form.table}`);

      const bot = await post(form, {
        ...form.body(`victim.${name}@example.org`),
        [honeypotField]: 'https://spam.example',
      });
      expect(bot.statusCode).toBe(real.statusCode);
      expect(bot.json()).toEqual(real.json());
      expect(bot.json()).toEqual({ success: true, message: form.success });
      expect(await count(form.table)).toBe(0);
      expect(await count('outbox_messages')).toBe(0);
    });

    it('limits submissions per recipient address, from whatever clients, saying how long to wait', async () => {
      const victim = `victim.${name}@example.org`;
      for (let attempt = 0; attempt < 2; attempt += 1) {
        expect((await post(form, form.body(victim))).statusCode).toBe(201);
      }
      const refused = await post(form, form.body(victim.toUpperCase()));
      expect(refused.statusCode).toBe(429);
      const retryAfter = Number(refused.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(58 * 60);
      expect(refused.json()).toMatchObject({
        success: false,
        message: messages.tooManyRequestsRetryIn(retryAfter),
      });
      expect(await count(form.table)).toBe(2);
      expect(await count('outbox_messages')).toBe(4);
    });

    it.each(deliveredElsewhere)(
      'refuses %j with the invalid-email message, storing and sending nothing',
      async (address) => {
        const response = await post(form, form.body(address));
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({
          success: false,
          errors: { email: messages.invalidEmail },
        });
        expect(await count(form.table)).toBe(0);
        expect(await count('outbox_messages')).toBe(0);
      },
    );

    it('limits submissions per client, whichever addresses it names', async () => {
      const client = freshClient();
      for (let attempt = 0; attempt < 4; attempt += 1) {
        const body = form.body(`walker.${name}.${attempt}@example.org`);
        expect((await post(form, body, client)).statusCode).toBe(201);
      }
      expect(
        (await post(form, form.body(`walker.${name}.next@example.org`), client)).statusCode,
      ).toBe(429);
      expect(
        (await post(form, form.body(`walker.${name}.next@example.org`), freshClient())).statusCode,
      ).toBe(201);
    });
  });

  it('counts the three forms together for one recipient', async () => {
    const victim = 'victim.everywhere@example.org';
    expect((await post(forms.contact, forms.contact.body(victim))).statusCode).toBe(201);
    expect((await post(forms.membership, forms.membership.body(victim))).statusCode).toBe(201);
    expect((await post(forms.sponsorship, forms.sponsorship.body(victim))).statusCode).toBe(429);
  });

  it('counts every spelling of one address (spaces, capitals) against that one address', async () => {
    const formMail = testApp.app.get(FormMailThrottle);
    await formMail.check('spelt@example.org', freshClient());
    await formMail.check('  Spelt@Example.ORG ', freshClient());
    await expect(formMail.check('SPELT@example.org\n', freshClient())).rejects.toBeInstanceOf(
      TooManyRequestsError,
    );

    const accessLink = testApp.app.get(AccessLinkThrottle);
    await accessLink.check('asker@example.org', freshClient());
    await accessLink.check(' Asker@Example.org', freshClient());
    await expect(accessLink.check('ASKER@EXAMPLE.ORG ', freshClient())).rejects.toBeInstanceOf(
      TooManyRequestsError,
    );
  });

  it.each(formNames)(
    '%s: the confirmation to the address given repeats no free text beyond a trimmed name (and subject); the message goes only to the organisers',
    async (name) => {
      const form = forms[name];
      // Free text past the lengths a confirmation repeats.
      const spam = 'Cheap pills at https://spam.example, reply now';
      const longName = `Winner ${'x'.repeat(60)} ${spam}`.slice(0, 100);
      const body: Record<string, string> = { ...form.body(`third.party.${name}@example.org`) };
      body.name = longName;
      if ('subject' in body) body.subject = `Prize\n\n${'y'.repeat(80)} ${spam}`;
      if ('message' in body) body.message = spam;
      expect((await post(form, body)).statusCode).toBe(201);

      const [rows] = await testApp.db.query<RowDataPacket[]>(
        'SELECT template, recipient, payload FROM outbox_messages ORDER BY id',
      );
      const confirmation = rows.find((row) => row.template === form.confirmation)!;
      expect(confirmation.recipient).toBe(`third.party.${name}@example.org`);
      const data = confirmation.payload as Record<string, string>;
      expect(data).not.toHaveProperty('message');
      expect(data.name!.length).toBeLessThanOrEqual(confirmationEchoLengths.name);
      if (data.subject !== undefined) {
        expect(data.subject.length).toBeLessThanOrEqual(confirmationEchoLengths.subject);
        expect(data.subject).not.toContain('\n');
      }
      const { context } = mailTemplates[form.confirmation].Component.PreviewProps;
      const mail = await renderMail(
        form.confirmation,
        data as unknown as MailTemplateData[typeof form.confirmation],
        context,
      );
      expect(mail.text).not.toContain('https://spam.example');
      expect(mail.html).not.toContain('https://spam.example');

      // The organisers' copy, addressed to the configured mailbox, keeps what was sent.
      if ('message' in body) {
        const copy = rows.find((row) => row.template !== form.confirmation)!;
        expect(copy.recipient).not.toBe(`third.party.${name}@example.org`);
        expect(JSON.stringify(copy.payload)).toContain(spam);
      }
    },
  );
});
