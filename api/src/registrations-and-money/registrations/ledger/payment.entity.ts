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
import type { PaymentMethod, PaymentStatus } from '@caawg11/conference';
import { decimalToNumber } from '../../../platform/database/decimal.transformer.js';
import { StoredFile } from '../../../platform/files/stored-file.entity.js';
import { Registration } from '../registration.entity.js';

export type PaymentSource = 'registrant' | 'admin' | 'bank-statement';

/** A payment a registrant reported with a proof, or one an admin recorded. */
@Entity('payments')
@Index('idx_payments_status_created', ['status', 'createdAt'])
@Index('idx_payments_created', ['createdAt'])
@Index('idx_payments_registration', ['registrationId'])
export class Payment {
  @PrimaryGeneratedColumn({ type: 'bigint', unsigned: true })
  id: string;

  @Column({ name: 'registration_id', type: 'bigint', unsigned: true })
  registrationId: string;

  @ManyToOne(() => Registration, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'registration_id' })
  registration?: Registration;

  @Column({ type: 'decimal', precision: 10, scale: 2, transformer: decimalToNumber })
  amount: number;

  @Column({ type: 'varchar', length: 24 })
  method: PaymentMethod;

  /** The transaction reference given by the payer. */
  @Column({ type: 'varchar', length: 100 })
  reference: string;

  @Column({ name: 'payment_date', type: 'date' })
  paymentDate: string;

  @Column({ type: 'varchar', length: 16, default: 'pending' })
  status: PaymentStatus;

  @Column({ name: 'proof_file_id', type: 'bigint', unsigned: true, nullable: true })
  proofFileId: string | null;

  @ManyToOne(() => StoredFile, { nullable: true, onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'proof_file_id' })
  proofFile?: StoredFile | null;

  /** The reason given when an admin rejected the payment. */
  @Column({ type: 'text', nullable: true })
  notes: string | null;

  @Column({ type: 'varchar', length: 16, default: 'registrant' })
  source: PaymentSource;

  /** The access link a registrant's proof came through (counted against its upload limits). */
  @Column({ name: 'access_token_id', type: 'bigint', unsigned: true, nullable: true })
  accessTokenId: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'datetime', precision: 3 })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'datetime', precision: 3 })
  updatedAt: Date;
}
