import { Redis } from 'ioredis';
import type { RowDataPacket } from 'mysql2/promise';
import { solvedCaptcha } from './support/captcha.js';
import { createMailTestApp, eventually, type MailTestApp } from './support/mail-harness.js';
import { multipartBody } from './support/multipart.js';
import { registrationFields } from './support/registration-fields.js';
import { CapturedLog } from './support/captured-log.js';

const registrant = 'amina.secret@example.org';

function tokensIn(text: string): string[] {
  return [...text.matchAll(/\/my-registration\?token=([A-Za-z0-9_-]+)/g)].map((match) => match[1]!);
}

/** Every value under the suite's Redis prefix, whatever the key's type, as one text. */
async function everythingInRedis(t: MailTestApp): Promise<{ keys: number; text: string }> {
  const redis = new Redis(t.config.REDIS_URL);
  try {
    const parts: string[] = [];
    let keys = 0;
    let cursor = '0';
    do {
      const [next, found] = await redis.scan(
        cursor,
        'MATCH',
        `${t.config.REDIS_KEY_PREFIX}*`,
        'COUNT',
        500,
      );
      cursor = next;
      for (const key of found) {
        keys += 1;
        const type = await redis.type(key);
        const value =
          type === 'string'
            ? await redis.get(key)
            : type === 'hash'
              ? await redis.hgetall(key)
              : type === 'list'
                ? await redis.lrange(key, 0, -1)
                : type === 'set'
                  ? await redis.smembers(key)
                  : type === 'zset'
                    ? await redis.zrange(key, 0, -1, 'WITHSCORES')
                    : type === 'stream'
                      ? await redis.xrange(key, '-', '+')
                      : null;
        parts.push(key, JSON.stringify(value));
      }
    } while (cursor !== '0');
    return { keys, text: parts.join('\n') };
  } finally {
    redis.disconnect();
  }
}

/** Every row of every table of the suite's database, as one text. */
async function everythingInTheDatabase(t: MailTestApp): Promise<string> {
  const [tables] = await t.db.query<RowDataPacket[]>('SHOW TABLES');
  const parts: string[] = [];
  for (const table of tables) {
    const name = String(Object.values(table)[0]);
    const [rows] = await t.db.query<RowDataPacket[]>(`SELECT * FROM \`${name}\``);
    parts.push(name, JSON.stringify(rows));
  }
  return parts.join('\n');
}

describe('access-link tokens after their e-mail is sent', () => {
  let t: MailTestApp;
  // Every line of the api's log at every level (request lines and Nest's), which the in-process
  // worker writes to too.
  const logs = new CapturedLog();

  beforeAll(async () => {
    t = await createMailTestApp({
      env: { PUBLIC_RATE_LIMIT_PER_MINUTE: '1000', LOG_LEVEL: 'trace' },
      logStream: logs,
    });
    await t.startWorker();
    t.setNow('2025-07-15T10:00:00+03:00');
  });

  afterAll(async () => {
    await t.close();
  });

  it('are kept in no table, no Redis key (completed jobs included) and no log line', async () => {
    const body = multipartBody({
      ...registrationFields({
        firstName: 'Amina',
        otherNames: 'Nakato',
        email: registrant,
        phone: '+256 772 000 222',
      }),
      recaptchaToken: await solvedCaptcha(t.app),
    });
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/registration.php',
      payload: body.payload,
      headers: body.headers,
    });
    expect(registered.statusCode).toBe(201);
    const requested = await t.app.inject({
      method: 'POST',
      url: '/api/registrations/verify-request',
      payload: { email: registrant },
    });
    expect(requested.statusCode).toBe(200);

    const tokens = await eventually(
      async () => {
        const mails = t.sink.to(registrant);
        expect(mails).toHaveLength(2);
        const rows = await t.outboxRows();
        expect(rows.map((row) => row.status)).toEqual(rows.map(() => 'sent'));
        return mails.flatMap((mail) => tokensIn(mail.text));
      },
      { timeoutMs: 20_000 },
    );
    expect(tokens).toHaveLength(2);
    for (const token of tokens) {
      const page = await t.app.inject({
        method: 'GET',
        url: '/api/my-registration',
        headers: { 'x-access-token': token },
      });
      expect(page.statusCode).toBe(200);
    }

    const database = await everythingInTheDatabase(t);
    expect(database).toContain(registrant);
    const redis = await everythingInRedis(t);
    expect(redis.text).toMatch(/completed/);
    expect(logs.text()).toMatch(/Sent outbox row/);
    expect(logs.text()).toContain('"url":"/api/my-registration"');
    for (const token of tokens) {
      expect(database).not.toContain(token);
      expect(redis.text).not.toContain(token);
      expect(logs.text()).not.toContain(token);
    }
  });
});
