import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import type {
  AccommodationType,
  BookingStatus,
  SharingPreference,
  Language,
} from '@caawg11/conference';

/** An accommodation booking request sent from the Accommodation page. */
@Entity('bookings')
@Index('idx_bookings_email', ['email'])
@Index('idx_bookings_status_created', ['status', 'createdAt'])
@Index('idx_bookings_created', ['createdAt'])
export class Booking {
  @PrimaryGeneratedColumn({ type: 'bigint', unsigned: true })
  id: string;

  @Column({ name: 'full_name', type: 'varchar', length: 100 })
  fullName: string;

  /** Stored in lower case. */
  @Column({ type: 'varchar', length: 254 })
  email: string;

  /** The language the visitor used on the site; every e-mail to them is written in it. */
  @Column({ type: 'varchar', length: 2, default: 'en' })
  language: Language;

  @Column({ type: 'varchar', length: 40 })
  phone: string;

  @Column({ type: 'varchar', length: 100 })
  nationality: string;

  @Column({ name: 'accommodation_type', type: 'varchar', length: 40 })
  accommodationType: AccommodationType;

  @Column({ name: 'sharing_preference', type: 'varchar', length: 40 })
  sharingPreference: SharingPreference;

  /** YYYY-MM-DD, as the guest chose it. */
  @Column({ name: 'check_in_date', type: 'date' })
  checkInDate: string;

  @Column({ name: 'check_out_date', type: 'date' })
  checkOutDate: string;

  @Column({ name: 'special_requests', type: 'text', nullable: true })
  specialRequests: string | null;

  @Column({ type: 'varchar', length: 16, default: 'new' })
  status: BookingStatus;

  /** The team member who holds the record; null while nobody does. */
  @Column({ name: 'assignee_user_id', type: 'bigint', unsigned: true, nullable: true })
  assigneeUserId: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'datetime', precision: 3 })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'datetime', precision: 3 })
  updatedAt: Date;
}
