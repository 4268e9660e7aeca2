import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import type {
  ParticipantCategory,
  ParticipationType,
  PaymentStatus,
  PricingTier,
  RegistrationPresentationType,
  Language,
} from '@caawg11/conference';
import { StoredFile } from '../../platform/files/stored-file.entity.js';
import { decimalToNumber } from '../../platform/database/decimal.transformer.js';

@Entity('registrations')
@Index('idx_registrations_status_created', ['paymentStatus', 'createdAt'])
@Index('idx_registrations_created', ['createdAt'])
export class Registration {
  @PrimaryGeneratedColumn({ type: 'bigint', unsigned: true })
  id: string;

  /** The short reference a registrant quotes on the bank transfer, e.g. CAAWG11-0042. */
  @Column({ type: 'varchar', length: 20, unique: true, nullable: true })
  reference: string | null;

  @Column({ type: 'varchar', length: 20 })
  title: string;

  @Column({ name: 'other_title', type: 'varchar', length: 100, nullable: true })
  otherTitle: string | null;

  @Column({ name: 'first_name', type: 'varchar', length: 100 })
  firstName: string;

  /** The form's "other names": the family name of the admin views. */
  @Column({ name: 'other_names', type: 'varchar', length: 100 })
  otherNames: string;

  @Column({ type: 'varchar', length: 20 })
  gender: string;

  /** Stored in lower case; one registration per address. */
  @Column({ type: 'varchar', length: 254, unique: true })
  email: string;

  /**
   * A new address an organiser gave, in lower case, until its owner confirms it from the link
   * e-mailed to it; `email` stays the confirmed one meanwhile (see EmailChanges).
   */
  @Column({ name: 'pending_email', type: 'varchar', length: 254, nullable: true })
  pendingEmail: string | null;

  /** Hex SHA-256 of the pending address's confirmation token; null once used or replaced. */
  @Column({ name: 'pending_email_token_hash', type: 'char', length: 64, nullable: true })
  pendingEmailTokenHash: string | null;

  @Column({ name: 'pending_email_expires_at', type: 'datetime', precision: 3, nullable: true })
  pendingEmailExpiresAt: Date | null;

  /** The language the visitor used on the site; every e-mail to them is written in it. */
  @Column({ type: 'varchar', length: 2, default: 'en' })
  language: Language;

  @Column({ type: 'varchar', length: 40 })
  phone: string;

  @Column({ type: 'varchar', length: 100 })
  country: string;

  @Column({ type: 'varchar', length: 100 })
  city: string;

  @Column({ type: 'varchar', length: 200 })
  institution: string;

  @Column({ name: 'participation_type', type: 'varchar', length: 16 })
  participationType: ParticipationType;

  @Column({ name: 'presentation_type', type: 'varchar', length: 16, nullable: true })
  presentationType: RegistrationPresentationType | null;

  @Column({ name: 'participant_category', type: 'varchar', length: 24 })
  participantCategory: ParticipantCategory;

  /** Fee and tier as the server computed them when the registration was accepted. */
  @Column({ name: 'pricing_tier', type: 'varchar', length: 16 })
  pricingTier: PricingTier;

  @Column({
    name: 'fee_usd',
    type: 'decimal',
    precision: 10,
    scale: 2,
    transformer: decimalToNumber,
  })
  feeUsd: number;

  @Column({ name: 'field_trip', type: 'boolean' })
  fieldTrip: boolean;

  @Column({ name: 'marketing_consent', type: 'boolean', default: false })
  marketingConsent: boolean;

  @Column({ name: 'payment_confirmation', type: 'boolean', default: false })
  paymentConfirmation: boolean;

  @Column({ name: 'program_consent', type: 'boolean', default: false })
  programConsent: boolean;

  @Column({ name: 'email_consent', type: 'boolean', default: false })
  emailConsent: boolean;

  @Column({ name: 'student_id_file_id', type: 'bigint', unsigned: true, nullable: true })
  studentIdFileId: string | null;

  @ManyToOne(() => StoredFile, { nullable: true, onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'student_id_file_id' })
  studentIdFile?: StoredFile | null;

  @Column({ name: 'payment_status', type: 'varchar', length: 16, default: 'pending' })
  paymentStatus: PaymentStatus;

  /** When the payment status last changed: a student ID is kept a set time after the decision. */
  @Column({ name: 'payment_status_changed_at', type: 'datetime', precision: 3, nullable: true })
  paymentStatusChangedAt: Date | null;

  /** Set once, when an organiser or the registrant cancels; the row and its money stay. */
  @Column({ name: 'cancelled_at', type: 'datetime', precision: 3, nullable: true })
  cancelledAt: Date | null;

  /** The organiser who cancelled; null when the registrant cancelled from the access-link page. */
  @Column({ name: 'cancelled_by_user_id', type: 'bigint', unsigned: true, nullable: true })
  cancelledByUserId: string | null;

  @Column({ name: 'cancellation_reason', type: 'varchar', length: 1000, nullable: true })
  cancellationReason: string | null;

  /** The policy's share of what was paid that the cancellation gives back, fixed on its day. */
  @Column({ name: 'cancellation_refund_percent', type: 'tinyint', unsigned: true, nullable: true })
  cancellationRefundPercent: number | null;
  /** The name as the delegate wants it on the badge; null prints first name and other names. */
  @Column({ name: 'badge_name', type: 'varchar', length: 200, nullable: true })
  badgeName: string | null;

  /** Raised by each re-issue: a badge code of a lower version is revoked. */
  @Column({ name: 'badge_version', type: 'int', unsigned: true, default: 1 })
  badgeVersion: number;

  @CreateDateColumn({ name: 'created_at', type: 'datetime', precision: 3 })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'datetime', precision: 3 })
  updatedAt: Date;
}
