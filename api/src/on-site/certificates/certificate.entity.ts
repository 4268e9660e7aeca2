import { Column, Entity, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';
import type { CertificateKind, Language } from '@caawg11/conference';

/** A certificate issued to a delegate, with the code its QR carries. */
@Entity('certificates')
export class Certificate {
  @PrimaryGeneratedColumn({ type: 'bigint', unsigned: true })
  id: string;

  @Column({ type: 'char', length: 14, unique: true })
  code: string;

  @Column({ type: 'varchar', length: 16 })
  kind: CertificateKind;

  /** For a certificate of attendance. */
  @Column({ name: 'registration_id', type: 'bigint', unsigned: true, nullable: true })
  registrationId: string | null;

  /** For a certificate of presentation: the abstract presented. */
  @Column({ name: 'abstract_id', type: 'bigint', unsigned: true, nullable: true })
  abstractId: string | null;

  @Column({ name: 'recipient_name', type: 'varchar', length: 100 })
  recipientName: string;

  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ type: 'varchar', length: 2 })
  language: Language;

  /** The conference's name, or the title of the abstract presented. */
  @Column({ type: 'varchar', length: 300 })
  title: string;

  @Column({ name: 'session_title', type: 'varchar', length: 200, nullable: true })
  sessionTitle: string | null;

  @Column({ name: 'session_day', type: 'date', nullable: true })
  sessionDay: string | null;

  @Column({ name: 'issued_at', type: 'datetime', precision: 3 })
  issuedAt: Date;

  /** When its e-mail was written to the outbox; each certificate is e-mailed once. */
  @Column({ name: 'emailed_at', type: 'datetime', precision: 3, nullable: true })
  emailedAt: Date | null;
}

/** An organiser's record that a delegate attended, until check-ins at the door say so. */
@Entity('attendance_marks')
export class AttendanceMark {
  @PrimaryColumn({ name: 'registration_id', type: 'bigint', unsigned: true })
  registrationId: string;

  @Column({ name: 'marked_at', type: 'datetime', precision: 3 })
  markedAt: Date;

  @Column({ name: 'marked_by_email', type: 'varchar', length: 254 })
  markedByEmail: string;
}
