import type { PersonData } from '../../platform/people/index.js';
import { paymentsKind } from './ledger/payments.person-kind.js';
import { refundsKind } from './ledger/refunds.person-kind.js';
import { registrationsKind } from './registrations.person-kind.js';

/** Registrations, their payments and refunds: what this feature's tables hold about people. */
export const registrationsPersonData: PersonData = {
  kinds: [registrationsKind, paymentsKind, refundsKind],
};
