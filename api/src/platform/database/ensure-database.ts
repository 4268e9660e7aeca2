import mysql from 'mysql2/promise';
import type { AppConfig } from '../config/app-config.js';

/**
 * Creates the configured database when it does not exist yet, so a fresh MySQL needs no
 * manual step. Throws an error whose message says what to start when MySQL is unreachable.
 */
export async function ensureDatabase(config: AppConfig): Promise<void> {
  let connection: mysql.Connection;
  try {
    connection = await mysql.createConnection({
      host: config.DB_HOST,
      port: config.DB_PORT,
      user: config.DB_USER,
      password: config.DB_PASSWORD,
      connectTimeout: 5000,
    });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(
      `Cannot reach MySQL at ${config.DB_HOST}:${config.DB_PORT} as ${config.DB_USER} (${reason}). ` +
        'Install and start MySQL 8 or MariaDB 10.11+, or set DB_HOST, DB_PORT, DB_USER and DB_PASSWORD.',
      { cause: error },
    );
  }
  try {
    await connection.query(
      `CREATE DATABASE IF NOT EXISTS ${mysql.escapeId(config.DB_NAME)} CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`,
    );
  } finally {
    await connection.end();
  }
}
