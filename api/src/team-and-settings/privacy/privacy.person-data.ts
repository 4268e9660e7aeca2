import type { PersonData } from '../../platform/people/index.js';
import { consentsKind } from './consents.person-kind.js';

/** Consents: what this feature's tables hold about people. */
export const privacyPersonData: PersonData = {
  kinds: [consentsKind],
};
