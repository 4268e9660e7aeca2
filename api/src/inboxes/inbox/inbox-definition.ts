import type {
  AuthUser,
  InboxItem,
  InboxName,
  InboxSortKey,
  InboxStatus,
  Language,
} from '@caawg11/conference';
import { IdParamPipe } from '../../platform/admin/id-param.pipe.js';
import type { ExportColumn } from '../../platform/admin/list-export.js';
import type { AuditEntity } from '../../platform/audit/audit-log.entity.js';
import type { MailMessage } from '../../platform/mail/mail-message.js';

/** The columns every inbox row has, read under these names whatever the table. */
export interface InboxRecordRaw {
  id: string;
  status: string;
  email: string;
  visitorLanguage: Language;
  createdAt: Date;
  updatedAt: Date;
  assigneeId: string | null;
  assigneeEmail: string | null;
}

/** A row condition in SQL on the alias `record`, with its named parameters. */
export interface RecordCondition {
  sql: string;
  parameters: Record<string, unknown>;
}

/**
 * One inbox, described as data: the shared list, detail, status, assignment, note and export
 * code reads everything inbox-specific from here. Every SQL expression uses the alias `record`.
 */
export interface InboxDefinition<
  Name extends InboxName,
  Raw extends InboxRecordRaw,
  Item extends InboxItem<InboxStatus<Name>>,
> {
  name: Name;
  table: string;
  /** How the audit log names a record of this inbox. */
  auditEntity: AuditEntity;
  /** Tables joined to each row, e.g. an abstract's stored file. */
  joins?: readonly { table: string; alias: string; on: string }[];
  /** The inbox's own fields of a raw row, each with the SQL expression that reads it. */
  columns: { [Field in Exclude<keyof Raw, keyof InboxRecordRaw>]: string };
  /** What each sort key of the list orders by. */
  sortColumns: Record<InboxSortKey<Name>, string>;
  /**
   * The column of the visitor's language, when not `record.language` (an abstract's `language`
   * is the language of the abstract itself).
   */
  visitorLanguageColumn?: string;
  /** The columns the free-text search looks in. */
  searchColumns: readonly string[];
  /** The inbox's own filters: a query parameter and the column it must equal. */
  filterColumns?: Readonly<Record<string, string>>;
  /** The row as the portal shows it, from the raw row and the shared fields already mapped. */
  toItem(raw: Raw, shared: InboxItem<InboxStatus<Name>>): Item;
  exportColumns: readonly ExportColumn<Item>[];
  /** The e-mail a decision sends to the person who wrote in, if this status sends one. */
  notice?(item: Item, status: InboxStatus<Name>, reason: string | null): MailMessage | null;
  /** Limits which rows a signed-in organiser sees (a reviewer: their subthemes only). */
  scope?(user: AuthUser): RecordCondition | null;
}

/** The answer for a record that does not exist or that the organiser may not see. */
export const inboxNotFound: Record<InboxName, string> = {
  abstracts: 'Abstract not found',
  memberships: 'Membership application not found',
  'contact-messages': 'Contact message not found',
  bookings: 'Accommodation request not found',
  'sponsorship-inquiries': 'Sponsorship inquiry not found',
};

/** A record id from the path: anything that cannot be one is the inbox's 404. */
export function inboxRecordId(name: InboxName): IdParamPipe {
  return new IdParamPipe(inboxNotFound[name]);
}

/** The shared columns' SQL, beside each inbox's own. */
export const sharedColumns: Record<Exclude<keyof InboxRecordRaw, 'assigneeEmail'>, string> = {
  id: 'record.id',
  status: 'record.status',
  email: 'record.email',
  visitorLanguage: 'record.language',
  createdAt: 'record.created_at',
  updatedAt: 'record.updated_at',
  assigneeId: 'record.assignee_user_id',
};

/**
 * The columns every inbox export ends with: where the record stands, who holds it, and when it
 * arrived (abstracts say "Submitted", the others "Received").
 */
export function closingExportColumns<Item extends InboxItem>(
  arrivedHeader: 'Received' | 'Submitted' = 'Received',
): ExportColumn<Item>[] {
  return [
    { header: 'Status', type: 'text', value: (item) => item.status },
    { header: 'Assigned to', type: 'text', value: (item) => item.assignee?.email ?? null },
    { header: arrivedHeader, type: 'datetime', value: (item) => new Date(item.createdAt) },
  ];
}

/**
 * An inbox's decision e-mail (`inbox-decision`), told how to name the person who wrote in and
 * what was decided on.
 */
export function decisionNotice<Name extends InboxName, Item extends InboxItem<InboxStatus<Name>>>(
  inbox: Name,
  describe: (item: Item) => { name: string; item: string },
): (item: Item, status: InboxStatus<Name>, reason: string | null) => MailMessage {
  return (item, status, reason) => ({
    template: 'inbox-decision',
    to: item.email,
    language: item.visitorLanguage,
    data: { inbox, reference: item.reference, ...describe(item), status, reason },
  });
}
