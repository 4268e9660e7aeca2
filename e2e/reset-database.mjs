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

// ...and on empty Redis keys of its own: queued and finished mail jobs are named after outbox row
// ids, which start again at 1 in the new database, so jobs left from an earlier run would swallow
// the new run's e-mails.
const { Redis } = await import('ioredis');
const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', {
  maxRetriesPerRequest: 1,
});
let cursor = '0';
do {
  const [next, keys] = await redis.scan(cursor, 'MATCH', 'caawg11-e2e:*', 'COUNT', 500);
  cursor = next;
  if (keys.length > 0) await redis.del(...keys);
} while (cursor !== '0');
redis.disconnect();
