import { toCents, type Charges } from '@caawg11/conference';

/** What a registration is charged: its registration fee (add-ons would join it here). */
export function chargesOf(registration: { feeUsd: number | string }): Charges {
  return { registrationFeeCents: toCents(registration.feeUsd) };
}

/**
 * What the registration whose id is the SQL expression `registrationId` has paid, as an SQL
 * expression giving exact decimal text: its verified payments less its refunds.
 */
export function amountPaidSql(registrationId: string): string {
  return `(SELECT CAST(
      (SELECT COALESCE(SUM(paid.amount), 0) FROM payments paid
        WHERE paid.registration_id = ${registrationId} AND paid.status = 'verified')
      - (SELECT COALESCE(SUM(refunded.amount), 0) FROM refunds refunded
        WHERE refunded.registration_id = ${registrationId})
    AS CHAR))`;
}
