import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import type { MembershipStatus, MembershipTitle, Language } from '@caawg11/conference';

/** An application sent from the About page's "Become a Member" dialog. */
@Entity('membership_applications')
@Index('idx_membership_applications_email', ['email'])
@Index('idx_membership_applications_status_created', ['status', 'createdAt'])
@Index('idx_membership_applications_created', ['createdAt'])
export class MembershipApplication {
  @PrimaryGeneratedColumn({ type: 'bigint', unsigned: true })
  id: string;

  @Column({ type: 'varchar', length: 20 })
  title: MembershipTitle;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Column({ type: 'varchar', length: 200 })
  organisation: string;

  @Column({ type: 'varchar', length: 200 })
  profession: string;

  @Column({ type: 'varchar', length: 200 })
  qualification: string;

  @Column({ type: 'varchar', length: 1000, nullable: true })
  address: string | null;

  @Column({ type: 'varchar', length: 40, nullable: true })
  phone: string | null;

  @Column({ type: 'varchar', length: 40, nullable: true })
  mobile: string | null;

  @Column({ type: 'varchar', length: 40, nullable: true })
  fax: string | null;

  /** Stored in lower case. */
  @Column({ type: 'varchar', length: 254 })
  email: string;

  /** The language the visitor used on the site; every e-mail to them is written in it. */
  @Column({ type: 'varchar', length: 2, default: 'en' })
  language: Language;

  @Column({ type: 'varchar', length: 500, nullable: true })
  webpage: string | null;

  @Column({ type: 'varchar', length: 16, default: 'new' })
  status: MembershipStatus;

  /** The team member who holds the record; null while nobody does. */
  @Column({ name: 'assignee_user_id', type: 'bigint', unsigned: true, nullable: true })
  assigneeUserId: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'datetime', precision: 3 })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'datetime', precision: 3 })
  updatedAt: Date;
}
