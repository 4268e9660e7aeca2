import type {
  AdminPayment,
  FieldTripFilter,
  RecordedPaymentRequest,
  RecordedRefund,
  RefundRequest,
  PaymentStatus,
  RegistrationStatusChange,
} from '@caawg11/conference';
import { apiRequest } from './client';
import type {
  AdminRegistrationDetails,
  AdminRegistrationUpdate,
  DataResult,
  ListResult,
} from './types';

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
