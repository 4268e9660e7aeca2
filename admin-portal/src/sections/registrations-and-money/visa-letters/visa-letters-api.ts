import type {
  ApiResult,
  DataResult,
  ListResult,
  VisaLetterRow,
  VisaLetterSettings,
  VisaLetterSettingsView,
  VisaLetterStatus,
} from '@caawg11/conference';
import { apiDownload, apiRequest, apiUpload } from '../../../api/client';
import type { ExportFormat } from '../../../components/ExportButtons';

export const visaLettersQueryKey = ['visa-letters'] as const;
export const visaLetterSettingsQueryKey = ['visa-letters', 'settings'] as const;

export interface VisaLetterFilter {
  status: VisaLetterStatus | '';
  search: string;
  page: number;
}

function filterQuery(filter: Omit<VisaLetterFilter, 'page'>): URLSearchParams {
  const query = new URLSearchParams();
  if (filter.status) query.set('status', filter.status);
  if (filter.search.trim()) query.set('search', filter.search.trim());
  return query;
}

export function fetchVisaLetters(filter: VisaLetterFilter): Promise<ListResult<VisaLetterRow>> {
  const query = filterQuery(filter);
  query.set('page', String(filter.page));
  return apiRequest(`/admin/visa-letters?${query.toString()}`);
}

export function exportVisaLetters(
  filter: Omit<VisaLetterFilter, 'page'>,
  format: ExportFormat,
): Promise<void> {
  const query = filterQuery(filter);
  query.set('format', format);
  return apiDownload(`/admin/visa-letters/export?${query.toString()}`, `visa-letters.${format}`);
}

export async function fetchVisaLetterSettings(): Promise<VisaLetterSettingsView> {
  return (await apiRequest<DataResult<VisaLetterSettingsView>>('/admin/visa-letters/settings'))
    .data;
}

export function saveVisaLetterSettings(
  settings: VisaLetterSettings,
): Promise<DataResult<VisaLetterSettingsView>> {
  return apiRequest('/admin/visa-letters/settings', { method: 'PUT', body: settings });
}

export function uploadSignature(file: File): Promise<DataResult<VisaLetterSettingsView>> {
  const form = new FormData();
  form.append('signature', file);
  return apiUpload('/admin/visa-letters/settings/signature', form);
}

export function issueVisaLetter(id: string): Promise<ApiResult> {
  return apiRequest(`/admin/visa-letters/${encodeURIComponent(id)}/issue`, { method: 'POST' });
}

export function refuseVisaLetter(id: string, reason: string): Promise<ApiResult> {
  return apiRequest(`/admin/visa-letters/${encodeURIComponent(id)}/refuse`, {
    method: 'POST',
    body: { reason },
  });
}
