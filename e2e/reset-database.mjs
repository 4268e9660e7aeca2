// Runs before the journeys: the e2e system starts on an empty database of its own.
import mysql from 'mysql2/promise';
const e2eDatabase = 'caawg11_e2e';

const connection = await mysql.createConnection({
  host: process.env.DB_HOST ?? '127.0.0.1',
  port: Number(process.env.DB_PORT ?? 3306),
  user: process.env.DB_USER ?? 'root',
  password: process.env.DB_PASSWORD ?? '',
});
await connection.query(`DROP DATABASE IF EXISTS ${mysql.escapeId(e2eDatabase)}`);
await connection.end();
