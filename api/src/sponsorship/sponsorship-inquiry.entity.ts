import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

export type SponsorshipInquiryStatus = 'new' | 'contacted' | 'closed';

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
  status: SponsorshipInquiryStatus;

  @CreateDateColumn({ name: 'created_at', type: 'datetime', precision: 3 })
  createdAt: Date;
}
