/**
 * Creates an admin account:
 *   npm run admin:create -w @caawg11/api -- --email admin@example.org [--reset-password]
 * The password is read from ADMIN_PASSWORD when set, otherwise asked for (twice, not echoed)
 * on a terminal. An existing account is never changed unless --reset-password is given.
 */
import 'reflect-metadata';
import { createInterface } from 'node:readline/promises';
import { Writable } from 'node:stream';
import { parseArgs } from 'node:util';
import { DataSource } from 'typeorm';
import { isEmail, minPasswordLength, normaliseEmail } from '@caawg11/conference';
import { ConfigModule } from '../platform/config/config.module.js';
import { ensureDatabase } from '../platform/database/ensure-database.js';
import { runMigrationsUnderLock } from '../platform/database/migration-lock.js';
import { typeormOptions } from '../platform/database/typeorm-options.js';
import { entities } from '../entities.js';
import { hashPassword } from '../platform/security/password-hasher.js';
import { User } from '../platform/users/user.entity.js';

class CliError extends Error {}

/** Asks a question on the terminal without echoing what is typed. */
async function askHidden(question: string): Promise<string> {
  let muted = false;
  const output = new Writable({
    write(chunk: Buffer | string, _encoding, callback) {
      if (!muted) process.stdout.write(chunk);
      callback();
    },
  });
  const terminal = createInterface({ input: process.stdin, output, terminal: true });
  try {
    const answer = terminal.question(question);
    muted = true;
    return await answer;
  } finally {
    terminal.close();
    process.stdout.write('\n');
  }
}

async function readPassword(fromEnvironment: string | undefined): Promise<string> {
  if (fromEnvironment) return fromEnvironment;
  if (!process.stdin.isTTY) {
    throw new CliError('No terminal to ask for the password on: set ADMIN_PASSWORD instead.');
  }
  const password = await askHidden('Password: ');
  const again = await askHidden('Password again: ');
  if (password !== again) throw new CliError('The two passwords differ.');
  return password;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { email: { type: 'string' }, 'reset-password': { type: 'boolean', default: false } },
  });
  const email = normaliseEmail(values.email ?? '');
  if (!isEmail(email))
    throw new CliError('Usage: admin:create -- --email <address> [--reset-password]');

  const { config } = await ConfigModule.load();
  const password = await readPassword(config.ADMIN_PASSWORD);
  if (password.length < minPasswordLength) {
    throw new CliError(`The password must have at least ${minPasswordLength} characters.`);
  }

  await ensureDatabase(config);
  const dataSource = new DataSource({ ...typeormOptions(config, entities), migrationsRun: false });
  await dataSource.initialize();
  try {
    await runMigrationsUnderLock(dataSource);
    const users = dataSource.getRepository(User);
    const existing = await users.findOneBy({ email });
    if (existing && !values['reset-password']) {
      throw new CliError(
        `An account for ${email} already exists (role ${existing.role}); it was left unchanged. ` +
          'Pass --reset-password to give it a new password and the admin role.',
      );
    }
    const passwordHash = await hashPassword(password);
    if (existing) {
      await users.update(
        { id: existing.id },
        { passwordHash, role: 'admin', tokenVersion: existing.tokenVersion + 1 },
      );
      console.log(
        `Set a new password for ${email}; the account has the admin role and its earlier sign-ins have ended.`,
      );
    } else {
      await users.insert({ email, passwordHash, role: 'admin' });
      console.log(`Created the admin account ${email}.`);
    }
  } finally {
    await dataSource.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
});
