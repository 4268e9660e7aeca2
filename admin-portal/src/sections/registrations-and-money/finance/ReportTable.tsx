import type { ReactNode } from 'react';
import { ScrollArea } from '../../../components/ScrollArea';
import { wrapAnywhereClass } from '../../../components/table';

export interface ReportColumn<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  /** Amounts and counts line up on the right. */
  numeric?: boolean;
}

interface Props<Row> {
  title: string;
  columns: readonly ReportColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** Said in place of the rows when there are none. */
  emptyText: string;
}

/** One of the finance tables: named by its caption, with its own text when it is empty. */
export function ReportTable<Row>({ title, columns, rows, rowKey, emptyText }: Props<Row>) {
  return (
    <ScrollArea label={title}>
      <table className="min-w-full divide-y divide-gray-200 text-sm">
        <caption className="px-4 py-3 text-left text-base font-semibold text-gray-900">
          {title}
        </caption>
        <thead className="bg-gray-50 text-left text-xs font-semibold uppercase tracking-wide text-gray-600">
          <tr>
            {columns.map((column) => (
              <th
                key={column.header}
                scope="col"
                className={`px-4 py-3 ${column.numeric ? 'text-right' : ''}`}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100">
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className="px-4 py-6 text-center text-gray-600">
                {emptyText}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((column) => (
                  <td
                    key={column.header}
                    className={`px-4 py-3 align-top ${
                      column.numeric ? 'text-right tabular-nums' : wrapAnywhereClass
                    }`}
                  >
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </ScrollArea>
  );
}
