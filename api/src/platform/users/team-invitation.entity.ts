import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { StaffRole, SubthemeTitle } from '@caawg11/conference';

/** An invitation to the team, usable once until it expires, is replaced or is revoked. */
@Entity('team_invitations')
@Index('idx_team_invitations_email', ['email'])
export class TeamInvitationEntry {
  @PrimaryGeneratedColumn({ type: 'bigint', unsigned: true })
  id: string;

  /** Stored in lower case. */
  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ type: 'varchar', length: 16 })
  role: StaffRole;

  @Column({ type: 'json', nullable: true })
  subthemes: SubthemeTitle[] | null;

  /** Hex SHA-256 of the link's token. */
  @Column({ name: 'token_hash', type: 'char', length: 64, unique: true })
  tokenHash: string;

  @Column({ name: 'expires_at', type: 'datetime', precision: 3 })
  expiresAt: Date;

  @Column({ name: 'accepted_at', type: 'datetime', precision: 3, nullable: true })
  acceptedAt: Date | null;

  /** Set when a newer invitation to the same address replaces this one. */
  @Column({ name: 'revoked_at', type: 'datetime', precision: 3, nullable: true })
  revokedAt: Date | null;

  @Column({ name: 'invited_by_email', type: 'varchar', length: 254 })
  invitedByEmail: string;

  @CreateDateColumn({ name: 'created_at', type: 'datetime', precision: 3 })
  createdAt: Date;
}
