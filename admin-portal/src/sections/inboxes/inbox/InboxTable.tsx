import { useMemo } from 'react';
import {
  flexRender,
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type OnChangeFn,
  type RowSelectionState,
  type SortingState,
} from '@tanstack/react-table';
import { Link } from '@caawg11/conference/routing';
import type { InboxName, ListSortOrder } from '@caawg11/conference';
import { ScrollArea } from '../../../components/ScrollArea';
import { wrapAnywhereClass } from '../../../components/table';
import { paths } from '../../../paths';
import type { InboxColumn, InboxRow } from './inbox-types';
import { SelectCheckbox } from '../../../components/SelectCheckbox';

interface Props {
  name: InboxName;
  title: string;
  columns: InboxColumn<InboxRow>[];
  rows: InboxRow[];
  total: number;
  sort: string;
  order: ListSortOrder;
  onSort: (sortKey: string) => void;
  /** Without it the rows cannot be selected (a role that may only read). */
  selection?: { state: RowSelectionState; onChange: OnChangeFn<RowSelectionState> };
  /** The list's query string, so the detail page can lead back to the same view. */
  listSearch: string;
}

/** One page of an inbox, sorted and paged by the server. */
export function InboxTable({
  name,
  title,
  columns,
  rows,
  total,
  sort,
  order,
  onSort,
  selection,
  listSearch,
}: Props) {
  const definitions = useMemo<ColumnDef<InboxRow>[]>(() => {
    const data: ColumnDef<InboxRow>[] = columns.map((column) => ({
      id: column.id,
      header: column.header,
      cell: ({ row }) =>
        column.opensRecord ? (
          <>
            <Link
              to={paths.inboxRecord(name, row.original.id)}
              state={{ listSearch }}
              className="font-semibold text-brand-700 underline-offset-2 hover:underline"
            >
              {column.cell(row.original)}
            </Link>
            {column.id !== 'reference' && (
              // The person's address and the record's reference travel with the name, so the
              // list keeps its other columns readable at desk width.
              <>
                <p className={`text-xs text-gray-700 ${wrapAnywhereClass}`}>{row.original.email}</p>
                <p className="text-xs text-gray-600">{row.original.reference}</p>
              </>
            )}
          </>
        ) : (
          column.cell(row.original)
        ),
    }));
    if (!selection) return data;
    return [
      {
        id: 'select',
        header: ({ table }) => (
          <SelectCheckbox
            label="Select all on this page"
            checked={table.getIsAllPageRowsSelected()}
            indeterminate={table.getIsSomePageRowsSelected()}
            onChange={(checked) => table.toggleAllPageRowsSelected(checked)}
          />
        ),
        cell: ({ row }) => (
          <SelectCheckbox
            label={`Select ${row.original.reference}`}
            checked={row.getIsSelected()}
            indeterminate={false}
            onChange={(checked) => row.toggleSelected(checked)}
          />
        ),
      },
      ...data,
    ];
  }, [columns, name, selection, listSearch]);

  const sortable = new Set(
    columns.filter((column) => column.sortKey !== undefined).map((column) => column.id),
  );
  const sorting: SortingState = [{ id: sort, desc: order === 'desc' }];
  // The table instance is rebuilt on every render by design; the compiler leaves this one be.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: rows,
    columns: definitions,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => row.id,
    manualPagination: true,
    manualSorting: true,
    rowCount: total,
    enableRowSelection: selection !== undefined,
    state: { sorting, rowSelection: selection?.state ?? {} },
    onRowSelectionChange: selection?.onChange,
  });

  return (
    <ScrollArea label={title}>
      <table className="min-w-full divide-y divide-gray-200 text-sm">
        <thead className="bg-gray-50 text-left text-xs font-semibold uppercase tracking-wide text-gray-600">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const column = header.column;
                const canSort = sortable.has(column.id);
                const sorted = canSort && column.id === sort;
                return (
                  <th
                    key={header.id}
                    scope="col"
                    className="px-3 py-3"
                    aria-sort={
                      canSort
                        ? sorted
                          ? order === 'asc'
                            ? 'ascending'
                            : 'descending'
                          : 'none'
                        : undefined
                    }
                  >
                    {canSort ? (
                      <button
                        type="button"
                        onClick={() => onSort(column.id)}
                        className="inline-flex items-center gap-1 uppercase hover:text-gray-900"
                      >
                        {flexRender(column.columnDef.header, header.getContext())}
                        <span aria-hidden="true">
                          {sorted ? (order === 'asc' ? '▲' : '▼') : '↕'}
                        </span>
                      </button>
                    ) : (
                      flexRender(column.columnDef.header, header.getContext())
                    )}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody className="divide-y divide-gray-100 bg-white">
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id} className={row.getIsSelected() ? 'bg-brand-50' : undefined}>
              {row.getVisibleCells().map((cell) => (
                <td key={cell.id} className="px-3 py-3 break-words text-gray-800">
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
