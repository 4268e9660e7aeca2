import type {
  DataResult,
  FinanceReport,
  FinanceReportRange,
  PaymentReminderSettings,
  PaymentRemindersView,
} from '@caawg11/conference';
import { apiDownload, apiRequest } from '../../../api/client';

export type FinanceExportFormat = 'csv' | 'xlsx';

export const financeQueryKeys = {
  report: (range: FinanceReportRange) => ['finance-report', range.from, range.to] as const,
  reminders: ['payment-reminders'] as const,
};

function rangeQuery(range: FinanceReportRange): URLSearchParams {
  return new URLSearchParams({ from: range.from, to: range.to });
}

export async function fetchFinanceReport(range: FinanceReportRange): Promise<FinanceReport> {
  return (
    await apiRequest<DataResult<FinanceReport>>(
      `/admin/payments/finance-report?${rangeQuery(range).toString()}`,
    )
  ).data;
}

export function downloadFinanceReport(
  range: FinanceReportRange,
  format: FinanceExportFormat,
): Promise<void> {
  const query = new URLSearchParams({ format, from: range.from, to: range.to });
  return apiDownload(
    `/admin/payments/finance-report/export?${query.toString()}`,
    `finance-report-${range.from}-${range.to}.${format}`,
  );
}

export async function fetchPaymentReminders(): Promise<PaymentRemindersView> {
  return (await apiRequest<DataResult<PaymentRemindersView>>('/admin/payment-reminders')).data;
}

export async function saveReminderSettings(
  settings: PaymentReminderSettings,
): Promise<PaymentRemindersView> {
  return (
    await apiRequest<DataResult<PaymentRemindersView>>('/admin/payment-reminders/settings', {
      method: 'PUT',
      body: settings,
    })
  ).data;
}
