/** The bank-statement formats the import reads; named in the answer to a file it cannot read. */
export const statementFormats = ['CSV', 'CAMT.053 (ISO 20022 XML)', 'MT940'] as const;

export const unreadableStatementMessage = `This file is not a bank statement we can read. Upload a ${statementFormats.join(', ').replace(/, (?=[^,]*$)/, ' or ')} file.`;

/** One incoming transfer as the bank reported it, before it is matched to a registration. */
export interface StatementLine {
  /** Booking date, YYYY-MM-DD. */
  date: string;
  /** Credited amount in minor units (cents), so sums never meet floating point. */
  amountCents: number;
  /** ISO 4217 code, upper case. */
  currency: string;
  /** Everything the payer wrote: remittance information, purpose, description. */
  description: string;
  payerName: string;
  /** The bank's own identifier of the entry, when the format has one; part of the duplicate key. */
  bankReference: string;
}

/** A file that is not a statement of a readable format, or a statement that breaks its format. */
export class UnreadableStatementError extends Error {
  constructor(readonly detail?: string) {
    super(unreadableStatementMessage);
    this.name = 'UnreadableStatementError';
  }
}

/**
 * Converts a decimal amount as banks write it into cents. The decimal separator is the last
 * `.` or `,` followed by one or two digits; other separators are thousands groups.
 */
export function amountToCents(text: string, decimalSeparator?: '.' | ','): number {
  const cleaned = text.replace(/[\s\u00a0'’]/g, '').replace(/^\+/, '');
  const negative = /^-|-$|^\(.*\)$/.test(cleaned);
  const unsigned = cleaned.replace(/^[-(]|[-)]$/g, '').replace(/^[A-Z]{3}|[A-Z]{3}$/i, '');
  const separator = decimalSeparator ?? /[.,](\d{1,2})$/.exec(unsigned)?.[0][0];
  const [whole, fraction = ''] = separator
    ? splitAtLast(unsigned.replace(separator === '.' ? /,/g : /\./g, ''), separator)
    : [unsigned.replace(/[.,]/g, ''), ''];
  if (!/^\d+$/.test(whole) || !/^\d{0,2}$/.test(fraction)) {
    throw new UnreadableStatementError(`"${text}" is not an amount`);
  }
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return negative ? -cents : cents;
}

function splitAtLast(text: string, separator: string): [string, string] {
  const at = text.lastIndexOf(separator);
  return at < 0 ? [text, ''] : [text.slice(0, at), text.slice(at + 1)];
}

/** Formats cents as the decimal string the api answers with (15000 -> "150.00"). */
export function centsToAmount(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(cents);
  return `${sign}${Math.floor(absolute / 100)}.${String(absolute % 100).padStart(2, '0')}`;
}
