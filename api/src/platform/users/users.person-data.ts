import type { PersonData } from '../people/index.js';
import { teamAccountsKind } from './team-accounts.person-kind.js';
import { teamInvitationsKind } from './team-invitations.person-kind.js';

/** Team accounts and invitations: what this feature's tables hold about people. */
export const usersPersonData: PersonData = {
  kinds: [teamAccountsKind, teamInvitationsKind],
  staffTraces: [
    {
      table: 'team_invitations',
      keys: ['id'],
      emailColumns: ['invited_by_email'],
      dateColumn: 'created_at',
      label: 'Invitation sent',
    },
  ],
};
