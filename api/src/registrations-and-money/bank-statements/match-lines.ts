import { createHash } from 'node:crypto';
import type { BankLineOutcome } from '@caawg11/conference';
import { findRegistrationNumbers } from './find-reference.js';
import type { StatementLine } from './statement-line.js';

export type LineOutcome = BankLineOutcome;

/** What a registration owes and has paid so far, in the currency of its fee. */
export interface RegistrationBalance {
  id: number;
  feeCents: number;
  paidCents: number;
  currency: string;
}

export interface MatchedLine {
  line: StatementLine;
  /** Identifies the transfer across overlapping statements. */
  key: string;
  outcome: LineOutcome;
  registrationId: number | null;
  /** What the registration still owes after this line (negative: to refund). */
  dueAfterCents: number | null;
}

/**
 * One key per transfer: the same line in two overlapping statements gets the same key, while two
 * equal transfers in one statement (same day, amount and words) get the 1st and 2nd key.
 */
export function lineKeys(lines: StatementLine[]): string[] {
  const seen = new Map<string, number>();
  return lines.map((line) => {
    const identity = [
      line.date,
      line.amountCents,
      line.currency,
      line.bankReference || line.description.replace(/\s+/g, ' ').trim(),
      line.payerName.trim().toLowerCase(),
    ].join('\u0000');
    const occurrence = (seen.get(identity) ?? 0) + 1;
    seen.set(identity, occurrence);
    return createHash('sha256').update(`${identity}\u0000${occurrence}`).digest('hex');
  });
}

/**
 * What finance decided for a line by hand: the registration it pays, whatever its words quote,
 * or that it is none of ours.
 */
export type LineDecision = RegistrationBalance | 'discarded';

/**
 * Matches each line to the registration its description quotes and says what booking it would
 * make, in statement order, so two transfers for one registration add up.
 *
 * `balances` holds the registrations the descriptions may name (absent numbers are not ours);
 * `importedKeys` the keys of lines already booked in earlier imports; `decisions`, by line index,
 * what finance decided by hand.
 */
export function matchLines(
  lines: StatementLine[],
  balances: ReadonlyMap<number, RegistrationBalance>,
  importedKeys: ReadonlySet<string>,
  decisions: ReadonlyMap<number, LineDecision> = new Map(),
): MatchedLine[] {
  const paidSoFar = new Map<number, number>();
  const keys = lineKeys(lines);
  return lines.map((line, index) => {
    const key = keys[index] ?? '';
    if (importedKeys.has(key)) {
      return { line, key, outcome: 'duplicate', registrationId: null, dueAfterCents: null };
    }
    const decision = decisions.get(index);
    if (decision === 'discarded') {
      return { line, key, outcome: 'unmatched', registrationId: null, dueAfterCents: null };
    }
    const registration =
      decision ??
      findRegistrationNumbers(line.description)
        .map((number) => balances.get(number))
        .find((found) => found !== undefined);
    if (!registration || registration.currency !== line.currency) {
      return { line, key, outcome: 'unmatched', registrationId: null, dueAfterCents: null };
    }
    const paidBefore = paidSoFar.get(registration.id) ?? registration.paidCents;
    const dueBefore = registration.feeCents - paidBefore;
    if (dueBefore <= 0) {
      return {
        line,
        key,
        outcome: 'already-paid',
        registrationId: registration.id,
        dueAfterCents: dueBefore,
      };
    }
    paidSoFar.set(registration.id, paidBefore + line.amountCents);
    const dueAfterCents = dueBefore - line.amountCents;
    const outcome: LineOutcome =
      dueAfterCents === 0 ? 'paid' : dueAfterCents > 0 ? 'partial' : 'overpaid';
    return { line, key, outcome, registrationId: registration.id, dueAfterCents };
  });
}
