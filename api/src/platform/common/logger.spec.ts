import { Writable } from 'node:stream';
import { QueryFailedError } from 'typeorm';
import { redactedValue } from './loggable-url.js';
import { AppConfig } from '../config/app-config.js';
import { createLog, nestLogger } from './logger.js';

const email = 'nalwoga.birungi@example.org';
const phone = '+256701234567';
const token = 'q2Vb0a9lW7lR3JxvH2r9zJm8vRr3b8w1l0m0xA0x0kQ';

/** A duplicate-key failure as mysql2 and TypeORM report it, values in every place they put them. */
function duplicateEntry(): QueryFailedError {
  const driverError = Object.assign(new Error(`Duplicate entry '${phone}' for key 'uq_phone'`), {
    code: 'ER_DUP_ENTRY',
    errno: 1062,
    sqlState: '23000',
    sqlMessage: `Duplicate entry '${phone}' for key 'uq_phone'`,
    sql: `INSERT INTO \`registrations\` (\`email\`, \`phone\`) VALUES ('${email}', '${phone}')`,
  });
  return new QueryFailedError(
    'INSERT INTO `registrations` (`email`, `phone`) VALUES (?, ?)',
    [email, phone],
    driverError,
  );
}

/**
 * One log for the whole file: nestjs-pino keeps the first log a process gives it for the lines
 * written outside a request.
 */
const lines: string[] = [];
const log = createLog(
  Object.assign(new AppConfig(), { LOG_LEVEL: 'info' }),
  'api',
  new Writable({
    write(chunk: Buffer | string, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  }),
);
const nest = nestLogger(log);
const text = () => lines.join('');

describe('the log', () => {
  beforeEach(() => {
    lines.length = 0;
  });

  it('writes a database error as its code and statement, however it is handed over', () => {
    const error = duplicateEntry();
    nest.error(error, 'ExceptionHandler');
    nest.error({ path: '/api/registration.php', error }, 'Exceptions');
    nest.warn({ attempts: [{ error }] }, 'Deep');
    nest.error('Unable to connect to the database', error.stack, 'TypeOrmModule');
    log.error({ err: new Error('Registration not saved', { cause: error }) });
    log.error(error);

    expect(text()).toContain('ER_DUP_ENTRY');
    expect(text()).toContain('INSERT INTO `registrations` (`email`, `phone`) VALUES (?, ?)');
    expect(text()).toContain('Registration not saved');
    expect(text()).not.toContain(email);
    expect(text()).not.toContain(phone);
    expect(text()).not.toContain('Duplicate entry');
  });

  it('writes no token, signature, password, authorization header or cookie of an object', () => {
    nest.log({ token, body: { password: 'a-long-enough-password' } }, 'Auth');
    nest.log({ headers: { authorization: `Bearer ${token}`, cookie: `session=${token}` } }, 'A');
    nest.log({ request: { headers: { 'x-access-token': token }, signature: token } }, 'B');

    expect(text()).not.toContain(token);
    expect(text()).not.toContain('a-long-enough-password');
    expect(text()).toContain(`"token":"${redactedValue}"`);
  });

  it('writes one JSON line per entry, at the configured level and above', () => {
    nest.debug?.('below info', 'Quiet');
    nest.verbose?.('below info', 'Quiet');
    nest.log('at info', 'Loud');

    const entries = text()
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(entries).toEqual([
      expect.objectContaining({ name: 'api', level: 30, context: 'Loud', msg: 'at info' }),
    ]);
  });
});
