import type {
  AdminPayment,
  BankStatementSummary,
  BankStatementView,
  CsvLayout,
  ApiResult,
  AuthUser,
  DashboardStatistics,
  FieldTripFilter,
  FileLink,
  LoginRequest,
  LoginResult,
  TwoFactorChallenge,
  RecordedPaymentRequest,
  RecordedRefund,
  RefundRequest,
  PaymentRejection,
  PaymentVerification,
  PaymentStatus,
  RegistrationStatusChange,
  RoleChange,
  StaffRole,
  TeamMember,
} from '@caawg11/conference';
import { apiRequest, apiUpload } from './client';
import type {
  AdminRegistrationDetails,
  AdminRegistrationUpdate,
  DataResult,
  ListResult,
  PaymentFilter,
} from './types';

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

export async function fetchDashboard(): Promise<DashboardStatistics> {
  return (await apiRequest<DataResult<DashboardStatistics>>('/admin/dashboard')).data;
}

export function fetchRegistrations(
  page: number,
  limit: number,
  paymentStatus?: PaymentStatus,
  fieldTrip?: FieldTripFilter,
): Promise<ListResult<AdminRegistrationDetails>> {
  const query = new URLSearchParams({ page: String(page), limit: String(limit) });
  if (paymentStatus) query.set('paymentStatus', paymentStatus);
  if (fieldTrip) query.set('fieldTrip', fieldTrip);
  return apiRequest(`/admin/registrations?${query.toString()}`);
}

/** Registrations matching an e-mail or name; an empty list when the api answers 404. */
export async function searchRegistrations(text: string): Promise<AdminRegistrationDetails[]> {
  const query = new URLSearchParams({ email: text });
  try {
    const result = await apiRequest<DataResult<AdminRegistrationDetails[]>>(
      `/admin/registrations/search?${query.toString()}`,
    );
    return result.data;
  } catch (error) {
    if ((error as { status?: number }).status === 404) return [];
    throw error;
  }
}

export async function fetchRegistration(id: string): Promise<AdminRegistrationDetails> {
  return (
    await apiRequest<DataResult<AdminRegistrationDetails>>(
      `/admin/registrations/${encodeURIComponent(id)}`,
    )
  ).data;
}

export async function updateRegistrationStatus(
  id: string,
  status: PaymentStatus,
): Promise<AdminRegistrationDetails> {
  return (
    await apiRequest<DataResult<AdminRegistrationDetails>>(
      `/admin/registrations/${encodeURIComponent(id)}/status`,
      { method: 'PUT', body: { status } satisfies RegistrationStatusChange },
    )
  ).data;
}

export async function updateRegistration(
  id: string,
  fields: AdminRegistrationUpdate,
): Promise<AdminRegistrationDetails> {
  return (
    await apiRequest<DataResult<AdminRegistrationDetails>>(
      `/admin/registrations/${encodeURIComponent(id)}`,
      { method: 'PUT', body: fields },
    )
  ).data;
}

export async function recordPayment(
  registrationId: string,
  payment: RecordedPaymentRequest,
  idempotencyKey: string,
): Promise<AdminPayment> {
  return (
    await apiRequest<DataResult<AdminPayment>>(
      `/admin/registrations/${encodeURIComponent(registrationId)}/payments`,
      { method: 'POST', body: payment, idempotencyKey },
    )
  ).data;
}

export async function recordRefund(
  registrationId: string,
  refund: RefundRequest,
  idempotencyKey: string,
): Promise<RecordedRefund> {
  return (
    await apiRequest<DataResult<RecordedRefund>>(
      `/admin/registrations/${encodeURIComponent(registrationId)}/refunds`,
      { method: 'POST', body: refund, idempotencyKey },
    )
  ).data;
}

export function fetchPayments(status: PaymentFilter): Promise<ListResult<AdminPayment>> {
  return apiRequest(`/admin/payments?status=${status}`);
}

export async function verifyPayment(id: string, amount: number): Promise<void> {
  await apiRequest(`/admin/payments/${encodeURIComponent(id)}/verify`, {
    method: 'PUT',
    body: { amount } satisfies PaymentVerification,
  });
}

export async function rejectPayment(id: string, notes: string): Promise<void> {
  await apiRequest(`/admin/payments/${encodeURIComponent(id)}/reject`, {
    method: 'PUT',
    body: { notes } satisfies PaymentRejection,
  });
}

/**
 * Asks for a short-lived signed link to a file. `linkPath` is the link route the api gave with
 * the record the file belongs to (a proofUrl, studentIdUrl, fileUrl or fileLinkUrl), e.g.
 * /api/admin/payments/12/proof-link.
 */
export async function requestFileLink(linkPath: string): Promise<string> {
  const path = linkPath.startsWith('/api/') ? linkPath.slice('/api'.length) : linkPath;
  return (await apiRequest<FileLink>(path, { method: 'POST' })).url;
}

export function fetchTeam(): Promise<ListResult<TeamMember>> {
  return apiRequest('/admin/team');
}

export async function changeMemberRole(id: string, role: StaffRole): Promise<void> {
  await apiRequest(`/admin/team/${encodeURIComponent(id)}/role`, {
    method: 'PUT',
    body: { role } satisfies RoleChange,
  });
}

export async function disableMember(id: string): Promise<void> {
  await apiRequest(`/admin/team/${encodeURIComponent(id)}/disable`, { method: 'PUT' });
}

export async function fetchBankStatements(): Promise<BankStatementSummary[]> {
  return (await apiRequest<DataResult<BankStatementSummary[]>>('/admin/bank-statements')).data;
}

export function fetchBankStatement(id: string): Promise<BankStatementView> {
  return apiRequest(`/admin/bank-statements/${encodeURIComponent(id)}`);
}

/** Reads and matches a statement without booking it; a new CSV layout needs `layout`. */
export function importBankStatement(
  file: File,
  layout: CsvLayout | null,
  onUploadProgress: (fraction: number) => void,
): Promise<BankStatementView> {
  const form = new FormData();
  if (layout) form.append('layout', JSON.stringify(layout));
  form.append('file', file);
  return apiUpload('/admin/bank-statements', form, onUploadProgress);
}

function statementLinePath(statementId: string, lineId: string, decision: string): string {
  return `/admin/bank-statements/${encodeURIComponent(statementId)}/lines/${encodeURIComponent(lineId)}/${decision}`;
}

export function assignStatementLine(
  statementId: string,
  lineId: string,
  registrationId: string,
): Promise<BankStatementView> {
  return apiRequest(statementLinePath(statementId, lineId, 'assign'), {
    method: 'PUT',
    body: { registrationId },
  });
}

export function discardStatementLine(
  statementId: string,
  lineId: string,
  comment: string,
): Promise<BankStatementView> {
  return apiRequest(statementLinePath(statementId, lineId, 'discard'), {
    method: 'PUT',
    body: { comment },
  });
}

export function confirmBankStatement(id: string): Promise<BankStatementView> {
  return apiRequest(`/admin/bank-statements/${encodeURIComponent(id)}/confirm`, {
    method: 'POST',
  });
}
