/**
 * What a registration owes and what it has paid. Money is counted in whole cents and travels as
 * decimal text with two decimals ('150.00'), never as floating point.
 */

/** What a registration is charged, in cents: its registration fee, then any add-ons. */
export interface Charges {
  registrationFeeCents: number;
  addOnCents?: readonly number[];
}

export interface Settlement {
  /** Verified payments less refunds. */
  amountPaidCents: number;
  /** Still owed on the fee and add-ons together; never negative. */
  balanceDueCents: number;
  /** Paid beyond every charge: money to give back; never negative. */
  overpaidCents: number;
  /** What is paid goes to the registration fee first: `paymentStatus` follows this alone. */
  registrationFeeCovered: boolean;
}

/** The one rule for what is paid: the money received, applied to the registration fee first. */
export function settle(charges: Charges, amountPaidCents: number): Settlement {
  const chargedCents =
    charges.registrationFeeCents +
    (charges.addOnCents ?? []).reduce((sum, cents) => sum + cents, 0);
  return {
    amountPaidCents,
    balanceDueCents: Math.max(chargedCents - amountPaidCents, 0),
    overpaidCents: Math.max(amountPaidCents - chargedCents, 0),
    registrationFeeCovered: amountPaidCents >= charges.registrationFeeCents,
  };
}

const decimalText = /^(-)?(\d+)(?:\.(\d{1,2}))?$/;

/**
 * Cents of a decimal amount: the database's DECIMAL text ('150.00', '-20.5') or a number of
 * dollars with at most two decimals. Throws on anything else, so a wrong amount never passes
 * as a rounded one.
 */
export function toCents(amount: string | number): number {
  const text = typeof amount === 'number' ? amount.toFixed(2) : amount.trim();
  const match = decimalText.exec(text);
  if (!match) throw new RangeError(`Not an amount of money: ${text}`);
  const [, sign, whole = '0', fraction = ''] = match;
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return sign ? -cents : cents;
}

/** Cents as the api writes amounts: '150.00', '-20.00'. */
export function centsToUsd(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(cents);
  return `${sign}${Math.floor(absolute / 100)}.${String(absolute % 100).padStart(2, '0')}`;
}

/** A registration's money as the api's answers carry it, in USD with two decimals. */
export interface PaymentBalance {
  amountPaid: string;
  balanceDue: string;
}

export function paymentBalance(settlement: Settlement): PaymentBalance {
  return {
    amountPaid: centsToUsd(settlement.amountPaidCents),
    balanceDue: centsToUsd(settlement.balanceDueCents),
  };
}
