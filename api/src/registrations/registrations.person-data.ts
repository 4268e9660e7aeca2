import type { PersonData } from '../people/index.js';
import { registrationsKind } from './registrations.person-kind.js';

/** Registrations: what this feature's tables hold about people. */
export const registrationsPersonData: PersonData = {
  kinds: [registrationsKind],
};
