/**
 * The raw baseline of the submit benchmark: node:http and mysql2, nothing else. For each
 * POST it reads the JSON body and, in one transaction, inserts the contact message and its
 * two outbox rows, as POST /api/contact.php does, then answers like the api.
 * Run: node dist/bench/bench/raw-contact-server.js (PORT, DB_* and DB_POOL_SIZE from the environment).
 */
import { createServer } from 'node:http';
import mysql from 'mysql2/promise';

const pool = mysql.createPool({
  host: process.env.DB_HOST ?? '127.0.0.1',
  port: Number(process.env.DB_PORT ?? 3306),
  user: process.env.DB_USER ?? 'root',
  password: process.env.DB_PASSWORD ?? '',
  database: process.env.DB_NAME,
  connectionLimit: Number(process.env.DB_POOL_SIZE ?? 20),
  timezone: 'Z',
  charset: 'utf8mb4_unicode_ci',
});

interface ContactBody {
  name: string;
  email: string;
  subject: string;
  message: string;
}

async function store(body: ContactBody): Promise<void> {
  const email = body.email.trim().toLowerCase();
  const connection = await pool.getConnection();
  try {
    await connection.beginTransaction();
    await connection.query(
      'INSERT INTO contact_messages (name, email, subject, message) VALUES (?, ?, ?, ?)',
      [body.name, email, body.subject, body.message],
    );
    await connection.query(
      'INSERT INTO outbox_messages (template, recipient, reply_to, payload) VALUES (?, ?, ?, ?), (?, ?, ?, ?)',
      [
        'contact-message',
        'info@caawg11.org',
        email,
        JSON.stringify({ name: body.name, email, subject: body.subject, message: body.message }),
        'contact-acknowledgement',
        email,
        null,
        JSON.stringify({ name: body.name, subject: body.subject }),
      ],
    );
    await connection.commit();
  } catch (error) {
    await connection.rollback();
    throw error;
  } finally {
    connection.release();
  }
}

const server = createServer((request, response) => {
  if (request.method === 'GET') {
    response.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"ok"}');
    return;
  }
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    let body: ContactBody;
    try {
      body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as ContactBody;
    } catch {
      response.writeHead(400).end();
      return;
    }
    store(body).then(
      () => {
        response
          .writeHead(201, { 'content-type': 'application/json; charset=utf-8' })
          .end(JSON.stringify({ success: true, message: 'Thank you for your message.' }));
      },
      () => response.writeHead(500).end(),
    );
  });
});

server.listen(Number(process.env.PORT ?? 3201), '127.0.0.1');
const stop = () => {
  server.close();
  void pool.end();
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
