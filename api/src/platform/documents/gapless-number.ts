import type { EntityManager } from 'typeorm';

/** The one-row counters of the numbered document series. */
export type DocumentCounter =
  'receipt_counter' | 'credit_note_counter' | 'group_invoice_counter' | 'single_invoice_counter';

/**
 * Issues a numbered document once, in the caller's transaction. The counter row stays locked
 * until the transaction ends, so numbers follow one another and a rollback gives its number
 * back (an AUTO_INCREMENT would leave a gap). `existing` is asked again under the lock, since
 * another issuer of the same document may have committed while this one waited.
 */
export async function issueNumbered<T>(
  manager: EntityManager,
  counter: DocumentCounter,
  existing: () => Promise<T | null>,
  issue: (number: number) => Promise<T>,
): Promise<T> {
  const before = await existing();
  if (before) return before;
  const [row]: Array<{ last_number: number }> = await manager.query(
    `SELECT last_number FROM ${counter} WHERE id = 1 FOR UPDATE`,
  );
  const again = await existing();
  if (again) return again;
  const number = Number(row?.last_number ?? 0) + 1;
  await manager.query(`UPDATE ${counter} SET last_number = ? WHERE id = 1`, [number]);
  return issue(number);
}
