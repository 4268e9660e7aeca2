import type { RowDataPacket } from 'mysql2/promise';
import { insertRegistration, rows } from './support/admin-fixtures.js';
import { CapturedLog } from './support/captured-log.js';
import { createMailTestApp, eventually, type MailTestApp } from './support/mail-harness.js';

describe('one submission followed in the logs, from its request to the e-mail sent for it', () => {
  let t: MailTestApp;
  // The api's log, which the in-process worker writes to too.
  const log = new CapturedLog();

  beforeAll(async () => {
    t = await createMailTestApp({
      env: { PUBLIC_RATE_LIMIT_PER_MINUTE: '1000', LOG_LEVEL: 'info' },
      logStream: log,
    });
    await t.startWorker();
  });

  afterAll(async () => {
    await t.close();
  });

  it('carries the request id on the outbox row, the mail job and the worker line that sent it', async () => {
    await insertRegistration(t, { email: 'trail@example.org', paymentStatus: 'verified' });
    const requestId = 'trail-3f2c9a1e-4b7d-4c55-9f0a-1d2e3c4b5a69';
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/registrations/verify-request',
      payload: { email: 'trail@example.org' },
      headers: { 'x-request-id': requestId },
    });
    expect(asked.statusCode).toBe(200);

    const [row] = await rows<RowDataPacket>(
      t,
      "SELECT id, request_id FROM outbox_messages WHERE template = 'access-link' AND recipient = ?",
      ['trail@example.org'],
    );
    expect(row).toMatchObject({ request_id: requestId });
    await eventually(() => expect(t.sink.to('trail@example.org')).toHaveLength(1));
    const sent = await eventually(() => {
      const lines = log
        .entries()
        .filter((entry) =>
          entry.msg?.startsWith(`Sent outbox row ${String(row!.id)} (request ${requestId})`),
        );
      expect(lines).toHaveLength(1);
      return lines[0]!;
    });
    // The worker's line and the request's line name the request under the same field.
    expect(sent).toMatchObject({ context: 'MailWorker', requestId });
    expect(log.lines.some((line) => line.includes(`"requestId":"${requestId}"`))).toBe(true);
    expect(
      log.entries().filter((entry) => entry.req !== undefined && entry.requestId === requestId),
    ).not.toHaveLength(0);
  });

  it("names a request by an id of its own when the client's X-Request-Id is not a plain id", async () => {
    await insertRegistration(t, { email: 'odd-id@example.org', paymentStatus: 'verified' });
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/registrations/verify-request',
      payload: { email: 'odd-id@example.org' },
      headers: { 'x-request-id': `${'x'.repeat(100)}\n{"forged":true}` },
    });
    expect(asked.statusCode).toBe(200);
    const [row] = await rows<RowDataPacket>(
      t,
      'SELECT request_id FROM outbox_messages WHERE recipient = ?',
      ['odd-id@example.org'],
    );
    expect(String(row!.request_id)).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('leaves the request id out of rows no request wrote', async () => {
    await t.addToOutbox({
      template: 'contact-acknowledgement',
      to: 'no-request@example.org',
      data: { name: 'Grace Nakato', subject: 'Visa invitation letter' },
    });
    const [row] = await rows<RowDataPacket>(
      t,
      'SELECT request_id FROM outbox_messages WHERE recipient = ?',
      ['no-request@example.org'],
    );
    expect(row).toMatchObject({ request_id: null });
  });
});
