import type { CancellationPolicy, DataResult } from '@caawg11/conference';
import { apiRequest } from '../../../api/client';

export const cancellationPolicyQueryKey = ['cancellation-policy'] as const;

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
