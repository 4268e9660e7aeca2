import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { VisaLetterStatus } from '@caawg11/conference';

/**
 * A registrant's request for a visa invitation letter, one per registration. The passport fields
 * are personal data of a high kind: null once the retention rules have cleared them.
 */
@Entity('visa_letter_requests')
export class VisaLetterRequest {
  @PrimaryGeneratedColumn({ type: 'bigint', unsigned: true })
  id: string;

  @Column({ name: 'registration_id', type: 'bigint', unsigned: true })
  registrationId: string;

  @Column({ name: 'full_name', type: 'varchar', length: 100, nullable: true })
  fullName: string | null;

  @Column({ name: 'passport_number', type: 'varchar', length: 20, nullable: true })
  passportNumber: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  nationality: string | null;

  @Column({ name: 'date_of_birth', type: 'date', nullable: true })
  dateOfBirth: string | null;

  @Column({ name: 'passport_expiry', type: 'date', nullable: true })
  passportExpiry: string | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  embassy: string | null;

  @Column({ type: 'varchar', length: 16, default: 'requested' })
  status: VisaLetterStatus;

  @Column({ name: 'requested_at', type: 'datetime', precision: 3 })
  requestedAt: Date;

  @Column({ name: 'decided_at', type: 'datetime', precision: 3, nullable: true })
  decidedAt: Date | null;

  @Column({ name: 'decided_by_email', type: 'varchar', length: 254, nullable: true })
  decidedByEmail: string | null;

  @Column({ name: 'refusal_reason', type: 'varchar', length: 1000, nullable: true })
  refusalReason: string | null;

  /** The code the letter's QR carries, checked on the public verification page. */
  @Column({ name: 'verification_code', type: 'char', length: 14, nullable: true })
  verificationCode: string | null;

  @Column({ name: 'issued_at', type: 'datetime', precision: 3, nullable: true })
  issuedAt: Date | null;

  /** The issued letter as sent; it repeats the passport data, so retention clears it too. */
  @Column({ name: 'letter_pdf', type: 'mediumblob', nullable: true, select: false })
  letterPdf: Buffer | null;

  @Column({ name: 'passport_data_cleared_at', type: 'datetime', precision: 3, nullable: true })
  passportDataClearedAt: Date | null;
}
