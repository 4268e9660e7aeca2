import type { Connection, RowDataPacket } from 'mysql2/promise';
import { DistProcess, freePort } from './support/dist-process.js';
import { connectToSuiteDatabase, dropTestState, testConfig } from './support/test-app.js';

const burstSize = 100;
const killAfterResponses = 15;

function visitor(n: number): string {
  return `burst.${n}@example.org`;
}

type Outcome = { n: number; status: number } | { n: number; status: 'no answer' };

describe('the api killed (SIGKILL) in the middle of a burst of contact messages', () => {
  const config = testConfig({
    PUBLIC_RATE_LIMIT_PER_MINUTE: '100000',
    FORM_MAIL_LIMIT_PER_EMAIL: '100000',
    FORM_MAIL_LIMIT_PER_CLIENT: '100000',
  });
  let api: DistProcess | undefined;
  let db: Connection;
  let port: number;

  beforeAll(async () => {
    port = await freePort();
  });

  afterAll(async () => {
    await api?.kill('SIGTERM');
    await db?.end();
    await dropTestState(config);
  });

  function start(): Promise<DistProcess> {
    return DistProcess.start('main.js', config, { HOST: '127.0.0.1', API_PORT: String(port) });
  }

  function send(n: number): Promise<Response> {
    return fetch(`http://127.0.0.1:${port}/api/contact.php`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: `Visitor ${n}`,
        email: visitor(n),
        subject: 'Field trip',
        message: `Message number ${n} of the burst.`,
      }),
    });
  }

  it('stores every answered submission once, with its e-mails, after a restart', async () => {
    api = await start();
    const killed = api;
    let answered = 0;
    const outcomes: Outcome[] = await Promise.all(
      Array.from({ length: burstSize }, (_, n) =>
        send(n).then(
          async (response) => {
            await response.arrayBuffer();
            answered += 1;
            if (answered === killAfterResponses) void killed.kill('SIGKILL');
            return { n, status: response.status };
          },
          () => ({ n, status: 'no answer' as const }),
        ),
      ),
    );
    expect((await killed.exited).signal).toBe('SIGKILL');

    const accepted = outcomes.filter((outcome) => outcome.status === 201).map(({ n }) => n);
    const unanswered = outcomes.filter((outcome) => outcome.status === 'no answer');
    // The kill fell in the middle of the burst: some were answered, some never were.
    expect(accepted.length).toBeGreaterThanOrEqual(killAfterResponses);
    expect(unanswered.length).toBeGreaterThan(0);
    expect(outcomes.filter((o) => o.status !== 201 && o.status !== 'no answer')).toEqual([]);

    api = await start();
    db = await connectToSuiteDatabase(config);
    const [messages] = await db.query<RowDataPacket[]>(
      'SELECT email, COUNT(*) AS times FROM contact_messages GROUP BY email',
    );
    const stored = new Map(messages.map((row) => [row.email as string, Number(row.times)]));
    const [mails] = await db.query<RowDataPacket[]>(
      `SELECT template, COALESCE(reply_to, recipient) AS visitor FROM outbox_messages
        WHERE template IN ('contact-message', 'contact-acknowledgement')`,
    );

    // None twice, and every stored message has exactly its two e-mails (one transaction).
    for (const [email, times] of stored) {
      expect(`${email}: ${times}`).toBe(`${email}: 1`);
      const owed = mails
        .filter((mail) => mail.visitor === email)
        .map((mail) => mail.template as string)
        .sort();
      expect(`${email}: ${owed.join(', ')}`).toBe(
        `${email}: contact-acknowledgement, contact-message`,
      );
    }
    expect(mails).toHaveLength(stored.size * 2);
    // Every submission that was answered 201 is among them.
    for (const n of accepted)
      expect(`${visitor(n)}: ${stored.get(visitor(n)) ?? 0}`).toBe(`${visitor(n)}: 1`);

    // The restarted api takes submissions again.
    const after = await send(burstSize);
    expect(after.status).toBe(201);
  }, 120_000);
});
