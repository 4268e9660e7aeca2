import type {
  AdminRegistrationDetails,
  CancellationPolicy,
  DataResult,
  FieldTripSettings,
  FieldTripView,
} from '@caawg11/conference';
import { apiRequest } from '../../api/client';

export const cancellationQueryKeys = {
  policy: ['cancellation-policy'] as const,
  fieldTrip: ['field-trip'] as const,
};

export async function cancelRegistration(
  id: string,
  reason: string,
): Promise<AdminRegistrationDetails> {
  return (
    await apiRequest<DataResult<AdminRegistrationDetails>>(`/admin/registrations/${id}/cancel`, {
      method: 'POST',
      body: { reason },
    })
  ).data;
}

export async function fetchCancellationPolicy(): Promise<CancellationPolicy> {
  return (await apiRequest<DataResult<CancellationPolicy>>('/admin/cancellation-policy')).data;
}

export async function saveCancellationPolicy(
  policy: CancellationPolicy,
): Promise<CancellationPolicy> {
  return (
    await apiRequest<DataResult<CancellationPolicy>>('/admin/cancellation-policy', {
      method: 'PUT',
      body: policy,
    })
  ).data;
}

export async function fetchFieldTrip(): Promise<FieldTripView> {
  return (await apiRequest<DataResult<FieldTripView>>('/admin/field-trip')).data;
}

export async function saveFieldTrip(settings: FieldTripSettings): Promise<FieldTripView> {
  return (
    await apiRequest<DataResult<FieldTripView>>('/admin/field-trip', {
      method: 'PUT',
      body: settings,
    })
  ).data;
}
