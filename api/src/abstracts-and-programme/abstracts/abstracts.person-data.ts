import type { PersonData } from '../../platform/people/index.js';
import { abstractAuthorsKind, abstractsKind } from './abstracts.person-kind.js';

/** Abstracts: what this feature's tables hold about people. */
export const abstractsPersonData: PersonData = {
  kinds: [abstractsKind, abstractAuthorsKind],
};
