import type { RowDataPacket } from 'mysql2/promise';
import { messages } from '@caawg11/conference';
import { createTestApp, type TestApp } from './support/test-app.js';

const valid = {
  name: 'Amina Nakato',
  email: 'Amina.Nakato@Example.org ',
  subject: 'Field trip',
  message: 'Is the field trip open to accompanying persons?',
};

describe('POST /api/contact.php', () => {
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
    await testApp.db.query('DELETE FROM contact_messages');
  });

  function post(body: Record<string, unknown>) {
    return testApp.app.inject({ method: 'POST', url: '/api/contact.php', payload: body });
  }

  async function count(table: string): Promise<number> {
    const [rows] = await testApp.db.query<RowDataPacket[]>(`SELECT COUNT(*) AS n FROM ${table}`);
    return Number(rows[0]!.n);
  }

  it('stores the message with the organisers\u2019 copy and the acknowledgement in the outbox', async () => {
    const response = await post({ ...valid, unknownField: 'dropped' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ success: true, message: messages.contactSuccess });

    const [rows] = await testApp.db.query<RowDataPacket[]>('SELECT * FROM contact_messages');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: 'Amina Nakato',
      email: 'amina.nakato@example.org',
      subject: 'Field trip',
      message: valid.message,
      status: 'new',
    });

    const [mails] = await testApp.db.query<RowDataPacket[]>(
      'SELECT template, recipient, reply_to, payload FROM outbox_messages ORDER BY id',
    );
    expect(mails).toEqual([
      {
        template: 'contact-message',
        recipient: testApp.config.MAIL_ORGANISERS,
        reply_to: 'amina.nakato@example.org',
        payload: {
          name: 'Amina Nakato',
          email: 'amina.nakato@example.org',
          subject: 'Field trip',
          message: valid.message,
        },
      },
      {
        template: 'contact-acknowledgement',
        recipient: 'amina.nakato@example.org',
        reply_to: null,
        payload: { name: 'Amina Nakato', subject: 'Field trip' },
      },
    ]);
  });

  it.each(['name', 'email', 'subject', 'message'])(
    'refuses a blank %s with "This field is required" and stores nothing',
    async (field) => {
      const response = await post({ ...valid, [field]: '   ' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        success: false,
        message: messages.required,
        errors: { [field]: messages.required },
      });
      expect(await count('contact_messages')).toBe(0);
      expect(await count('outbox_messages')).toBe(0);
    },
  );

  it('refuses a malformed e-mail address', async () => {
    const response = await post({ ...valid, email: 'amina at example.org' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ email: messages.invalidEmail });
    expect(await count('contact_messages')).toBe(0);
  });

  it('refuses an over-long message, naming the limit', async () => {
    const response = await post({ ...valid, message: 'x'.repeat(5001) });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ message: messages.tooLong(5000) });
    expect(await count('contact_messages')).toBe(0);
  });

  it('lists every failing field at once', async () => {
    const response = await post({});
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      name: messages.required,
      email: messages.required,
      subject: messages.required,
      message: messages.required,
    });
  });
});
