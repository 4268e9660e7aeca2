import { Injectable, Logger } from '@nestjs/common';
import { describeError } from '../common/safe-error.js';
import { AppConfig } from '../config/app-config.js';
import type { OutboxMessage } from '../outbox/outbox-message.entity.js';
import { OutboxRepository } from '../outbox/outbox-repository.js';
import { type MailContext, mailContextFrom } from './mail-context.js';
import { isMailTemplate, renderMail, type RenderedMail } from './mail-templates.js';
import { domainOf, isPermanentSmtpFailure, MailTransport } from './mail-transport.js';

export type DeliveryOutcome = 'sent' | 'already-sent' | 'missing';

/** A failure that no retry can fix (unknown template, SMTP 5xx): the row is marked failed at once. */
export class PermanentDeliveryError extends Error {
  override name = 'PermanentDeliveryError';
}

/** Another worker holds a live claim on the row: look again once the claim has run out. */
export class RowBusyError extends Error {
  override name = 'RowBusyError';

  constructor(
    message: string,
    /** When the other worker's claim ends, by this process's clock. */
    readonly retryAt: Date,
  ) {
    super(message);
  }
}

export interface DeliveryAttempt {
  outboxId: string;
  /** True when this is the job's last attempt: a failure then marks the row failed. */
  lastAttempt: boolean;
}

const maxErrorLength = 2000;

function describe(error: unknown): string {
  return describeError(error).slice(0, maxErrorLength);
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * Sends one outbox row, at most once per claim; the outbox's rows are read and written only
 * through OutboxRepository.
 *
 * Guarantee: a row is marked 'sent' once, and a job delivered again (BullMQ is at-least-once:
 * after a worker crash or a lapsed lock) finds it sent and sends nothing. Before talking to
 * SMTP the worker claims the row with a conditional UPDATE (status 'sending' and a lease,
 * `locked_until`, in database time); a second worker cannot claim it while the lease runs,
 * and takes it over only after the lease has expired, which is what happens after a crash.
 * The one window left is a crash (or a database outage) between the SMTP server's 250 reply
 * and the UPDATE that records it: the message is then sent again when the lease expires, with
 * the same Message-ID, which mail clients use to collapse the duplicate. A crash anywhere
 * else loses nothing and duplicates nothing.
 */
@Injectable()
export class MailDeliveryService {
  private readonly logger = new Logger('MailDelivery');
  private readonly context: MailContext;
  private readonly messageDomain: string;

  constructor(
    private readonly outbox: OutboxRepository,
    private readonly config: AppConfig,
    private readonly transport: MailTransport,
  ) {
    this.context = mailContextFrom(config);
    this.messageDomain = domainOf(config.MAIL_FROM);
  }

  async deliver(attempt: DeliveryAttempt): Promise<DeliveryOutcome> {
    const { row, claimed } = await this.outbox.claimForSending(
      attempt.outboxId,
      this.config.MAIL_SEND_LEASE_MS,
    );
    if (!row) {
      this.logger.warn(`Outbox row ${attempt.outboxId} no longer exists; nothing to send`);
      return 'missing';
    }
    if (!claimed) {
      if (row.status === 'sent') return 'already-sent';
      const claimLeftMs = await this.outbox.claimLeftMs(row.id);
      throw new RowBusyError(
        `Outbox row ${row.id} is being sent by another worker for ${claimLeftMs} ms more`,
        new Date(Date.now() + claimLeftMs),
      );
    }

    let rendered: RenderedMail;
    let sentId: string;
    try {
      rendered = await this.render(row);
      const messageId = `<outbox-${row.id}.${row.createdAt.getTime()}@${this.messageDomain}>`;
      const sent = await this.transport.send({
        to: row.recipient,
        replyTo: row.replyTo ?? this.config.MAIL_REPLY_TO,
        subject: rendered.subject,
        html: rendered.html,
        text: rendered.text,
        messageId,
      });
      sentId = sent.messageId || messageId;
    } catch (error) {
      const permanent = error instanceof PermanentDeliveryError || isPermanentSmtpFailure(error);
      await this.outbox.releaseClaim(
        row.id,
        permanent || attempt.lastAttempt ? 'failed' : 'pending',
        error,
      );
      throw permanent && !(error instanceof PermanentDeliveryError)
        ? new PermanentDeliveryError(describe(error))
        : error;
    }
    await this.recordSent(row.id, sentId);
    return 'sent';
  }

  private async render(row: OutboxMessage): Promise<RenderedMail> {
    const template = row.template as string;
    if (!isMailTemplate(template)) {
      throw new PermanentDeliveryError(`Unknown mail template '${template}'`);
    }
    try {
      // The row was written from a MailMessage, whose data matches its template.
      return await renderMail(template, row.payload, this.context);
    } catch (error) {
      throw new PermanentDeliveryError(
        `Template '${template}' failed to render: ${describe(error)}`,
      );
    }
  }

  /**
   * Records the delivery. The SMTP server has the message now, so this must not give up on a
   * brief database hiccup: it retries for a few seconds before letting the job fail.
   */
  private async recordSent(outboxId: string, messageId: string): Promise<void> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        await this.outbox.markSent(outboxId, messageId);
        return;
      } catch (error) {
        if (attempt >= 5) throw error;
        this.logger.warn(`Cannot record outbox row ${outboxId} as sent yet: ${describe(error)}`);
        await sleep(250 * 2 ** attempt);
      }
    }
  }
}
