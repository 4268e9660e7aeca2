import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
} from 'typeorm';
import { Registration } from '../registrations/registration.entity.js';

/**
 * A registrant's access link. Only the SHA-256 of the token is kept, so a copy of the
 * database opens nobody's registration.
 */
@Entity('access_tokens')
@Index('idx_access_tokens_registration', ['registrationId'])
@Index('idx_access_tokens_expires', ['expiresAt'])
export class AccessToken {
  @PrimaryGeneratedColumn({ type: 'bigint', unsigned: true })
  id: string;

  @Column({ name: 'registration_id', type: 'bigint', unsigned: true })
  registrationId: string;

  @ManyToOne(() => Registration, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'registration_id' })
  registration?: Registration;

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
