import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { MailTemplate, MailTemplateData } from '../mail/mail-message.js';

export type OutboxStatus = 'pending' | 'sent' | 'failed';

/** An e-mail owed by something the system accepted, written in the same transaction. */
@Entity('outbox_messages')
@Index('idx_outbox_status_enqueued', ['status', 'enqueuedAt', 'id'])
export class OutboxMessage {
  @PrimaryGeneratedColumn({ type: 'bigint', unsigned: true })
  id: string;

  @Column({ type: 'varchar', length: 64 })
  template: MailTemplate;

  @Column({ type: 'varchar', length: 254 })
  recipient: string;

  @Column({ name: 'reply_to', type: 'varchar', length: 254, nullable: true })
  replyTo: string | null;

  @Column({ type: 'json' })
  payload: MailTemplateData[MailTemplate];

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

  @Column({ name: 'sent_at', type: 'datetime', precision: 3, nullable: true })
  sentAt: Date | null;
}
