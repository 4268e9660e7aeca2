import { isBlank, optionalText, type FieldRule, type FormRules } from './rules.js';

/** What an import makes of one statement line; the api answers with these names. */
export const bankLineOutcomes = [
  'paid',
  'partial',
  'overpaid',
  'already-paid',
  'duplicate',
  'unmatched',
] as const;
export type BankLineOutcome = (typeof bankLineOutcomes)[number];

export const bankLineOutcomeLabels: Record<BankLineOutcome, string> = {
  paid: 'Paid in full',
  partial: 'Partial payment',
  overpaid: 'Over-paid: refund due',
  'already-paid': 'Already paid: possible duplicate',
  duplicate: 'Booked before',
  unmatched: 'No reference found',
};

/** What finance decided for a line: assigned by hand, set aside, or booked. */
export type BankLineResolution = 'assigned' | 'discarded' | 'booked';

export const bankStatementFormats = ['camt053', 'mt940', 'csv'] as const;
export type BankStatementFormat = (typeof bankStatementFormats)[number];

export const bankStatementFormatLabels: Record<BankStatementFormat, string> = {
  camt053: 'CAMT.053',
  mt940: 'MT940',
  csv: 'CSV',
};

export const statementDateFormats = [
  'YYYY-MM-DD',
  'DD/MM/YYYY',
  'MM/DD/YYYY',
  'DD.MM.YYYY',
  'DD-MM-YYYY',
] as const;
export type StatementDateFormat = (typeof statementDateFormats)[number];

/**
 * How one bank's CSV layout maps onto a statement line: the header of each column the import
 * needs, and how the bank writes dates and decimals. Saved per layout and reused.
 */
export interface CsvLayout {
  dateColumn: string;
  amountColumn: string;
  referenceColumn: string;
  payerNameColumn?: string;
  /** Absent when the account has one currency and the file does not say it. */
  currencyColumn?: string;
  defaultCurrency: string;
  dateFormat: StatementDateFormat;
  decimalSeparator: '.' | ',';
}

export const csvLayoutMessages = {
  column: 'Choose the column that holds this',
  defaultCurrency: 'Enter the three-letter currency code of the account, e.g. USD',
  dateFormat: 'Choose how this bank writes dates',
  decimalSeparator: 'Choose the decimal separator of the amounts',
  /** The `layout` field of an import is not JSON at all. */
  notJson: 'The column layout is not valid JSON',
} as const;

/** The longest column header a layout names. */
export const maxCsvColumnLength = 200;

const decimalSeparators: readonly string[] = ['.', ','];

const csvColumn: FieldRule = (value) =>
  isBlank(value) || (value as string).length > maxCsvColumnLength ? csvLayoutMessages.column : null;

function listedOr(list: readonly string[], message: string): FieldRule {
  return (value) => (typeof value === 'string' && list.includes(value) ? null : message);
}

/**
 * The column mapping form's rules, run by the portal and by the api on the `layout` field of an
 * import. The columns left out of the file may be blank.
 */
export const csvLayoutRules: FormRules<CsvLayout> = {
  dateColumn: csvColumn,
  amountColumn: csvColumn,
  referenceColumn: csvColumn,
  payerNameColumn: optionalText(maxCsvColumnLength),
  currencyColumn: optionalText(maxCsvColumnLength),
  defaultCurrency: (value) =>
    typeof value === 'string' && /^[A-Za-z]{3}$/.test(value)
      ? null
      : csvLayoutMessages.defaultCurrency,
  dateFormat: listedOr(statementDateFormats, csvLayoutMessages.dateFormat),
  decimalSeparator: listedOr(decimalSeparators, csvLayoutMessages.decimalSeparator),
};

/** The answer to a CSV in a layout never mapped (HTTP 422): its columns, to be mapped. */
export interface NewCsvLayout {
  headers: string[];
  sampleRows: string[][];
}

export interface BankStatementLineView {
  id: string;
  date: string;
  /** Decimal text, e.g. "150.00". */
  amount: string;
  currency: string;
  /** What the payer or the bank wrote. */
  reference: string;
  payerName: string;
  bankReference: string;
  outcome: BankLineOutcome;
  registrationId: string | null;
  /** The reference of that registration, e.g. CAAWG11-0042. */
  registrationReference: string | null;
  /** What the registration still owes after this line; negative: to refund. */
  amountDue: string | null;
  resolution: BankLineResolution | null;
  comment: string | null;
  /** Set when the line quotes a live group invoice's reference: how its transfer is shared. */
  group: BankLineGroup | null;
}

/** A transfer quoting a group reference, shared among the group's registrations, oldest first. */
export interface BankLineGroup {
  /** GRP-0007. */
  reference: string;
  shares: Array<{
    registrationId: string;
    registrationReference: string;
    amount: string;
    /** What that registration still owes after its share. */
    amountDue: string;
  }>;
  /** The registrations still owing after this transfer, by reference. */
  stillOwing: string[];
  /** Paid beyond what the group owed; it stays on the line, booked on nobody. */
  unmatchedRemainder: string;
}

export interface BankStatementView {
  id: string;
  format: BankStatementFormat;
  fileName: string;
  importedBy: string;
  importedAt: string;
  confirmedBy: string | null;
  confirmedAt: string | null;
  lines: BankStatementLineView[];
}

export type BankStatementSummary = Omit<BankStatementView, 'lines'> & { lineCount: number };

/** `PUT /api/admin/bank-statements/:id/lines/:lineId/assign`: the registration a transfer pays. */
export interface AssignLineRequest {
  registrationId: string;
}

export const assignLineMessages = {
  registrationRequired: 'Choose the registration this transfer pays',
} as const;

const registrationIdPattern = /^[1-9]\d{0,18}$/;

/** The assign dialog's rule: the id of a registration picked from the search, as the api checks it. */
export const assignLineRules: FormRules<AssignLineRequest> = {
  registrationId: (value) =>
    typeof value === 'string' && registrationIdPattern.test(value.trim())
      ? null
      : assignLineMessages.registrationRequired,
};

/** `PUT /api/admin/bank-statements/:id/lines/:lineId/discard`: why the transfer is set aside. */
export interface DiscardLineRequest {
  comment: string;
}

export const discardLineMessages = {
  commentRequired: 'Say why this transfer is set aside',
  commentTooLong: 'Please keep the comment under 1000 characters',
} as const;

/** The set-aside dialog's rule, run by the portal and by the api alike. */
export const discardLineRules: FormRules<DiscardLineRequest> = {
  comment: (value) => {
    if (isBlank(value)) return discardLineMessages.commentRequired;
    return (value as string).trim().length > 1000 ? discardLineMessages.commentTooLong : null;
  },
};
