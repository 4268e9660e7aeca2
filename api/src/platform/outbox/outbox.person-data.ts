import type { PersonData } from '../people/index.js';
import { emailsKind } from './emails.person-kind.js';

/** E-mails: what this feature's tables hold about people. */
export const outboxPersonData: PersonData = {
  kinds: [emailsKind],
};
