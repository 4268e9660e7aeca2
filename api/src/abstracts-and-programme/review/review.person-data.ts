import type { PersonData } from '../../platform/people/index.js';
import { reviewsKind } from './reviews.person-kind.js';

/** The reviews of abstracts: what this feature's tables hold about people. */
export const reviewPersonData: PersonData = {
  kinds: [reviewsKind],
};
