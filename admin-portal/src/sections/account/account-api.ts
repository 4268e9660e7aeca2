import type { LoginResult } from '@caawg11/conference';
import { apiRequest } from '../../api/client';

interface PasswordChange {
  currentPassword: string;
  newPassword: string;
}

/** Answers with a fresh token: the change ends every earlier sign-in, this one included. */
export function changeOwnPassword(change: PasswordChange): Promise<LoginResult> {
  return apiRequest('/auth/password', { method: 'POST', body: change });
}
