import {
  feeTable,
  paymentMethodLabels,
  type FinanceBalance,
  type FinanceReport,
} from '@caawg11/conference';
import type { ExportColumn, ListExport } from '../../../platform/admin/list-export.js';

/** One line of the report as a spreadsheet lists it: each section's lines, then the totals. */
interface FinanceReportLine {
  section: string;
  date?: string;
  category?: string;
  method?: string;
  balance?: FinanceBalance;
  payments?: number;
  amountUsd: string;
}

const columns: readonly ExportColumn<FinanceReportLine>[] = [
  { header: 'Section', type: 'text', value: (line) => line.section },
  { header: 'Day', type: 'date', value: (line) => line.date ?? null },
  { header: 'Participant category', type: 'text', value: (line) => line.category ?? null },
  { header: 'Method', type: 'text', value: (line) => line.method ?? null },
  { header: 'Registration ID', type: 'text', value: (line) => line.balance?.reference ?? null },
  { header: 'Name', type: 'text', value: (line) => line.balance?.name ?? null },
  { header: 'E-mail', type: 'text', value: (line) => line.balance?.email ?? null },
  { header: 'Payments', type: 'integer', value: (line) => line.payments ?? null },
  {
    header: 'Fee',
    type: 'amount',
    currency: 'USD',
    value: (line) => line.balance?.feeUsd ?? null,
  },
  {
    header: 'Paid',
    type: 'amount',
    currency: 'USD',
    value: (line) => line.balance?.paidUsd ?? null,
  },
  { header: 'Amount', type: 'amount', currency: 'USD', value: (line) => line.amountUsd },
];

function* linesOf(report: FinanceReport): Generator<FinanceReportLine> {
  for (const day of report.receivedByDay) {
    yield {
      section: 'Received by day',
      date: day.date,
      payments: day.payments,
      amountUsd: day.amountUsd,
    };
  }
  for (const group of report.receivedByTypeAndMethod) {
    yield {
      section: 'Received by type and method',
      category: feeTable[group.participantCategory]?.label ?? group.participantCategory,
      method: paymentMethodLabels[group.method] ?? group.method,
      payments: group.payments,
      amountUsd: group.amountUsd,
    };
  }
  for (const day of report.refundedByDay) {
    yield {
      section: 'Refunded by day',
      date: day.date,
      payments: day.refunds,
      amountUsd: day.amountUsd,
    };
  }
  for (const balance of report.outstanding) {
    yield { section: 'Outstanding', balance, amountUsd: balance.balanceUsd };
  }
  for (const balance of report.refundsDue) {
    yield { section: 'Refund due', balance, amountUsd: balance.balanceUsd };
  }
  yield { section: 'Total received', amountUsd: report.totals.receivedUsd };
  yield { section: 'Total refunded', amountUsd: report.totals.refundedUsd };
  yield { section: 'Net received', amountUsd: report.totals.netReceivedUsd };
  yield { section: 'Total outstanding', amountUsd: report.totals.outstandingUsd };
  yield { section: 'Total refunds due', amountUsd: report.totals.refundsDueUsd };
}

/** The report as one list, its file named after its range. */
export function financeReportExport(report: FinanceReport): ListExport<FinanceReportLine> {
  return {
    name: 'finance-report',
    fileName: `finance-report-${report.from}-to-${report.to}`,
    columns,
    rows: linesOf(report),
  };
}
