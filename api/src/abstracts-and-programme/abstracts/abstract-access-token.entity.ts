import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
} from 'typeorm';
import { AbstractSubmission } from './abstract-submission.entity.js';

/**
 * A link to an abstract's page for its submitter. Only the SHA-256 of the token is kept, so a
 * copy of the database opens nobody's abstract.
 */
@Entity('abstract_access_tokens')
@Index('idx_abstract_access_tokens_abstract', ['abstractId'])
@Index('idx_abstract_access_tokens_expires', ['expiresAt'])
export class AbstractAccessToken {
  @PrimaryGeneratedColumn({ type: 'bigint', unsigned: true })
  id: string;

  @Column({ name: 'abstract_id', type: 'bigint', unsigned: true })
  abstractId: string;

  @ManyToOne(() => AbstractSubmission, { onDelete: 'CASCADE' })
  @JoinColumn({
    name: 'abstract_id',
    foreignKeyConstraintName: 'fk_abstract_access_tokens_abstract',
  })
  abstract?: AbstractSubmission;

  /** Hex SHA-256 of the token. */
  @Column({ name: 'token_hash', type: 'char', length: 64, unique: true })
  tokenHash: string;

  @Column({ name: 'expires_at', type: 'datetime', precision: 3 })
  expiresAt: Date;

  @CreateDateColumn({ name: 'created_at', type: 'datetime', precision: 3 })
  createdAt: Date;

  @Column({ name: 'last_used_at', type: 'datetime', precision: 3, nullable: true })
  lastUsedAt: Date | null;
}
