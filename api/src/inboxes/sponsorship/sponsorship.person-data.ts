import type { PersonData } from '../../platform/people/index.js';
import { sponsorshipInquiriesKind } from './sponsorship-inquiries.person-kind.js';

/** Sponsorship inquiries: what this feature's tables hold about people. */
export const sponsorshipPersonData: PersonData = {
  kinds: [sponsorshipInquiriesKind],
};
