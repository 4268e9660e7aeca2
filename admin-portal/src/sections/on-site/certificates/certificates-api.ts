import type {
  ApiResult,
  AttendanceMarkRequest,
  AttendanceMarkRow,
  CertificateRow,
  CertificateSendResult,
  CertificateSettings,
  DataResult,
  ListResult,
} from '@caawg11/conference';
import { apiRequest } from '../../../api/client';

export const certificatesQueryKey = ['certificates'] as const;

export function fetchCertificates(page: number): Promise<ListResult<CertificateRow>> {
  return apiRequest(`/admin/certificates?page=${page}`);
}

export async function fetchCertificateSettings(): Promise<CertificateSettings> {
  return (await apiRequest<DataResult<CertificateSettings>>('/admin/certificates/settings')).data;
}

export function saveCertificateSettings(
  settings: CertificateSettings,
): Promise<DataResult<CertificateSettings>> {
  return apiRequest('/admin/certificates/settings', { method: 'PUT', body: settings });
}

export async function fetchAttendance(): Promise<AttendanceMarkRow[]> {
  return (await apiRequest<DataResult<AttendanceMarkRow[]>>('/admin/certificates/attendance')).data;
}

export function markAttendance(mark: AttendanceMarkRequest): Promise<ApiResult> {
  return apiRequest('/admin/certificates/attendance', { method: 'PUT', body: mark });
}

export function sendCertificates(): Promise<DataResult<CertificateSendResult>> {
  return apiRequest('/admin/certificates/send', { method: 'POST' });
}
