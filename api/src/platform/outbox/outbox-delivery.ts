import { Injectable, Logger } from '@nestjs/common';
import { describeError } from '../common/safe-error.js';
import { AppConfig } from '../config/app-config.js';
import type { MailTemplate, MailTemplateData } from '../mail/mail-message.js';
import { MailSender, PermanentDeliveryError, type SentMessage } from '../mail/mail-sender.js';
import { UnreadableLinksError } from './outbox-links.js';
import type { OutboxMessage } from './outbox-message.entity.js';
import { OutboxRepository, type SentRecord } from './outbox-repository.js';

export type DeliveryOutcome = 'sent' | 'already-sent' | 'missing';

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

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * Sends one outbox row, at most once per claim: claims the row, has the mail module render
 * and send it, and records the outcome.
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
export class OutboxDelivery {
  private readonly logger = new Logger('MailDelivery');

  constructor(
    private readonly outbox: OutboxRepository,
    private readonly config: AppConfig,
    private readonly sender: MailSender,
  ) {}

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

    let sent: SentMessage;
    let data: MailTemplateData[MailTemplate];
    try {
      data = await this.dataToSend(row);
      sent = await this.sender.send({
        template: row.template,
        data,
        to: row.recipient,
        replyTo: row.replyTo,
        language: row.language,
        messageKey: row.messageKey ?? `outbox-${row.id}.${row.createdAt.getTime()}`,
        inReplyToKey: row.inReplyToKey,
      });
    } catch (error) {
      const permanent = error instanceof PermanentDeliveryError;
      // For an SMTP refusal the operator reads the server's own reply.
      const reason = permanent && error.cause !== undefined ? error.cause : error;
      await this.outbox.releaseClaim(
        row.id,
        permanent || attempt.lastAttempt ? 'failed' : 'pending',
        reason,
      );
      throw error;
    }
    await this.recordSent(row.id, sent, data);
    return 'sent';
  }

  /** The row's data with its links decrypted; no retry can read links sealed with another key. */
  private async dataToSend(row: OutboxMessage): Promise<MailTemplateData[MailTemplate]> {
    try {
      return await this.outbox.dataToSend(row);
    } catch (error) {
      if (error instanceof UnreadableLinksError) {
        throw new PermanentDeliveryError(`Outbox row ${row.id}: ${error.message}`);
      }
      throw error;
    }
  }

  /**
   * Records the delivery (which withholds the links in what is kept and drops the sealed ones). The SMTP server has the
   * message now, so this must not give up on a brief database hiccup: it retries for a few
   * seconds before letting the job fail.
   */
  private async recordSent(
    outboxId: string,
    sent: SentRecord,
    sentData: MailTemplateData[MailTemplate],
  ): Promise<void> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        await this.outbox.markSent(outboxId, sent, sentData);
        return;
      } catch (error) {
        if (attempt >= 5) throw error;
        const reason = describeError(error).slice(0, maxErrorLength);
        this.logger.warn(`Cannot record outbox row ${outboxId} as sent yet: ${reason}`);
        await sleep(250 * 2 ** attempt);
      }
    }
  }
}
