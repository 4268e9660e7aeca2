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
  AbstractLanguage,
  AbstractPresentationType,
  AbstractStatus,
  SubthemeTitle,
} from '@caawg11/conference';
import { StoredFile } from '../files/stored-file.entity.js';

/** An abstract sent from the Abstracts page, with its Word file. */
@Entity('abstracts')
@Index('idx_abstracts_email', ['email'])
@Index('idx_abstracts_status_created', ['status', 'createdAt'])
@Index('idx_abstracts_created', ['createdAt'])
export class AbstractSubmission {
  @PrimaryGeneratedColumn({ type: 'bigint', unsigned: true })
  id: string;

  @Column({ name: 'full_name', type: 'varchar', length: 100 })
  fullName: string;

  @Column({ type: 'varchar', length: 200 })
  affiliation: string;

  /** Stored in lower case. */
  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ type: 'varchar', length: 40, nullable: true })
  phone: string | null;

  @Column({ name: 'abstract_title', type: 'varchar', length: 300 })
  abstractTitle: string;

  @Column({ type: 'varchar', length: 100 })
  subtheme: SubthemeTitle;

  @Column({ type: 'varchar', length: 16 })
  language: AbstractLanguage;

  @Column({ name: 'presentation_type', type: 'varchar', length: 32 })
  presentationType: AbstractPresentationType;

  @Column({ type: 'text', nullable: true })
  comments: string | null;

  @Column({ name: 'file_id', type: 'bigint', unsigned: true })
  fileId: string;

  @ManyToOne(() => StoredFile, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'file_id' })
  file?: StoredFile;

  @Column({ type: 'varchar', length: 16, default: 'submitted' })
  status: AbstractStatus;

  /** The team member who holds the record; null while nobody does. */
  @Column({ name: 'assignee_user_id', type: 'bigint', unsigned: true, nullable: true })
  assigneeUserId: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'datetime', precision: 3 })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'datetime', precision: 3 })
  updatedAt: Date;
}
