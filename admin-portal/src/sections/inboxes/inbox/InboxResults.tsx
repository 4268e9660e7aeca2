import { useState } from 'react';
import type { RowSelectionState } from '@tanstack/react-table';
import type { InboxName, ListSortOrder } from '@caawg11/conference';
import { Pagination } from '../../../components/Pagination';
import { BulkStatusForm } from './BulkStatusForm';
import { InboxTable } from './InboxTable';
import type { InboxColumn, InboxRow } from './inbox-types';

interface Props {
  name: InboxName;
  title: string;
  columns: InboxColumn<InboxRow>[];
  rows: InboxRow[];
  total: number;
  page: number;
  pageSize: number;
  sort: string;
  order: ListSortOrder;
  canUpdate: boolean;
  listSearch: string;
  onSort: (sortKey: string) => void;
  onPage: (page: number) => void;
}

/**
 * The rows of one view of a list with what is selected among them. It is rendered afresh for
 * each page and filter, so a selection never reaches rows out of sight.
 */
export function InboxResults({ canUpdate, ...props }: Props) {
  const [selection, setSelection] = useState<RowSelectionState>({});
  const selectedIds = Object.keys(selection).filter((id) => selection[id]);
  return (
    <>
      {canUpdate && (
        <BulkStatusForm
          name={props.name}
          selectedIds={selectedIds}
          onDone={() => setSelection({})}
        />
      )}
      <InboxTable
        name={props.name}
        title={props.title}
        columns={props.columns}
        rows={props.rows}
        total={props.total}
        sort={props.sort}
        order={props.order}
        onSort={props.onSort}
        listSearch={props.listSearch}
        selection={canUpdate ? { state: selection, onChange: setSelection } : undefined}
      />
      <Pagination
        page={props.page}
        pageSize={props.pageSize}
        shown={props.rows.length}
        total={props.total}
        onPage={props.onPage}
      />
    </>
  );
}
