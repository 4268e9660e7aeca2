import type { PersonData } from '../../platform/people/index.js';
import { membershipsKind } from './memberships.person-kind.js';

/** Membership applications: what this feature's tables hold about people. */
export const membershipPersonData: PersonData = {
  kinds: [membershipsKind],
};
