import type { LoginResult, PasswordChange } from '@caawg11/conference';
import { apiRequest } from '../../api/client';

/** Answers with a fresh token: the change ends every earlier sign-in, this one included. */
export function changeOwnPassword(change: PasswordChange): Promise<LoginResult> {
  return apiRequest('/auth/password', { method: 'POST', body: change });
}
