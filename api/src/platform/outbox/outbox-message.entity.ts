import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { Language } from '@caawg11/conference';
import type { MailTemplate, MailTemplateData } from '../mail/mail-message.js';

/**
 * pending: waiting to be sent (queued once enqueuedAt is set); sending: claimed by a worker
 * until lockedUntil; sent: accepted by the SMTP server; failed: every attempt used up.
 */
export type OutboxStatus = 'pending' | 'sending' | 'sent' | 'failed';

/** An e-mail owed by something the system accepted, written in the same transaction. */
@Entity('outbox_messages')
@Index('idx_outbox_status_enqueued', ['status', 'enqueuedAt', 'id'])
@Index('idx_outbox_created', ['createdAt', 'id'])
export class OutboxMessage {
  @PrimaryGeneratedColumn({ type: 'bigint', unsigned: true })
  id: string;

  @Column({ type: 'varchar', length: 64 })
  template: MailTemplate;

  @Column({ type: 'varchar', length: 254 })
  recipient: string;

  @Column({ name: 'reply_to', type: 'varchar', length: 254, nullable: true })
  replyTo: string | null;

  /** The visitor's language the message is written in; null (English) for the organisers' own. */
  @Column({ type: 'varchar', length: 2, nullable: true })
  language: Language | null;

  /** The template's data, each personal link (access, invitation, opt-out) withheld. */
  @Column({ type: 'json' })
  payload: MailTemplateData[MailTemplate];

  /**
   * The personal links of a message not yet sent, encrypted with MAIL_LINK_SECRET; null once it
   * is sent, or when it has none. Never selected unless asked for: only the worker reads it.
   */
  @Column({ name: 'sealed_links', type: 'text', nullable: true, select: false })
  sealedLinks: string | null;

  @Column({ type: 'varchar', length: 16, default: 'pending' })
  status: OutboxStatus;

  @Column({ type: 'int', unsigned: true, default: 0 })
  attempts: number;

  @Column({ name: 'last_error', type: 'text', nullable: true })
  lastError: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'datetime', precision: 3 })
  createdAt: Date;

  /** When the relay handed the row to the queue; null while it still has to. */
  @Column({ name: 'enqueued_at', type: 'datetime', precision: 3, nullable: true })
  enqueuedAt: Date | null;

  /** While status is 'sending': until when the claiming worker owns the row. */
  @Column({ name: 'locked_until', type: 'datetime', precision: 3, nullable: true })
  lockedUntil: Date | null;

  @Column({ name: 'sent_at', type: 'datetime', precision: 3, nullable: true })
  sentAt: Date | null;

  /** The Message-ID the message was sent with; the same on every attempt for this row. */
  @Column({ name: 'message_id', type: 'varchar', length: 255, nullable: true })
  messageId: string | null;

  /** The left part of the Message-ID when the writer chose one (the start of a thread). */
  @Column({ name: 'message_key', type: 'varchar', length: 128, nullable: true })
  messageKey: string | null;

  /** The left part of the Message-ID of the message this one answers, for threading. */
  @Column({ name: 'in_reply_to_key', type: 'varchar', length: 128, nullable: true })
  inReplyToKey: string | null;

  /** The request that wrote the row, as its log line names it; null for rows a job wrote. */
  @Column({ name: 'request_id', type: 'varchar', length: 64, nullable: true })
  requestId: string | null;

  /** The subject the message was sent with, its personal links withheld; null until sent. */
  @Column({ name: 'sent_subject', type: 'varchar', length: 255, nullable: true })
  sentSubject: string | null;

  /** The plain text the message was sent with, its personal links withheld; null until sent. */
  @Column({ name: 'sent_text', type: 'mediumtext', nullable: true })
  sentText: string | null;

  /** When the retention job emptied the body (payload and text); the row stays for the counts. */
  @Column({ name: 'body_erased_at', type: 'datetime', precision: 3, nullable: true })
  bodyErasedAt: Date | null;
}
