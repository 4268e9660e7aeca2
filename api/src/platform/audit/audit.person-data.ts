import type { PersonData } from '../people/index.js';
import { auditEntriesKind } from './audit-entries.person-kind.js';

/** The audit log: what this feature's tables hold about people. */
export const auditPersonData: PersonData = {
  kinds: [auditEntriesKind],
};
