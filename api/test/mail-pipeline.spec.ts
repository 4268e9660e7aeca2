import { getQueueToken } from '@nestjs/bullmq';
import type { Job, Queue } from 'bullmq';
import { bankDetails } from '@caawg11/conference';
import type { MailJobData } from '../src/platform/outbox/mail-job.js';
import type { MailMessage } from '../src/platform/mail/mail-message.js';
import { OutboxMaintenance } from '../src/platform/outbox/outbox-maintenance.js';
import { MAIL_QUEUE } from '../src/platform/queue/queue.module.js';
import { createMailTestApp, eventually, type MailTestApp } from './support/mail-harness.js';
import type { ReceivedMail } from './support/smtp-sink.js';

describe('mail pipeline: outbox, relay, queue, worker, SMTP', () => {
  let t: MailTestApp;

  beforeAll(async () => {
    t = await createMailTestApp();
    await t.startWorker();
  });

  afterAll(async () => {
    await t.close();
  });

  beforeEach(() => t.sink.clear());

  /** Writes the e-mails of one submission and returns what arrived for it. */
  async function submit(mails: MailMessage[]): Promise<ReceivedMail[]> {
    const before = t.sink.received.length;
    await t.addToOutbox(mails);
    await t.sink.waitForCount(before + mails.length);
    // Nothing more arrives for this submission.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(t.sink.received).toHaveLength(before + mails.length);
    return t.sink.received.slice(before);
  }

  function queue(): Queue<MailJobData> {
    return t.app.get<Queue<MailJobData>>(getQueueToken(MAIL_QUEUE));
  }

  /** The queue's job of an outbox row. */
  async function jobOf(outboxId: number): Promise<Job<MailJobData>> {
    const jobs = await queue().getJobs(['completed', 'failed', 'waiting', 'delayed', 'active']);
    const found = jobs.filter((candidate) => candidate.data.outboxId === String(outboxId));
    expect(found).toHaveLength(1);
    return found[0]!;
  }

  function only(received: ReceivedMail[], to: string): ReceivedMail {
    const matching = received.filter((mail) => mail.to.includes(to));
    expect(matching).toHaveLength(1);
    return matching[0]!;
  }

  it('sends the registration e-mail with reference, fee, bank details and access link', async () => {
    const [mail] = await submit([
      {
        template: 'registration-received',
        to: 'amina@example.org',
        data: {
          reference: 'CAAWG11-0007',
          fullName: 'Dr. Amina Okello',
          categoryLabel: 'AAWG member',
          tierLabel: 'Early bird',
          feeUsd: 100,
          fieldTrip: false,
          accessLink: `${t.config.PUBLIC_SITE_URL}/my-registration?token=abc`,
        },
      },
    ]);
    expect(mail!.to).toEqual(['amina@example.org']);
    expect(mail!.from).toBe('no-reply@caawg11.org');
    expect(mail!.replyTo).toEqual([t.config.MAIL_REPLY_TO]);
    expect(mail!.subject).toBe('CAAWG11 registration received - CAAWG11-0007');
    for (const part of [mail!.html, mail!.text]) {
      expect(part).toContain('CAAWG11-0007');
      expect(part).toContain('$100 USD');
      expect(part).toContain(bankDetails.accountNumber);
      expect(part).toContain('http://localhost:4300/my-registration?token=abc');
    }
  });

  it('sends the membership acknowledgement and a copy to the secretariat', async () => {
    const received = await submit([
      { template: 'membership-received', to: 'grace@example.org', data: { name: 'Grace Nakato' } },
      {
        template: 'membership-copy',
        to: t.config.MAIL_SECRETARIAT,
        replyTo: 'grace@example.org',
        data: {
          application: { name: 'Grace Nakato', organisation: 'UGS', email: 'grace@example.org' },
        },
      },
    ]);
    expect(only(received, 'grace@example.org').text).toContain('Dear Grace Nakato');
    const copy = only(received, t.config.MAIL_SECRETARIAT);
    expect(copy.subject).toBe('New membership application: Grace Nakato');
    expect(copy.text).toContain('UGS');
    expect(copy.replyTo).toEqual(['grace@example.org']);
  });

  it('sends a contact message to the organisers with reply-to the sender, and an acknowledgement', async () => {
    const received = await submit([
      {
        template: 'contact-message',
        to: t.config.MAIL_ORGANISERS,
        replyTo: 'samuel@example.org',
        data: {
          name: 'Samuel Mensah',
          email: 'samuel@example.org',
          subject: 'Visa letter',
          message: 'Please send an invitation letter.',
        },
      },
      {
        template: 'contact-acknowledgement',
        to: 'samuel@example.org',
        data: { name: 'Samuel Mensah', subject: 'Visa letter' },
      },
    ]);
    const toOrganisers = only(received, t.config.MAIL_ORGANISERS);
    expect(toOrganisers.replyTo).toEqual(['samuel@example.org']);
    expect(toOrganisers.subject).toBe('Contact form: Visa letter (from Samuel Mensah)');
    expect(toOrganisers.text).toContain('Please send an invitation letter.');
    const acknowledgement = only(received, 'samuel@example.org');
    expect(acknowledgement.replyTo).toEqual([t.config.MAIL_REPLY_TO]);
    expect(acknowledgement.subject).toBe('We received your message: Visa letter');
  });

  it('sends the abstract acknowledgement and a notice to the abstracts mailbox', async () => {
    const received = await submit([
      {
        template: 'abstract-received',
        to: 'fatou@example.org',
        data: {
          fullName: 'Fatou Diop',
          abstractTitle: 'Recharge of the Albertine aquifers',
          subtheme: 'Water Supply and Geosciences',
          presentationType: 'Poster Presentation',
        },
      },
      {
        template: 'abstract-notice',
        to: t.config.MAIL_ABSTRACTS,
        data: {
          fullName: 'Fatou Diop',
          email: 'fatou@example.org',
          affiliation: 'UCAD',
          abstractTitle: 'Recharge of the Albertine aquifers',
          subtheme: 'Water Supply and Geosciences',
          language: 'French',
          presentationType: 'Poster Presentation',
          fileName: 'Diop.docx',
        },
      },
    ]);
    const author = only(received, 'fatou@example.org');
    expect(author.subject).toBe('CAAWG11 abstract received: Recharge of the Albertine aquifers');
    expect(author.html).toContain('Water Supply and Geosciences');
    const notice = only(received, t.config.MAIL_ABSTRACTS);
    expect(notice.text).toContain('Diop.docx');
    expect(notice.text).toContain('French');
  });

  it('sends the booking acknowledgement with the 48-hour promise and a notice to logistics', async () => {
    const received = await submit([
      {
        template: 'booking-received',
        to: 'ngozi@example.org',
        data: {
          fullName: 'Ngozi Adeyemi',
          accommodationType: 'Single Deluxe Room',
          checkInDate: '2025-09-30',
          checkOutDate: '2025-10-03',
        },
      },
      {
        template: 'booking-notice',
        to: t.config.MAIL_LOGISTICS,
        data: {
          fullName: 'Ngozi Adeyemi',
          email: 'ngozi@example.org',
          phone: '+234 800 000 0000',
          nationality: 'Nigerian',
          accommodationType: 'Single Deluxe Room',
          sharingPreference: 'No preference',
          checkInDate: '2025-09-30',
          checkOutDate: '2025-10-03',
          specialRequests: '',
        },
      },
    ]);
    const guest = only(received, 'ngozi@example.org');
    expect(guest.text).toContain('within 48 hours');
    expect(guest.text).toContain('30 September 2025');
    const notice = only(received, t.config.MAIL_LOGISTICS);
    expect(notice.subject).toBe('New booking request: Ngozi Adeyemi, Single Deluxe Room');
    expect(notice.text).toContain('+234 800 000 0000');
  });

  it('sends the sponsorship acknowledgement and a notice to the sponsorship mailbox', async () => {
    const received = await submit([
      {
        template: 'sponsorship-received',
        to: 'jane@example.com',
        data: { name: 'Jane Mwangi', packageInterest: 'Gold - $10,000' },
      },
      {
        template: 'sponsorship-notice',
        to: t.config.MAIL_SPONSORSHIP,
        replyTo: 'jane@example.com',
        data: {
          name: 'Jane Mwangi',
          email: 'jane@example.com',
          company: 'Rift Minerals',
          phone: '',
          packageInterest: 'Gold - $10,000',
          message: 'Two booths please.',
        },
      },
    ]);
    expect(only(received, 'jane@example.com').text).toContain('Gold - $10,000');
    const notice = only(received, t.config.MAIL_SPONSORSHIP);
    expect(notice.subject).toBe('New sponsorship inquiry: Rift Minerals (Jane Mwangi)');
    expect(notice.text).toContain('Two booths please.');
  });

  it('sends the admin-triggered messages', async () => {
    const received = await submit([
      {
        template: 'payment-verified',
        to: 'verified@example.org',
        data: { fullName: 'A B', reference: 'CAAWG11-0001', amountUsd: 150 },
      },
      {
        template: 'payment-rejected',
        to: 'rejected@example.org',
        data: { fullName: 'C D', reference: 'CAAWG11-0002', reason: 'Receipt unreadable' },
      },
      {
        template: 'registration-status-changed',
        to: 'changed@example.org',
        data: { fullName: 'E F', reference: 'CAAWG11-0003', status: 'pending' },
      },
    ]);
    expect(only(received, 'verified@example.org').text).toContain('is confirmed');
    expect(only(received, 'rejected@example.org').text).toContain('Receipt unreadable');
    expect(only(received, 'changed@example.org').text).toContain('Awaiting payment verification');
  });

  it('records each delivery on its outbox row and queues each row once', async () => {
    await t.addToOutbox({
      template: 'membership-received',
      to: 'record@example.org',
      data: { name: 'Record Keeper' },
    });
    const mail = (
      await eventually(() => {
        const found = t.sink.to('record@example.org');
        expect(found).toHaveLength(1);
        return found;
      })
    )[0]!;
    const row = (await t.outboxRows()).find((r) => r.recipient === 'record@example.org')!;
    await eventually(async () => {
      const [rows] = await t.db.query('SELECT * FROM outbox_messages WHERE id = ?', [row.id]);
      const current = (rows as (typeof row)[])[0]!;
      expect(current.status).toBe('sent');
      expect(current.enqueued_at).not.toBeNull();
      expect(current.sent_at).not.toBeNull();
      expect(current.attempts).toBe(1);
      expect(current.message_id).toBe(mail.messageId);
    });
    expect(mail.messageId).toMatch(new RegExp(`^<outbox-${row.id}\\.\\d+@caawg11\\.org>$`));

    // The row's one job is named after the row; adding it again changes nothing. The row is
    // marked sent inside the job, so the job itself completes a moment later.
    const job = await eventually(async () => {
      const completed = await jobOf(row.id);
      expect(completed.returnvalue).toBe('sent');
      return completed;
    });
    expect(job.id).toMatch(new RegExp(`^outbox-${row.id}-\\d+$`));
    await queue().add('send', { outboxId: String(row.id) }, { jobId: job.id });
    const again = await queue().getJob(job.id!);
    expect(await again?.getState()).toBe('completed');
    expect(again?.finishedOn).toBe(job.finishedOn);
  });

  it('fails a message the SMTP server refuses for good, keeps the job, and retries it on demand', async () => {
    t.sink.rejectRecipients.add('bounce@example.org');
    await t.addToOutbox({
      template: 'membership-received',
      to: 'bounce@example.org',
      data: { name: 'Bounce' },
    });
    const row = await eventually(async () => {
      const found = (await t.outboxRows()).find((r) => r.recipient === 'bounce@example.org');
      expect(found?.status).toBe('failed');
      return found!;
    });
    expect(row.last_error).toContain('550');
    const job = await jobOf(row.id);
    expect(await job.getState()).toBe('failed');
    expect(job.failedReason).toContain('550');

    t.sink.rejectRecipients.delete('bounce@example.org');
    const report = await t.app.get(OutboxMaintenance).retryFailed();
    expect(report.retriedJobs).toBe(1);
    await eventually(() => expect(t.sink.to('bounce@example.org')).toHaveLength(1));
    await eventually(async () => {
      const after = (await t.outboxRows()).find((r) => r.id === row.id);
      expect(after?.status).toBe('sent');
    });
  });

  it('retries while the SMTP server is down and delivers once it is back', async () => {
    await t.sink.stop();
    await t.addToOutbox({
      template: 'contact-acknowledgement',
      to: 'patient@example.org',
      data: { name: 'Patient', subject: 'Outage' },
    });
    const waiting = await eventually(async () => {
      const row = (await t.outboxRows()).find((r) => r.recipient === 'patient@example.org');
      expect(row?.attempts).toBeGreaterThanOrEqual(2);
      expect(row?.status).toBe('pending');
      return row!;
    });
    expect(waiting.last_error).toMatch(/ECONNREFUSED|connect/i);

    await t.sink.restart();
    await eventually(() => expect(t.sink.to('patient@example.org')).toHaveLength(1), {
      timeoutMs: 15_000,
    });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(t.sink.to('patient@example.org')).toHaveLength(1);
  });
});
