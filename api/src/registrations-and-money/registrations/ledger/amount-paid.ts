/**
 * What the registration whose id is the SQL expression `registrationId` has paid, as an SQL
 * DECIMAL expression: its verified payments less its refunds.
 */
export function amountPaidSql(registrationId: string): string {
  return `((SELECT COALESCE(SUM(paid.amount), 0) FROM payments paid
             WHERE paid.registration_id = ${registrationId} AND paid.status = 'verified')
          - (SELECT COALESCE(SUM(refunded.amount), 0) FROM refunds refunded
             WHERE refunded.registration_id = ${registrationId}))`;
}

/** {@link amountPaidSql} as exact decimal text ('130.00'), as the database sends it. */
export function amountPaidTextSql(registrationId: string): string {
  return `CAST(${amountPaidSql(registrationId)} AS CHAR)`;
}
