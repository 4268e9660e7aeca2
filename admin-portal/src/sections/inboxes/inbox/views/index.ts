import type { InboxName } from '@caawg11/conference';
import type { InboxRow, InboxRows, InboxView } from '../inbox-types';
import { abstractsView } from './abstracts';
import { bookingsView } from './bookings';
import { contactMessagesView } from './contact-messages';
import { membershipsView } from './memberships';
import { sponsorshipInquiriesView } from './sponsorship-inquiries';

const views: { [Name in InboxName]: InboxView<InboxRows[Name]> } = {
  abstracts: abstractsView,
  memberships: membershipsView,
  'contact-messages': contactMessagesView,
  bookings: bookingsView,
  'sponsorship-inquiries': sponsorshipInquiriesView,
};

/**
 * The view of one inbox, for the shared list and detail pages, which only ever hand it rows
 * that the same inbox's api sent.
 */
export function inboxView(name: InboxName): InboxView<InboxRow> {
  return views[name] as InboxView<InboxRow>;
}
