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
  AbstractDecision,
  AbstractLanguage,
  AbstractPresentationType,
  AbstractStatus,
  AbstractTextSource,
  AuthorResponse,
  SubthemeTitle,
  Language,
} from '@caawg11/conference';
import { StoredFile } from '../../platform/files/stored-file.entity.js';

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

  /** The language the visitor used on the site; every e-mail to them is written in it. */
  @Column({ name: 'visitor_language', type: 'varchar', length: 2, default: 'en' })
  visitorLanguage: Language;

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

  /** The abstract's text: typed in the form, or read from its Word file when none was typed. */
  @Column({ name: 'abstract_text', type: 'text', nullable: true })
  abstractText: string | null;

  /** Where the text came from; a text read from the file is for its author to check. */
  @Column({ name: 'abstract_text_source', type: 'varchar', length: 16, nullable: true })
  abstractTextSource: AbstractTextSource | null;

  @Column({ type: 'json', nullable: true })
  keywords: string[] | null;

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

  /** The committee's decision; null until one is taken. */
  @Column({ type: 'varchar', length: 16, nullable: true })
  decision: AbstractDecision | null;

  /** For a `duplicate` decision: the abstract this one repeats. */
  @Column({ name: 'duplicate_of_id', type: 'bigint', unsigned: true, nullable: true })
  duplicateOfId: string | null;

  @Column({ name: 'decided_at', type: 'datetime', precision: 3, nullable: true })
  decidedAt: Date | null;

  /** When the author's notice of the current decision went to the outbox; null while queued. */
  @Column({ name: 'decision_notified_at', type: 'datetime', precision: 3, nullable: true })
  decisionNotifiedAt: Date | null;

  /** An accepted author's answer through the notice's link. */
  @Column({ name: 'author_response', type: 'varchar', length: 16, nullable: true })
  authorResponse: AuthorResponse | null;

  @Column({ name: 'author_responded_at', type: 'datetime', precision: 3, nullable: true })
  authorRespondedAt: Date | null;

  /** When its author last changed it after the review round had opened; null if never. */
  @Column({ name: 'changed_after_review_at', type: 'datetime', precision: 3, nullable: true })
  changedAfterReviewAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'datetime', precision: 3 })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'datetime', precision: 3 })
  updatedAt: Date;
}
