import type mysql from 'mysql2/promise';
import type { DataSource } from 'typeorm';

export interface CapturedQuery {
  sql: string;
  parameters: unknown[];
}

/**
 * Records every SQL statement the api's DataSource sends (TypeORM hands each one to its
 * logger, whatever the logging setting), until stopped.
 */
export function captureQueries(dataSource: DataSource): { take(): CapturedQuery[]; stop(): void } {
  const logger = dataSource.logger;
  const original = logger.logQuery.bind(logger);
  let captured: CapturedQuery[] = [];
  logger.logQuery = (sql, parameters, queryRunner) => {
    captured.push({ sql, parameters: Array.isArray(parameters) ? (parameters as unknown[]) : [] });
    original(sql, parameters, queryRunner);
  };
  return {
    take() {
      const taken = captured;
      captured = [];
      return taken;
    },
    stop() {
      logger.logQuery = original;
    },
  };
}

export interface PlanRow {
  id: number;
  select_type: string;
  table: string | null;
  type: string | null;
  possible_keys: string | null;
  key: string | null;
  rows: number | null;
  Extra: string | null;
}

/** The reads among captured statements (transaction control and writes dropped), deduplicated. */
export function reads(queries: CapturedQuery[]): CapturedQuery[] {
  const seen = new Set<string>();
  return queries.filter((query) => {
    const text = query.sql.trim();
    if (!/^(SELECT|WITH)\b/i.test(text)) return false;
    const key = `${text}|${JSON.stringify(query.parameters)}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export async function explain(db: mysql.Connection, query: CapturedQuery): Promise<PlanRow[]> {
  const [rows] = await db.query<mysql.RowDataPacket[]>(`EXPLAIN ${query.sql}`, query.parameters);
  return rows as unknown as PlanRow[];
}

/** Plan rows that read a whole large table row by row (type ALL). */
export function fullScans(plan: PlanRow[], largeTables: readonly string[]): PlanRow[] {
  return plan.filter(
    (row) => row.type === 'ALL' && row.table !== null && largeTables.includes(row.table),
  );
}

/** EXPLAIN output as a Markdown table. */
export function planTable(plan: PlanRow[]): string {
  const header = '| table | type | key | rows | extra |\n| --- | --- | --- | --- | --- |';
  const lines = plan.map(
    (row) =>
      `| ${row.table ?? ''} | ${row.type ?? ''} | ${row.key ?? ''} | ${row.rows ?? ''} | ${row.Extra ?? ''} |`,
  );
  return [header, ...lines].join('\n');
}
