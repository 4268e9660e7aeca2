import { requestJson } from '@caawg11/conference/http';
import type {
  ApiResult,
  PasswordResetConfirmation,
  PasswordResetRequest,
} from '@caawg11/conference';
import { portalLanguage } from '../../../api/client';

const timeoutMs = 20_000;

/** Sent without any stored admin token: the member cannot sign in. */
export function requestPasswordReset(request: PasswordResetRequest): Promise<ApiResult> {
  return requestJson<ApiResult>('POST', '/auth/password-reset', request, {
    timeoutMs,
    language: portalLanguage,
  });
}

/** The token from the e-mailed link travels in the body, never in a URL a log would keep. */
export function confirmPasswordReset(confirmation: PasswordResetConfirmation): Promise<ApiResult> {
  return requestJson<ApiResult>('POST', '/auth/password-reset/confirm', confirmation, {
    timeoutMs,
    language: portalLanguage,
  });
}
