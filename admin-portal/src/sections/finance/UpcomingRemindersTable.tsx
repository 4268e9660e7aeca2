import type { UpcomingReminder } from '@caawg11/conference';
import { formatDate, formatUsdDecimal } from '../../format';
import { ReportTable, type ReportColumn } from './ReportTable';

/**
 * The api lists exactly who the worker's next run writes to, so each of them is next reminded
 * at that run, unless finance has paused the reminders.
 */
function columns(paused: boolean): ReportColumn<UpcomingReminder>[] {
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
    { header: 'Next reminder', cell: () => (paused ? 'Paused' : 'At the next run') },
    { header: 'Reminders sent', cell: (row) => row.remindersSent, numeric: true },
  ];
}

export function UpcomingRemindersTable({
  upcoming,
  paused,
}: {
  upcoming: readonly UpcomingReminder[];
  paused: boolean;
}) {
  return (
    <ReportTable
      title="Next reminders"
      columns={columns(paused)}
      rows={upcoming}
      rowKey={(row) => row.registrationId}
      emptyText="Nobody is due a reminder."
    />
  );
}
