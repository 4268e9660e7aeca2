import type {
  DataResult,
  GroupInvoiceRequest,
  GroupInvoiceSummary,
  GroupInvoiceView,
  ListResult,
} from '@caawg11/conference';
import { apiDownload, apiRequest } from '../../../api/client';

export const groupInvoiceQueryKeys = {
  list: (page: number) => ['group-invoices', 'page', page] as const,
  one: (id: string) => ['group-invoices', 'one', id] as const,
  all: ['group-invoices'] as const,
  lists: ['group-invoices', 'page'] as const,
};

const base = '/admin/group-invoices';

export function fetchGroupInvoices(page: number): Promise<ListResult<GroupInvoiceSummary>> {
  return apiRequest(`${base}?page=${page}`);
}

export async function fetchGroupInvoice(id: string): Promise<GroupInvoiceView> {
  return (await apiRequest<DataResult<GroupInvoiceView>>(`${base}/${encodeURIComponent(id)}`)).data;
}

export async function createGroupInvoice(invoice: GroupInvoiceRequest): Promise<GroupInvoiceView> {
  return (await apiRequest<DataResult<GroupInvoiceView>>(base, { method: 'POST', body: invoice }))
    .data;
}

export async function sendGroupInvoice(id: string, email: string): Promise<void> {
  await apiRequest(`${base}/${encodeURIComponent(id)}/send`, {
    method: 'POST',
    body: { email },
  });
}

export async function cancelGroupInvoice(id: string, reason: string): Promise<GroupInvoiceView> {
  return (
    await apiRequest<DataResult<GroupInvoiceView>>(`${base}/${encodeURIComponent(id)}/cancel`, {
      method: 'POST',
      body: { reason },
    })
  ).data;
}

export function downloadGroupInvoice(invoice: GroupInvoiceSummary): Promise<void> {
  return apiDownload(`${base}/${encodeURIComponent(invoice.id)}/pdf`, `${invoice.reference}.pdf`);
}
