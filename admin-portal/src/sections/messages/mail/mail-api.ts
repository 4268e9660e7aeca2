import {
  mailStatuses,
  mailTemplatePattern,
  type DataResult,
  type ListResult,
  type MailLogMessage,
  type MailLogRow,
  type MailResendReport,
  type MailStatus,
} from '@caawg11/conference';
import { apiRequest } from '../../../api/client';

export interface MailLogFilters {
  search: string;
  template: string;
  status: MailStatus | '';
}

export const filterNames = ['search', 'template', 'status'] as const;

export const noFilters: MailLogFilters = { search: '', template: '', status: '' };

/**
 * The filters the URL holds, as the api would accept them: a value typed into the address bar
 * that the api would refuse is left out rather than failing the whole log.
 */
export function filtersOf(params: URLSearchParams): MailLogFilters {
  const value = (name: string) => params.get(name)?.trim() ?? '';
  const status = value('status');
  return {
    search: value('search').slice(0, 254),
    template: mailTemplatePattern.test(value('template')) ? value('template') : '',
    status: (mailStatuses as readonly string[]).includes(status) ? (status as MailStatus) : '',
  };
}

export function pageOf(params: URLSearchParams): number {
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  return Number.isFinite(page) && page > 1 ? page : 1;
}

export const mailLogKey = ['mail-log'] as const;

export function mailLogQueryKey(filters: MailLogFilters, page: number, limit: number) {
  return [...mailLogKey, filters, page, limit] as const;
}

export function fetchMailLog(
  filters: MailLogFilters,
  page: number,
  limit: number,
): Promise<ListResult<MailLogRow>> {
  const query = new URLSearchParams({ page: String(page), limit: String(limit) });
  for (const name of filterNames) if (filters[name]) query.set(name, filters[name]);
  return apiRequest(`/admin/mail?${query.toString()}`);
}

export async function fetchMailMessage(id: string): Promise<MailLogMessage> {
  const result = await apiRequest<DataResult<MailLogMessage>>(
    `/admin/mail/${encodeURIComponent(id)}`,
  );
  return result.data;
}

export function resendMail(id: string): Promise<DataResult<MailLogRow>> {
  return apiRequest(`/admin/mail/${encodeURIComponent(id)}/resend`, { method: 'POST' });
}

export function resendFailedMail(): Promise<DataResult<MailResendReport>> {
  return apiRequest('/admin/mail/resend-failed', { method: 'POST' });
}
