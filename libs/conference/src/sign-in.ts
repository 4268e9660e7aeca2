import type { ApiResult } from './api-results.js';
import type { AccountRole } from './roles.js';
import type { SubthemeTitle } from './choices.js';

export interface LoginRequest {
  email: string;
  password: string;
}

export interface AuthUser {
  id: string;
  email: string;
  role: AccountRole;
  /** A reviewer's subthemes: the abstracts they may see. */
  subthemes?: readonly SubthemeTitle[];
  /**
   * Set on a sign-in whose role needs two factors the account has not set up: it reaches the
   * two-factor set-up and nothing else.
   */
  twoFactorSetupRequired?: true;
}

export interface LoginResult extends ApiResult {
  token: string;
  /** The token reaches only the two-factor set-up until it is done. */
  twoFactorSetupRequired?: true;
}

/** `POST /api/auth/password`: answers as a sign-in does, with a fresh token. */
export interface PasswordChange {
  currentPassword: string;
  newPassword: string;
}

/** `POST /api/auth/password-reset`: answers 202 alike for every address. */
export interface PasswordResetRequest {
  email: string;
}

/**
 * `POST /api/auth/password-reset/confirm`: the token of the e-mailed link, in the body as an
 * invitation's travels, and the new password.
 */
export interface PasswordResetConfirmation {
  token: string;
  password: string;
}
