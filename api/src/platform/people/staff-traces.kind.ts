import { asDate, type PersonKind, type Row, type StaffTrace } from './person-kind.js';

/**
 * What an organiser did, where a row names them by address: the work stays, its author becomes
 * the marker. The tables are those the features declare (never the caller's text).
 */
export function staffTracesKind(traceTables: readonly StaffTrace[]): PersonKind {
  const personalColumns = Object.fromEntries(
    traceTables.map((trace) => [
      trace.table,
      [...trace.emailColumns, ...(trace.clearedColumns ?? [])],
    ]),
  );
  return {
    kind: 'staff-trace',
    personalColumns,
    async find(db, search) {
      const found = [];
      for (const trace of traceTables) {
        const rows: Row[] = await db.query(
          `SELECT ${[...trace.keys, trace.dateColumn].join(', ')} FROM ${trace.table}
            WHERE ${trace.emailColumns.map((column) => `${column} = ?`).join(' OR ')}`,
          trace.emailColumns.map(() => search.email),
        );
        for (const row of rows) {
          const key = trace.keys.map((column) => String(row[column] as string | number)).join('|');
          found.push({
            kind: 'staff-trace' as const,
            id: `${trace.table}:${key}`,
            reference: `${trace.table} ${key}`,
            createdAt: asDate(row[trace.dateColumn]),
            summary: trace.label,
            fields: { table: trace.table, key, what: trace.label },
          });
        }
      }
      return found;
    },
    async erase(db, id, context) {
      const [table, key = ''] = id.split(/:(.*)/s);
      const trace = traceTables.find((candidate) => candidate.table === table);
      if (!trace) throw new Error(`No table of organisers' traces named ${String(table)}`);
      const keyValues = key.split('|');
      const rowIs = trace.keys.map((keyColumn) => `${keyColumn} = ?`).join(' AND ');
      for (const column of trace.emailColumns) {
        const cleared = (trace.clearedColumns ?? []).map((other) => `, ${other} = NULL`).join('');
        await db.query(
          `UPDATE ${trace.table} SET ${column} = ?${cleared}
            WHERE ${rowIs} AND ${column} IN (?)`,
          [context.email, ...keyValues, context.personalValues],
        );
      }
      return [];
    },
  };
}
