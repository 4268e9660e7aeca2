import type { PersonData } from '../../platform/people/index.js';
import { programmePublicationsKind } from './programme-publications.person-kind.js';

/** Published programmes: what this feature's tables hold about people. */
export const programmePersonData: PersonData = {
  kinds: [programmePublicationsKind],
  staffTraces: [
    {
      table: 'programme_publications',
      keys: ['id'],
      emailColumns: ['published_by_email'],
      dateColumn: 'published_at',
      label: 'Programme published',
    },
  ],
};
