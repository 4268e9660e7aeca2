import type { AuthUser } from '@caawg11/conference';
import type { UserRole } from '../users/user.entity.js';

/** What a token carries. The role is re-read from the database on every request. */
export interface JwtPayload {
  sub: string;
  email: string;
  role: UserRole;
  /** The account's token version when the token was issued. */
  ver: number;
  /** The sign-in this token belongs to: logging out ends it alone. */
  sid: string;
  /**
   * Set on the sign-in of an account whose role needs two factors it has not set up: the token
   * reaches the two-factor set-up and nothing else.
   */
  tfs?: true;
}

/** The account a request's token stands for, and the sign-in it belongs to. */
export interface SignedInAccount extends AuthUser {
  sessionId: string;
}
