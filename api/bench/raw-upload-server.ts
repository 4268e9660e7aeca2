/**
 * The raw baseline of the upload benchmark: node:http and mysql2. Streams each request body
 * (the whole multipart body, unparsed) to a file under a random name, then inserts one row
 * in a transaction and answers 201. No parsing, validation or robot check: the floor.
 * Run: node dist/bench/bench/raw-upload-server.js (PORT, UPLOAD_DIR, DB_* from the environment).
 */
import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdirSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import mysql from 'mysql2/promise';

const dir = process.env.UPLOAD_DIR ?? '/tmp/caawg11-raw-uploads';
mkdirSync(dir, { recursive: true });
const pool = mysql.createPool({
  host: process.env.DB_HOST ?? '127.0.0.1',
  port: Number(process.env.DB_PORT ?? 3306),
  user: process.env.DB_USER ?? 'root',
  password: process.env.DB_PASSWORD ?? '',
  database: process.env.DB_NAME,
  connectionLimit: 20,
});

async function receive(request: import('node:http').IncomingMessage): Promise<void> {
  const key = randomBytes(16).toString('hex');
  await pipeline(request, createWriteStream(join(dir, key)));
  const connection = await pool.getConnection();
  try {
    await connection.beginTransaction();
    await connection.query(
      `INSERT INTO stored_files (purpose, storage_key, original_name, content_type, size_bytes, sha256)
       VALUES ('student-id', ?, 'id.pdf', 'application/pdf', ?, ?)`,
      [key, Number(request.headers['content-length'] ?? 0), '0'.repeat(64)],
    );
    await connection.commit();
  } finally {
    connection.release();
  }
}

const server = createServer((request, response) => {
  if (request.method === 'GET') {
    response.writeHead(200).end('ok');
    return;
  }
  receive(request).then(
    () => response.writeHead(201, { 'content-type': 'application/json' }).end('{"success":true}'),
    () => response.writeHead(500).end(),
  );
});
server.listen(Number(process.env.PORT ?? 3202), '127.0.0.1');
process.on('SIGTERM', () => {
  server.close();
  void pool.end();
});
