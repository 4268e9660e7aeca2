import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** The single-use link of an acceptance notice; only the token's SHA-256 is kept. */
@Entity('abstract_response_tokens')
@Index('idx_abstract_response_tokens_abstract', ['abstractId'])
export class AbstractResponseToken {
  @PrimaryGeneratedColumn({ type: 'bigint', unsigned: true })
  id: string;

  @Column({ name: 'abstract_id', type: 'bigint', unsigned: true })
  abstractId: string;

  /** Hex SHA-256 of the token. */
  @Column({ name: 'token_hash', type: 'char', length: 64, unique: true })
  tokenHash: string;

  @Column({ name: 'expires_at', type: 'datetime', precision: 3 })
  expiresAt: Date;

  /** When the author answered with it; the link opens nothing afterwards. */
  @Column({ name: 'used_at', type: 'datetime', precision: 3, nullable: true })
  usedAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'datetime', precision: 3 })
  createdAt: Date;
}
