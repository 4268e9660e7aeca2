/**
 * The tables this feature owns: SQL naming them is written here alone, and other features ask
 * this feature's services or repositories (api/test/table-ownership.spec.ts holds it to that).
 */
export const ownedTables = [
  'reviews',
  'review_assignments',
  'review_conflicts',
  'review_questions',
  'review_scores',
  'reviewer_profiles',
] as const;
