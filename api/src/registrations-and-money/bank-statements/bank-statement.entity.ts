import {
  Column,
  CreateDateColumn,
  Entity,
  JoinColumn,
  ManyToOne,
  OneToMany,
  PrimaryColumn,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import type { BankLineResolution, CsvLayout } from '@caawg11/conference';
import type { GroupAllocation } from './group-transfer.js';
import type { LineOutcome } from './match-lines.js';
import type { StatementFormat } from './read-statement.js';

/** A statement file as finance imported it; booked when someone confirms it. */
@Entity('bank_statements')
export class BankStatement {
  @PrimaryGeneratedColumn({ type: 'bigint', unsigned: true })
  id: string;

  @Column({ type: 'varchar', length: 8 })
  format: StatementFormat;

  @Column({ name: 'file_name', type: 'varchar', length: 255 })
  fileName: string;

  @Column({ name: 'file_sha256', type: 'char', length: 64 })
  fileSha256: string;

  @Column({ name: 'imported_by_user_id', type: 'bigint', unsigned: true, nullable: true })
  importedByUserId: string | null;

  @Column({ name: 'imported_by_email', type: 'varchar', length: 254 })
  importedByEmail: string;

  @Column({ name: 'confirmed_by_email', type: 'varchar', length: 254, nullable: true })
  confirmedByEmail: string | null;

  @Column({ name: 'confirmed_at', type: 'datetime', precision: 3, nullable: true })
  confirmedAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'datetime', precision: 3 })
  createdAt: Date;

  @OneToMany(() => BankStatementLine, (line) => line.statement)
  lines?: BankStatementLine[];
}

/** One credited transfer of a statement and what the import made of it. */
@Entity('bank_statement_lines')
export class BankStatementLine {
  @PrimaryGeneratedColumn({ type: 'bigint', unsigned: true })
  id: string;

  @Column({ name: 'statement_id', type: 'bigint', unsigned: true })
  statementId: string;

  @ManyToOne(() => BankStatement, (statement) => statement.lines, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'statement_id' })
  statement?: BankStatement;

  /** Order in the file, from 0. */
  @Column({ type: 'int', unsigned: true })
  position: number;

  @Column({ name: 'line_key', type: 'char', length: 64 })
  lineKey: string;

  @Column({ name: 'booking_date', type: 'date' })
  bookingDate: string;

  @Column({ name: 'amount_cents', type: 'bigint', transformer: { to: String, from: Number } })
  amountCents: number;

  @Column({ type: 'char', length: 3 })
  currency: string;

  @Column({ type: 'text' })
  description: string;

  @Column({ name: 'payer_name', type: 'varchar', length: 255 })
  payerName: string;

  @Column({ name: 'bank_reference', type: 'varchar', length: 100 })
  bankReference: string;

  @Column({ type: 'varchar', length: 16 })
  outcome: LineOutcome;

  @Column({ name: 'registration_id', type: 'bigint', unsigned: true, nullable: true })
  registrationId: string | null;

  @Column({
    name: 'due_after_cents',
    type: 'bigint',
    nullable: true,
    transformer: {
      to: (value: number | null) => value,
      from: (value: string | null) => (value === null ? null : Number(value)),
    },
  })
  dueAfterCents: number | null;

  @Column({ type: 'varchar', length: 16, nullable: true })
  resolution: BankLineResolution | null;

  @Column({ type: 'text', nullable: true })
  comment: string | null;

  @Column({ name: 'payment_id', type: 'bigint', unsigned: true, nullable: true })
  paymentId: string | null;

  /** The live group invoice the line quotes; its transfer is shared among the group. */
  @Column({ name: 'group_invoice_id', type: 'bigint', unsigned: true, nullable: true })
  groupInvoiceId: string | null;

  @Column({ name: 'group_shares', type: 'json', nullable: true })
  groupShares: GroupAllocation | null;
}

/** A bank's CSV layout, found again by the signature of its header. */
@Entity('bank_csv_layouts')
export class BankCsvLayout {
  @PrimaryColumn({ type: 'char', length: 64 })
  signature: string;

  @Column({ type: 'json' })
  headers: string[];

  @Column({ type: 'json' })
  layout: CsvLayout;

  @Column({ name: 'saved_by_email', type: 'varchar', length: 254 })
  savedByEmail: string;

  @UpdateDateColumn({ name: 'updated_at', type: 'datetime', precision: 3 })
  updatedAt: Date;
}
