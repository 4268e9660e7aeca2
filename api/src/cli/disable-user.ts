/**
 * Disables an account and ends its sign-ins at once:
 *   npm run user:disable -w @caawg11/api -- --email someone@example.org
 */
import 'reflect-metadata';
import { parseArgs } from 'node:util';
import { DataSource } from 'typeorm';
import { isEmail, normaliseEmail } from '@caawg11/conference';
import { ConfigModule } from '../platform/config/config.module.js';
import { ensureDatabase } from '../platform/database/ensure-database.js';
import { typeormOptions } from '../platform/database/typeorm-options.js';
import { entities } from '../entities.js';
import { User } from '../platform/users/user.entity.js';
import { UsersRepository } from '../platform/users/users.repository.js';

class CliError extends Error {}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { email: { type: 'string' } } });
  const email = normaliseEmail(values.email ?? '');
  if (!isEmail(email)) throw new CliError('Usage: user:disable -- --email <address>');

  const { config } = await ConfigModule.load();
  await ensureDatabase(config);
  const dataSource = new DataSource({ ...typeormOptions(config, entities), migrationsRun: false });
  await dataSource.initialize();
  try {
    await dataSource.runMigrations({ transaction: 'each' });
    const users = new UsersRepository(dataSource.getRepository(User));
    const account = await users.findByEmail(email);
    if (!account) throw new CliError(`There is no account for ${email}.`);
    await users.disable(account.id);
    console.log(`Disabled ${email}; its sign-ins have ended.`);
  } finally {
    await dataSource.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
});
