import mysql from 'mysql2/promise';
import { dbConnection } from './bench-env.js';

export async function recreateDatabase(name: string): Promise<void> {
  const connection = await mysql.createConnection(dbConnection);
  try {
    await connection.query(`DROP DATABASE IF EXISTS ${mysql.escapeId(name)}`);
    await connection.query(
      `CREATE DATABASE ${mysql.escapeId(name)} CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`,
    );
  } finally {
    await connection.end();
  }
}

export async function connect(database: string): Promise<mysql.Connection> {
  return mysql.createConnection({ ...dbConnection, database, multipleStatements: false });
}

export async function serverFacts(): Promise<Record<string, string>> {
  const connection = await mysql.createConnection(dbConnection);
  try {
    const [rows] = await connection.query<mysql.RowDataPacket[]>(
      'SELECT VERSION() AS version, @@innodb_flush_log_at_trx_commit AS flush, @@innodb_buffer_pool_size AS pool',
    );
    const row = rows[0]!;
    return {
      version: String(row.version),
      innodbFlushLogAtTrxCommit: String(row.flush),
      innodbBufferPoolMb: String(Math.round(Number(row.pool) / 1024 / 1024)),
    };
  } finally {
    await connection.end();
  }
}
