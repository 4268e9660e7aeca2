import type { RowDataPacket } from 'mysql2/promise';
import { messages, packageInterestOptions } from '@caawg11/conference';
import { createTestApp, type TestApp } from './support/test-app.js';

const valid = {
  name: 'John Okello',
  email: 'John.Okello@Example.com',
  company: 'Rift Minerals Ltd',
  phone: '+256 700 111 222',
  packageInterest: packageInterestOptions[1]!,
  message: 'We would like a booth near the entrance.',
};

describe('POST /api/sponsorship.php', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp({
      env: {
        PUBLIC_RATE_LIMIT_PER_MINUTE: '1000',
        FORM_MAIL_LIMIT_PER_EMAIL: '100000',
        FORM_MAIL_LIMIT_PER_CLIENT: '100000',
      },
    });
  });

  afterAll(async () => {
    await testApp.close();
  });

  beforeEach(async () => {
    await testApp.db.query('DELETE FROM outbox_messages');
    await testApp.db.query('DELETE FROM sponsorship_inquiries');
  });

  function post(body: Record<string, unknown>) {
    return testApp.app.inject({ method: 'POST', url: '/api/sponsorship.php', payload: body });
  }

  async function rows(table: string): Promise<RowDataPacket[]> {
    const [result] = await testApp.db.query<RowDataPacket[]>(`SELECT * FROM ${table} ORDER BY id`);
    return result;
  }

  it('stores the inquiry with the confirmation and the notice to the sponsorship team', async () => {
    const response = await post(valid);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ success: true, message: messages.sponsorshipSuccess });
    expect((await rows('sponsorship_inquiries'))[0]).toMatchObject({
      name: 'John Okello',
      email: 'john.okello@example.com',
      company: 'Rift Minerals Ltd',
      package_interest: 'Gold - $10,000',
      status: 'new',
    });
    const mails = await rows('outbox_messages');
    expect(mails.map((mail): unknown[] => [mail.template, mail.recipient, mail.reply_to])).toEqual([
      ['sponsorship-received', 'john.okello@example.com', null],
      ['sponsorship-notice', testApp.config.MAIL_SPONSORSHIP, 'john.okello@example.com'],
    ]);
    expect(mails[1]!.payload).toMatchObject({ company: 'Rift Minerals Ltd', phone: valid.phone });
  });

  it('accepts an inquiry without phone, package or message', async () => {
    const response = await post({ name: valid.name, email: valid.email, company: valid.company });
    expect(response.statusCode).toBe(201);
    expect((await rows('sponsorship_inquiries'))[0]).toMatchObject({
      phone: null,
      package_interest: null,
      message: null,
    });
  });

  it.each(['name', 'email', 'company'])(
    'refuses a blank %s with the dialog\u2019s alert text and stores nothing',
    async (field) => {
      const response = await post({ ...valid, [field]: ' ' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        success: false,
        message: messages.sponsorshipRequired,
        errors: { [field]: messages.sponsorshipRequired },
      });
      expect(await rows('sponsorship_inquiries')).toHaveLength(0);
      expect(await rows('outbox_messages')).toHaveLength(0);
    },
  );

  it('refuses a package that is not one of the options', async () => {
    const response = await post({ ...valid, packageInterest: 'Diamond - $1' });
    expect(response.json().errors).toEqual({ packageInterest: messages.invalidChoice });
    expect(await rows('sponsorship_inquiries')).toHaveLength(0);
  });

  it('refuses a malformed e-mail address', async () => {
    const response = await post({ ...valid, email: 'john.okello' });
    expect(response.json().errors).toEqual({ email: messages.invalidEmail });
  });
});
