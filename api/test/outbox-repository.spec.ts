import type { RowDataPacket } from 'mysql2/promise';
import { OutboxRepository } from '../src/platform/outbox/outbox-repository.js';
import { createMailTestApp, type MailTestApp } from './support/mail-harness.js';

const leaseMs = 60_000;

describe('OutboxRepository', () => {
  let t: MailTestApp;
  let outbox: OutboxRepository;

  beforeAll(async () => {
    t = await createMailTestApp();
    outbox = t.app.get(OutboxRepository);
  });

  afterAll(async () => {
    await t.close();
  });

  async function addAccessLink(to: string): Promise<string> {
    await t.addToOutbox({
      template: 'access-link',
      to,
      data: {
        fullName: 'Lease Holder',
        reference: 'CAAWG11-0001',
        link: 'https://caawg11.org/my-registration?token=secret-token',
        expiresAt: '2026-12-01',
      },
    });
    const row = (await t.outboxRows()).find((r) => r.recipient === to)!;
    return String(row.id);
  }

  async function payloadOf(outboxId: string): Promise<Record<string, unknown>> {
    const [rows] = await t.db.query<RowDataPacket[]>(
      'SELECT payload FROM outbox_messages WHERE id = ?',
      [outboxId],
    );
    const payload = rows[0]!.payload as string | Record<string, unknown>;
    return typeof payload === 'string' ? (JSON.parse(payload) as Record<string, unknown>) : payload;
  }

  it('lets one worker claim a row while its lease runs', async () => {
    const outboxId = await addAccessLink('claim@example.org');

    const first = await outbox.claimForSending(outboxId, leaseMs);
    const second = await outbox.claimForSending(outboxId, leaseMs);

    expect(first.claimed).toBe(true);
    expect(first.row?.status).toBe('sending');
    expect(second.claimed).toBe(false);
    expect(await outbox.claimLeftMs(outboxId)).toBeGreaterThan(leaseMs / 2);
  });

  it('marks a sent row with its Message-ID, drops the access link, and keeps it sent', async () => {
    const outboxId = await addAccessLink('sent@example.org');
    const { row: claimed } = await outbox.claimForSending(outboxId, leaseMs);

    await outbox.markSent(
      outboxId,
      { messageId: '<outbox-test@caawg11.org>' },
      await outbox.dataToSend(claimed!),
    );
    await outbox.markFailed(outboxId, 'queue gave up');
    const again = await outbox.claimForSending(outboxId, leaseMs);

    const row = (await t.outboxRows()).find((r) => String(r.id) === outboxId)!;
    expect(row.status).toBe('sent');
    expect(row.message_id).toBe('<outbox-test@caawg11.org>');
    expect(row.last_error).toBeNull();
    expect(again.claimed).toBe(false);
    const payload = await payloadOf(outboxId);
    expect(payload).not.toHaveProperty('link');
    expect(payload).toHaveProperty('reference', 'CAAWG11-0001');
  });

  it('gives a failed claim back with its error, and returns a failed row to pending on retry', async () => {
    const outboxId = await addAccessLink('failed@example.org');
    await outbox.claimForSending(outboxId, leaseMs);

    await outbox.releaseClaim(outboxId, 'failed', new Error('550 mailbox unavailable'));
    const failed = (await t.outboxRows()).find((r) => String(r.id) === outboxId)!;
    await outbox.returnFailedToPending(outboxId);
    const retried = (await t.outboxRows()).find((r) => String(r.id) === outboxId)!;

    expect(failed.status).toBe('failed');
    expect(failed.last_error).toContain('550 mailbox unavailable');
    expect(retried.status).toBe('pending');
    expect(await outbox.countUnsentByStatus()).toMatchObject({ pending: expect.any(Number) });
  });
});
