import type { ReactNode } from 'react';
import type {
  AdminAbstract,
  AdminBooking,
  AdminContactMessage,
  AdminMembership,
  AdminSponsorshipInquiry,
  InboxName,
} from '@caawg11/conference';

/** The row each inbox's list and detail carry. */
export interface InboxRows {
  abstracts: AdminAbstract;
  memberships: AdminMembership;
  'contact-messages': AdminContactMessage;
  bookings: AdminBooking;
  'sponsorship-inquiries': AdminSponsorshipInquiry;
}

export type InboxRow = InboxRows[InboxName];

/** One column of an inbox list. */
export interface InboxColumn<Row> {
  id: string;
  header: string;
  /** The api's `?sort=` key when the server can sort by this column. */
  sortKey?: string;
  /** Whether this cell links to the record's detail page. */
  opensRecord?: boolean;
  cell: (row: Row) => ReactNode;
}

/** A choice filter an inbox adds to the shared ones, named as the api's query parameter. */
export interface InboxChoiceFilter {
  param: string;
  label: string;
  anyLabel: string;
  options: readonly string[];
}

/** One line of a record's definition list. */
export interface InboxField<Row> {
  label: string;
  value: (row: Row) => ReactNode;
}

/** What makes one inbox different from the others: its columns, fields and filters. */
export interface InboxView<Row> {
  columns: InboxColumn<Row>[];
  /** The detail page's heading: the record's reference or the name of who wrote in. */
  heading: (row: Row) => string;
  fields: InboxField<Row>[];
  filters: InboxChoiceFilter[];
}
