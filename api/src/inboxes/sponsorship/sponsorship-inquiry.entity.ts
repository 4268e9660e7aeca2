import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import type { SponsorshipStatus, Language } from '@caawg11/conference';
import { decimalToNumber } from '../../platform/database/decimal.transformer.js';

/** An inquiry sent from the Sponsorship page's dialog. */
@Entity('sponsorship_inquiries')
@Index('idx_sponsorship_inquiries_email', ['email'])
@Index('idx_sponsorship_inquiries_status_created', ['status', 'createdAt'])
@Index('idx_sponsorship_inquiries_created', ['createdAt'])
export class SponsorshipInquiry {
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
  company: string;

  @Column({ type: 'varchar', length: 40, nullable: true })
  phone: string | null;

  /** One of the dialog's options ('Gold - $10,000', 'Custom Package'), or none. */
  @Column({ name: 'package_interest', type: 'varchar', length: 100, nullable: true })
  packageInterest: string | null;

  @Column({ type: 'text', nullable: true })
  message: string | null;

  @Column({ type: 'varchar', length: 16, default: 'new' })
  status: SponsorshipStatus;

  /** The team member who holds the record; null while nobody does. */
  @Column({ name: 'assignee_user_id', type: 'bigint', unsigned: true, nullable: true })
  assigneeUserId: string | null;

  /** The package's price, or what was agreed for a custom package; null until set. */
  @Column({
    name: 'amount_usd',
    type: 'decimal',
    precision: 12,
    scale: 2,
    nullable: true,
    transformer: decimalToNumber,
  })
  amountUsd: number | null;

  @CreateDateColumn({ name: 'created_at', type: 'datetime', precision: 3 })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'datetime', precision: 3 })
  updatedAt: Date;
}
