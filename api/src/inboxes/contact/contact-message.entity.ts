import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import type { ContactMessageStatus, Language } from '@caawg11/conference';

/** A message sent from the Contact page's form. */
@Entity('contact_messages')
@Index('idx_contact_messages_email', ['email'])
@Index('idx_contact_messages_status_created', ['status', 'createdAt'])
@Index('idx_contact_messages_created', ['createdAt'])
export class ContactMessage {
  @PrimaryGeneratedColumn({ type: 'bigint', unsigned: true })
  id: string;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  /** Stored in lower case. */
  @Column({ type: 'varchar', length: 254 })
  email: string;

  /** The language the visitor used on the site; every e-mail to them is written in it. */
  @Column({ type: 'varchar', length: 2, default: 'en' })
  language: Language;

  @Column({ type: 'varchar', length: 200 })
  subject: string;

  @Column({ type: 'text' })
  message: string;

  @Column({ type: 'varchar', length: 16, default: 'new' })
  status: ContactMessageStatus;

  /** The team member who holds the record; null while nobody does. */
  @Column({ name: 'assignee_user_id', type: 'bigint', unsigned: true, nullable: true })
  assigneeUserId: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'datetime', precision: 3 })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'datetime', precision: 3 })
  updatedAt: Date;
}
