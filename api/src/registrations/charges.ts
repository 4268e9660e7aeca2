import { toCents, type Charges } from '@caawg11/conference';

/** What a registration is charged: its registration fee (add-ons would join it here). */
export function chargesOf(registration: { feeUsd: number | string }): Charges {
  return { registrationFeeCents: toCents(registration.feeUsd) };
}
