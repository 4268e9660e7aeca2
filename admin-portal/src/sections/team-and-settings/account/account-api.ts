import type { LoginResult, PasswordChange } from '@caawg11/conference';
import { apiRequest } from '../../../api/client';

/** Answers with a fresh token: the change ends every earlier sign-in, this one included. */
export function changeOwnPassword(change: PasswordChange): Promise<LoginResult> {
  return apiRequest('/auth/password', { method: 'POST', body: change });
}

/**
 * Ends every sign-in of the account on every device; answers with a fresh token so this one
 * goes on.
 */
export function endAllSessions(): Promise<LoginResult> {
  return apiRequest('/auth/sessions/end-all', { method: 'POST' });
}
