import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** A sign-in that has not been ended: its token is accepted while this row exists. */
@Entity('sign_in_sessions')
export class SignInSession {
  /** The `sid` of the token issued for this sign-in. */
  @PrimaryColumn({ type: 'char', length: 36 })
  id: string;

  @Column({ name: 'user_id', type: 'bigint', unsigned: true })
  userId: string;

  @CreateDateColumn({ name: 'created_at', type: 'datetime', precision: 3 })
  createdAt: Date;

  /** When the token expires; the row is of no use after that and is removed. */
  @Column({ name: 'expires_at', type: 'datetime', precision: 3 })
  expiresAt: Date;
}
