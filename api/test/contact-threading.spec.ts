import type { RowDataPacket } from 'mysql2/promise';
import { bearer, createUser } from './support/admin-fixtures.js';
import { createMailTestApp, type MailTestApp } from './support/mail-harness.js';
import type { ReceivedMail } from './support/smtp-sink.js';

/**
 * A visitor's message, its acknowledgement and the organisers' replies form one conversation in
 * the visitor's mail program: each answer names the message by In-Reply-To and References.
 */
describe('contact replies thread with the visitor message', () => {
  let t: MailTestApp;

  beforeAll(async () => {
    t = await createMailTestApp({
      env: {
        PUBLIC_RATE_LIMIT_PER_MINUTE: '1000',
        FORM_MAIL_LIMIT_PER_EMAIL: '100000',
        FORM_MAIL_LIMIT_PER_CLIENT: '100000',
      },
    });
    await t.startWorker();
  });

  afterAll(async () => {
    await t.close();
  });

  function only(address: string, received: ReceivedMail[] = t.sink.to(address)): ReceivedMail {
    expect(received).toHaveLength(1);
    return received[0]!;
  }

  it('gives the message a Message-ID from its record, which the acknowledgement and each reply answer', async () => {
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/contact.php',
      payload: {
        name: 'Samuel Mensah',
        email: 'samuel@example.org',
        subject: 'Visa letter',
        message: 'Could you send me an invitation letter?',
      },
    });
    expect(sent.statusCode).toBe(201);
    await t.sink.waitForCount(2);

    const [[record]] = await t.db.query<RowDataPacket[]>(
      'SELECT id, created_at FROM contact_messages',
    );
    const id = String(record!.id);
    const threadId = `<contact-${id}.${(record!.created_at as Date).getTime()}@caawg11.org>`;
    const original = only(t.config.MAIL_ORGANISERS);
    expect(original.messageId).toBe(threadId);
    const acknowledgement = only('samuel@example.org');
    expect(acknowledgement.inReplyTo).toBe(threadId);
    expect(acknowledgement.references).toBe(threadId);

    const communications = await createUser(t, 'communications');
    for (const body of ['Yes: send us your passport details.', 'The letter is on its way.']) {
      const reply = await t.app.inject({
        method: 'POST',
        url: `/api/admin/contact-messages/${id}/replies`,
        headers: bearer(communications.token),
        payload: { body },
      });
      expect(reply.statusCode).toBe(201);
    }
    await t.sink.waitForCount(4);
    const replies = t.sink.to('samuel@example.org').slice(1);
    expect(replies.map((reply) => [reply.inReplyTo, reply.references])).toEqual([
      [threadId, threadId],
      [threadId, threadId],
    ]);
    // Each reply is a message of its own.
    expect(new Set([acknowledgement, ...replies].map((mail) => mail.messageId)).size).toBe(3);
  });
});
