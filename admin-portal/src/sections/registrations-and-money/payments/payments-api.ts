import type { AdminPayment, PaymentRejection, PaymentVerification } from '@caawg11/conference';
import { apiRequest } from '../../../api/client';
import type { ListResult, PaymentFilter } from '../../../api/types';

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
