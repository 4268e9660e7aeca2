import { useMemo } from 'react';
import { flexRender, getCoreRowModel, useReactTable, type ColumnDef } from '@tanstack/react-table';
import { Link } from '@caawg11/conference/routing';
import { auditRecordTypeLabels, type AuditLogView } from '@caawg11/conference';
import { ScrollArea } from '../../../components/ScrollArea';
import { wrapAnywhereClass } from '../../../components/table';
import { formatDateTime } from '../../../format';
import { paths } from '../../../paths';

function shown(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** An old or new value: each field the entry recorded, one a line. */
function Values({ values }: { values: Record<string, unknown> | null }) {
  if (!values || Object.keys(values).length === 0) return <span className="text-gray-500">—</span>;
  return (
    <dl className="space-y-0.5">
      {Object.entries(values).map(([field, value]) => (
        <div key={field}>
          <dt className="inline font-medium text-gray-700">{field}: </dt>
          <dd className="inline whitespace-pre-line text-gray-900">{shown(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

function recordHistoryPath(entry: AuditLogView): string {
  const query = new URLSearchParams({
    recordType: entry.recordType,
    recordId: entry.recordId ?? '',
  });
  return `${paths.auditLog}?${query.toString()}`;
}

const columns: ColumnDef<AuditLogView>[] = [
  {
    id: 'when',
    header: 'When',
    cell: ({ row }) => (
      <time dateTime={row.original.createdAt} className="whitespace-nowrap">
        {formatDateTime(row.original.createdAt)}
      </time>
    ),
  },
  {
    id: 'who',
    header: 'Who',
    cell: ({ row }) => row.original.actor ?? 'System',
  },
  { id: 'action', header: 'Action', cell: ({ row }) => row.original.action },
  {
    id: 'record',
    header: 'Record',
    cell: ({ row }) => {
      const entry = row.original;
      const label = auditRecordTypeLabels[entry.recordType] ?? entry.recordType;
      if (entry.recordId === null) return label;
      return (
        <>
          {label}{' '}
          <Link
            to={recordHistoryPath(entry)}
            aria-label={`History of ${label} ${entry.recordId}`}
            className="font-semibold text-brand-700 underline-offset-2 hover:underline"
          >
            {entry.recordId}
          </Link>
        </>
      );
    },
  },
  { id: 'before', header: 'Old value', cell: ({ row }) => <Values values={row.original.before} /> },
  { id: 'after', header: 'New value', cell: ({ row }) => <Values values={row.original.after} /> },
];

/** One page of the log, newest first as the api orders it. */
export function AuditLogTable({ entries, total }: { entries: AuditLogView[]; total: number }) {
  const data = useMemo(() => entries, [entries]);
  // The table instance is rebuilt on every render by design; the compiler leaves this one be.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data,
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (entry) => entry.id,
    manualPagination: true,
    rowCount: total,
  });

  return (
    <ScrollArea label="Audit log entries">
      <table className="min-w-full divide-y divide-gray-200 text-sm">
        <thead className="bg-gray-50 text-left text-xs font-semibold uppercase tracking-wide text-gray-600">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <th key={header.id} scope="col" className="px-4 py-3">
                  {flexRender(header.column.columnDef.header, header.getContext())}
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody className="divide-y divide-gray-100 bg-white">
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id} className="align-top">
              {row.getVisibleCells().map((cell) => (
                <td key={cell.id} className={`px-4 py-3 text-gray-800 ${wrapAnywhereClass}`}>
                  {flexRender(cell.column.columnDef.cell, cell.getContext())}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollArea>
  );
}
