import type { PersonData } from '../people/index.js';
import { filesKind } from './files.person-kind.js';

/** Uploaded files: what this feature's tables hold about people. */
export const filesPersonData: PersonData = {
  kinds: [filesKind],
};
