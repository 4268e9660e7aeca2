import type {
  ApiResult,
  AuthUser,
  LoginRequest,
  LoginResult,
  TwoFactorChallenge,
} from '@caawg11/conference';
import { apiRequest } from '../api/client';
import type { DataResult } from '../api/types';

/** A token, or, for an account with two factors on, the challenge of the code step. */
export function login(credentials: LoginRequest): Promise<LoginResult | TwoFactorChallenge> {
  return apiRequest('/auth/login', { method: 'POST', body: credentials });
}

/** Ends the session on the server, so the token stops working even where a copy of it remains. */
export function logout(): Promise<ApiResult> {
  return apiRequest<ApiResult>('/auth/logout', { method: 'POST' });
}

export async function fetchCurrentUser(): Promise<AuthUser> {
  return (await apiRequest<DataResult<AuthUser>>('/auth/me')).data;
}
