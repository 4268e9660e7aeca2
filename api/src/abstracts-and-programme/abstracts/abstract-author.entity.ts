import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { AbstractSubmission } from './abstract-submission.entity.js';

/** One of an abstract's authors, in the order the submitter gave them. */
@Entity('abstract_authors')
@Index('uq_abstract_authors_position', ['abstractId', 'position'], { unique: true })
@Index('idx_abstract_authors_email', ['email'])
@Index('uq_abstract_authors_not_me_token', ['notMeTokenHash'], { unique: true })
export class AbstractAuthorRow {
  @PrimaryGeneratedColumn({ type: 'bigint', unsigned: true })
  id: string;

  @Column({ name: 'abstract_id', type: 'bigint', unsigned: true })
  abstractId: string;

  @ManyToOne(() => AbstractSubmission, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'abstract_id', foreignKeyConstraintName: 'fk_abstract_authors_abstract' })
  abstract?: AbstractSubmission;

  /** 1 for the first author. */
  @Column({ type: 'smallint', unsigned: true })
  position: number;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Column({ type: 'varchar', length: 200 })
  affiliation: string;

  @Column({ type: 'varchar', length: 60, nullable: true })
  country: string | null;

  /** Stored in lower case; optional for an author who neither presents nor submitted. */
  @Column({ type: 'varchar', length: 254, nullable: true })
  email: string | null;

  @Column({ type: 'boolean', default: false })
  presenting: boolean;

  /**
   * Hex SHA-256 of the token in the e-mail telling a co-author they were named, the link to say
   * it is not them; null for the submitter and an author without an address.
   */
  @Column({ name: 'not_me_token_hash', type: 'char', length: 64, nullable: true })
  notMeTokenHash: string | null;

  /** When the person named said they are not one of the abstract's authors. */
  @Column({ name: 'disowned_at', type: 'datetime', precision: 3, nullable: true })
  disownedAt: Date | null;
}
