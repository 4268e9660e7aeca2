import type { AbstractAuthor, AbstractTextSource } from './abstract-authors.js';
import type { AuthorResponse } from './abstract-decisions.js';
import type {
  AbstractLanguage,
  AbstractPresentationType,
  AccommodationType,
  MembershipTitle,
  SharingPreference,
  SubthemeTitle,
} from './choices.js';
import type { Language } from './languages.js';
import type { PermissionSubject } from './roles.js';
import type { FieldRule } from './rules.js';
import type { ConsentSubject, ConsentView } from './privacy.js';

/**
 * The organisers' inboxes: what the public site stores, as the admin portal lists it. Each name
 * is also the path of its api calls (`/api/admin/<name>`) and of its portal section.
 */
export const inboxNames = [
  'abstracts',
  'memberships',
  'contact-messages',
  'bookings',
  'sponsorship-inquiries',
] as const;
export type InboxName = (typeof inboxNames)[number];

/** The records of each inbox, as their consents name them. */
export const consentSubjectOfInbox: Record<InboxName, ConsentSubject> = {
  abstracts: 'abstract',
  memberships: 'membership',
  'contact-messages': 'contact-message',
  bookings: 'booking',
  'sponsorship-inquiries': 'sponsorship-inquiry',
};

/** The statuses of each inbox, in the order a record usually moves through them. */
export const inboxStatuses = {
  abstracts: ['submitted', 'under review', 'accepted', 'rejected', 'withdrawn'],
  memberships: ['new', 'approved', 'declined'],
  'contact-messages': ['new', 'answered', 'closed'],
  bookings: ['new', 'confirmed', 'declined'],
  'sponsorship-inquiries': ['new', 'in discussion', 'confirmed', 'declined'],
} as const satisfies Record<InboxName, readonly string[]>;

export type InboxStatus<Name extends InboxName = InboxName> = (typeof inboxStatuses)[Name][number];
export type AbstractStatus = InboxStatus<'abstracts'>;
export type MembershipStatus = InboxStatus<'memberships'>;
export type ContactMessageStatus = InboxStatus<'contact-messages'>;
export type BookingStatus = InboxStatus<'bookings'>;
export type SponsorshipStatus = InboxStatus<'sponsorship-inquiries'>;

/** The status a record arrives in: the sidebar's badge counts these. */
export const inboxNewStatus: { [Name in InboxName]: InboxStatus<Name> } = {
  abstracts: 'submitted',
  memberships: 'new',
  'contact-messages': 'new',
  bookings: 'new',
  'sponsorship-inquiries': 'new',
};

/** Whose permission an inbox's routes check. */
export const inboxSubjects: Record<InboxName, PermissionSubject> = {
  abstracts: 'Abstract',
  memberships: 'Membership',
  'contact-messages': 'ContactMessage',
  bookings: 'Booking',
  'sponsorship-inquiries': 'Sponsorship',
};

/** The section titles, as the sidebar and the export files name them. */
export const inboxTitles: Record<InboxName, string> = {
  abstracts: 'Abstracts',
  memberships: 'Membership applications',
  'contact-messages': 'Contact messages',
  bookings: 'Accommodation requests',
  'sponsorship-inquiries': 'Sponsorship inquiries',
};

/**
 * Decisions whose notice goes to the person who wrote in (through the outbox), per inbox. A
 * status missing here changes silently. An abstract's acceptance or rejection is told through
 * the committee's notices queue, all together, never on a status change.
 */
export const inboxNoticeStatuses: { [Name in InboxName]: readonly InboxStatus<Name>[] } = {
  abstracts: [],
  memberships: ['approved', 'declined'],
  'contact-messages': [],
  bookings: ['confirmed', 'declined'],
  'sponsorship-inquiries': [],
};

/**
 * The statuses an organiser may choose by hand. An abstract becomes accepted or rejected when
 * the notice of the committee's decision is sent, so those two are not offered.
 */
export const inboxChoosableStatuses: { [Name in InboxName]: readonly InboxStatus<Name>[] } = {
  abstracts: ['submitted', 'under review', 'withdrawn'],
  memberships: inboxStatuses.memberships,
  'contact-messages': inboxStatuses['contact-messages'],
  bookings: inboxStatuses.bookings,
  'sponsorship-inquiries': inboxStatuses['sponsorship-inquiries'],
};

const referencePrefixes: Record<InboxName, string> = {
  abstracts: 'ABS',
  memberships: 'MEM',
  'contact-messages': 'MSG',
  bookings: 'ACC',
  'sponsorship-inquiries': 'SPN',
};

/** How organisers name a record aloud and in exports: ABS-0042 is abstract 42. */
export function inboxReference(name: InboxName, id: string | number): string {
  return `${referencePrefixes[name]}-${String(id).padStart(4, '0')}`;
}

export const listSortOrders = ['asc', 'desc'] as const;
export type ListSortOrder = (typeof listSortOrders)[number];

/**
 * The query every inbox list and export accepts, as URL parameters; each inbox adds its own
 * filters (named in its `...Filters` type below). Absent means "any".
 */
export interface InboxListQuery {
  page?: number;
  limit?: number;
  /** A column key of the list; the default is `createdAt`. */
  sort?: string;
  order?: ListSortOrder;
  status?: string;
  /** Free text, matched against the fields each inbox names (e-mail, names, title...). */
  q?: string;
  /** A team member's id, `me`, or `none` for unassigned records. */
  assignee?: string;
  /** Submitted on or after / on or before, YYYY-MM-DD in conference time. */
  from?: string;
  to?: string;
}

export interface AbstractFilters {
  subtheme?: SubthemeTitle;
  presentationType?: AbstractPresentationType;
  language?: AbstractLanguage;
}
export interface BookingFilters {
  accommodationType?: AccommodationType;
}
export interface SponsorshipFilters {
  packageInterest?: string;
}

/** A team member as an inbox shows who holds a record. */
export interface InboxAssignee {
  id: string;
  email: string;
}

/** What every inbox row carries, beside its own fields. */
export interface InboxItem<Status extends string = string> {
  id: string;
  /** See `inboxReference`. */
  reference: string;
  status: Status;
  assignee: InboxAssignee | null;
  email: string;
  /**
   * The language the person used on the site when they wrote in; their e-mails are written in
   * it. (An abstract's `language` is the language of the abstract itself.) The api always
   * gives it; English is meant where it is absent.
   */
  visitorLanguage?: Language;
  createdAt: string;
  updatedAt: string;
}

/**
 * An abstract's author as the committee sees it: `disowned` when the person named, told by
 * e-mail, has said they are not one of its authors.
 */
export type CommitteeAuthor = AbstractAuthor & { disowned?: true };

export interface AdminAbstract extends InboxItem<AbstractStatus> {
  title: string;
  firstAuthor: string;
  affiliation: string;
  phone: string | null;
  subtheme: SubthemeTitle;
  presentationType: AbstractPresentationType;
  language: AbstractLanguage;
  comments: string | null;
  /** The abstract's text, typed or read from the Word file (`abstractTextSource`). */
  abstractText: string | null;
  abstractTextSource: AbstractTextSource | null;
  keywords: string[];
  /** The authors in order, the presenting one marked: given with one abstract, not in lists. */
  authors?: CommitteeAuthor[];
  fileName: string;
  /** POST here (with the admin's token) for a short-lived link to the file. */
  fileUrl: string;
  /** An accepted author's answer through the link in their notice, and when they gave it. */
  authorResponse: AuthorResponse | null;
  authorRespondedAt: string | null;
  /**
   * When its author last changed it on their page after the review round had opened (so a
   * reviewer may have read an earlier version); null if never.
   */
  changedAfterReviewAt: string | null;
}

export interface AdminMembership extends InboxItem<MembershipStatus> {
  title: MembershipTitle;
  name: string;
  organisation: string;
  profession: string;
  qualification: string;
  address: string | null;
  phone: string | null;
  mobile: string | null;
  fax: string | null;
  webpage: string | null;
}

export interface AdminContactMessage extends InboxItem<ContactMessageStatus> {
  name: string;
  subject: string;
  message: string;
}

export interface AdminBooking extends InboxItem<BookingStatus> {
  fullName: string;
  phone: string;
  nationality: string;
  accommodationType: AccommodationType;
  sharingPreference: SharingPreference;
  checkInDate: string;
  checkOutDate: string;
  nights: number;
  /** Nights times the type's nightly price. */
  valueUsd: number;
  specialRequests: string | null;
}

export interface AdminSponsorshipInquiry extends InboxItem<SponsorshipStatus> {
  name: string;
  company: string;
  phone: string | null;
  packageInterest: string | null;
  /** The package's price, or what the organisers agreed for a custom package; null until set. */
  amountUsd: number | null;
  message: string | null;
}

export interface InboxNote {
  id: string;
  author: string;
  body: string;
  createdAt: string;
}

/** One change in a record's audit history. */
export interface HistoryEntry {
  id: string;
  actor: string | null;
  action: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  createdAt: string;
}

/** A record's detail view: the row, its internal notes and its history, newest last. */
export interface InboxDetail<Item> {
  item: Item;
  notes: InboxNote[];
  history: HistoryEntry[];
  /** The privacy notice shown with the form, with its version and time. */
  consents?: ConsentView[];
}

/** A reply sent to a contact message, kept on its thread. */
export interface ContactReply {
  id: string;
  author: string;
  body: string;
  createdAt: string;
}

export interface ContactMessageDetail extends InboxDetail<AdminContactMessage> {
  replies: ContactReply[];
}

/** `PUT /api/admin/<inbox>/:id/status`. The reason is required for `rejected` and `declined`. */
export interface InboxStatusChange {
  status: string;
  reason?: string;
}

/** `PUT /api/admin/<inbox>/status`: many records at once; answers `{ data: { updated } }`. */
export interface InboxBulkStatusChange extends InboxStatusChange {
  ids: string[];
}

/** `PUT /api/admin/<inbox>/:id/assignee`: null hands the record back. */
export interface InboxAssignment {
  userId: string | null;
}

/** `POST /api/admin/<inbox>/:id/notes`. */
export interface InboxNoteRequest {
  body: string;
}

/** `POST /api/admin/contact-messages/:id/replies`: e-mailed through the outbox. */
export interface ContactReplyRequest {
  body: string;
}

/** `GET /api/admin/inboxes/counts`: records in their arrival status, per inbox the caller may read. */
export type InboxCounts = Partial<Record<InboxName, number>>;

/** `GET /api/admin/bookings/nights`: nights requested per night and type, and what they are worth. */
export interface BookingNights {
  /** YYYY-MM-DD of the night (the check-in day counts, the check-out day does not). */
  date: string;
  accommodationType: AccommodationType;
  nights: number;
  valueUsd: number;
}

/** `GET /api/admin/sponsorship-inquiries/pipeline`. */
export interface SponsorshipPipeline {
  confirmedUsd: number;
  inDiscussionUsd: number;
  /** Inquiries of those two statuses whose amount is not set yet. */
  unpricedCount: number;
}

/** `PUT /api/admin/sponsorship-inquiries/:id/amount`. */
export interface SponsorshipAmountChange {
  amountUsd: number | null;
}

/** The largest sponsorship amount an organiser can agree, in US dollars. */
export const maxSponsorshipUsd = 10_000_000;

export const sponsorshipAmountMessages = {
  amount: 'Amount must be a number of US dollars, with at most two decimals',
  tooLarge: 'Amount is too large',
} as const;

const dollarsPattern = /^\d+(\.\d{1,2})?$/;

/**
 * The agreed amount: none (the package's price stands), or US dollars up to
 * {@link maxSponsorshipUsd} with at most two decimals, as the api receives it (a number) or as
 * the portal's field holds it (text).
 */
export const sponsorshipAmountRule: FieldRule = (value) => {
  if (value === null || (typeof value === 'string' && value.trim() === '')) return null;
  const text =
    typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (!dollarsPattern.test(text)) return sponsorshipAmountMessages.amount;
  return Number(text) > maxSponsorshipUsd ? sponsorshipAmountMessages.tooLarge : null;
};

/** The columns each inbox list sorts by on the server (`?sort=`), beside `createdAt`. */
export const inboxSortKeys = {
  abstracts: [
    'reference',
    'createdAt',
    'status',
    'title',
    'firstAuthor',
    'subtheme',
    'presentationType',
    'language',
  ],
  memberships: ['reference', 'createdAt', 'status', 'name', 'organisation'],
  'contact-messages': ['reference', 'createdAt', 'status', 'name', 'subject'],
  bookings: [
    'reference',
    'createdAt',
    'status',
    'fullName',
    'accommodationType',
    'checkInDate',
    'nights',
  ],
  'sponsorship-inquiries': [
    'reference',
    'createdAt',
    'status',
    'company',
    'packageInterest',
    'amountUsd',
  ],
} as const satisfies Record<InboxName, readonly string[]>;

export type InboxSortKey<Name extends InboxName = InboxName> = (typeof inboxSortKeys)[Name][number];

/** Statuses that need a reason, because the person who wrote in is told why. */
export const inboxReasonStatuses: readonly string[] = ['rejected', 'declined'];

/** Whether a status change to `status` must carry a reason. */
export function inboxNeedsReason(status: string): boolean {
  return inboxReasonStatuses.includes(status);
}

/** What each inbox's panel says when its list cannot be loaded, as the other admin lists do. */
export const inboxLoadFailed: Record<InboxName, string> = {
  abstracts: 'Failed to load abstracts',
  memberships: 'Failed to load membership applications',
  'contact-messages': 'Failed to load contact messages',
  bookings: 'Failed to load accommodation requests',
  'sponsorship-inquiries': 'Failed to load sponsorship inquiries',
};

export const inboxMessages = {
  statusRequired: 'Please choose a status',
  reasonRequired: 'Please give a reason: the person who wrote in is told why.',
  statusUpdateFailed: 'Failed to update the status. Please try again.',
  noteRequired: 'Please write a note',
  replyRequired: 'Please write a reply',
} as const;

/** Longest internal note or reply an organiser can write. */
export const inboxTextMaxLength = 5000;

/** `GET /api/admin/inboxes/assignees`: the active team members a record can be handed to. */
export type InboxAssignees = InboxAssignee[];
