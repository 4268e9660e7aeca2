/**
 * The tables this feature owns: SQL naming them is written here alone, and other features ask
 * this feature's services or repositories (api/test/table-ownership.spec.ts holds it to that).
 */
export const ownedTables = [
  'users',
  'team_invitations',
  // An account's recovery codes: written, used and counted by the users repository alone.
  'two_factor_recovery_codes',
] as const;
