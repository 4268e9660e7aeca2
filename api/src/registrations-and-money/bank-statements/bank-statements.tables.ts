/**
 * The tables this feature owns: SQL naming them is written here alone, and other features ask
 * this feature's services or repositories (api/test/table-ownership.spec.ts holds it to that).
 */
export const ownedTables = [
  'bank_statements',
  'bank_statement_lines',
  'bank_csv_layouts',
  'bank_transfers_booked',
] as const;
