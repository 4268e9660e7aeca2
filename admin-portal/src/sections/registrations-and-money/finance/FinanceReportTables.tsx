import {
  feeTable,
  paymentMethodLabels,
  type FinanceBalance,
  type FinanceReport,
  type ParticipantCategory,
  type PaymentMethod,
} from '@caawg11/conference';
import { formatDate, formatUsdDecimal } from '../../../format';
import { receivedBy, type ReceivedGroup } from './report-groups';
import { ReportTable, type ReportColumn } from './ReportTable';

const card = 'rounded-lg bg-white shadow-sm ring-1 ring-gray-200';

function paymentsAndAmount<
  Row extends { payments: number; amountUsd: string },
>(): ReportColumn<Row>[] {
  return [
    { header: 'Payments', cell: (row) => row.payments, numeric: true },
    { header: 'Amount', cell: (row) => formatUsdDecimal(row.amountUsd), numeric: true },
  ];
}

function balanceColumns(balanceHeader: string): ReportColumn<FinanceBalance>[] {
  return [
    {
      header: 'Registrant',
      cell: (row) => (
        <>
          <span className="block font-medium text-gray-900">{row.name}</span>
          <span className="block text-gray-600">{row.email}</span>
        </>
      ),
    },
    { header: 'Reference', cell: (row) => row.reference },
    { header: 'Fee', cell: (row) => formatUsdDecimal(row.feeUsd), numeric: true },
    { header: 'Paid', cell: (row) => formatUsdDecimal(row.paidUsd), numeric: true },
    { header: balanceHeader, cell: (row) => formatUsdDecimal(row.balanceUsd), numeric: true },
  ];
}

const byDayColumns: ReportColumn<FinanceReport['receivedByDay'][number]>[] = [
  { header: 'Day', cell: (row) => formatDate(row.date) },
  ...paymentsAndAmount<FinanceReport['receivedByDay'][number]>(),
];

const refundedByDayColumns: ReportColumn<FinanceReport['refundedByDay'][number]>[] = [
  { header: 'Day', cell: (row) => formatDate(row.date) },
  { header: 'Refunds', cell: (row) => row.refunds, numeric: true },
  { header: 'Amount', cell: (row) => formatUsdDecimal(row.amountUsd), numeric: true },
];

const byTypeColumns: ReportColumn<ReceivedGroup<ParticipantCategory>>[] = [
  { header: 'Registration type', cell: (row) => feeTable[row.key]?.label ?? row.key },
  ...paymentsAndAmount<ReceivedGroup<ParticipantCategory>>(),
];

const byMethodColumns: ReportColumn<ReceivedGroup<PaymentMethod>>[] = [
  { header: 'Method', cell: (row) => paymentMethodLabels[row.key] ?? row.key },
  ...paymentsAndAmount<ReceivedGroup<PaymentMethod>>(),
];

const outstandingColumns = balanceColumns('Balance due');
const refundColumns = balanceColumns('To refund');

/** The report as the api summed it: totals first, then each breakdown and list. */
export function FinanceReportTables({ report }: { report: FinanceReport }) {
  const totals = [
    { label: 'Received', amount: report.totals.receivedUsd },
    { label: 'Refunded', amount: report.totals.refundedUsd },
    { label: 'Net received', amount: report.totals.netReceivedUsd },
    { label: 'Outstanding', amount: report.totals.outstandingUsd },
    { label: 'Refunds due', amount: report.totals.refundsDueUsd },
  ];
  return (
    <div className="space-y-6">
      <section aria-labelledby="finance-totals" className={`${card} p-5`}>
        <h3 id="finance-totals" className="text-base font-semibold text-gray-900">
          Totals
        </h3>
        <dl className="mt-3 grid gap-4 sm:grid-cols-3 lg:grid-cols-5">
          {totals.map((total) => (
            <div key={total.label} className="rounded-md bg-gray-50 p-4">
              <dt className="text-sm font-medium text-gray-600">{total.label}</dt>
              <dd className="mt-1 text-xl font-bold text-gray-900 tabular-nums">
                {formatUsdDecimal(total.amount)}
              </dd>
            </div>
          ))}
        </dl>
      </section>
      <div className={card}>
        <ReportTable
          title="Received by day"
          columns={byDayColumns}
          rows={report.receivedByDay}
          rowKey={(row) => row.date}
          emptyText="No payments were received in these days."
        />
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <div className={card}>
          <ReportTable
            title="Received by registration type"
            columns={byTypeColumns}
            rows={receivedBy(report.receivedByTypeAndMethod, (line) => line.participantCategory)}
            rowKey={(row) => row.key}
            emptyText="No payments were received in these days."
          />
        </div>
        <div className={card}>
          <ReportTable
            title="Received by method"
            columns={byMethodColumns}
            rows={receivedBy(report.receivedByTypeAndMethod, (line) => line.method)}
            rowKey={(row) => row.key}
            emptyText="No payments were received in these days."
          />
        </div>
      </div>
      <div className={card}>
        <ReportTable
          title="Refunded by day"
          columns={refundedByDayColumns}
          rows={report.refundedByDay}
          rowKey={(row) => row.date}
          emptyText="Nothing was refunded in these days."
        />
      </div>
      <div className={card}>
        <ReportTable
          title="Outstanding balances"
          columns={outstandingColumns}
          rows={report.outstanding}
          rowKey={(row) => row.registrationId}
          emptyText="Nobody owes anything at the end of these days."
        />
      </div>
      <div className={card}>
        <ReportTable
          title="Refunds due"
          columns={refundColumns}
          rows={report.refundsDue}
          rowKey={(row) => row.registrationId}
          emptyText="Nobody is owed a refund at the end of these days."
        />
      </div>
    </div>
  );
}
