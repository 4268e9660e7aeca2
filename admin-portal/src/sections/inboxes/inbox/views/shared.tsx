import type { InboxItem } from '@caawg11/conference';
import { formatDate, languageName } from '../../../../format';
import { formatDateTime } from '../inbox-format';
import type { InboxColumn, InboxField } from '../inbox-types';
import { InboxStatusBadge } from '../InboxStatusBadge';

/** Received, and status with the assignee: the columns every inbox list ends with. */
export function closingColumns<Row extends InboxItem>(
  receivedHeader = 'Received',
): InboxColumn<Row>[] {
  return [
    {
      id: 'createdAt',
      header: receivedHeader,
      sortKey: 'createdAt',
      cell: (row) => <span className="whitespace-nowrap">{formatDate(row.createdAt)}</span>,
    },
    {
      id: 'status',
      header: 'Status',
      sortKey: 'status',
      cell: (row) => (
        // Who holds the record goes under its status, so the list fits a desk-width screen.
        <>
          <InboxStatusBadge status={row.status} />
          <p className="mt-1 text-xs text-gray-600">{row.assignee?.email ?? 'Nobody'}</p>
        </>
      ),
    },
  ];
}

export function openingFields<Row extends InboxItem>(): InboxField<Row>[] {
  return [
    { label: 'Reference', value: (row) => row.reference },
    { label: 'Status', value: (row) => <InboxStatusBadge status={row.status} /> },
    { label: 'Assigned to', value: (row) => row.assignee?.email ?? 'Nobody' },
  ];
}

/**
 * The language the person used on the site, which their e-mails are written in. An abstract
 * names it otherwise: its "Language" is the abstract's own.
 */
export function visitorLanguageField<Row extends InboxItem>(label = 'Language'): InboxField<Row> {
  return { label, value: (row) => languageName(row.visitorLanguage) };
}

export function closingFields<Row extends InboxItem>(
  receivedLabel = 'Received',
): InboxField<Row>[] {
  return [
    { label: receivedLabel, value: (row) => formatDateTime(row.createdAt) },
    { label: 'Last changed', value: (row) => formatDateTime(row.updatedAt) },
  ];
}
