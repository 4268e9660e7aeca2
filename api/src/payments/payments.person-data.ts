import type { PersonData } from '../people/index.js';
import { paymentsKind } from './payments.person-kind.js';
import { refundsKind } from './refunds.person-kind.js';

/** Payments and refunds: what this feature's tables hold about people. */
export const paymentsPersonData: PersonData = {
  kinds: [paymentsKind, refundsKind],
};
