import type { PersonData } from '../people/index.js';
import { receiptsKind } from './receipts.person-kind.js';
import { creditNotesKind } from './credit-notes.person-kind.js';

/** Receipts and credit notes: what this feature's tables hold about people. */
export const documentsPersonData: PersonData = {
  kinds: [receiptsKind, creditNotesKind],
};
