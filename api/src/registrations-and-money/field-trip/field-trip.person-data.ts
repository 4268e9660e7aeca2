import type { PersonData } from '../../platform/people/index.js';
import { fieldTripSeatsKind } from './field-trip-seats.person-kind.js';

/** Field-trip seats: what this feature's tables hold about people. */
export const fieldTripPersonData: PersonData = {
  kinds: [fieldTripSeatsKind],
};
