import type {
  DataResult,
  LoginResult,
  TwoFactorChallengeAnswer,
  TwoFactorEnabled,
  TwoFactorSetup,
  TwoFactorStatus,
} from '@caawg11/conference';
import { apiRequest } from '../api/client';

export const twoFactorStatusQueryKey = ['auth', 'two-factor'] as const;

/** The code step of a sign-in: a full token for a right code. */
export function verifyTwoFactor(answer: TwoFactorChallengeAnswer): Promise<LoginResult> {
  return apiRequest('/auth/two-factor/verify', { method: 'POST', body: answer });
}

export async function fetchTwoFactorStatus(): Promise<TwoFactorStatus> {
  return (await apiRequest<DataResult<TwoFactorStatus>>('/auth/two-factor')).data;
}

/** A new secret and its QR code; not in use until {@link enableTwoFactor} confirms a code. */
export function startTwoFactorSetup(): Promise<TwoFactorSetup> {
  return apiRequest('/auth/two-factor/setup', { method: 'POST' });
}

export function enableTwoFactor(code: string): Promise<TwoFactorEnabled> {
  return apiRequest('/auth/two-factor/enable', { method: 'POST', body: { code } });
}
