import mt940 from 'mt940js';
import type { Mt940Transaction } from 'mt940js';
import { type StatementLine, UnreadableStatementError } from './statement-line.js';

const parser = new mt940.Parser();

/**
 * The payer's name from field 86: the ?32/?33 subfields of the structured layout German and
 * Dutch banks use, or the /NAME/ code of the SWIFT-style layout.
 */
function payerName(transaction: Mt940Transaction): string {
  const structured = transaction.structuredDetails ?? {};
  const fromSubfields = [structured['32'], structured['33']].filter(Boolean).join('');
  if (fromSubfields) return fromSubfields.trim();
  return /\/NAME\/([^/\n]+)/.exec(transaction.details)?.[1]?.trim() ?? '';
}

function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** Reads the credits of every statement of an MT940 file; debits and reversals are left out. */
export function readMt940(content: string): StatementLine[] {
  let statements;
  try {
    statements = parser.parse(content.replace(/\r\n?/g, '\n'));
  } catch (error) {
    throw new UnreadableStatementError(error instanceof Error ? error.message : undefined);
  }
  if (statements.length === 0) throw new UnreadableStatementError('no MT940 statement');
  return statements.flatMap((statement) =>
    statement.transactions
      .filter((transaction) => transaction.amount > 0 && !transaction.reversal)
      .map((transaction) => ({
        date: isoDate(transaction.entryDate ?? transaction.date),
        // The parser gives a float; two decimals round-trip exactly through Math.round.
        amountCents: Math.round(transaction.amount * 100),
        currency: (transaction.currency || statement.currency).toUpperCase(),
        description: [transaction.details, transaction.reference, transaction.extraDetails]
          .filter((part) => part && part !== 'NONREF')
          .join('\n'),
        payerName: payerName(transaction),
        bankReference: transaction.bankReference ?? transaction.reference ?? '',
      })),
  );
}
