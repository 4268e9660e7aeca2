/**
 * The tables this feature owns: SQL naming them is written here alone, and other features ask
 * this feature's services or repositories (api/test/table-ownership.spec.ts holds it to that).
 */
export const ownedTables = [
  'group_invoices',
  'group_invoice_registrations',
  'group_invoice_counter',
  'group_invoice_requests',
  'group_invoice_consents',
  'single_invoices',
  'single_invoice_counter',
] as const;
