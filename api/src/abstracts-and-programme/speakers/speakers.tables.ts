/**
 * The tables this feature owns: SQL naming them is written here alone, and other features ask
 * this feature's services or repositories (api/test/table-ownership.spec.ts holds it to that).
 */
export const ownedTables = ['invited_speakers', 'presenter_profiles'] as const;
