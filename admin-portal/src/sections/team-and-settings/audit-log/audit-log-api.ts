import {
  auditRecordTypes,
  isCalendarDate,
  type AuditLogQuery,
  type AuditLogView,
  type AuditRecordType,
  type ListResult,
} from '@caawg11/conference';
import { apiRequest } from '../../../api/client';

export type AuditLogFilters = Required<
  Pick<AuditLogQuery, 'actor' | 'recordId' | 'from' | 'to'>
> & { recordType: AuditRecordType | '' };

export const filterNames = ['actor', 'recordType', 'recordId', 'from', 'to'] as const;

const recordIdPattern = /^[\w-]{1,40}$/;

/**
 * The filters the URL holds, as the api would accept them: a value typed into the address bar
 * that the api would refuse is left out rather than failing the whole log.
 */
export function filtersOf(params: URLSearchParams): AuditLogFilters {
  const value = (name: string) => params.get(name)?.trim() ?? '';
  const recordType = value('recordType');
  return {
    actor: value('actor').slice(0, 254),
    recordType: (auditRecordTypes as readonly string[]).includes(recordType)
      ? (recordType as AuditRecordType)
      : '',
    recordId: recordIdPattern.test(value('recordId')) ? value('recordId') : '',
    from: isCalendarDate(value('from')) ? value('from') : '',
    to: isCalendarDate(value('to')) ? value('to') : '',
  };
}

export function pageOf(params: URLSearchParams): number {
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  return Number.isFinite(page) && page > 1 ? page : 1;
}

export function auditLogQueryKey(filters: AuditLogFilters, page: number, limit: number) {
  return ['audit-log', filters, page, limit] as const;
}

export function fetchAuditLog(
  filters: AuditLogFilters,
  page: number,
  limit: number,
): Promise<ListResult<AuditLogView>> {
  const query = new URLSearchParams({ page: String(page), limit: String(limit) });
  for (const name of filterNames) if (filters[name]) query.set(name, filters[name]);
  return apiRequest(`/admin/audit-log?${query.toString()}`);
}
