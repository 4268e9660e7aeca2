import type { PersonData } from '../../platform/people/index.js';
import { bookingsKind } from './bookings.person-kind.js';

/** Accommodation requests: what this feature's tables hold about people. */
export const bookingsPersonData: PersonData = {
  kinds: [bookingsKind],
};
