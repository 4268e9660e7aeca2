import type {
  AdminRegistrationDetails,
  DataResult,
  FieldTripSettings,
  FieldTripView,
} from '@caawg11/conference';
import { apiRequest } from '../../../api/client';

export const cancellationQueryKeys = {
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
