import type { UserRole } from '../users/user.entity.js';

/** What a token carries. The role is re-read from the database on every request. */
export interface JwtPayload {
  sub: string;
  email: string;
  role: UserRole;
  /** The account's token version when the token was issued. */
  ver: number;
}
