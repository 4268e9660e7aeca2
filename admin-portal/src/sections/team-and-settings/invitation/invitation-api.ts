import { requestJson } from '@caawg11/conference/http';
import { portalLanguage } from '../../../api/client';
import type {
  ApiResult,
  DataResult,
  InvitationAcceptance,
  InvitationLink,
  InvitationPreview,
} from '@caawg11/conference';

const timeoutMs = 20_000;

/** Sent without any stored admin token: the invitee is not signed in. */
export async function fetchInvitation(token: string): Promise<InvitationPreview> {
  return (
    await requestJson<DataResult<InvitationPreview>>(
      'POST',
      '/auth/invitations/preview',
      { token } satisfies InvitationLink,
      { timeoutMs, language: portalLanguage },
    )
  ).data;
}

export function acceptInvitation(acceptance: InvitationAcceptance): Promise<ApiResult> {
  return requestJson<ApiResult>('POST', '/auth/invitations/accept', acceptance, {
    timeoutMs,
    language: portalLanguage,
  });
}
