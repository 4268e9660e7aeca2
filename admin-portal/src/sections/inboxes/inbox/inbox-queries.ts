import type { QueryClient } from '@tanstack/react-query';
import type { InboxName } from '@caawg11/conference';

/** TanStack Query keys of the inboxes; everything of one inbox starts with `inboxKeys.inbox`. */
export const inboxKeys = {
  all: ['inboxes'] as const,
  counts: ['inboxes', 'counts'] as const,
  assignees: ['inboxes', 'assignees'] as const,
  inbox: (name: InboxName) => ['inboxes', name] as const,
  list: (name: InboxName, query: string) => ['inboxes', name, 'list', query] as const,
  record: (name: InboxName, id: string) => ['inboxes', name, 'record', id] as const,
  bookingNights: ['inboxes', 'bookings', 'nights'] as const,
  sponsorshipPipeline: ['inboxes', 'sponsorship-inquiries', 'pipeline'] as const,
};

/** After a record's status may have moved: its inbox's lists and records, and the side bar's counts. */
export function refreshInbox(queryClient: QueryClient, name: InboxName): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: inboxKeys.inbox(name) }),
    queryClient.invalidateQueries({ queryKey: inboxKeys.counts }),
  ]);
}
