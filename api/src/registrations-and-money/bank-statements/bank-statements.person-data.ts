import type { PersonData } from '../../platform/people/index.js';
import { bankStatementLinesKind } from './bank-statement-lines.person-kind.js';

/** Bank statements: what this feature's tables hold about people. */
export const bankStatementsPersonData: PersonData = {
  kinds: [bankStatementLinesKind],
  staffTraces: [
    {
      table: 'bank_statements',
      keys: ['id'],
      emailColumns: ['imported_by_email', 'confirmed_by_email'],
      dateColumn: 'created_at',
      label: 'Bank statement imported or confirmed',
    },
    {
      table: 'bank_csv_layouts',
      keys: ['signature'],
      emailColumns: ['saved_by_email'],
      dateColumn: 'updated_at',
      label: 'Bank CSV layout saved',
    },
  ],
};
