import type { RowDataPacket } from 'mysql2/promise';
import { messages } from '@caawg11/conference';
import { createTestApp, type TestApp } from './support/test-app.js';

const valid = {
  title: 'Prof.',
  name: 'Ruth Nabirye',
  organisation: 'Kyambogo University',
  profession: 'Geologist',
  qualification: 'PhD',
  address: 'P.O. Box 1\nKampala',
  phone: '',
  mobile: '+256 700 000 000',
  fax: '',
  email: 'Ruth.Nabirye@Example.org',
  webpage: '',
};

describe('POST /api/membership.php', () => {
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
    await testApp.db.query('DELETE FROM membership_applications');
  });

  function post(body: Record<string, unknown>) {
    return testApp.app.inject({ method: 'POST', url: '/api/membership.php', payload: body });
  }

  async function rows(table: string): Promise<RowDataPacket[]> {
    const [result] = await testApp.db.query<RowDataPacket[]>(`SELECT * FROM ${table} ORDER BY id`);
    return result;
  }

  it('stores the application with the confirmation and the secretariat copy', async () => {
    const response = await post(valid);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ success: true, message: messages.membershipSuccess });
    const [application] = await rows('membership_applications');
    expect(application).toMatchObject({
      title: 'Prof.',
      name: 'Ruth Nabirye',
      organisation: 'Kyambogo University',
      address: 'P.O. Box 1\nKampala',
      phone: null,
      mobile: '+256 700 000 000',
      email: 'ruth.nabirye@example.org',
      webpage: null,
      status: 'new',
    });
    const mails = await rows('outbox_messages');
    expect(mails.map((mail): unknown[] => [mail.template, mail.recipient, mail.reply_to])).toEqual([
      ['membership-received', 'ruth.nabirye@example.org', null],
      ['membership-copy', testApp.config.MAIL_SECRETARIAT, 'ruth.nabirye@example.org'],
    ]);
    expect(mails[1]!.payload).toMatchObject({
      application: { name: 'Ruth Nabirye', qualification: 'PhD', fax: '' },
    });
  });

  it('accepts the application with only the required fields', async () => {
    const { title, name, organisation, profession, qualification, email } = valid;
    const response = await post({ title, name, organisation, profession, qualification, email });
    expect(response.statusCode).toBe(201);
  });

  it.each(['title', 'name', 'organisation', 'profession', 'qualification', 'email'])(
    'refuses a blank %s with "This field is required" and stores nothing',
    async (field) => {
      const response = await post({ ...valid, [field]: '' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        success: false,
        message: messages.required,
        errors: { [field]: messages.required },
      });
      expect(await rows('membership_applications')).toHaveLength(0);
      expect(await rows('outbox_messages')).toHaveLength(0);
    },
  );

  it('refuses a malformed e-mail, a title outside the list and an over-long address', async () => {
    const response = await post({
      ...valid,
      email: 'ruth@@example',
      title: 'Madam',
      address: 'a'.repeat(1001),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      email: messages.invalidEmail,
      title: messages.invalidChoice,
      address: messages.tooLong(1000),
    });
    expect(await rows('membership_applications')).toHaveLength(0);
  });

  it('refuses a non-text optional field', async () => {
    const response = await post({ ...valid, phone: 12345 });
    expect(response.json().errors).toEqual({ phone: messages.notText });
  });
});
