import type { PersonData } from '../../platform/people/index.js';
import { contactMessagesKind } from './contact-messages.person-kind.js';
import { contactRepliesKind } from './contact-replies.person-kind.js';

/** Contact messages and the organisers’ replies: what this feature's tables hold about people. */
export const contactPersonData: PersonData = {
  kinds: [contactMessagesKind, contactRepliesKind],
  staffTraces: [
    {
      table: 'contact_replies',
      keys: ['id'],
      emailColumns: ['author_email'],
      dateColumn: 'created_at',
      label: 'Reply written',
    },
  ],
};
