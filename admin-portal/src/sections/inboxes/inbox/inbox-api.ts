import type {
  AdminSponsorshipInquiry,
  BookingNights,
  ContactReply,
  DataResult,
  InboxAssignees,
  InboxCounts,
  InboxDetail,
  InboxName,
  InboxNote,
  InboxStatusChange,
  ListResult,
  SponsorshipPipeline,
} from '@caawg11/conference';
import { apiDownload, apiRequest } from '../../../api/client';
import type { InboxRow } from './inbox-types';

function recordPath(name: InboxName, id: string, tail = ''): string {
  return `/admin/${name}/${encodeURIComponent(id)}${tail}`;
}

/** One page of an inbox; `query` holds the list's URL parameters as the api names them. */
export function fetchInboxPage(
  name: InboxName,
  query: URLSearchParams,
): Promise<ListResult<InboxRow>> {
  return apiRequest(`/admin/${name}?${query.toString()}`);
}

export async function fetchInboxRecord(
  name: InboxName,
  id: string,
): Promise<InboxDetail<InboxRow> & { replies?: ContactReply[] }> {
  return (
    await apiRequest<DataResult<InboxDetail<InboxRow> & { replies?: ContactReply[] }>>(
      recordPath(name, id),
    )
  ).data;
}

export async function changeInboxStatus(
  name: InboxName,
  id: string,
  change: InboxStatusChange,
): Promise<InboxRow> {
  return (
    await apiRequest<DataResult<InboxRow>>(recordPath(name, id, '/status'), {
      method: 'PUT',
      body: change,
    })
  ).data;
}

/** Answers how many records changed: those already in the status, or out of reach, do not. */
export async function changeInboxStatuses(
  name: InboxName,
  ids: string[],
  change: InboxStatusChange,
): Promise<number> {
  const result = await apiRequest<DataResult<{ updated: number }>>(`/admin/${name}/status`, {
    method: 'PUT',
    body: { ids, ...change },
  });
  return result.data.updated;
}

export async function assignInboxRecord(
  name: InboxName,
  id: string,
  userId: string | null,
): Promise<InboxRow> {
  return (
    await apiRequest<DataResult<InboxRow>>(recordPath(name, id, '/assignee'), {
      method: 'PUT',
      body: { userId },
    })
  ).data;
}

export async function addInboxNote(name: InboxName, id: string, body: string): Promise<InboxNote> {
  return (
    await apiRequest<DataResult<InboxNote>>(recordPath(name, id, '/notes'), {
      method: 'POST',
      body: { body },
    })
  ).data;
}

export async function fetchInboxCounts(): Promise<InboxCounts> {
  return (await apiRequest<DataResult<InboxCounts>>('/admin/inboxes/counts')).data;
}

export async function fetchInboxAssignees(): Promise<InboxAssignees> {
  return (await apiRequest<DataResult<InboxAssignees>>('/admin/inboxes/assignees')).data;
}

export function exportInbox(
  name: InboxName,
  format: 'csv' | 'xlsx',
  filters: URLSearchParams,
): Promise<void> {
  const query = new URLSearchParams(filters);
  query.set('format', format);
  return apiDownload(`/admin/${name}/export?${query.toString()}`, `${name}.${format}`);
}

export async function replyToContactMessage(id: string, body: string): Promise<ContactReply> {
  return (
    await apiRequest<DataResult<ContactReply>>(recordPath('contact-messages', id, '/replies'), {
      method: 'POST',
      body: { body },
    })
  ).data;
}

export async function fetchBookingNights(): Promise<BookingNights[]> {
  return (await apiRequest<DataResult<BookingNights[]>>('/admin/bookings/nights')).data;
}

export async function fetchSponsorshipPipeline(): Promise<SponsorshipPipeline> {
  return (
    await apiRequest<DataResult<SponsorshipPipeline>>('/admin/sponsorship-inquiries/pipeline')
  ).data;
}

export async function setSponsorshipAmount(
  id: string,
  amountUsd: number | null,
): Promise<AdminSponsorshipInquiry> {
  return (
    await apiRequest<DataResult<AdminSponsorshipInquiry>>(
      recordPath('sponsorship-inquiries', id, '/amount'),
      { method: 'PUT', body: { amountUsd } },
    )
  ).data;
}

export function downloadBookOfAbstracts(): Promise<void> {
  return apiDownload('/admin/abstracts/book-of-abstracts', 'book-of-abstracts.zip');
}
