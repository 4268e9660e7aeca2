import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager, In, IsNull, LessThan, Not } from 'typeorm';
import { insertRow } from '../common/insert-row.js';
import { describeError } from '../common/safe-error.js';
import { secretLinkNames } from '@caawg11/conference';
import type { MailMessage, MailTemplate, MailTemplateData } from '../mail/mail-message.js';
import { OutboxLinks, withoutSecretLinks } from './outbox-links.js';
import { OutboxMessage } from './outbox-message.entity.js';
import { currentRequestId } from '../common/request-context.js';

const maxErrorLength = 2000;

/** Removed from the data of a sent row: rows written before links were sealed held them there. */
const secretLinkPaths = secretLinkNames.map((field) => `'$.${field}'`).join(', ');

/**
 * What a sent message is kept with: its Message-ID, and the subject and text it was sent with,
 * which are stored with every personal link of the sent data withheld.
 */
export interface SentRecord {
  messageId: string;
  subject?: string;
  text?: string;
}

export interface SendingClaim {
  /** The row, or null when it no longer exists; its data has the links withheld. */
  row: OutboxMessage | null;
  /** Whether this worker now holds the row and may send it. */
  claimed: boolean;
}

/**
 * Every read and write of an outbox row: written in the transaction of the change that owes the
 * e-mail, locked in batches and marked enqueued by the relay, claimed with a lease (status
 * 'sending', `locked_until` in database time), then marked sent, given back as pending, or
 * marked failed.
 */
@Injectable()
export class OutboxRepository {
  constructor(
    private readonly dataSource: DataSource,
    private readonly links: OutboxLinks,
  ) {}

  /** Writes one message inside the caller's transaction; answers the row's id. */
  async insertOne(manager: EntityManager, mail: MailMessage): Promise<string> {
    return insertRow(manager, OutboxMessage, {
      template: mail.template,
      recipient: mail.to,
      replyTo: mail.replyTo ?? null,
      language: mail.language ?? null,
      ...this.links.seal(mail.data),
      requestId: currentRequestId() ?? null,
    });
  }

  /** Writes one row per message inside the caller's transaction. */
  async insert(manager: EntityManager, mails: readonly MailMessage[]): Promise<void> {
    // One statement: no SELECT afterwards to reload column defaults nobody reads here.
    await manager
      .createQueryBuilder()
      .insert()
      .into(OutboxMessage)
      .values(
        mails.map((mail) => ({
          template: mail.template,
          recipient: mail.to,
          replyTo: mail.replyTo ?? null,
          language: mail.language ?? null,
          ...this.links.seal(mail.data),
          messageKey: mail.messageKey ?? null,
          inReplyToKey: mail.inReplyToKey ?? null,
          requestId: currentRequestId() ?? null,
        })),
      )
      .updateEntity(false)
      .execute();
  }

  /**
   * Locks the oldest rows not yet handed to the queue, inside the relay's transaction. Rows
   * another api replica holds are skipped (SKIP LOCKED), so replicas share the work.
   */
  async lockUnrelayed(
    manager: EntityManager,
    limit: number,
  ): Promise<Pick<OutboxMessage, 'id' | 'createdAt' | 'requestId'>[]> {
    return manager
      .createQueryBuilder(OutboxMessage, 'message')
      .select(['message.id', 'message.createdAt', 'message.requestId'])
      .where("message.status = 'pending'")
      .andWhere('message.enqueuedAt IS NULL')
      .orderBy('message.id', 'ASC')
      .limit(limit)
      .setLock('pessimistic_write')
      .setOnLocked('skip_locked')
      .getMany();
  }

  /** Records that the rows' jobs are in the queue, in the transaction that locked them. */
  async markEnqueued(manager: EntityManager, outboxIds: readonly string[]): Promise<void> {
    await manager.update(OutboxMessage, { id: In([...outboxIds]) }, { enqueuedAt: () => 'NOW(3)' });
  }

  /**
   * Takes the row for this worker: only a row not yet sent, and not held by a live claim of
   * another worker.
   */
  async claimForSending(outboxId: string, leaseMs: number): Promise<SendingClaim> {
    const leaseMicros = leaseMs * 1000;
    const result = await this.dataSource
      .createQueryBuilder()
      .update(OutboxMessage)
      .set({
        status: 'sending',
        lockedUntil: () => `NOW(3) + INTERVAL ${leaseMicros} MICROSECOND`,
        attempts: () => 'attempts + 1',
      })
      .where('id = :id', { id: outboxId })
      .andWhere(
        "(status IN ('pending', 'failed') OR (status = 'sending' AND locked_until < NOW(3)))",
      )
      .execute();
    const row = await this.dataSource.getRepository(OutboxMessage).findOneBy({ id: outboxId });
    return { row, claimed: (result.affected ?? 0) === 1 };
  }

  /**
   * The data a claimed row is sent with, its personal links decrypted: only the worker asks,
   * and only for the message it is about to send. Throws UnreadableLinksError when the key
   * they were sealed with is not this one.
   */
  async dataToSend(row: OutboxMessage): Promise<MailTemplateData[MailTemplate]> {
    const sealed = await this.dataSource
      .getRepository(OutboxMessage)
      .createQueryBuilder('message')
      .select('message.sealedLinks', 'sealedLinks')
      .where('message.id = :id', { id: row.id })
      .getRawOne<{ sealedLinks: string | null }>();
    return this.links.open(row.payload, sealed?.sealedLinks ?? null);
  }

  /** How long the current claim on a row still runs, in database time (0 when none). */
  async claimLeftMs(outboxId: string): Promise<number> {
    const result = await this.dataSource
      .createQueryBuilder()
      .select('TIMESTAMPDIFF(MICROSECOND, NOW(3), message.locked_until)', 'left')
      .from(OutboxMessage, 'message')
      .where('message.id = :id', { id: outboxId })
      .getRawOne<{ left: string | null }>();
    return Math.max(0, Math.ceil(Number(result?.left ?? 0) / 1000));
  }

  /**
   * Records the delivery with the SMTP Message-ID and the subject and text as sent, every
   * personal link of `sentData` (what dataToSend gave) withheld in them, whatever the template
   * did with it; the sealed links are dropped, so the row keeps no working link.
   */
  async markSent(
    outboxId: string,
    sent: SentRecord,
    sentData: MailTemplateData[MailTemplate],
  ): Promise<void> {
    await this.dataSource
      .createQueryBuilder()
      .update(OutboxMessage)
      .set({
        status: 'sent',
        sentAt: () => 'NOW(3)',
        messageId: sent.messageId,
        sentSubject:
          sent.subject === undefined
            ? null
            : withoutSecretLinks(sent.subject, sentData).slice(0, 255),
        sentText: sent.text === undefined ? null : withoutSecretLinks(sent.text, sentData),
        sealedLinks: null,
        lockedUntil: null,
        lastError: null,
        payload: () => `JSON_REMOVE(payload, ${secretLinkPaths})`,
      })
      .where('id = :id', { id: outboxId })
      .execute();
  }

  /** Gives the claim back after a failed attempt, keeping the error for the operator. */
  async releaseClaim(
    outboxId: string,
    status: 'pending' | 'failed',
    error: unknown,
  ): Promise<void> {
    await this.dataSource
      .createQueryBuilder()
      .update(OutboxMessage)
      .set({ status, lockedUntil: null, lastError: describeError(error).slice(0, maxErrorLength) })
      .where('id = :id', { id: outboxId })
      .andWhere("status = 'sending'")
      .execute();
  }

  /** After the queue gave up on a row's job (attempts used up, or stalled too often). */
  async markFailed(outboxId: string, reason: string): Promise<void> {
    await this.dataSource
      .createQueryBuilder()
      .update(OutboxMessage)
      .set({ status: 'failed', lockedUntil: null, lastError: reason.slice(0, maxErrorLength) })
      .where('id = :id', { id: outboxId })
      .andWhere("status <> 'sent'")
      .execute();
  }

  /** A failed row whose job goes back to the queue: the worker claims it like a pending one. */
  async returnFailedToPending(outboxId: string): Promise<void> {
    await this.dataSource
      .getRepository(OutboxMessage)
      .update({ id: outboxId, status: 'failed' }, { status: 'pending', lockedUntil: null });
  }

  /** Rows whose job may have been lost: failed ones, and those enqueued before the given time. */
  async findFailedOrEnqueuedBefore(
    enqueuedBefore: Date,
  ): Promise<Pick<OutboxMessage, 'id' | 'createdAt'>[]> {
    return this.dataSource.getRepository(OutboxMessage).find({
      select: { id: true, createdAt: true },
      where: [
        { status: 'failed' },
        { status: In(['pending', 'sending']), enqueuedAt: LessThan(enqueuedBefore) },
      ],
    });
  }

  /** Hands a row not yet sent back to the relay, which enqueues it again. */
  async handBackToRelay(outboxId: string): Promise<void> {
    await this.dataSource
      .getRepository(OutboxMessage)
      .update(
        { id: outboxId, status: Not('sent') },
        { status: 'pending', enqueuedAt: null, lockedUntil: null },
      );
  }

  /** Rows not sent yet, by status. */
  async countUnsentByStatus(): Promise<Record<string, number>> {
    const rows = await this.dataSource
      .getRepository(OutboxMessage)
      .createQueryBuilder('message')
      .select('message.status', 'status')
      .addSelect('COUNT(*)', 'count')
      .where({ sentAt: IsNull() })
      .groupBy('message.status')
      .getRawMany<{ status: string; count: string }>();
    return Object.fromEntries(rows.map((row) => [row.status, Number(row.count)]));
  }
}
