import type { PersonData } from '../../platform/people/index.js';
import { announcementRecipientsKind } from './announcement-recipients.person-kind.js';
import { unsubscribesKind } from './unsubscribes.person-kind.js';

/** Announcements: what this feature's tables hold about people. */
export const announcementsPersonData: PersonData = {
  kinds: [announcementRecipientsKind, unsubscribesKind],
  staffTraces: [
    {
      table: 'announcements',
      keys: ['id'],
      emailColumns: ['created_by_email'],
      dateColumn: 'created_at',
      label: 'Announcement written',
    },
  ],
};
