import {
  Column,
  CreateDateColumn,
  Entity,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import type { AuthUser, SubthemeTitle } from '@caawg11/conference';

export type UserRole = AuthUser['role'];

/** A person who signs in: admin staff, or a plain user when self-registration is open. */
@Entity('users')
export class User {
  @PrimaryGeneratedColumn({ type: 'bigint', unsigned: true })
  id: string;

  /** Stored in lower case; one account per address. */
  @Column({ type: 'varchar', length: 254, unique: true })
  email: string;

  /** argon2id, in the PHC string format (algorithm, parameters and salt travel with it). */
  @Column({ name: 'password_hash', type: 'varchar', length: 255 })
  passwordHash: string;

  @Column({ type: 'varchar', length: 16, default: 'user' })
  role: UserRole;

  /** Moves on whenever the account's sign-ins end; a token of an earlier version is refused. */
  @Column({ name: 'token_version', type: 'int', unsigned: true, default: 0 })
  tokenVersion: number;

  /** For a reviewer: the subthemes whose abstracts they review. */
  @Column({ type: 'json', nullable: true })
  subthemes: SubthemeTitle[] | null;

  /**
   * The TOTP secret, encrypted (see TwoFactorSecretCipher). Present with no
   * `twoFactorEnabledAt` while a set-up waits for its first code.
   */
  @Column({ name: 'two_factor_secret', type: 'varchar', length: 255, nullable: true })
  twoFactorSecret: string | null;

  /** Set once a code confirmed the secret: from then on signing in asks for a code. */
  @Column({ name: 'two_factor_enabled_at', type: 'datetime', precision: 3, nullable: true })
  twoFactorEnabledAt: Date | null;

  /** The time step of the last code accepted: that code, and older ones, are refused. */
  @Column({
    name: 'two_factor_last_time_step',
    type: 'bigint',
    unsigned: true,
    nullable: true,
    transformer: {
      to: (value: number | null) => value,
      from: (value: string | number | null) => (value === null ? null : Number(value)),
    },
  })
  twoFactorLastTimeStep: number | null;

  /** Set when the account may no longer sign in. */
  @Column({ name: 'disabled_at', type: 'datetime', precision: 3, nullable: true })
  disabledAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'datetime', precision: 3 })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'datetime', precision: 3 })
  updatedAt: Date;
}
