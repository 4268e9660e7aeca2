import type { UpcomingReminder } from '@caawg11/conference';
import { formatDate, formatDateTime, formatUsdDecimal } from '../../../format';
import { ReportTable, type ReportColumn } from './ReportTable';

/** When the listed registrants are next reminded: the api lists exactly whom the next run writes to. */
export function nextReminderText(paused: boolean, nextRunAt: string | null): string {
  if (paused) return 'Paused';
  return nextRunAt ? formatDateTime(nextRunAt) : 'At the next run';
}

function columns(paused: boolean, nextRunAt: string | null): ReportColumn<UpcomingReminder>[] {
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
    { header: 'Due date', cell: (row) => formatDate(row.dueDate) },
    { header: 'Amount due', cell: (row) => formatUsdDecimal(row.amountDueUsd), numeric: true },
    { header: 'Next reminder', cell: () => nextReminderText(paused, nextRunAt) },
    { header: 'Reminders sent', cell: (row) => row.remindersSent, numeric: true },
  ];
}

export function UpcomingRemindersTable({
  upcoming,
  paused,
  nextRunAt,
}: {
  upcoming: readonly UpcomingReminder[];
  paused: boolean;
  nextRunAt: string | null;
}) {
  return (
    <ReportTable
      title="Next reminders"
      columns={columns(paused, nextRunAt)}
      rows={upcoming}
      rowKey={(row) => row.registrationId}
      emptyText="Nobody is due a reminder."
    />
  );
}
