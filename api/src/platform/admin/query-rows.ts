import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';

/**
 * The raw rows of a query as they arrive from MySQL (a streaming cursor on one pooled
 * connection), so an export of 100,000 rows never holds them all. The connection goes back to
 * the pool when the rows are read to the end or the reader stops early.
 */
export async function* queryRows<Raw>(
  query: SelectQueryBuilder<ObjectLiteral>,
): AsyncIterable<Raw> {
  const stream = await query.stream();
  try {
    for await (const row of stream) yield row as Raw;
  } finally {
    stream.destroy();
  }
}
