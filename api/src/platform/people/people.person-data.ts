import type { PersonData } from './person-kind.js';
import { erasureRequestsKind } from './erasure-requests.person-kind.js';

/** Erasure requests and erasures: what this feature's tables hold about people. */
export const peoplePersonData: PersonData = {
  kinds: [erasureRequestsKind],
  staffTraces: [
    {
      table: 'person_erasures',
      keys: ['id'],
      emailColumns: ['requested_by_email'],
      clearedColumns: ['client_address'],
      dateColumn: 'created_at',
      label: 'Erasure made',
    },
  ],
};
