import type { BankStatementSummary, BankStatementView, CsvLayout } from '@caawg11/conference';
import { apiRequest, apiUpload } from '../../../api/client';
import type { DataResult } from '../../../api/types';

export async function fetchBankStatements(): Promise<BankStatementSummary[]> {
  return (await apiRequest<DataResult<BankStatementSummary[]>>('/admin/bank-statements')).data;
}

export function fetchBankStatement(id: string): Promise<BankStatementView> {
  return apiRequest(`/admin/bank-statements/${encodeURIComponent(id)}`);
}

/** Reads and matches a statement without booking it; a new CSV layout needs `layout`. */
export function importBankStatement(
  file: File,
  layout: CsvLayout | null,
  onUploadProgress: (fraction: number) => void,
): Promise<BankStatementView> {
  const form = new FormData();
  if (layout) form.append('layout', JSON.stringify(layout));
  form.append('file', file);
  return apiUpload('/admin/bank-statements', form, onUploadProgress);
}

function statementLinePath(statementId: string, lineId: string, decision: string): string {
  return `/admin/bank-statements/${encodeURIComponent(statementId)}/lines/${encodeURIComponent(lineId)}/${decision}`;
}

export function assignStatementLine(
  statementId: string,
  lineId: string,
  registrationId: string,
): Promise<BankStatementView> {
  return apiRequest(statementLinePath(statementId, lineId, 'assign'), {
    method: 'PUT',
    body: { registrationId },
  });
}

export function discardStatementLine(
  statementId: string,
  lineId: string,
  comment: string,
): Promise<BankStatementView> {
  return apiRequest(statementLinePath(statementId, lineId, 'discard'), {
    method: 'PUT',
    body: { comment },
  });
}

export function confirmBankStatement(id: string): Promise<BankStatementView> {
  return apiRequest(`/admin/bank-statements/${encodeURIComponent(id)}/confirm`, {
    method: 'POST',
  });
}
